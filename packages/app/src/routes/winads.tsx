import { createFileRoute, redirect } from '@tanstack/react-router';

/** The declared tile path /winads leads to the ads page (docs/decisions.md, "Declared tile paths"). */
export const Route = createFileRoute('/winads')({
  beforeLoad: () => {
    throw redirect({ to: '/ads', replace: true });
  },
});
