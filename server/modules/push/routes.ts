// Web Push routes: the VAPID public key (public), and subscribing a browser to its orders' status
// pushes and unsubscribing it: a logged-in consumer for their account, a guest by the device id that
// placed a guest order (the same id that lets the guest view the order). Sending is app.push (plugin.ts).
import type { FastifyInstance } from 'fastify';
import { pushSubscribeSchema, pushUnsubscribeSchema } from '../../contracts/push';
import { routes } from '../../lib/routes';
import * as svc from './service';

export default async function pushRoutes(app: FastifyInstance, opts: { allowLocalEndpoints: boolean; perMinute?: number }) {
  const route = routes(app, ['push']);
  const db = app.db;
  const limited = { access: 'public' as const, rateLimit: { max: opts.perMinute ?? 60, timeWindow: '1 minute' } };

  route.get('/push/public-key', 'public', {}, 'The VAPID public key a browser subscribes to push with')
    .answer('Push public key', async () => ({ public_key: await app.push.publicKey() }));

  route.post('/push/subscribe', limited, { body: pushSubscribeSchema },
    'Turn on order notifications for this browser: a consumer for their orders, a guest (ip_address + order_id) for their device\'s orders')
    .answer('Notifications turned on', ({ req, body }) =>
      svc.subscribe(db, req.auth?.user ?? null, body, { allowLocal: opts.allowLocalEndpoints }));

  route.post('/push/unsubscribe', limited, { body: pushUnsubscribeSchema }, 'Turn off order notifications for this browser (by its endpoint)')
    .answer('Notifications turned off', ({ req, body }) => svc.unsubscribe(db, req.auth?.user ?? null, body));
}
