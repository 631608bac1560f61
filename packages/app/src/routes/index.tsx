import { createFileRoute } from '@tanstack/react-router';
import { Button } from '@winhub/ui';

export const Route = createFileRoute('/')({
  component: () => (
    <main>
      <h1>WinHub</h1>
      <Button>Start FREE Now</Button>
    </main>
  ),
});
