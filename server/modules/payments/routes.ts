// Payment routes: the till marking counter orders paid, and the sandbox card gateway — its hosted
// checkout page, its "bank" (the Pay / Decline buttons) and the signed webhook it sends back. The
// webhook checks its HMAC over the raw body, so that route parses JSON itself (its own context).
// The sandbox runs only where the config switches it on (PAYMENT_SANDBOX, never in production; see
// card-gate.ts): otherwise its routes stay registered but answer 404, and nothing is marked paid.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomToken } from '../../lib/crypto';
import {
  paymentUpdateSchema,
  SANDBOX_SIGNATURE_HEADER,
  sandboxCompleteSchema,
  sandboxSessionParamSchema,
  sandboxWebhookSchema,
  type PaymentMethodsAnswer,
  type SandboxWebhookEvent,
} from '../../contracts/ordering';
import { AppError, badRequest, ok } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { formatMoney } from '../coupons/consumer-service';
import { cardPaymentsOf } from './card-gate';
import { checkSandboxSignature, signSandboxPayload } from './provider';
import { cancelDeclinedOrder } from '../orders/service';
import { menuChanged } from '../products/menu-cache';
import * as svc from './service';

const tags = ['payments'];
/** The API base (server/app.ts); the gateway posts its webhook there. */
const API_PREFIX_PATH = '/api/v1';
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Where the payer goes back to: the kiosk that took the order, or the consumer's order page. */
const orderPage = (s: { orderId: string; channel: string }) =>
  s.channel === 'kiosk' ? `/app/kiosk?order=${encodeURIComponent(s.orderId)}` : `/app/consumer/orders/${encodeURIComponent(s.orderId)}`;

function checkoutPage(s: Awaited<ReturnType<typeof svc.sandboxSession>>): string {
  const amount = escapeHtml(formatMoney(s.amount, s.currency));
  const pending = s.status === 'pending';
  const form = (outcome: 'paid' | 'declined', label: string, cls: string) =>
    `<form method="post" action="${API_PREFIX_PATH}/payment/sandbox/complete">` +
    `<input type="hidden" name="session" value="${escapeHtml(s.uuid)}"><input type="hidden" name="outcome" value="${outcome}">` +
    `<button type="submit" class="${cls}">${label}</button></form>`;
  const actions = `<div class="row">${form('paid', 'Pay', 'pay')}${form('declined', 'Decline', 'decline')}</div>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox card payment</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f4f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:2rem;max-width:24rem;width:90%;text-align:center}
.amount{font-size:2.2rem;font-weight:700;margin:.5rem 0}.muted{color:#666}.row{display:flex;gap:1rem;justify-content:center;margin-top:1.5rem}
button{font-size:1.1rem;padding:.7rem 1.6rem;border-radius:8px;border:0;cursor:pointer}.pay{background:#1b7f3b;color:#fff}.decline{background:#eee;color:#a11}
.badge{display:inline-block;background:#fff3cd;color:#7a5b00;border-radius:4px;padding:.1rem .5rem;font-size:.8rem}</style></head>
<body><main><span class="badge">Sandbox gateway: no real money moves</span>
<p class="muted">${escapeHtml(s.companyName)} · ${escapeHtml(s.storeName)}</p><p>Order ${escapeHtml(s.orderId)}</p>
<p class="amount">${amount}</p>
${pending ? actions : `<p>This payment is ${escapeHtml(s.status)}.</p><p><a href="${escapeHtml(orderPage(s))}">Back to your order</a></p>`}
</main></body></html>`;
}

export default async function paymentRoutes(app: FastifyInstance, opts: { webhookSecret: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const card = cardPaymentsOf(app);
  const sandboxOn = card.gateway === 'sandbox';
  /** A sandbox route on a server without the sandbox: as if it did not exist, whatever it is sent. */
  const assertSandbox = () => {
    if (!sandboxOn) throw new AppError(404, 'The sandbox card gateway is off on this server');
  };
  const offIs404 = async () => assertSandbox();

  r.get(
    '/payment/methods',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'How this server takes payment: counter and iCash always; card only with a card gateway configured' },
    },
    async () => ok<PaymentMethodsAnswer>('Payment methods', { counter: true, wallet: true, card_available: card.available, card_gateway: card.gateway }),
  );

  r.put(
    '/order/payment/update',
    {
      config: { access: ['cashier', 'manager', 'company', 'admin'], idempotent: true },
      schema: { tags, summary: 'The till takes the cash for a counter order (tendered -> change_due)', body: paymentUpdateSchema },
    },
    async (req) => ok('Payment received', await svc.markCounterPaid(db, caller(req), req.body)),
  );

  r.get(
    '/payment/sandbox/checkout/:session',
    {
      config: { access: 'public' },
      schema: { tags, summary: "The sandbox gateway's hosted checkout page (HTML, Pay and Decline)", params: sandboxSessionParamSchema },
      preValidation: offIs404,
    },
    async (req, reply) => reply.type('text/html; charset=utf-8').header(
      'cache-control',
      'no-store',
    ).send(checkoutPage(await svc.sandboxSession(db, req.params.session))),
  );

  // The sandbox "bank": a plain form post from the page above (or JSON from a test or a script).
  await app.register(async (bank) => {
    bank.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    bank.withTypeProvider<ZodTypeProvider>().post(
      '/payment/sandbox/complete',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Sandbox bank: pay or decline a session; sends the signed webhook as the gateway would', body: sandboxCompleteSchema },
        preValidation: offIs404,
      },
      async (req, reply) => {
        const session = await svc.sandboxSession(db, req.body.session);
        const event: SandboxWebhookEvent = {
          event: req.body.outcome === 'paid' ? 'payment.succeeded' : 'payment.failed',
          session: session.uuid,
          order_uuid: session.orderUuid,
          amount: session.amount,
          provider_ref: `sbx_${req.body.outcome === 'paid' ? 'ch' : 'dc'}_${randomToken(12)}`,
        };
        const raw = JSON.stringify(event);
        const res = await app.inject({
          method: 'POST',
          url: `${API_PREFIX_PATH}/payment/webhook/sandbox`,
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(opts.webhookSecret, raw) },
          payload: raw,
        });
        const answer = res.json() as { status: boolean; message: string; data?: { payment_status: string } };
        if (String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return reply.code(303).redirect(orderPage(session));
        if (res.statusCode >= 400) return reply.code(res.statusCode).send(answer);
        return ok(answer.message, {
          order_uuid: session.orderUuid,
          order_id: session.orderId,
          payment_status: answer.data?.payment_status ?? session.status,
          redirect_url: orderPage(session),
        });
      },
    );
  });

  // The webhook: verified over the raw bytes before anything is read from them.
  await app.register(async (hook) => {
    const rawBodies = new WeakMap<FastifyRequest, string>();
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      rawBodies.set(req, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('The request body is not valid JSON'), undefined);
      }
    });
    hook.withTypeProvider<ZodTypeProvider>().post(
      '/payment/webhook/sandbox',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Card gateway webhook (sandbox): HMAC-SHA256 in X-Sandbox-Signature over "<t>.<raw body>"; idempotent by provider_ref',
          body: sandboxWebhookSchema,
        },
        // Refuse a bad signature before the body's shape is even looked at: nothing changes then.
        preValidation: async (req) => {
          assertSandbox();
          const header = req.headers[SANDBOX_SIGNATURE_HEADER];
          const why = checkSandboxSignature(opts.webhookSecret, Array.isArray(header) ? header[0] : header, rawBodies.get(req) ?? '');
          if (why) throw badRequest(why);
        },
      },
      async (req) => {
        const { event, notifications, ...result } = await svc.handleSandboxWebhook(db, req.body, cancelDeclinedOrder);
        // After commit: the consumer's order page and the store's queue see the payment settle live.
        if (event) app.realtime.orderStatus(event);
        if (event) app.push.orderStatus(event);
        // A declined card cancels the order and gives its tracked stock back to the menu.
        if (event?.status === 'cancelled') menuChanged(db, event.company_uuid);
        for (const n of notifications ?? []) app.realtime.notification(n);
        return ok(result.changed ? `Payment ${result.payment_status}` : 'Event already processed', result);
      },
    );
  });
}
