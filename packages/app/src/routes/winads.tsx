import { createFileRoute, redirect } from '@tanstack/react-router';

/** The declared tile path /winads leads to the ads page (DESIGN.md). */
export const Route = createFileRoute('/winads')({
  beforeLoad: () => {
    throw redirect({ to: '/ads', replace: true });
  },
});
