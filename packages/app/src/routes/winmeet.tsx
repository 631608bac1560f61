import { createFileRoute, redirect } from '@tanstack/react-router';

/** The declared tile path /winmeet leads to the meet page (docs/decisions.md, "Declared tile paths"). */
export const Route = createFileRoute('/winmeet')({
  beforeLoad: () => {
    throw redirect({ to: '/meet', replace: true });
  },
});
