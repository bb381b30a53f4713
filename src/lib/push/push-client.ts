// Order notifications by Web Push in the page. Keeps the person's choice in localStorage
// (PUSH_CHOICE_KEY: 'on', 'off' after turning them off, 'later' after "Not now"); the
// subscription itself is the browser's (PushManager of the app's service worker) and the server's
// copy (push_subscriptions), tied to the signed-in consumer or, for a guest, to this device's id.
// The worker exists only in a production build: without one, push is "unsupported" here.
import { env } from '../../config/env';
import { getDeviceId } from '../device-id';
import { currentLanguage } from '../i18n';
import { readJson, removeKey, writeJson } from '../storage';
import { dropSubscription, fetchPublicKey, sendSubscription } from './push-api';

export type PushChoice = 'on' | 'off' | 'later';

/**
 * The storage key of the choice. Here, not in config/constants.ts with the others: that module is in
 * every mode's first load, and the kiosk's is at its budget; only the consumer app reads this one.
 */
const PUSH_CHOICE_KEY = 'cafeteria:push';
/** unsupported: no worker or no Push API here; blocked: the browser denies notifications to this site. */
export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';

/** Whose orders a subscription follows: the signed-in consumer's, or (guest) this device's, proven by one of its orders. */
export type PushOwner = { guest: false } | { guest: true; orderId: string };

/** How long to look for the app's worker registration before calling push unsupported here. */
const WORKER_WAIT_MS = 3000;
const WORKER_POLL_MS = 250;

export function pushChoice(): PushChoice | null {
  const v = readJson<string>(PUSH_CHOICE_KEY);
  return v === 'on' || v === 'off' || v === 'later' ? v : null;
}

export const setPushChoice = (choice: PushChoice): void => void writeJson(PUSH_CHOICE_KEY, choice);

const pushable = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * The app's service worker registration, or null where there is none (no Push API, a dev server, a
 * blocked worker). On a first load the app is registering it just now: it is looked for a few times.
 */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushable()) return null;
  for (let waited = 0; ; waited += WORKER_POLL_MS) {
    const reg = await navigator.serviceWorker.getRegistration(env.BASE_URL).catch(() => undefined);
    if (reg) return reg;
    if (waited >= WORKER_WAIT_MS) return null;
    await new Promise((resolve) => window.setTimeout(resolve, WORKER_POLL_MS));
  }
}

/** The registration once its worker is active (subscribing needs one; a first load may still be installing it). */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  const reg = await registration();
  if (!reg || reg.active) return reg;
  return navigator.serviceWorker.ready;
}

export async function pushState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const sub = reg.active ? await reg.pushManager.getSubscription().catch(() => null) : null;
  return sub && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The VAPID key as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !a || (a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]));

const guestProof = (owner: PushOwner) => (owner.guest ? { ip_address: getDeviceId(), order_id: owner.orderId } : undefined);

/** Asks for permission, subscribes this browser and tells the server. Answers the resulting state. */
export async function turnOnPush(owner: PushOwner): Promise<PushState> {
  const reg = await activeRegistration();
  if (!reg) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const key = keyBytes(await fetchPublicKey());
  let sub = await reg.pushManager.getSubscription();
  // Made with another server key (the server's keys changed): that subscription cannot be used.
  if (sub && !sameKey(sub.options?.applicationServerKey, key)) {
    await sub.unsubscribe().catch(() => false);
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await sendSubscription(sub.toJSON(), currentLanguage(), guestProof(owner));
  setPushChoice('on');
  return 'on';
}

/** Unsubscribes this browser here and on the server. */
export async function turnOffPush(owner: { guest: boolean }): Promise<PushState> {
  setPushChoice('off');
  const reg = await registration();
  if (!reg) return 'unsupported';
  const sub = await reg.pushManager.getSubscription().catch(() => null);
  if (sub) {
    await dropSubscription(sub.endpoint, owner.guest ? getDeviceId() : undefined).catch(() => undefined);
    await sub.unsubscribe().catch(() => false);
  }
  return Notification.permission === 'denied' ? 'blocked' : 'off';
}

/**
 * Tells the server again about a subscription that is on: the owner (another account may have signed
 * in on this phone) and the app's language may have changed since. Quiet: failures change nothing.
 */
export async function refreshPush(owner: PushOwner): Promise<void> {
  if (pushChoice() !== 'on') return;
  const reg = await registration();
  const sub = reg && Notification.permission === 'granted' ? await reg.pushManager.getSubscription().catch(() => null) : null;
  if (sub) await sendSubscription(sub.toJSON(), currentLanguage(), guestProof(owner)).catch(() => undefined);
}

/**
 * Signing out: this phone stops getting the account's order notifications (on the server while the
 * token still works, and in the browser), and the next person to order here is asked afresh.
 */
export async function forgetPush(): Promise<void> {
  removeKey(PUSH_CHOICE_KEY);
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const reg = await navigator.serviceWorker.getRegistration(env.BASE_URL).catch(() => undefined);
  const sub = reg?.pushManager ? await reg.pushManager.getSubscription().catch(() => null) : null;
  if (!sub) return;
  await dropSubscription(sub.endpoint).catch(() => undefined);
  await sub.unsubscribe().catch(() => false);
}
