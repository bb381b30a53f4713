// Registers the service worker (service-worker/sw.ts, built to /app/sw.js) through workbox-window.
// A new version waits until the person reloads; we offer that with a toast.
import { Workbox } from 'workbox-window';
import { env } from '../config/env';
import { i18n } from './i18n';
import { toastLibrary } from './notify';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || env.MODE !== 'production') return;
  const wb = new Workbox(`${env.BASE_URL}sw.js`, { scope: env.BASE_URL });
  wb.addEventListener('waiting', () => {
    void toastLibrary().then(({ toast }) =>
      toast.info(i18n.t('app.updateAvailable'), {
        autoClose: false,
        toastId: 'sw-update',
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      }),
    );
  });
  wb.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
}
