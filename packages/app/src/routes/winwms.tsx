import { createFileRoute, redirect } from '@tanstack/react-router';

/** The declared tile path /winwms leads to the wms page (docs/decisions.md, "Declared tile paths"). */
export const Route = createFileRoute('/winwms')({
  beforeLoad: () => {
    throw redirect({ to: '/wms', replace: true });
  },
});
