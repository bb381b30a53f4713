// Payment providers (ARCHITECTURE.md section 8): pay at the counter (cash, marked paid by the
// cashier), iCash (debited in the order's transaction) and a card gateway. The card gateway ships as
// a sandbox that behaves like a hosted checkout: the consumer is sent to its page, the "bank" answers,
// and the result arrives as an HMAC-signed webhook. A real gateway implements the same interface and
// signs its webhooks in its own way; it plugs in where `cardProvider` is chosen.
import { createHmac } from 'node:crypto';
import type { Tx } from '../../db/client';
import type { PaymentMethod } from '../../contracts/ordering';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../contracts/ordering';
import { randomToken, safeEqual } from '../../lib/crypto';
import { appendWalletEntry } from '../wallet/ledger';

export interface PaymentContext {
  paymentUuid: string;
  orderUuid: string;
  orderId: string;
  amount: number;
  /** The consumer whose iCash pays (wallet only). */
  userUuid: string | null;
}

export interface PaymentStart {
  status: 'pending' | 'paid';
  providerRef?: string;
  /** Hosted checkout: where the consumer goes to pay. */
  redirectUrl?: string;
}

export interface RefundablePayment {
  uuid: string;
  orderUuid: string;
  amount: number;
  userUuid: string | null;
  createdByUuid?: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  readonly method: PaymentMethod;
  /** Inside the checkout transaction, once the payments row exists; a throw rolls the order back. */
  start(tx: Tx, ctx: PaymentContext): Promise<PaymentStart>;
  /** Inside the refund's transaction; answers the provider's reference for the refund. */
  refund(tx: Tx, payment: RefundablePayment): Promise<{ providerRef: string | null }>;
}

export const counterProvider: PaymentProvider = {
  name: 'counter',
  method: 'counter',
  start: async () => ({ status: 'pending' }),
  // Cash goes back over the counter; there is nothing to call.
  refund: async () => ({ providerRef: null }),
};

export const walletProvider: PaymentProvider = {
  name: 'wallet',
  method: 'wallet',
  async start(tx, ctx) {
    if (!ctx.userUuid) throw new Error('wallet payment without a user');
    // 409 when the balance does not cover it: the whole checkout rolls back.
    const entry = await appendWalletEntry(tx, {
      userUuid: ctx.userUuid,
      amount: -ctx.amount,
      type: 'payment',
      reason: `Order ${ctx.orderId}`,
      orderUuid: ctx.orderUuid,
    });
    return { status: 'paid', providerRef: `wallet-${entry.uuid}` };
  },
  async refund(tx, p) {
    if (!p.userUuid) throw new Error('wallet refund without a user');
    const entry = await appendWalletEntry(tx, {
      userUuid: p.userUuid,
      amount: p.amount,
      type: 'refund',
      reason: 'Order refund',
      orderUuid: p.orderUuid,
      createdByUuid: p.createdByUuid ?? null,
    });
    return { providerRef: `wallet-${entry.uuid}` };
  },
};

export const SANDBOX_PROVIDER = 'sandbox';
export const sandboxCheckoutPath = (session: string) => `/api/v1/payment/sandbox/checkout/${session}`;

/** The sandbox card gateway: the session is the payment's uuid; capture and refund refs are random. */
export const sandboxCardProvider: PaymentProvider = {
  name: SANDBOX_PROVIDER,
  method: 'card',
  start: async (_tx, ctx) => ({ status: 'pending', redirectUrl: sandboxCheckoutPath(ctx.paymentUuid) }),
  refund: async () => ({ providerRef: `sbx_rf_${randomToken(12)}` }),
};

// Card checkout reaches it only where the config runs the sandbox: card-gate.ts refuses card otherwise.
export const cardProvider: PaymentProvider = sandboxCardProvider;

export function providerFor(method: PaymentMethod): PaymentProvider {
  return method === 'wallet' ? walletProvider : method === 'card' ? cardProvider : counterProvider;
}

export function providerByName(name: string): PaymentProvider {
  return [counterProvider, walletProvider, sandboxCardProvider].find((p) => p.name === name) ?? counterProvider;
}

// ---- the sandbox gateway's webhook signature: `t=<unix>,v1=<hex hmac-sha256 of "<t>.<raw body>">` ----

export function signSandboxPayload(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Null when the signature holds and is fresh; otherwise why not. */
export function checkSandboxSignature(secret: string, header: string | undefined, rawBody: string, now = Math.floor(Date.now() / 1000)): string | null {
  if (!header) return 'The webhook signature is missing';
  const parts = new Map(
    header.split(',').map((kv) => {
      const i = kv.indexOf('=');
      return [kv.slice(0, i).trim(), kv.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1');
  if (!Number.isInteger(t) || !v1) return 'The webhook signature is malformed';
  if (Math.abs(now - t) > WEBHOOK_TOLERANCE_SECONDS) return 'The webhook signature is too old';
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return safeEqual(expected, v1) ? null : 'The webhook signature does not match';
}
