// The option groups of a latte that the rich-menu specs (kiosk, till) make for themselves, named with
// the test's unique tag: bodies for POST /option/group/create, less the store.

type Kind = 'size' | 'single' | 'multiple';
interface OptionBody {
  name: string;
  price: number;
  is_default?: boolean;
  allergens?: string[];
}

const group = (name: string, kind: Kind, [min_select, max_select]: [number, number], options: OptionBody[]) => ({
  name,
  kind,
  min_select,
  max_select,
  options,
});

/** Small, Regular and Large at 150.00, 180.00 and 220.00; `chosen` is the default size, if any. */
export const sizeGroup = (tag: string, chosen?: string) =>
  group(
    `Size ${tag}`,
    'size',
    [1, 1],
    [
      { name: 'Small', price: 15_000 },
      { name: 'Regular', price: 18_000 },
      { name: 'Large', price: 22_000 },
    ].map((o) => (o.name === chosen ? { ...o, is_default: true } : o)),
  );

/** One milk, whole by default; oat (+30.00, gluten) and soy (+20.00, soybeans) instead. */
export const milkGroup = (tag: string) =>
  group(`Milk ${tag}`, 'single', [1, 1], [
    { name: 'Whole milk', price: 0, is_default: true, allergens: ['milk'] },
    { name: 'Oat milk', price: 3_000, allergens: ['gluten'] },
    { name: 'Soy milk', price: 2_000, allergens: ['soybeans'] },
  ]);

/** Up to `most` of an extra shot (+40.00) and vanilla syrup (+25.00). */
export const extrasGroup = (tag: string, most: number) =>
  group(`Extras ${tag}`, 'multiple', [0, most], [
    { name: 'Extra shot', price: 4_000 },
    { name: 'Vanilla syrup', price: 2_500 },
  ]);
