// The guest device id: a random id made once per browser and kept in localStorage under
// STORAGE_KEYS.deviceId. Guest carts and guest orders are tied to it (the spec's `ip_address`), so a
// guest can follow their order without an account. It identifies the device, never the person.
import { STORAGE_KEYS } from '../config/constants';

/** A random RFC 4122 v4 uuid; getRandomValues also works outside secure contexts (a LAN address). */
export function randomUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      /* insecure context: fall through */
    }
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const VALID = /^[A-Za-z0-9_-]{8,100}$/;
let memory: string | null = null;

/** This device's id, made on first use. Without storage (private mode) it lives for the tab. */
export function getDeviceId(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.deviceId);
    if (stored && VALID.test(stored)) return stored;
    const made = memory ?? randomUuid();
    window.localStorage.setItem(STORAGE_KEYS.deviceId, made);
    memory = made;
    return made;
  } catch {
    memory ??= randomUuid();
    return memory;
  }
}
