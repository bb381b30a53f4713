import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './lib/i18n';
import { startSync } from './lib/offline/sync';
import { registerServiceWorker } from './lib/register-sw';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
// Writes taken offline (kiosk, till) are sent from whichever page is open.
startSync();
