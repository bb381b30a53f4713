// This device's kiosk binding, kept in localStorage under STORAGE_KEYS.kioskBinding: the store the
// kiosk serves and its x-kiosk-token (the server keeps only the token's hash). It survives reloads
// and browser restarts until a manager unbinds the kiosk. The outbox engine reads the token to send
// the kiosk's queued orders.
import type { KioskBindResult } from '../../server/contracts/kiosk';
import { STORAGE_KEYS, type LanguageCode } from '../config/constants';
import { readJson, removeKey, writeJson } from './storage';

/**
 * What the bind answer gave this device (server/contracts/kiosk.ts). The tax rate, refreshed from
 * GET /kiosk/device/me, is absent in bindings saved before it was added. `language` is the device's
 * own: the language chosen at binding, which each new guest starts in (absent: English).
 */
export type KioskBinding = Omit<KioskBindResult, 'tax_rate_bps'> & { tax_rate_bps?: number; language?: LanguageCode };

const REQUIRED: (keyof KioskBinding)[] = ['device_uuid', 'token', 'store_uuid', 'company_uuid', 'store_slug', 'company_slug', 'currency'];
const listeners = new Set<() => void>();

export function getKioskBinding(): KioskBinding | null {
  const b = readJson<KioskBinding>(STORAGE_KEYS.kioskBinding);
  if (!b || typeof b !== 'object' || REQUIRED.some((k) => typeof b[k] !== 'string' || !b[k])) return null;
  return b;
}

export function saveKioskBinding(b: KioskBinding): void {
  writeJson(STORAGE_KEYS.kioskBinding, b);
  listeners.forEach((l) => l());
}

export function clearKioskBinding(): void {
  removeKey(STORAGE_KEYS.kioskBinding);
  removeKey(STORAGE_KEYS.kioskMenu);
  listeners.forEach((l) => l());
}

/** Called when this tab saves or clears the binding (screens re-read it). */
export function onKioskBindingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
