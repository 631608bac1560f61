import { darkTheme } from '@winhub/tokens';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');

document.documentElement.classList.add(darkTheme);
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
