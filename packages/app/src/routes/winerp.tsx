import { createFileRoute, redirect } from '@tanstack/react-router';

/** The declared tile path /winerp leads to the erp page (docs/decisions.md, "Declared tile paths"). */
export const Route = createFileRoute('/winerp')({
  beforeLoad: () => {
    throw redirect({ to: '/erp', replace: true });
  },
});
