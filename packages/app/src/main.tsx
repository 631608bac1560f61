import { darkTheme } from '@winhub/tokens';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as z from 'zod/mini';
import { App } from './App.tsx';

// zod probes `new Function('')` before its first parse; the CSP forbids it and logs a violation
z.config({ jitless: true });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');

document.documentElement.classList.add(darkTheme);
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
