// The push routes (server/modules/push): the server's VAPID public key, and telling the server about
// this browser's push subscription (a consumer by the token, a guest by the device id and an order).
import type { PushPublicKey, PushSubscribed } from '../../../server/contracts/push';
import { api, unwrap } from '../api-client';

export const fetchPublicKey = async (): Promise<string> =>
  unwrap(await api.get<PushPublicKey>('/push/public-key', undefined, { silent: true })).public_key;

export interface GuestProof {
  ip_address: string;
  order_id: string;
}

export const sendSubscription = async (subscription: PushSubscriptionJSON, language: string, guest?: GuestProof): Promise<PushSubscribed> =>
  unwrap(await api.post<PushSubscribed>('/push/subscribe', { subscription, language, ...guest }, { silent: true, successToast: false }));

export const dropSubscription = (endpoint: string, deviceId?: string) =>
  api.post<{ removed: boolean }>('/push/unsubscribe', { endpoint, ip_address: deviceId }, { silent: true, successToast: false });
