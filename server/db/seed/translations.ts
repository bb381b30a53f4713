// The demo menu's names in Spanish and German (translations.json): every category with its
// description, every dish and combo by name, the option groups and options, the banners. A name the
// file lacks keeps only its default name.
import type { Translations } from '../../contracts/translations';
import data from './translations.json';

type Pair = string[];
const categories = data.categories as Record<string, { es: Pair; de: Pair }>;
const dishes = data.dishes as Record<string, Pair>;

export function categoryTranslations(name: string): Translations {
  const c = categories[name];
  return c ? { es: { name: c.es[0], description: c.es[1] }, de: { name: c.de[0], description: c.de[1] } } : {};
}

export function dishTranslations(name: string): Translations {
  const d = dishes[name];
  return d ? { es: { name: d[0] }, de: { name: d[1] } } : {};
}

// Option groups and options (sizes, milk, extras…) by name, and banners by title (name = title,
// description = subtitle).
const optionGroupNames = data.optionGroups as Record<string, Pair>;
const optionNames = data.options as Record<string, Pair>;
const bannerTexts = data.banners as Record<string, { es: Pair; de: Pair }>;

const named = (d: Pair | undefined): Translations => (d ? { es: { name: d[0] }, de: { name: d[1] } } : {});
export const optionGroupTranslations = (name: string): Translations => named(optionGroupNames[name]);
export const optionTranslations = (name: string): Translations => named(optionNames[name]);

export function bannerTranslations(title: string): Translations {
  const b = bannerTexts[title];
  return b ? { es: { name: b.es[0], description: b.es[1] }, de: { name: b.de[0], description: b.de[1] } } : {};
}
