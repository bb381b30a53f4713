// A small menu for the sheet's tests: a latte with sizes (no default, so a size must be chosen),
// milk (one sold out) and extras, and a lunch combo whose drink slot has an upcharge.
import type { MenuOption } from '../../../server/contracts/menu';
import type { SheetProduct } from './sheet-state';

const u = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const opt = (n: number, name: string, price: number, extra: Partial<MenuOption> = {}): MenuOption => ({
  uuid: u(n), name, price, is_default: false, available: true, allergens: [], may_contain: [], ...extra,
});

export const IDS = {
  latte: u(1),
  sizeGroup: u(10),
  small: u(11),
  large: u(12),
  milkGroup: u(20),
  whole: u(21),
  oat: u(22),
  soy: u(23),
  extrasGroup: u(30),
  shot: u(31),
  syrup: u(32),
  combo: u(100),
  mainSlot: u(101),
  drinkSlot: u(102),
  biryani: u(110),
  wrap: u(111),
  chai: u(120),
  lassi: u(121),
};

const base: Omit<SheetProduct, 'uuid' | 'name' | 'price'> = {
  allergens: [], may_contain: [], dietary: [], spicy_level: 0, kcal: null, is_combo: false,
  option_groups: [], combo_slots: [], in_combos: [], currency: 'INR', image: null,
};

export const latte: SheetProduct = {
  ...base,
  uuid: IDS.latte,
  name: 'Latte',
  price: 15_000,
  allergens: ['milk'],
  dietary: ['vegetarian'],
  option_groups: [
    {
      uuid: IDS.milkGroup,
      name: 'Milk',
      kind: 'single',
      min_select: 1,
      max_select: 1,
      required: true,
      options: [
        opt(21, 'Whole milk', 0, { is_default: true, allergens: ['milk'] }),
        opt(22, 'Oat milk', 3_000, { allergens: ['gluten'] }),
        opt(23, 'Soy milk', 2_000, { available: false, allergens: ['soybeans'] }),
      ],
    },
    {
      uuid: IDS.sizeGroup,
      name: 'Size',
      kind: 'size',
      min_select: 1,
      max_select: 1,
      required: true,
      options: [opt(11, 'Small', 15_000), opt(12, 'Large', 22_000)],
    },
    {
      uuid: IDS.extrasGroup,
      name: 'Extras',
      kind: 'multiple',
      min_select: 0,
      max_select: 2,
      required: false,
      options: [opt(31, 'Extra shot', 4_000), opt(32, 'Less sugar', -1_000)],
    },
  ],
};

export const lunchDeal: SheetProduct = {
  ...base,
  uuid: IDS.combo,
  name: 'Lunch deal',
  price: 20_000,
  is_combo: true,
  combo_slots: [
    {
      uuid: IDS.mainSlot,
      name: 'Main',
      min_select: 1,
      max_select: 1,
      items: [
        { product_uuid: IDS.biryani, name: 'Chicken Biryani', image: null, upcharge: 0, available: true, allergens: ['milk'], may_contain: [] },
        {
          product_uuid: IDS.wrap,
          name: 'Grilled Chicken Wrap',
          image: null,
          upcharge: 2_000,
          available: true,
          allergens: ['gluten', 'eggs'],
          may_contain: ['sesame'],
        },
      ],
    },
    {
      uuid: IDS.drinkSlot,
      name: 'Drink',
      min_select: 1,
      max_select: 1,
      items: [
        { product_uuid: IDS.chai, name: 'Masala Chai', image: null, upcharge: 0, available: true, allergens: ['milk'], may_contain: [] },
        { product_uuid: IDS.lassi, name: 'Mango Lassi', image: null, upcharge: 3_000, available: false, allergens: ['milk'], may_contain: [] },
      ],
    },
  ],
};
