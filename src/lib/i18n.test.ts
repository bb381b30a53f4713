import { describe, expect, it } from 'vitest';
import { expectAnswers } from '../testing/answers';
import { i18n, memoizeLanguageHierarchy, toSupportedLanguage } from './i18n';

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

describe('the language chain, worked out once', () => {
  it('asks i18next once per language and fallback, and gives each caller its own list', () => {
    const asked: string[] = [];
    const utils = {
      toResolveHierarchy(code: string, fallback?: unknown) {
        asked.push(`${code}/${String(fallback)}`);
        return [code, 'en-US'];
      },
    };
    memoizeLanguageHierarchy(utils);
    const first = utils.toResolveHierarchy('de-DE');
    first.push('changed by a caller');
    expect(utils.toResolveHierarchy('de-DE')).toEqual(['de-DE', 'en-US']);
    expect(utils.toResolveHierarchy('es-ES', 'en-US')).toEqual(['es-ES', 'en-US']);
    // A fallback given as a list or an object is not kept: it may change from call to call.
    utils.toResolveHierarchy('de-DE', ['en-US']);
    utils.toResolveHierarchy('de-DE', ['en-US']);
    expect(asked).toEqual(['de-DE/undefined', 'es-ES/en-US', 'de-DE/en-US', 'de-DE/en-US']);
  });
  it('still translates after a language change (the app instance uses it)', async () => {
    await i18n.changeLanguage('de-DE');
    expect(i18n.t('errors.generic')).toBe('Etwas ist schiefgelaufen');
    await i18n.changeLanguage('en-US');
    expect(i18n.t('errors.generic')).toBe('Something went wrong');
  });
});
