import { createFileRoute, redirect } from '@tanstack/react-router';

/** The declared tile path /winmarket leads to the market page (DESIGN.md). */
export const Route = createFileRoute('/winmarket')({
  beforeLoad: () => {
    throw redirect({ to: '/market', replace: true });
  },
});
