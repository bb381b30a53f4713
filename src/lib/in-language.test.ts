import { describe, expect, it } from 'vitest';
import { contentLanguage, inLanguage, productInLanguage } from './in-language';

const fries = {
  name: 'French Fries',
  description: 'Crisp and salted',
  category_name: 'Snacks',
  category_translations: { es: { name: 'Aperitivos' }, de: { name: 'Snacks' } },
  translations: { es: { name: 'Patatas fritas', description: 'Crujientes y saladas' }, de: { name: 'Pommes frites' } },
};

describe('names in the person’s language', () => {
  it('maps the app’s languages onto the content languages', () => {
    expect(contentLanguage('es-ES')).toBe('es');
    expect(contentLanguage('de-DE')).toBe('de');
    expect(contentLanguage('en-US')).toBeNull();
    expect(contentLanguage(undefined)).toBeNull();
  });
  it('shows the Spanish or German name and description, else the default', () => {
    expect(productInLanguage(fries, 'es-ES')).toMatchObject({ name: 'Patatas fritas', description: 'Crujientes y saladas', category_name: 'Aperitivos' });
    // German has a name but no description: the description stays the default.
    expect(productInLanguage(fries, 'de-DE')).toMatchObject({ name: 'Pommes frites', description: 'Crisp and salted', category_name: 'Snacks' });
    expect(productInLanguage(fries, 'en-US')).toBe(fries);
    const plain = { name: 'Tea', description: null };
    expect(inLanguage(plain, 'de-DE')).toBe(plain);
    // A description for a record that has none of its own is not shown (a category list without descriptions).
    const tea = { name: 'Tea', translations: { de: { description: 'Schwarz' } } };
    expect(inLanguage(tea, 'de-DE')).toEqual(tea);
  });
});
