import { createFileRoute, redirect } from '@tanstack/react-router';

/** The declared tile path /winwms leads to the wms page (DESIGN.md). */
export const Route = createFileRoute('/winwms')({
  beforeLoad: () => {
    throw redirect({ to: '/wms', replace: true });
  },
});
