/// <reference lib="webworker" />
// Web Push in the worker (server/modules/push): a push carries the JSON of PushMessage (title, body,
// the order page's url, a tag per order); it is shown as a notification whose tag makes a newer
// status replace the older one. A click focuses an open window of the app on that page (or opens one).
import type { PushMessage } from '../server/contracts/push';

const ICON = '/app/icons/icon-192.png';
const FALLBACK_URL = '/app/consumer/orders';

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { renotify?: boolean };
}

/** What a push shows; a push that is not our JSON still shows something (browsers require a notification per push). */
export function notificationOf(text: string | null, origin: string): ShownNotification {
  let msg: Partial<PushMessage> = {};
  try {
    msg = text ? (JSON.parse(text) as Partial<PushMessage>) : {};
  } catch {
    msg = {};
  }
  const title = typeof msg.title === 'string' && msg.title ? msg.title : 'Cafeteria';
  return {
    title,
    options: {
      body: typeof msg.body === 'string' ? msg.body : '',
      icon: ICON,
      badge: ICON,
      tag: typeof msg.tag === 'string' && msg.tag ? msg.tag : 'cafeteria',
      renotify: true,
      data: { url: sameOriginUrl(msg.url, origin) },
    },
  };
}

/** Only a page of this app opens from a notification. */
export function sameOriginUrl(url: unknown, origin: string): string {
  try {
    const u = new URL(typeof url === 'string' ? url : FALLBACK_URL, origin);
    return u.origin === origin && u.pathname.startsWith('/app/') ? u.href : new URL(FALLBACK_URL, origin).href;
  } catch {
    return new URL(FALLBACK_URL, origin).href;
  }
}

export function listenForPushes(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event: PushEvent) => {
    const shown = notificationOf(event.data ? event.data.text() : null, sw.location.origin);
    event.waitUntil(sw.registration.showNotification(shown.title, shown.options));
  });

  sw.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const url = sameOriginUrl((event.notification.data as { url?: string } | null)?.url, sw.location.origin);
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const app = windows.filter((w) => new URL(w.url).origin === sw.location.origin && new URL(w.url).pathname.startsWith('/app'));
        const exact = app.find((w) => w.url === url);
        if (exact) {
          await exact.focus();
          return;
        }
        const open = app[0];
        if (open) {
          const focused = await open.focus();
          // navigate() works on a window this worker controls; otherwise a new window opens the page.
          if (await focused.navigate(url).catch(() => null)) return;
        }
        await sw.clients.openWindow(url);
      })(),
    );
  });
}
