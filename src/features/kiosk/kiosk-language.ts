import { DEFAULT_LANGUAGE, type LanguageCode } from '../../config/constants';
import { SUPPORTED_LANGUAGES } from '../../lib/i18n';
import type { KioskBinding } from '../../lib/kiosk-device';

/** The language each new guest starts in: the one chosen for this kiosk when it was bound, else English. */
export function kioskLanguage(binding: KioskBinding): LanguageCode {
  const chosen = binding.language;
  return chosen && SUPPORTED_LANGUAGES.includes(chosen) ? chosen : DEFAULT_LANGUAGE;
}
