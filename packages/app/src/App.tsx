import { RouterProvider } from '@tanstack/react-router';
import { AlertProvider } from './feedback/AlertProvider.tsx';
import { ToastProvider } from './feedback/ToastProvider.tsx';
import type { AppRouter } from './router.ts';

export function App({ router }: { router: AppRouter }) {
  return (
    <ToastProvider>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </ToastProvider>
  );
}
