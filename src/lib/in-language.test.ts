import { describe, expect, it } from 'vitest';
import { bannerInLanguage, contentLanguage, inLanguage, productInLanguage } from './in-language';

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
  it('names a product’s option groups and options in the person’s language, else the default', () => {
    const latte = {
      name: 'Latte',
      option_groups: [
        {
          name: 'Milk',
          translations: { es: { name: 'Leche' } },
          options: [{ name: 'Oat milk', translations: { es: { name: 'Leche de avena' }, de: { name: 'Hafermilch' } } }, { name: 'Dairy' }],
        },
        { name: 'Extras', options: [{ name: 'No sugar' }] },
      ],
    };
    const es = productInLanguage(latte, 'es-ES');
    expect(es.option_groups.map((g) => g.name)).toEqual(['Leche', 'Extras']);
    expect(es.option_groups[0].options.map((o) => o.name)).toEqual(['Leche de avena', 'Dairy']);
    // German: the group keeps its default name, the option has its own.
    const de = productInLanguage(latte, 'de-DE');
    expect(de.option_groups[0].name).toBe('Milk');
    expect(de.option_groups[0].options[0].name).toBe('Hafermilch');
    expect(de.option_groups[1]).toBe(latte.option_groups[1]);
    expect(productInLanguage(latte, 'en-US')).toBe(latte);
  });
  it('shows a banner’s title and subtitle in the person’s language, else the default', () => {
    const translations = { es: { name: 'Paga con iCash', description: 'Ahorra un 15 %' }, de: { name: 'Mit iCash bezahlen' } };
    const banner = { title: 'Pay with iCash', subtitle: 'Save 15%', translations };
    expect(bannerInLanguage(banner, 'es-ES')).toMatchObject({ title: 'Paga con iCash', subtitle: 'Ahorra un 15 %' });
    expect(bannerInLanguage(banner, 'de-DE')).toMatchObject({ title: 'Mit iCash bezahlen', subtitle: 'Save 15%' });
    expect(bannerInLanguage(banner, 'en-US')).toBe(banner);
  });
});
