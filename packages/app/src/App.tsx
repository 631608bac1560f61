import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './api/query-client.ts';
import { AlertProvider } from './feedback/AlertProvider.tsx';
import { ToastProvider } from './feedback/ToastProvider.tsx';
import { routeTree } from './routeTree.gen.ts';
import { AuthProvider } from './session/AuthProvider.tsx';

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });
const queryClient = createQueryClient();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ToastProvider>
          <AlertProvider>
            <RouterProvider router={router} />
          </AlertProvider>
        </ToastProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
