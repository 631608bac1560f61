import { createFileRoute, redirect } from '@tanstack/react-router';

/** The declared tile path /winauth leads to the auth page (docs/decisions.md, "Declared tile paths"). */
export const Route = createFileRoute('/winauth')({
  beforeLoad: () => {
    throw redirect({ to: '/auth', replace: true });
  },
});
