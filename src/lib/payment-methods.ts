// Whether this server takes card payments (GET /payment/methods; PAYMENT_SANDBOX on the server): the
// kiosk and the consumer checkout hide card once the server says it has none (the server refuses a
// card checkout in words anyway). Asked once per page load and kept in memory; a failed ask
// (offline) is asked again when the screen is back online, and card needs the network anyway.
import { useEffect, useState } from 'react';
import type { PaymentMethodsAnswer } from '../../server/contracts/ordering';
import { api, unwrap } from './api-client';

let asked: Promise<PaymentMethodsAnswer> | null = null;

export function fetchPaymentMethods(): Promise<PaymentMethodsAnswer> {
  asked ??= api
    .get<PaymentMethodsAnswer>('/payment/methods', undefined, { silent: true })
    .then(unwrap)
    .catch((err: unknown) => {
      asked = null;
      throw err;
    });
  return asked;
}

/** true or false once the server has said; null until then (or while it cannot be asked). Asks again when `online` turns true. */
export function useCardAvailable(online = true): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchPaymentMethods()
      .then((m) => {
        if (live) setAvailable(m.card_available);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [online]);
  return available;
}
