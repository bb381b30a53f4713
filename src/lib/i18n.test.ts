import { describe, expect, it } from 'vitest';
import { expectAnswers } from '../testing/answers';
import { i18n, toSupportedLanguage } from './i18n';

describe('language choice', () => {
  it('maps browser languages onto the three supported ones, English otherwise', () => {
    expectAnswers(toSupportedLanguage, { de: 'de-DE', 'de-AT': 'de-DE', 'es-MX': 'es-ES', 'en-GB': 'en-US', 'fr-FR': 'en-US' });
    expect(toSupportedLanguage(undefined)).toBe('en-US');
  });
  it('names the cafeteria in each language and falls back to English', async () => {
    await i18n.changeLanguage('de-DE');
    expect(i18n.t('menu.companies')).toBe('Unternehmensverwaltung');
    expect(i18n.t('errors.generic')).toBe('Etwas ist schiefgelaufen');
    await i18n.changeLanguage('es-ES');
    expect(i18n.t('app.title')).toBe('Cafetería');
    await i18n.changeLanguage('en-US');
    expect(i18n.t('errors.generic')).toBe('Something went wrong');
  });
});
