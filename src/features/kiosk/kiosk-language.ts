import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../config/constants';
import type { KioskBinding } from '../../lib/kiosk-device';

/**
 * The language each new guest starts in: the one chosen for this kiosk when it was bound (kept with
 * the binding on the device), else English. Applied when the kiosk starts over for the next guest.
 */
export function kioskLanguage(binding: Pick<KioskBinding, 'language'>): LanguageCode {
  const chosen = binding.language;
  return LANGUAGES.some((l) => l.code === chosen) ? chosen! : DEFAULT_LANGUAGE;
}
