import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './lib/i18n';
import { registerServiceWorker } from './lib/register-sw';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The chosen language's words arrive as their own chunks; the first screen waits for them so that it
// never flashes raw keys.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

registerServiceWorker();
// Writes taken offline (kiosk, till) are sent from whichever page is open. Loaded beside the first
// screen, not before it: the outbox's database code is no part of a sign-in page's first load.
void import('./lib/offline/sync').then(({ startSync }) => startSync());
