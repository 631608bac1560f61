import { createFileRoute, redirect } from '@tanstack/react-router';

/** The declared tile path /winmarket leads to the market page (docs/decisions.md, "Declared tile paths"). */
export const Route = createFileRoute('/winmarket')({
  beforeLoad: () => {
    throw redirect({ to: '/market', replace: true });
  },
});
