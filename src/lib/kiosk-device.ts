// The kiosk's binding to one store (ARCHITECTURE.md section 1): made when a manager or company user
// binds the device, kept in localStorage across reloads and restarts until a manager unbinds it. The
// token is the device's credential (`x-kiosk-token`); the server keeps only its hash.
import { STORAGE_KEYS } from '../config/constants';

export interface KioskBinding {
  device_uuid: string;
  token: string;
  name: string;
  store_uuid: string;
  company_uuid: string;
  store_slug: string;
  company_slug: string;
  store_name: string;
  company_name: string;
  currency: string;
  bound_at: string;
}

export function getKioskBinding(): KioskBinding | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.kioskBinding);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<KioskBinding>;
    return typeof parsed.token === 'string' && typeof parsed.store_uuid === 'string' ? (parsed as KioskBinding) : null;
  } catch {
    return null;
  }
}

export function saveKioskBinding(binding: KioskBinding): void {
  window.localStorage.setItem(STORAGE_KEYS.kioskBinding, JSON.stringify(binding));
}

export function clearKioskBinding(): void {
  window.localStorage.removeItem(STORAGE_KEYS.kioskBinding);
}
