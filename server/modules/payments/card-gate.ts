// Whether this server takes card payments, decided once from the config (PAYMENT_SANDBOX). The only
// card gateway built so far is the sandbox, whose hosted page marks a payment paid without any money
// moving, so with the sandbox off there is no card payment at all: this plugin, registered in the API
// scope before the routes, says so to the payment routes (`app.cardPayments`) and refuses any request
// that asks to pay by card (checkout, guest and kiosk checkout) before its handler runs. It is
// wrapped with fastify-plugin so that the decorator and the hook reach the sibling route plugins.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../lib/http';

export interface CardPayments {
  /** A card gateway is configured: checkout may offer card. */
  available: boolean;
  /** Which one (null: none). */
  gateway: 'sandbox' | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    cardPayments: CardPayments;
  }
}

export const CARD_UNAVAILABLE_MESSAGE = 'Card payment is not available here; please pay at the counter or with iCash';

export const NO_CARD_PAYMENTS: CardPayments = { available: false, gateway: null };
const SANDBOX: CardPayments = { available: true, gateway: 'sandbox' };

/**
 * The card gateway of this app. Should the plugin not be registered (an app built without it), the
 * config's default stands: the sandbox outside production, none in production.
 */
export function cardPaymentsOf(app: FastifyInstance): CardPayments {
  if (app.hasDecorator('cardPayments')) return app.cardPayments;
  return process.env.NODE_ENV === 'production' ? NO_CARD_PAYMENTS : SANDBOX;
}

export default fp(
  async function cardGate(app: FastifyInstance, opts: { sandbox: boolean }) {
    const state: CardPayments = opts.sandbox ? SANDBOX : NO_CARD_PAYMENTS;
    app.decorate('cardPayments', state);
    if (state.available) return;
    // After validation (the body is parsed) and after the idempotency hook, so a retry of a refused
    // card checkout replays the same refusal.
    app.addHook('preHandler', async (request) => {
      const body = request.body as { payment_method?: unknown } | null | undefined;
      if (body && typeof body === 'object' && body.payment_method === 'card') {
        throw badRequest(CARD_UNAVAILABLE_MESSAGE, [{ path: 'payment_method', message: 'Card payment is not available' }]);
      }
    });
  },
  { name: 'card-gate' },
);
