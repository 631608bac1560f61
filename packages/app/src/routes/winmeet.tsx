import { createFileRoute, redirect } from '@tanstack/react-router';

/** The declared tile path /winmeet leads to the meet page (DESIGN.md). */
export const Route = createFileRoute('/winmeet')({
  beforeLoad: () => {
    throw redirect({ to: '/meet', replace: true });
  },
});
