import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../config/constants';
import { kioskLanguage } from './kiosk-language';

describe("the kiosk's language for a new guest", () => {
  it('is the one chosen at binding, else English (also for a binding kept before there was a choice)', () => {
    expect(kioskLanguage({ language: 'de-DE' })).toBe('de-DE');
    expect(kioskLanguage({ language: 'es-ES' })).toBe('es-ES');
    expect(kioskLanguage({})).toBe('en-US');
    expect(kioskLanguage({ language: 'fr-FR' as LanguageCode })).toBe('en-US');
  });
});
