import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AlertProvider } from './feedback/AlertProvider.tsx';
import { ToastProvider } from './feedback/ToastProvider.tsx';
import type { AppRouter } from './router.ts';

export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={router.options.context.queryClient}>
      <ToastProvider>
        <AlertProvider>
          <RouterProvider router={router} />
        </AlertProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
