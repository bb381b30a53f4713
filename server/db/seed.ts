// Demo data: two companies with two stores each, their staff and consumers, a full menu per store
// (allergens and dietary marks on every dish; sizes, milks and extras on hot drinks, add-ons on mains,
// three combos), coupons, banners, iCash ledgers and about 60 days of orders with everything that
// hangs off them (lines of drinks and mains carry chosen options with their snapshot).
// Everything is planned in memory first (uuids are made here so that rows can refer to each other
// without a round trip), then written in one transaction in batches. The shapes come from a seeded
// PRNG, so two runs with the same `now` give the same menu, the same order counts and statuses and
// the same amounts; only uuids and order ids differ.
import { randomUUID } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, newOrderId } from '../lib/crypto';
import type { Db, Tx } from './client';
import { demoImageUrl, writeDemoImages, type DemoImageSpec, type DemoTheme } from './demo-images';
import * as s from './schema';
import type { ALLERGENS, DIETARY_MARKS, OrderItemOption } from '../contracts/menu';

export interface SeedOptions {
  /** Past orders and all that hangs off them (default true). API tests turn them off for speed. */
  orders?: boolean;
  /** Where demo pictures go (under demo/); omitted: no files are written and image columns stay null. */
  uploadsDir?: string;
  now?: Date;
  /** Default: mulberry32 with a fixed seed, so the data has the same shape on every run. */
  random?: () => number;
  /** Where to report picture problems and timings; the seed goes on without pictures if they fail. */
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface SeedSummary {
  companies: number;
  stores: number;
  users: number;
  categories: number;
  products: number;
  coupons: number;
  banners: number;
  orders: number;
}

export const DEMO_PASSWORD = 'Demo@1234';

/** The PRNG behind the default `random`: small, fast and good enough for demo data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DEFAULT_SEED = 0xcafe2024;
const MINUTE = 60_000;
const DAY = 86_400_000;
const HISTORY_DAYS = 60;

// ---------------------------------------------------------------------------------------------
// Random helpers

class Rng {
  constructor(readonly next: () => number) {}
  int(lo: number, hi: number) {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number) {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    const total = pairs.reduce((a, [, w]) => a + w, 0);
    let r = this.next() * total;
    for (const [v, w] of pairs) {
      r -= w;
      if (r < 0) return v;
    }
    return pairs[pairs.length - 1][0];
  }
  shuffle<T>(items: readonly T[]): T[] {
    const a = [...items];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ---------------------------------------------------------------------------------------------
// The demo world

type ProductType = 'veg' | 'non_veg' | 'vegan' | 'beverage';
type CategoryKey = DemoTheme;
type Item = readonly [name: string, price: number, type: ProductType, description: string];

const CATEGORIES: readonly { key: CategoryKey; name: string; description: string; items: readonly Item[] }[] = [
  {
    key: 'breakfast',
    name: 'Breakfast',
    description: 'Served from 7:30 to 11:00: South Indian classics, eggs and sandwiches.',
    items: [
      ['Masala Dosa', 6000, 'veg', 'Crisp rice and lentil crepe filled with spiced potato, with coconut chutney and sambar.'],
      ['Idli Sambar', 4000, 'veg', 'Three steamed rice cakes with lentil sambar and two chutneys.'],
      ['Medu Vada', 4000, 'veg', 'Two crunchy lentil doughnuts with sambar and coconut chutney.'],
      ['Poha', 3500, 'vegan', 'Flattened rice with peanuts, curry leaves, onion and a squeeze of lime.'],
      ['Upma', 3500, 'veg', 'Semolina cooked with vegetables, mustard seeds and ghee.'],
      ['Aloo Paratha', 5000, 'veg', 'Whole-wheat flatbread stuffed with spiced potato, served with curd and pickle.'],
      ['Egg Bhurji & Toast', 5500, 'non_veg', 'Indian-style scrambled eggs with onion, tomato and green chilli, two slices of toast.'],
      ['Masala Omelette', 5000, 'non_veg', 'Two-egg omelette with onion, coriander and chilli, with buttered toast.'],
      ['Veg Grilled Sandwich', 4500, 'veg', 'Cucumber, tomato, potato and mint chutney, grilled with cheese.'],
      ['Pancakes with Honey', 6000, 'veg', 'Three fluffy pancakes with honey and a knob of butter.'],
    ],
  },
  {
    key: 'mains',
    name: 'Mains',
    description: 'Lunch and dinner plates, rice bowls and thalis.',
    items: [
      ['Veg Thali', 12000, 'veg', 'Two sabzis, dal, rice, two rotis, salad, papad and a sweet of the day.'],
      ['Chicken Biryani', 16000, 'non_veg', 'Hyderabadi dum biryani with tender chicken, raita and salan.'],
      ['Paneer Butter Masala with Roti', 13000, 'veg', 'Cottage cheese in a rich tomato and butter gravy, with two rotis.'],
      ['Dal Makhani & Jeera Rice', 11000, 'veg', 'Slow-cooked black lentils with cream, cumin rice on the side.'],
      ['Rajma Chawal', 9000, 'veg', 'Kidney bean curry with steamed rice and onion salad.'],
      ['Chole Bhature', 10000, 'veg', 'Spiced chickpeas with two fluffy fried breads and pickled onions.'],
      ['Fish Curry Rice', 15000, 'non_veg', 'Coastal-style fish curry with coconut and kokum, steamed rice.'],
      ['Veg Hakka Noodles', 9000, 'vegan', 'Wok-tossed noodles with cabbage, carrot, capsicum and soy.'],
      ['Grilled Chicken Wrap', 12000, 'non_veg', 'Grilled chicken, lettuce, pickled onion and mint mayo in a wheat wrap.'],
      ['Egg Curry Rice', 10000, 'non_veg', 'Two boiled eggs in an onion-tomato curry, with steamed rice.'],
      ['Tofu Stir Fry Bowl', 12000, 'vegan', 'Tofu and seasonal vegetables in a garlic-ginger sauce over brown rice.'],
    ],
  },
  {
    key: 'snacks',
    name: 'Snacks',
    description: 'Something to go with your chai, all day long.',
    items: [
      ['Samosa (2 pcs)', 3000, 'vegan', 'Flaky pastry filled with spiced potato and peas, with tamarind chutney.'],
      ['Vada Pav', 2500, 'vegan', 'Mumbai-style potato fritter in a soft bun with garlic chutney.'],
      ['Paneer Tikka Roll', 8000, 'veg', 'Charred paneer tikka, onions and mint chutney rolled in a paratha.'],
      ['Chicken Puff', 4000, 'non_veg', 'Buttery puff pastry with spiced chicken filling.'],
      ['Veg Puff', 3000, 'veg', 'Buttery puff pastry with mixed vegetable filling.'],
      ['French Fries', 6000, 'vegan', 'Crisp salted fries with tomato ketchup.'],
      ['Onion Pakoda', 4000, 'vegan', 'Crunchy gram-flour onion fritters with green chutney.'],
      ['Pav Bhaji', 8000, 'veg', 'Buttery mashed vegetable curry with two toasted pavs.'],
      ['Masala Corn Chaat', 5000, 'vegan', 'Sweet corn tossed with lime, chaat masala and coriander.'],
      ['Chicken 65', 11000, 'non_veg', 'Spicy, crisp-fried chicken bites with curry leaves.'],
    ],
  },
  {
    key: 'beverages',
    name: 'Beverages',
    description: 'Hot and cold drinks, juices and water.',
    items: [
      ['Masala Chai', 1500, 'beverage', 'Strong tea brewed with milk, ginger and cardamom.'],
      ['Filter Coffee', 2000, 'beverage', 'South Indian decoction coffee with frothy hot milk.'],
      ['Cold Coffee', 6000, 'beverage', 'Chilled coffee blended with milk and ice cream.'],
      ['Fresh Lime Soda', 4000, 'beverage', 'Lime, soda and your choice of sweet or salted.'],
      ['Mango Lassi', 6000, 'beverage', 'Thick yoghurt drink blended with Alphonso mango pulp.'],
      ['Masala Buttermilk', 2500, 'beverage', 'Spiced buttermilk with ginger, cumin and curry leaves.'],
      ['Watermelon Juice', 5000, 'beverage', 'Freshly pressed watermelon, no added sugar.'],
      ['Green Tea', 2000, 'beverage', 'Light green tea, served hot.'],
      ['Hot Chocolate', 7000, 'beverage', 'Rich cocoa with steamed milk.'],
      ['Mineral Water (1 L)', 2000, 'beverage', 'Packaged drinking water, chilled.'],
    ],
  },
  {
    key: 'desserts',
    name: 'Desserts',
    description: 'Indian sweets, bakes and ice cream.',
    items: [
      ['Gulab Jamun (2 pcs)', 4000, 'veg', 'Warm milk dumplings soaked in rose and cardamom syrup.'],
      ['Rasmalai', 6000, 'veg', 'Soft cottage cheese discs in saffron milk with pistachio.'],
      ['Chocolate Brownie', 7000, 'veg', 'Fudgy walnut brownie, baked in house every morning.'],
      ['Gajar Halwa', 5500, 'veg', 'Slow-cooked carrot pudding with ghee, milk and nuts.'],
      ['Fruit Custard', 5000, 'veg', 'Vanilla custard with seasonal fruit.'],
      ['Vanilla Ice Cream', 4500, 'veg', 'Two scoops of vanilla bean ice cream.'],
      ['Rice Kheer', 4500, 'veg', 'Creamy rice pudding with cardamom and almonds.'],
      ['Mango Sorbet', 5500, 'vegan', 'Dairy-free mango sorbet.'],
    ],
  },
  {
    key: 'salads',
    name: 'Salads',
    description: 'Fresh bowls from the salad bar, made to order.',
    items: [
      ['Garden Green Salad', 7000, 'vegan', 'Lettuce, cucumber, cherry tomato and sprouts with a lemon-herb dressing.'],
      ['Greek Salad', 9000, 'veg', 'Cucumber, tomato, olives, red onion and feta with oregano.'],
      ['Chicken Caesar Salad', 12000, 'non_veg', 'Romaine, grilled chicken, croutons and parmesan in Caesar dressing.'],
      ['Sprouts Chaat', 5000, 'vegan', 'Moong sprouts with onion, tomato, lime and chaat masala.'],
      ['Quinoa Power Bowl', 11000, 'vegan', 'Quinoa, chickpeas, roasted vegetables and tahini.'],
      ['Fruit Bowl', 6500, 'vegan', 'Seasonal cut fruit with a sprinkle of chaat masala.'],
      ['Kachumber Salad', 4000, 'vegan', 'Diced cucumber, tomato and onion with lime and coriander.'],
      ['Egg & Avocado Salad', 8000, 'non_veg', 'Boiled egg, avocado, greens and mustard dressing.'],
    ],
  },
];

type Allergen = (typeof ALLERGENS)[number];
type Dietary = (typeof DIETARY_MARKS)[number];
/** What a dish contains, may contain (traces), its dietary marks, spicy level (0-3) and kcal. */
type DishInfo = readonly [contains: readonly Allergen[], mayContain: readonly Allergen[], dietary: readonly Dietary[], spicy: number, kcal: number | null];
const VEGAN: readonly Dietary[] = ['vegetarian', 'vegan'];
const VEGAN_GF: readonly Dietary[] = ['vegetarian', 'vegan', 'gluten_free'];
const VEG_GF: readonly Dietary[] = ['vegetarian', 'gluten_free'];

// Drinks that take the Milk group carry milk through their Dairy option, not as the dish's own
// allergen: a guest avoiding milk can still have them with soy milk (and they are not marked
// gluten-free, since oat milk brings gluten).
const DISHES: Record<string, DishInfo> = {
  'Masala Dosa': [['mustard'], ['milk'], VEG_GF, 1, 390],
  'Idli Sambar': [['mustard'], [], VEGAN_GF, 1, 310],
  'Medu Vada': [[], ['mustard'], VEGAN_GF, 1, 350],
  Poha: [['peanuts', 'mustard'], [], VEGAN_GF, 1, 280],
  Upma: [['gluten', 'milk', 'mustard'], ['nuts'], ['vegetarian'], 0, 300],
  'Aloo Paratha': [['gluten', 'milk'], [], ['vegetarian'], 1, 450],
  'Egg Bhurji & Toast': [['eggs', 'gluten', 'milk'], [], ['halal'], 1, 420],
  'Masala Omelette': [['eggs', 'gluten', 'milk'], [], ['halal'], 1, 380],
  'Veg Grilled Sandwich': [['gluten', 'milk'], ['mustard', 'sesame'], ['vegetarian'], 0, 350],
  'Pancakes with Honey': [['gluten', 'eggs', 'milk'], [], ['vegetarian'], 0, 520],
  'Veg Thali': [['gluten', 'milk', 'mustard'], ['nuts'], ['vegetarian'], 1, null],
  'Chicken Biryani': [['milk'], ['nuts'], ['halal', 'gluten_free'], 2, 780],
  'Paneer Butter Masala with Roti': [['milk', 'gluten'], ['nuts'], ['vegetarian'], 1, 720],
  'Dal Makhani & Jeera Rice': [['milk'], [], VEG_GF, 1, 650],
  'Rajma Chawal': [[], [], VEGAN_GF, 1, 560],
  'Chole Bhature': [['gluten', 'milk'], [], ['vegetarian'], 2, 820],
  'Fish Curry Rice': [['fish', 'mustard'], [], ['halal', 'gluten_free'], 2, 610],
  'Veg Hakka Noodles': [['gluten', 'soybeans'], ['sesame'], VEGAN, 1, 480],
  'Grilled Chicken Wrap': [['gluten', 'eggs', 'mustard'], [], ['halal'], 1, 540],
  'Egg Curry Rice': [['eggs'], [], ['halal', 'gluten_free'], 2, 590],
  'Tofu Stir Fry Bowl': [['soybeans', 'sesame'], ['gluten'], VEGAN, 1, 510],
  'Samosa (2 pcs)': [['gluten'], [], VEGAN, 1, 310],
  'Vada Pav': [['gluten'], ['sesame'], VEGAN, 2, 300],
  'Paneer Tikka Roll': [['gluten', 'milk'], [], ['vegetarian'], 2, 460],
  'Chicken Puff': [['gluten', 'milk', 'eggs'], [], ['halal'], 1, 330],
  'Veg Puff': [['gluten', 'milk'], [], ['vegetarian'], 0, 290],
  'French Fries': [[], ['gluten'], VEGAN, 0, 365],
  'Onion Pakoda': [[], ['gluten'], VEGAN, 1, 340],
  'Pav Bhaji': [['gluten', 'milk'], [], ['vegetarian'], 2, 520],
  'Masala Corn Chaat': [[], [], [...VEGAN_GF, 'jain'], 1, 180],
  'Chicken 65': [['eggs'], ['gluten'], ['halal'], 3, 450],
  'Masala Chai': [[], [], ['vegetarian'], 0, 110],
  'Filter Coffee': [[], [], ['vegetarian'], 0, 90],
  'Cold Coffee': [['milk'], [], VEG_GF, 0, 260],
  'Fresh Lime Soda': [[], [], [...VEGAN_GF, 'jain'], 0, 90],
  'Mango Lassi': [['milk'], [], VEG_GF, 0, 250],
  'Masala Buttermilk': [['milk'], [], VEG_GF, 1, 60],
  'Watermelon Juice': [[], [], [...VEGAN_GF, 'jain'], 0, 90],
  'Green Tea': [[], [], [...VEGAN_GF, 'jain'], 0, 2],
  'Hot Chocolate': [[], ['nuts'], ['vegetarian'], 0, 280],
  'Mineral Water (1 L)': [[], [], [...VEGAN_GF, 'jain'], 0, 0],
  'Gulab Jamun (2 pcs)': [['milk', 'gluten'], ['nuts'], ['vegetarian'], 0, 300],
  Rasmalai: [['milk', 'nuts'], [], VEG_GF, 0, 330],
  'Chocolate Brownie': [['gluten', 'eggs', 'milk', 'nuts'], [], ['vegetarian'], 0, 420],
  'Gajar Halwa': [['milk', 'nuts'], [], VEG_GF, 0, 350],
  'Fruit Custard': [['milk'], ['eggs'], VEG_GF, 0, 220],
  'Vanilla Ice Cream': [['milk'], ['nuts', 'eggs'], VEG_GF, 0, 270],
  'Rice Kheer': [['milk', 'nuts'], [], VEG_GF, 0, 290],
  'Mango Sorbet': [[], ['milk'], [...VEGAN_GF, 'jain'], 0, 160],
  'Garden Green Salad': [[], ['mustard'], VEGAN_GF, 0, 150],
  'Greek Salad': [['milk'], [], VEG_GF, 0, 320],
  'Chicken Caesar Salad': [['gluten', 'eggs', 'milk', 'fish', 'mustard'], [], ['halal'], 0, 470],
  'Sprouts Chaat': [[], [], VEGAN_GF, 1, 180],
  'Quinoa Power Bowl': [['sesame'], [], VEGAN_GF, 0, 520],
  'Fruit Bowl': [[], [], [...VEGAN_GF, 'jain'], 0, 140],
  'Kachumber Salad': [[], [], VEGAN_GF, 0, 60],
  'Egg & Avocado Salad': [['eggs', 'mustard'], [], ['halal', 'gluten_free'], 0, 380],
  // Espresso drinks every store serves (outside the random menu pick): the home of Size, Milk and Extras.
  Latte: [[], [], ['vegetarian'], 0, 190],
  Mocha: [[], ['nuts'], ['vegetarian'], 0, 260],
  // Combos: their choices carry the allergens.
  'Lunch deal': [[], [], ['vegetarian'], 0, null],
  'Non-veg lunch deal': [[], [], ['halal'], 0, null],
  'Tiffin combo': [[], [], ['vegetarian'], 0, null],
};

function dishInfo(name: string): DishInfo {
  const info = DISHES[name];
  if (!info) throw new Error(`Demo seed bug: no allergens or dietary marks for ${name}`);
  return info;
}

/** Espresso drinks added to every store's Beverages, after the random pick (they use no randomness). */
const ESPRESSO: readonly Item[] = [
  ['Latte', 12000, 'beverage', 'Espresso with steamed milk and a thin layer of foam.'],
  ['Mocha', 12000, 'beverage', 'Espresso, dark cocoa and steamed milk.'],
];

type GroupKind = 'size' | 'single' | 'multiple';
interface OptionDef {
  name: string;
  /** Size: the price as a share of the product's (1 = the product's price). Others: a delta in minor units. */
  price: number;
  isDefault?: boolean;
  allergens?: Allergen[];
  mayContain?: Allergen[];
}
interface GroupDef {
  key: string;
  name: string;
  kind: GroupKind;
  min: number;
  max: number;
  options: OptionDef[];
  /** The dishes offering it, in the order their groups are shown. */
  products: string[];
}

const MAINS_WITH_ADDONS = ['Veg Thali', 'Chicken Biryani', 'Paneer Butter Masala with Roti', 'Dal Makhani & Jeera Rice', 'Rajma Chawal', 'Chole Bhature', 'Fish Curry Rice', 'Grilled Chicken Wrap', 'Egg Curry Rice'];
const OPTION_GROUPS: readonly GroupDef[] = [
  {
    key: 'size',
    name: 'Size',
    kind: 'size',
    min: 1,
    max: 1,
    options: [
      { name: 'Small', price: 0.8 },
      { name: 'Regular', price: 1, isDefault: true },
      { name: 'Large', price: 1.25 },
    ],
    products: ['Latte', 'Mocha'],
  },
  {
    key: 'chai-size',
    name: 'Cup',
    kind: 'size',
    min: 1,
    max: 1,
    options: [
      { name: 'Cutting', price: 0.7 },
      { name: 'Regular', price: 1, isDefault: true },
      { name: 'Large', price: 1.6 },
    ],
    products: ['Masala Chai'],
  },
  {
    key: 'milk',
    name: 'Milk',
    kind: 'single',
    min: 1,
    max: 1,
    options: [
      { name: 'Dairy', price: 0, isDefault: true, allergens: ['milk'] },
      { name: 'Oat milk', price: 3000, allergens: ['gluten'] },
      { name: 'Soy milk', price: 2500, allergens: ['soybeans'] },
      { name: 'No milk', price: 0 },
    ],
    products: ['Latte', 'Mocha', 'Masala Chai', 'Filter Coffee', 'Hot Chocolate'],
  },
  {
    key: 'extras',
    name: 'Extras',
    kind: 'multiple',
    min: 0,
    max: 3,
    options: [
      { name: 'Extra shot', price: 3000 },
      { name: 'Hazelnut syrup', price: 2000, mayContain: ['nuts'] },
      { name: 'No sugar', price: 0 },
    ],
    products: ['Latte', 'Mocha', 'Filter Coffee', 'Cold Coffee'],
  },
  {
    key: 'lime',
    name: 'Sweet or salted',
    kind: 'single',
    min: 1,
    max: 1,
    options: [
      { name: 'Sweet', price: 0, isDefault: true },
      { name: 'Salted', price: 0 },
      { name: 'Half and half', price: 0 },
    ],
    products: ['Fresh Lime Soda'],
  },
  {
    key: 'addons',
    name: 'Add-ons',
    kind: 'multiple',
    min: 0,
    max: 3,
    options: [
      { name: 'Extra cheese', price: 3000, allergens: ['milk'] },
      { name: 'Extra paneer', price: 4000, allergens: ['milk'] },
      { name: 'Fried egg', price: 2500, allergens: ['eggs'] },
      { name: 'Extra roti', price: 1500, allergens: ['gluten'] },
    ],
    products: MAINS_WITH_ADDONS,
  },
];

interface SlotDef {
  name: string;
  min: number;
  max: number;
  /** Dishes offered, with their upcharge; a dish the store does not serve is left out. */
  items: readonly (readonly [string, number])[];
}
interface ComboDef {
  name: string;
  category: CategoryKey;
  price: number;
  type: ProductType;
  description: string;
  slots: SlotDef[];
}
const COLD_DRINKS: SlotDef = {
  name: 'Drink',
  min: 1,
  max: 1,
  items: [
    ['Fresh Lime Soda', 0],
    ['Masala Buttermilk', 0],
    ['Watermelon Juice', 0],
    ['Mineral Water (1 L)', 0],
    ['Mango Lassi', 1500],
    ['Cold Coffee', 2500],
  ],
};
const COMBOS: readonly ComboDef[] = [
  {
    name: 'Lunch deal',
    category: 'mains',
    price: 12000,
    type: 'veg',
    description: 'A vegetarian main and a cold drink.',
    slots: [
      {
        name: 'Main',
        min: 1,
        max: 1,
        items: [
          ['Rajma Chawal', 0],
          ['Dal Makhani & Jeera Rice', 0],
          ['Chole Bhature', 0],
          ['Veg Hakka Noodles', 0],
          ['Paneer Butter Masala with Roti', 2000],
          ['Tofu Stir Fry Bowl', 1500],
        ],
      },
      COLD_DRINKS,
    ],
  },
  {
    name: 'Non-veg lunch deal',
    category: 'mains',
    price: 17000,
    type: 'non_veg',
    description: 'A chicken, egg or fish main, a cold drink, and a sweet if you like.',
    slots: [
      {
        name: 'Main',
        min: 1,
        max: 1,
        items: [
          ['Chicken Biryani', 0],
          ['Grilled Chicken Wrap', 0],
          ['Egg Curry Rice', 0],
          ['Fish Curry Rice', 2000],
        ],
      },
      COLD_DRINKS,
      {
        name: 'Dessert',
        min: 0,
        max: 1,
        items: [
          ['Gulab Jamun (2 pcs)', 2500],
          ['Rice Kheer', 3000],
          ['Vanilla Ice Cream', 3000],
        ],
      },
    ],
  },
  {
    name: 'Tiffin combo',
    category: 'breakfast',
    price: 5000,
    type: 'veg',
    description: 'A South Indian breakfast plate and a hot drink.',
    slots: [
      {
        name: 'Breakfast',
        min: 1,
        max: 1,
        items: [
          ['Masala Dosa', 1500],
          ['Idli Sambar', 0],
          ['Medu Vada', 0],
          ['Poha', 0],
          ['Upma', 0],
        ],
      },
      {
        name: 'Hot drink',
        min: 1,
        max: 1,
        items: [
          ['Masala Chai', 0],
          ['Filter Coffee', 0],
          ['Green Tea', 0],
        ],
      },
    ],
  },
];

interface StoreDef {
  slug: string;
  name: string;
  short: string;
  address: string;
  phone: string;
  openingHours: string;
  priceFactor: number;
  /** Busy-ness: scales orders per day. */
  volume: number;
}
interface PersonDef {
  name: string;
  email: string;
}
interface CompanyDef {
  slug: string;
  name: string;
  email: string;
  mobile: string;
  address: string;
  currency: string;
  taxRateBps: number;
  codePrefix: string;
  colors: [string, string];
  /** Work e-mail domains whose people may register as its consumers on their own. */
  joinDomains?: string[];
  stores: StoreDef[];
  owner: PersonDef;
  desk: PersonDef;
  /** Manager and cashier names per store, in store order. */
  storeStaff: [PersonDef, PersonDef][];
  consumers: { name: string; email: string; mobile?: string; status?: 'inactive' }[];
  banners: { title: string; subtitle: string; theme: DemoTheme; storeIndex?: number }[];
}

const COMPANIES: CompanyDef[] = [
  {
    slug: 'acme',
    name: 'Acme Foods',
    email: 'hello@acme.example.com',
    mobile: '8041000000',
    address: 'Acme Tower, 12 MG Road, Bengaluru 560001',
    currency: 'INR',
    taxRateBps: 500,
    codePrefix: 'ACM',
    colors: ['#1e3a8a', '#60a5fa'],
    // Acme lets its staff in by their work e-mail; Globex only by invitation (or a code it sets).
    joinDomains: ['acme.example.com'],
    stores: [
      { slug: 'acme-hq', name: 'Acme HQ Cafeteria', short: 'hq', address: 'Ground floor, Acme Tower, 12 MG Road, Bengaluru', phone: '8041000001', openingHours: 'Mon-Fri 07:30-21:00, Sat-Sun 08:00-16:00', priceFactor: 1, volume: 1 },
      { slug: 'acme-plant', name: 'Acme Plant Canteen', short: 'plant', address: 'Plot 7, Peenya Industrial Area, Bengaluru', phone: '8041000002', openingHours: 'Every day 07:00-22:00', priceFactor: 0.9, volume: 0.8 },
    ],
    owner: { name: 'Rajesh Kumar', email: 'owner@acme.example.com' },
    desk: { name: 'Priya Nair', email: 'desk@acme.example.com' },
    storeStaff: [
      [
        { name: 'Vikram Rao', email: 'manager.hq@acme.example.com' },
        { name: 'Suresh Babu', email: 'cashier.hq@acme.example.com' },
      ],
      [
        { name: 'Anita Desai', email: 'manager.plant@acme.example.com' },
        { name: 'Ramesh Gowda', email: 'cashier.plant@acme.example.com' },
      ],
    ],
    consumers: [
      { name: 'Alice Sharma', email: 'alice@example.com', mobile: '9000000001' },
      { name: 'Rahul Verma', email: 'rahul.verma@acme.example.com' },
      { name: 'Sneha Kapoor', email: 'sneha.kapoor@acme.example.com' },
      { name: 'Arjun Menon', email: 'arjun.menon@acme.example.com' },
      { name: 'Kavya Reddy', email: 'kavya.reddy@acme.example.com' },
      { name: 'Rohan Gupta', email: 'rohan.gupta@acme.example.com' },
      { name: 'Ishita Banerjee', email: 'ishita.banerjee@acme.example.com' },
      { name: 'Nikhil Jain', email: 'nikhil.jain@acme.example.com', status: 'inactive' },
      { name: 'Pooja Pillai', email: 'pooja.pillai@acme.example.com' },
      { name: 'Aditya Singh', email: 'aditya.singh@acme.example.com' },
      { name: 'Farah Khan', email: 'farah.khan@acme.example.com' },
    ],
    banners: [
      { title: 'Lunch just got better', subtitle: '20% off at Acme HQ with LUNCH20', theme: 'mains', storeIndex: 0 },
      { title: 'Welcome to Acme Foods', subtitle: 'New here? WELCOME10 takes 10% off your first order', theme: 'breakfast' },
      { title: 'Pay with iCash', subtitle: 'Save 15% with WALLET15 when you pay from your wallet', theme: 'beverages' },
    ],
  },
  {
    slug: 'globex',
    name: 'Globex Canteens',
    email: 'food@globex.example.com',
    mobile: '2067000000',
    address: 'Globex Business Park, Hinjewadi Phase 2, Pune 411057',
    currency: 'INR',
    taxRateBps: 500,
    codePrefix: 'GLX',
    colors: ['#065f46', '#34d399'],
    stores: [
      { slug: 'globex-east', name: 'Globex East Canteen', short: 'east', address: 'Building E1, Globex Business Park, Pune', phone: '2067000001', openingHours: 'Mon-Sat 08:00-20:00', priceFactor: 1.05, volume: 1 },
      { slug: 'globex-west', name: 'Globex West Canteen', short: 'west', address: 'Building W3, Globex Business Park, Pune', phone: '2067000002', openingHours: 'Mon-Fri 08:00-19:00', priceFactor: 0.95, volume: 0.75 },
    ],
    owner: { name: 'Meera Iyer', email: 'owner@globex.example.com' },
    desk: { name: 'Karan Mehta', email: 'desk@globex.example.com' },
    storeStaff: [
      [
        { name: 'Sunita Patil', email: 'manager.east@globex.example.com' },
        { name: 'Amit Joshi', email: 'cashier.east@globex.example.com' },
      ],
      [
        { name: 'Deepak Kulkarni', email: 'manager.west@globex.example.com' },
        { name: 'Neha Shinde', email: 'cashier.west@globex.example.com' },
      ],
    ],
    consumers: [
      { name: 'Bob Fernandes', email: 'bob@example.com', mobile: '9000000002' },
      { name: 'Sanjay Deshmukh', email: 'sanjay.deshmukh@globex.example.com' },
      { name: 'Ananya Kulkarni', email: 'ananya.kulkarni@globex.example.com' },
      { name: 'Vivek Chawla', email: 'vivek.chawla@globex.example.com' },
      { name: 'Riya Malhotra', email: 'riya.malhotra@globex.example.com' },
      { name: 'Harsh Agarwal', email: 'harsh.agarwal@globex.example.com' },
      { name: 'Tanvi Bhatt', email: 'tanvi.bhatt@globex.example.com' },
      { name: 'Kunal Shah', email: 'kunal.shah@globex.example.com', status: 'inactive' },
      { name: 'Divya Krishnan', email: 'divya.krishnan@globex.example.com' },
      { name: 'Manish Tiwari', email: 'manish.tiwari@globex.example.com' },
      { name: 'Zoya Siddiqui', email: 'zoya.siddiqui@globex.example.com' },
    ],
    banners: [
      { title: 'Fresh salads every day', subtitle: 'Build a lighter lunch from our salad bar', theme: 'salads' },
      { title: 'Flat ₹50 off', subtitle: 'Use FLAT50 on orders of ₹250 or more', theme: 'snacks' },
      { title: 'Chai time at four', subtitle: 'Hot snacks and chai at Globex West from 3:30 pm', theme: 'beverages', storeIndex: 1 },
    ],
  },
];

/** Consumers of no company: they order anywhere and pay by card or at the counter. */
const PUBLIC_CONSUMERS = [
  { name: 'Carol Dsouza', email: 'carol@example.com' },
  { name: 'Dan Mathew', email: 'dan@example.com' },
];

interface CouponDef {
  code: string;
  description: string;
  type: 'percentage' | 'flat';
  offerType: 'all' | 'first_order' | 'wallet';
  value: number;
  maxDiscount?: number;
  minOrder: number;
  /** Days from now. */
  from: number;
  to: number;
  usageLimit?: number;
  perUserLimit?: number;
  storeIndex?: number;
}

const COUPONS: CouponDef[] = [
  { code: 'WELCOME10', description: '10% off your first order, up to ₹50', type: 'percentage', offerType: 'first_order', value: 1000, maxDiscount: 5000, minOrder: 10000, from: -90, to: 365, perUserLimit: 1 },
  { code: 'FLAT50', description: '₹50 off orders of ₹250 or more', type: 'flat', offerType: 'all', value: 5000, minOrder: 25000, from: -75, to: 60, usageLimit: 500, perUserLimit: 5 },
  { code: 'LUNCH20', description: '20% off lunch, up to ₹60', type: 'percentage', offerType: 'all', value: 2000, maxDiscount: 6000, minOrder: 15000, from: -60, to: 30, storeIndex: 0 },
  { code: 'WALLET15', description: '15% off when you pay with iCash, up to ₹40', type: 'percentage', offerType: 'wallet', value: 1500, maxDiscount: 4000, minOrder: 10000, from: -60, to: 90, perUserLimit: 10 },
  { code: 'FLAT25', description: '₹25 off orders of ₹120 or more', type: 'flat', offerType: 'all', value: 2500, minOrder: 12000, from: -50, to: 45, storeIndex: 1 },
  { code: 'EARLYBIRD', description: '₹20 off for the first 20 orders', type: 'flat', offerType: 'all', value: 2000, minOrder: 6000, from: -58, to: 10, usageLimit: 20, perUserLimit: 1 },
  { code: 'DIWALI25', description: '25% off during the festival week, up to ₹100', type: 'percentage', offerType: 'all', value: 2500, maxDiscount: 10000, minOrder: 20000, from: -80, to: -50 },
  { code: 'MONSOON30', description: '₹30 off hot snacks in the rains', type: 'flat', offerType: 'all', value: 3000, minOrder: 15000, from: -45, to: -20, perUserLimit: 3 },
  { code: 'NEWYEAR100', description: '₹100 off orders of ₹500 or more in the new year', type: 'flat', offerType: 'all', value: 10000, minOrder: 50000, from: 20, to: 50 },
];

const GUEST_NAMES = ['Ravi', 'Lakshmi', 'John', 'Maria', 'Imran', 'Geeta', 'Tom', 'Asha', 'Victor', 'Meena', 'Sam', 'Latha'];
const ORDER_NOTES = ['Less spicy, please', 'No onion and garlic', 'Extra chutney', 'Pack it to go', 'Please send cutlery', 'Jain preparation if possible'];
const ITEM_NOTES = ['No sugar', 'Extra hot', 'Less oil', 'No ice', 'Well done', 'Sauce on the side'];
const CANCEL_NOTES = ['Customer changed their mind', 'Item out of stock', 'Customer did not turn up', 'Duplicate order'];
const REFUND_NOTES = ['Wrong item served', 'Food was cold', 'Long wait, customer asked for a refund', 'Missing item'];
const FEEDBACK: Record<number, string[]> = {
  5: ['Excellent food and quick service!', 'Loved it, will order again.', 'Hot, fresh and on time.', 'Best lunch in weeks.'],
  4: ['Tasty, a little slow at the counter.', 'Good portion size.', 'Nice food, packaging could be better.'],
  3: ['Okay, nothing special.', 'Average taste today.', 'Food fine, the wait was long.'],
  2: ['Food was lukewarm.', 'Too salty for me.', 'Waited 25 minutes.'],
  1: ['Order was wrong and cold.', 'Very disappointing today.'],
};
const REVIEW: Record<number, string[]> = {
  5: ['Perfect, just like home.', 'Must try!', 'Fresh and full of flavour.'],
  4: ['Really good.', 'Tasty, slightly oily.', 'Good value.'],
  3: ['Decent.', 'Could use more seasoning.'],
  2: ['Not fresh.', 'Too spicy.'],
  1: ['Would not order again.'],
};

// ---------------------------------------------------------------------------------------------
// The plan: rows for every table, built in memory.

type Row<T extends PgTable> = T['$inferInsert'];

interface Plan {
  companies: Row<typeof s.companies>[];
  stores: Row<typeof s.stores>[];
  users: Row<typeof s.users>[];
  categories: Row<typeof s.categories>[];
  products: Row<typeof s.products>[];
  optionGroups: Row<typeof s.optionGroups>[];
  options: Row<typeof s.options>[];
  productOptionGroups: Row<typeof s.productOptionGroups>[];
  comboSlots: Row<typeof s.comboSlots>[];
  comboSlotItems: Row<typeof s.comboSlotItems>[];
  coupons: Row<typeof s.coupons>[];
  banners: Row<typeof s.banners>[];
  orders: Row<typeof s.orders>[];
  orderItems: Row<typeof s.orderItems>[];
  history: Row<typeof s.orderStatusHistory>[];
  payments: Row<typeof s.payments>[];
  redemptions: Row<typeof s.couponRedemptions>[];
  wallet: Row<typeof s.walletEntries>[];
  feedback: Row<typeof s.feedback>[];
  reviews: Row<typeof s.productReviews>[];
  notifications: Row<typeof s.notifications>[];
  images: DemoImageSpec[];
}

interface StoreCtx {
  uuid: string;
  companyUuid: string;
  slug: string;
  name: string;
  manager: string;
  cashier: string;
  products: ProductCtx[];
  kioskDevice: string;
}
interface ProductCtx {
  uuid: string;
  name: string;
  price: number;
  category: CategoryKey;
  available: boolean;
  stock: number | null;
  /** Its option groups, in the order the menu shows them. */
  groups: GroupCtx[];
}
interface GroupCtx {
  uuid: string;
  key: string;
  name: string;
  kind: GroupKind;
  options: { uuid: string; name: string; price: number }[];
}
interface ConsumerCtx {
  uuid: string;
  name: string;
  mobile: string;
  companyUuid: string | null;
  active: boolean;
}
interface CompanyCtx {
  uuid: string;
  def: CompanyDef;
  stores: StoreCtx[];
  desk: string;
  owner: string;
  consumers: ConsumerCtx[];
  coupons: CouponCtx[];
  guestDevices: string[];
}
interface CouponCtx {
  row: Row<typeof s.coupons> & { uuid: string; validFrom: Date; validTo: Date };
  used: number;
  perKey: Map<string, number>;
}

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** Midnight (server time) `daysAgo` days before `now`. */
function dayStart(now: Date, daysAgo: number): Date {
  const d = new Date(now);
  d.setDate(d.getDate() - daysAgo);
  d.setHours(0, 0, 0, 0);
  return d;
}

function mobileSeq(start: number) {
  let n = start;
  return () => String(n++);
}

function buildWorld(rnd: Rng, now: Date, passwordHash: string, withImages: boolean) {
  const plan: Plan = {
    companies: [],
    stores: [],
    users: [],
    categories: [],
    products: [],
    optionGroups: [],
    options: [],
    productOptionGroups: [],
    comboSlots: [],
    comboSlotItems: [],
    coupons: [],
    banners: [],
    orders: [],
    orderItems: [],
    history: [],
    payments: [],
    redemptions: [],
    wallet: [],
    feedback: [],
    reviews: [],
    notifications: [],
    images: [],
  };
  const image = (spec: DemoImageSpec) => {
    if (!withImages) return null;
    plan.images.push(spec);
    return demoImageUrl(spec.file);
  };
  const founded = at(dayStart(now, 120), 10 * 60 * MINUTE);
  const staffMobile = mobileSeq(9100000001);
  const consumerMobile = mobileSeq(9000000003);

  const addUser = (u: Omit<Row<typeof s.users>, 'uuid' | 'passwordHash'> & { createdAt: Date }) => {
    const uuid = randomUUID();
    plan.users.push({ uuid, passwordHash, updatedAt: u.createdAt, ...u });
    return uuid;
  };

  const admin = addUser({ role: 'admin', name: 'Ada Admin', email: 'admin@example.com', mobile: staffMobile(), createdAt: founded });

  const companies: CompanyCtx[] = COMPANIES.map((def, ci) => {
    const uuid = randomUUID();
    const created = at(founded, (ci + 1) * DAY);
    plan.companies.push({
      uuid,
      name: def.name,
      slug: def.slug,
      email: def.email,
      mobile: def.mobile,
      address: def.address,
      currency: def.currency,
      taxRateBps: def.taxRateBps,
      joinEmailDomains: def.joinDomains ?? [],
      logo: image({ file: `logo-${def.slug}.png`, kind: 'logo', title: def.name, theme: 'mains', colors: def.colors }),
      createdAt: created,
      updatedAt: created,
    });
    const owner = addUser({ role: 'company', name: def.owner.name, email: def.owner.email, mobile: staffMobile(), companyUuid: uuid, createdAt: created });
    const desk = addUser({ role: 'executive', name: def.desk.name, email: def.desk.email, mobile: staffMobile(), companyUuid: uuid, createdAt: at(created, DAY) });

    const stores: StoreCtx[] = def.stores.map((sd, si) => {
      const storeUuid = randomUUID();
      const storeCreated = at(created, (si + 1) * DAY);
      plan.stores.push({
        uuid: storeUuid,
        companyUuid: uuid,
        name: sd.name,
        slug: sd.slug,
        address: sd.address,
        phone: sd.phone,
        openingHours: sd.openingHours,
        createdAt: storeCreated,
        updatedAt: storeCreated,
      });
      const [m, c] = def.storeStaff[si];
      const manager = addUser({ role: 'manager', name: m.name, email: m.email, mobile: staffMobile(), companyUuid: uuid, storeUuid, createdAt: storeCreated });
      const cashier = addUser({ role: 'cashier', name: c.name, email: c.email, mobile: staffMobile(), companyUuid: uuid, storeUuid, createdAt: at(storeCreated, DAY) });
      const store: StoreCtx = { uuid: storeUuid, companyUuid: uuid, slug: sd.slug, name: sd.name, manager, cashier, products: [], kioskDevice: `kiosk-${sd.slug}-1` };
      buildMenu(rnd, plan, store, sd, at(storeCreated, 2 * DAY), image);
      return store;
    });

    const consumers: ConsumerCtx[] = def.consumers.map((cd, i) => {
      const mobile = cd.mobile ?? consumerMobile();
      const createdAt = at(dayStart(now, HISTORY_DAYS + 5 - (i % 4)), (9 * 60 + i * 7) * MINUTE);
      const userUuid = addUser({
        role: 'company_consumer',
        name: cd.name,
        email: cd.email,
        mobile,
        companyUuid: uuid,
        employeeCode: `${def.codePrefix}-${String(1001 + i)}`,
        status: cd.status ?? 'active',
        createdAt,
      });
      return { uuid: userUuid, name: cd.name, mobile, companyUuid: uuid, active: cd.status !== 'inactive' };
    });

    const coupons: CouponCtx[] = COUPONS.map((cd) => {
      const validFrom = at(dayStart(now, -cd.from), 0);
      const validTo = at(dayStart(now, -cd.to), DAY - 1000);
      // Made a couple of days before it starts, but never in the future nor before the company.
      const couponCreated = new Date(Math.max(created.getTime(), Math.min(validFrom.getTime() - 2 * DAY, at(dayStart(now, 3), 10 * 60 * MINUTE).getTime())));
      const row = {
        uuid: randomUUID(),
        companyUuid: uuid,
        storeUuid: cd.storeIndex === undefined ? null : stores[cd.storeIndex].uuid,
        code: cd.code,
        description: cd.storeIndex === undefined ? cd.description : `${cd.description} at ${stores[cd.storeIndex].name}`,
        type: cd.type,
        offerType: cd.offerType,
        value: cd.value,
        maxDiscount: cd.maxDiscount ?? null,
        minOrder: cd.minOrder,
        validFrom,
        validTo,
        usageLimit: cd.usageLimit ?? null,
        perUserLimit: cd.perUserLimit ?? null,
        usedCount: 0,
        createdAt: couponCreated,
        updatedAt: couponCreated,
      };
      return { row, used: 0, perKey: new Map() };
    });

    def.banners.forEach((b, bi) => {
      const storeUuid = b.storeIndex === undefined ? null : stores[b.storeIndex].uuid;
      plan.banners.push({
        uuid: randomUUID(),
        companyUuid: uuid,
        storeUuid,
        title: b.title,
        subtitle: b.subtitle,
        // The column is required: without pictures the path is kept, and the PWA shows its placeholder.
        image: image({ file: `banner-${def.slug}-${bi + 1}.png`, kind: 'banner', title: b.title, subtitle: b.subtitle, theme: b.theme, colors: def.colors }) ?? demoImageUrl(`banner-${def.slug}-${bi + 1}.png`),
        sortOrder: bi + 1,
        createdAt: at(created, 3 * DAY),
        updatedAt: at(created, 3 * DAY),
      });
    });

    const guestDevices = Array.from({ length: 30 }, () => `guest-${Math.floor(rnd.next() * 0xffffffff).toString(16).padStart(8, '0')}`);
    return { uuid, def, stores, desk, owner, consumers, coupons, guestDevices };
  });

  const publicConsumers: ConsumerCtx[] = PUBLIC_CONSUMERS.map((pc, i) => {
    const mobile = consumerMobile();
    const uuid = addUser({ role: 'consumer', name: pc.name, email: pc.email, mobile, createdAt: at(dayStart(now, HISTORY_DAYS + 3), (11 * 60 + i) * MINUTE) });
    return { uuid, name: pc.name, mobile, companyUuid: null, active: true };
  });

  return { plan, admin, companies, publicConsumers };
}

/** The store's price of a dish: the base scaled by the store's factor, in steps of 5.00, at least 10.00. */
const storePrice = (base: number, def: StoreDef) => Math.max(1000, Math.round((base * def.priceFactor) / 500) * 500);

function buildMenu(rnd: Rng, plan: Plan, store: StoreCtx, def: StoreDef, created: Date, image: (spec: DemoImageSpec) => string | null) {
  const tracked = new Set<string>();
  const unavailable = new Set<string>();
  const categoryOf = new Map<CategoryKey, string>();
  const addProduct = (categoryUuid: string, key: CategoryKey, [name, base, type, description]: Item, sortOrder: number, extra: { available?: boolean; stock?: number | null; price?: number; isCombo?: boolean } = {}) => {
    const [contains, mayContain, dietary, spicy, kcal] = dishInfo(name);
    const price = extra.price ?? storePrice(base, def);
    const uuid = randomUUID();
    plan.products.push({
      uuid,
      companyUuid: store.companyUuid,
      storeUuid: store.uuid,
      categoryUuid,
      name,
      slug: slugify(name),
      description,
      price,
      image: image({ file: `product-${slugify(name)}.png`, kind: 'product', title: name, theme: key }),
      type,
      isAvailable: extra.available ?? true,
      stock: extra.stock ?? null,
      sortOrder,
      allergens: [...contains],
      mayContain: [...mayContain],
      dietary: [...dietary],
      spicyLevel: spicy,
      kcal,
      isCombo: extra.isCombo ?? false,
      createdAt: created,
      updatedAt: created,
    });
    return { uuid, name, price, category: key, available: extra.available ?? true, stock: extra.stock ?? null, groups: [] } satisfies ProductCtx;
  };
  CATEGORIES.forEach((cat, ci) => {
    const categoryUuid = randomUUID();
    categoryOf.set(cat.key, categoryUuid);
    plan.categories.push({
      uuid: categoryUuid,
      companyUuid: store.companyUuid,
      storeUuid: store.uuid,
      name: cat.name,
      slug: slugify(cat.name),
      description: cat.description,
      image: image({ file: `category-${cat.key}.png`, kind: 'category', title: cat.name, theme: cat.key }),
      sortOrder: ci + 1,
      createdAt: created,
      updatedAt: created,
    });
    // Each store leaves a few dishes out so that menus differ, keeping at least 6 per category.
    const keep = Math.max(6, Math.round(cat.items.length * 0.8 + rnd.next()));
    const chosen = new Set(rnd.shuffle(cat.items.map((_, i) => i)).slice(0, keep));
    cat.items.forEach((item, i) => {
      if (!chosen.has(i)) return;
      const name = item[0];
      let stock: number | null = null;
      let available = true;
      if ((cat.key === 'desserts' || cat.key === 'snacks') && tracked.size < 4 && rnd.chance(0.35)) {
        stock = rnd.int(5, 20);
        tracked.add(name);
      } else if ((cat.key === 'mains' || cat.key === 'salads') && unavailable.size < 2 && rnd.chance(0.2)) {
        available = false;
        unavailable.add(name);
      }
      store.products.push(addProduct(categoryUuid, cat.key, item, i + 1, { available, stock }));
    });
  });
  // Past the random pick, so that the rest of the demo keeps its shape: every store serves these.
  ESPRESSO.forEach((item, i) => store.products.push(addProduct(categoryOf.get('beverages')!, 'beverages', item, 20 + i)));
  buildOptions(plan, store, def, created);
  COMBOS.forEach((combo, i) => {
    const slots = combo.slots.map((slot) => ({ ...slot, items: slot.items.flatMap(([name, upcharge]) => store.products.filter((p) => p.name === name).map((p) => ({ product: p, upcharge }))) }));
    for (const slot of slots) if (slot.items.length < Math.max(1, slot.min)) throw new Error(`Demo seed bug: ${combo.name} at ${store.name} has nothing to offer for ${slot.name}`);
    // Combos come last in their category, and are not in store.products: seeded orders stay plain of them.
    const row = addProduct(categoryOf.get(combo.category)!, combo.category, [combo.name, combo.price, combo.type, combo.description], 90 + i, { isCombo: true });
    slots.forEach((slot, si) => {
      const slotUuid = randomUUID();
      plan.comboSlots.push({ uuid: slotUuid, comboUuid: row.uuid, name: slot.name, minSelect: slot.min, maxSelect: slot.max, sortOrder: si });
      slot.items.forEach(({ product, upcharge }, ii) => plan.comboSlotItems.push({ slotUuid, productUuid: product.uuid, upcharge, sortOrder: ii }));
    });
  });
}

/** The store's option groups, each linked to the dishes of OPTION_GROUPS the store serves. */
function buildOptions(plan: Plan, store: StoreCtx, def: StoreDef, created: Date) {
  OPTION_GROUPS.forEach((g, gi) => {
    const offered = g.products.flatMap((name) => store.products.filter((p) => p.name === name));
    if (!offered.length) return;
    const groupUuid = randomUUID();
    plan.optionGroups.push({ uuid: groupUuid, companyUuid: store.companyUuid, storeUuid: store.uuid, name: g.name, kind: g.kind, minSelect: g.min, maxSelect: g.max, sortOrder: gi + 1, createdAt: created, updatedAt: created });
    // A size's price is the item's price: a share of the first dish's, which every dish of the group shares.
    const sizeBase = offered[0].price;
    const ctx: GroupCtx = { uuid: groupUuid, key: g.key, name: g.name, kind: g.kind, options: [] };
    g.options.forEach((o, oi) => {
      const price = g.kind === 'size' ? (o.price === 1 ? sizeBase : storePrice(sizeBase * o.price, { ...def, priceFactor: 1 })) : o.price;
      const uuid = randomUUID();
      plan.options.push({
        uuid,
        groupUuid,
        companyUuid: store.companyUuid,
        storeUuid: store.uuid,
        name: o.name,
        price,
        isDefault: o.isDefault ?? false,
        allergens: o.allergens ?? [],
        mayContain: o.mayContain ?? [],
        sortOrder: oi + 1,
        createdAt: created,
        updatedAt: created,
      });
      ctx.options.push({ uuid, name: o.name, price });
    });
    for (const p of offered) {
      if (g.kind === 'size' && p.price !== sizeBase) throw new Error(`Demo seed bug: ${p.name} does not cost what the other dishes of ${g.name} cost`);
      plan.productOptionGroups.push({ productUuid: p.uuid, groupUuid, sortOrder: p.groups.length });
      p.groups.push(ctx);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Orders

type Status = (typeof s.ORDER_STATUSES)[number];
type Channel = 'consumer' | 'guest' | 'kiosk' | 'cashier' | 'backoffice';
type Method = 'counter' | 'wallet' | 'card';

interface Skeleton {
  company: CompanyCtx;
  store: StoreCtx;
  createdAt: Date;
  /** Today's orders: their status depends on their age, most still in the kitchen. */
  live: boolean;
}

interface WalletEvent {
  userUuid: string;
  companyUuid: string | null;
  amount: number;
  type: 'credit' | 'debit' | 'refund' | 'payment';
  reason: string;
  orderUuid?: string;
  createdBy?: string | null;
  at: Date;
}

// Orders per hour of day: a breakfast bump, a lunch peak and an evening snack wave.
const HOUR_WEIGHTS: [number, number][] = [
  [7, 1],
  [8, 4],
  [9, 6],
  [10, 4],
  [11, 5],
  [12, 14],
  [13, 16],
  [14, 8],
  [15, 4],
  [16, 6],
  [17, 5],
  [18, 3],
  [19, 2],
  [20, 1],
];

function categoryWeights(hour: number): [CategoryKey, number][] {
  if (hour < 11)
    return [
      ['breakfast', 6],
      ['beverages', 4],
      ['snacks', 1],
      ['salads', 0.5],
      ['mains', 0.3],
      ['desserts', 0.2],
    ];
  if (hour < 15)
    return [
      ['mains', 6],
      ['beverages', 2.5],
      ['salads', 2],
      ['desserts', 1.5],
      ['snacks', 1],
      ['breakfast', 0.2],
    ];
  if (hour < 18)
    return [
      ['snacks', 5],
      ['beverages', 5],
      ['desserts', 1.5],
      ['salads', 0.8],
      ['breakfast', 0.5],
      ['mains', 0.5],
    ];
  return [
    ['mains', 4],
    ['snacks', 2],
    ['beverages', 2],
    ['desserts', 1.5],
    ['salads', 1],
    ['breakfast', 0.2],
  ];
}

function skeletons(rnd: Rng, now: Date, companies: CompanyCtx[]): Skeleton[] {
  const out: Skeleton[] = [];
  for (const company of companies) {
    company.def.stores.forEach((sd, si) => {
      const store = company.stores[si];
      for (let d = HISTORY_DAYS - 1; d >= 1; d--) {
        const start = dayStart(now, d);
        const weekend = start.getDay() === 0 || start.getDay() === 6;
        const n = weekend ? rnd.int(8, 12) : Math.max(8, Math.min(25, Math.round(rnd.int(14, 25) * sd.volume)));
        for (let i = 0; i < n; i++) {
          const hour = rnd.weighted(HOUR_WEIGHTS);
          const createdAt = at(start, hour * 60 * MINUTE + rnd.int(0, 59 * 60 + 59) * 1000);
          if (createdAt < now) out.push({ company, store, createdAt, live: false });
        }
      }
      // Today: the last two hours, so the queues and trackers have something to show.
      const n = rnd.int(8, 14);
      // Younger orders are more common, so every queue column has some.
      for (let i = 0; i < n; i++) out.push({ company, store, createdAt: at(now, -Math.round((1 + 119 * rnd.next() ** 1.3) * MINUTE)), live: true });
    });
  }
  return out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Final status of a live order from its age in minutes: young orders are still in the kitchen. */
function liveStatus(rnd: Rng, ageMin: number): Status {
  if (ageMin < 12) return 'placed';
  if (ageMin < 25) return rnd.chance(0.3) ? 'placed' : 'accepted';
  if (ageMin < 45) return rnd.chance(0.3) ? 'accepted' : 'preparing';
  if (ageMin < 75) return rnd.chance(0.4) ? 'preparing' : 'ready';
  return rnd.weighted<Status>([
    ['ready', 40],
    ['completed', 50],
    ['cancelled', 10],
  ]);
}

const PATHS: Record<Status, Status[]> = {
  placed: ['placed'],
  accepted: ['placed', 'accepted'],
  preparing: ['placed', 'accepted', 'preparing'],
  ready: ['placed', 'accepted', 'preparing', 'ready'],
  completed: ['placed', 'accepted', 'preparing', 'ready', 'completed'],
  cancelled: ['placed', 'cancelled'],
  refunded: ['placed', 'accepted', 'preparing', 'ready', 'completed', 'refunded'],
};

/** Minutes between one status and the next. */
function stepMinutes(rnd: Rng, to: Status): number {
  switch (to) {
    case 'accepted':
      return rnd.int(1, 4);
    case 'preparing':
      return rnd.int(1, 5);
    case 'ready':
      return rnd.int(4, 15);
    case 'completed':
      return rnd.int(2, 20);
    case 'cancelled':
      return rnd.int(1, 10);
    case 'refunded':
      return rnd.int(30, 180);
    default:
      return 0;
  }
}

/** Timestamps of each step, squeezed to end before `limit` (now) when they would run past it. */
function timeline(rnd: Rng, createdAt: Date, path: Status[], limit: Date): Date[] {
  const offsets = [0];
  for (let i = 1; i < path.length; i++) offsets.push(offsets[i - 1] + stepMinutes(rnd, path[i]) * MINUTE + rnd.int(0, 59) * 1000);
  const last = offsets[offsets.length - 1];
  const room = limit.getTime() - 30_000 - createdAt.getTime();
  const scale = last > room ? Math.max(room, 0) / last : 1;
  return offsets.map((o) => at(createdAt, Math.floor(o * scale)));
}

interface LineChoice {
  unit: number;
  /** The price before options (a size's price), for lines of dishes with options; null otherwise. */
  basePrice: number | null;
  options: OrderItemOption[];
}

/**
 * The options of seeded lines: a fixed rotation (no randomness, so the rest keeps its shape) that
 * mixes defaults with large sizes, oat and soy milk, extra shots and add-ons, priced and snapshotted
 * as checkout would.
 */
function lineChooser() {
  let n = 0;
  const pick = (g: GroupCtx, k: number): number[] => {
    switch (g.key) {
      case 'size':
      case 'chai-size':
        return [[1, 2, 1, 0, 1][k % 5]];
      case 'milk':
        return [[0, 0, 1, 0, 2, 0, 3][k % 7]];
      case 'extras':
        return k % 4 === 1 ? [0] : k % 6 === 2 ? [2] : k % 9 === 4 ? [0, 1] : [];
      case 'lime':
        return [k % 3];
      case 'addons':
        return k % 5 === 2 ? [0] : k % 7 === 3 ? [2] : k % 11 === 5 ? [1, 3] : [];
      default:
        return [];
    }
  };
  return (product: ProductCtx): LineChoice => {
    if (!product.groups.length) return { unit: product.price, basePrice: null, options: [] };
    const k = n++;
    let base = product.price;
    let deltas = 0;
    const options: OrderItemOption[] = [];
    for (const g of product.groups) {
      for (const i of pick(g, k)) {
        const o = g.options[i];
        if (g.kind === 'size') base = o.price;
        else deltas += o.price;
        options.push({ group_uuid: g.uuid, group_name: g.name, option_uuid: o.uuid, name: o.name, price: o.price, kind: g.kind });
      }
    }
    return { unit: base + deltas, basePrice: base, options };
  };
}

function buildOrders(rnd: Rng, now: Date, plan: Plan, admin: string, companies: CompanyCtx[], publicConsumers: ConsumerCtx[], wallet: WalletEvent[]) {
  const orderIds = new Set<string>();
  let currentTime = new Date(0);
  const balance = new Map<string, number>();
  const ordersByUser = new Map<string, number>();
  // Events in the future of the order being made: applied to the running balance when their time comes.
  const pending = [...wallet].sort((a, b) => a.at.getTime() - b.at.getTime());
  const applyUntil = (t: Date) => {
    while (pending.length && pending[0].at <= t) {
      const e = pending.shift()!;
      balance.set(e.userUuid, (balance.get(e.userUuid) ?? 0) + e.amount);
    }
  };
  const schedule = (e: WalletEvent) => {
    wallet.push(e);
    if (e.at <= currentTime) balance.set(e.userUuid, (balance.get(e.userUuid) ?? 0) + e.amount);
    else {
      const i = pending.findIndex((p) => p.at > e.at);
      pending.splice(i < 0 ? pending.length : i, 0, e);
    }
  };
  const completedConsumerOrders: { order: Row<typeof s.orders> & { uuid: string }; store: StoreCtx; items: ProductCtx[]; doneAt: Date; userUuid: string }[] = [];
  const chooseOptions = lineChooser();

  for (const sk of skeletons(rnd, now, companies)) {
    const { company, store, createdAt } = sk;
    currentTime = createdAt;
    applyUntil(createdAt);
    const activeConsumers = company.consumers.filter((c) => c.active);

    // Who orders, through which channel.
    const channel = rnd.weighted<Channel>([
      ['consumer', 35],
      ['cashier', 30],
      ['kiosk', 20],
      ['guest', 10],
      ['backoffice', 5],
    ]);
    let consumer: ConsumerCtx | null = null;
    let deviceId: string | null = null;
    if (channel === 'consumer') consumer = rnd.chance(0.08) ? rnd.pick(publicConsumers) : rnd.pick(activeConsumers);
    else if (channel === 'backoffice') consumer = rnd.pick(activeConsumers);
    else if (channel === 'kiosk') {
      deviceId = store.kioskDevice;
      if (rnd.chance(0.25)) consumer = rnd.pick(activeConsumers);
    } else if (channel === 'cashier') {
      if (rnd.chance(0.2)) consumer = rnd.pick(activeConsumers);
    } else deviceId = rnd.pick(company.guestDevices);

    // What: distinct products, by time of day.
    const hour = createdAt.getHours();
    const lines = rnd.weighted([
      [1, 35],
      [2, 40],
      [3, 18],
      [4, 7],
    ]);
    const items: ({ product: ProductCtx; quantity: number } & LineChoice)[] = [];
    for (let tries = 0; items.length < lines && tries < 20; tries++) {
      const category = rnd.weighted(categoryWeights(hour));
      const candidates = store.products.filter((p) => p.category === category && (!sk.live || p.available) && !items.some((i) => i.product === p));
      if (!candidates.length) continue;
      const quantity = rnd.weighted([
        [1, 70],
        [2, 22],
        [3, 8],
      ]);
      const product = rnd.pick(candidates);
      items.push({ product, quantity, ...chooseOptions(product) });
    }
    const subtotal = items.reduce((a, i) => a + i.unit * i.quantity, 0);

    // How it ends.
    const status: Status = sk.live
      ? liveStatus(rnd, (now.getTime() - createdAt.getTime()) / MINUTE)
      : rnd.weighted<Status>([
          ['completed', 86],
          ['cancelled', 9],
          ['refunded', 5],
        ]);

    // How it is paid.
    const hasWallet = consumer?.companyUuid != null;
    let method: Method;
    if (channel === 'consumer') method = rnd.weighted<Method>(hasWallet ? [['wallet', 50], ['card', 35], ['counter', 15]] : [['card', 70], ['counter', 30]]);
    else if (channel === 'backoffice') method = rnd.chance(0.75) ? 'wallet' : 'counter';
    else if (channel === 'kiosk') method = consumer ? 'wallet' : rnd.chance(0.55) ? 'counter' : 'card';
    else if (channel === 'cashier') method = consumer && rnd.chance(0.6) ? 'wallet' : rnd.chance(0.75) ? 'counter' : 'card';
    else method = rnd.chance(0.6) ? 'card' : 'counter';

    // A coupon now and then, within its rules.
    const couponKey = consumer?.uuid ?? deviceId;
    const userOrders = couponKey ? (ordersByUser.get(couponKey) ?? 0) : 0;
    const discountFor = (c: CouponCtx) => (c.row.type === 'flat' ? Math.min(c.row.value, subtotal) : Math.min(Math.floor((subtotal * c.row.value) / 10_000), c.row.maxDiscount ?? Infinity));
    let coupon: CouponCtx | null = null;
    if (couponKey && status !== 'cancelled' && rnd.chance(userOrders === 0 ? 0.6 : 0.2)) {
      const eligible = company.coupons.filter(
        (c) =>
          c.row.validFrom <= createdAt &&
          createdAt <= c.row.validTo &&
          (c.row.storeUuid == null || c.row.storeUuid === store.uuid) &&
          subtotal >= (c.row.minOrder ?? 0) &&
          (c.row.usageLimit == null || c.used < c.row.usageLimit) &&
          (c.row.perUserLimit == null || (c.perKey.get(couponKey) ?? 0) < c.row.perUserLimit) &&
          (c.row.offerType !== 'first_order' || userOrders === 0) &&
          (c.row.offerType !== 'wallet' || method === 'wallet'),
      );
      if (eligible.length) coupon = rnd.pick(eligible);
    }
    let discount = coupon ? discountFor(coupon) : 0;
    const taxOf = (d: number) => Math.round(((subtotal - d) * company.def.taxRateBps) / 10_000);
    let total = subtotal - discount + taxOf(discount);

    // iCash may not go below zero: top up at the front desk first, or pay by card instead.
    if (method === 'wallet' && consumer) {
      const bal = balance.get(consumer.uuid) ?? 0;
      if (bal < total) {
        if (rnd.chance(0.7)) {
          const amount = Math.ceil((total - bal) / 50_000) * 50_000 + rnd.pick([0, 50_000, 100_000]);
          schedule({ userUuid: consumer.uuid, companyUuid: consumer.companyUuid, amount, type: 'credit', reason: 'Top-up at the front desk', createdBy: company.desk, at: at(createdAt, -rnd.int(5, 120) * MINUTE) });
        } else {
          method = 'card';
          if (coupon?.row.offerType === 'wallet') {
            coupon = null;
            discount = 0;
            total = subtotal + taxOf(0);
          }
        }
      }
    }

    const orderUuid = randomUUID();
    let orderId = newOrderId();
    while (orderIds.has(orderId)) orderId = newOrderId();
    orderIds.add(orderId);

    const path = PATHS[status];
    const times = timeline(rnd, createdAt, path, now);
    const finalAt = times[times.length - 1];
    const placedBy = channel === 'cashier' ? store.cashier : channel === 'backoffice' ? company.desk : channel === 'consumer' ? consumer!.uuid : null;
    const offline = (channel === 'cashier' || channel === 'kiosk') && rnd.chance(0.03);

    // Payment state follows the order: prepaid methods are paid at once; the counter when collected
    // (or at once when the cashier takes the order and the cash together).
    let paymentStatus: 'pending' | 'paid' | 'failed' | 'refunded';
    let paidAt: Date | null = null;
    if (status === 'refunded') paymentStatus = 'refunded';
    else if (status === 'cancelled') paymentStatus = method === 'counter' ? 'pending' : method === 'card' && rnd.chance(0.5) ? 'failed' : 'refunded';
    else if (method !== 'counter' || channel === 'cashier') paymentStatus = 'paid';
    else paymentStatus = status === 'completed' ? 'paid' : 'pending';
    if (paymentStatus === 'paid') paidAt = method === 'counter' && channel !== 'cashier' ? finalAt : createdAt;

    const customer = consumer ? { name: consumer.name, mobile: consumer.mobile } : channel === 'guest' || rnd.chance(0.3) ? { name: rnd.pick(GUEST_NAMES), mobile: rnd.chance(0.5) ? `98${rnd.int(10_000_000, 99_999_999)}` : null } : null;
    const order = {
      uuid: orderUuid,
      orderId,
      companyUuid: company.uuid,
      storeUuid: store.uuid,
      userUuid: consumer?.uuid ?? null,
      deviceId,
      customerName: customer?.name ?? null,
      customerMobile: customer?.mobile ?? null,
      channel,
      status,
      subtotal,
      discount,
      tax: taxOf(discount),
      total,
      currency: company.def.currency,
      couponUuid: coupon?.row.uuid ?? null,
      paymentMethod: method,
      paymentStatus,
      note: rnd.chance(0.08) ? rnd.pick(ORDER_NOTES) : null,
      placedOffline: offline,
      offlineTakenAt: offline ? at(createdAt, -rnd.int(2, 40) * MINUTE) : null,
      createdByUuid: placedBy,
      createdAt,
      updatedAt: finalAt,
    };
    plan.orders.push(order);
    for (const { product, quantity, unit, basePrice, options } of items) {
      plan.orderItems.push({
        uuid: randomUUID(),
        orderUuid,
        productUuid: product.uuid,
        name: product.name,
        unitPrice: unit,
        basePrice,
        options,
        quantity,
        lineTotal: unit * quantity,
        note: rnd.chance(0.05) ? rnd.pick(ITEM_NOTES) : null,
      });
    }
    const staff = () => (rnd.chance(0.8) ? store.cashier : store.manager);
    path.forEach((to, i) => {
      let changedBy: string | null = i === 0 ? placedBy : staff();
      let note: string | null = null;
      if (to === 'cancelled') {
        const byCustomer = channel === 'consumer' && rnd.chance(0.5);
        changedBy = byCustomer ? consumer!.uuid : staff();
        note = byCustomer ? 'Cancelled by the customer' : rnd.pick(CANCEL_NOTES);
      } else if (to === 'refunded') {
        changedBy = rnd.chance(0.85) ? store.manager : admin;
        note = rnd.pick(REFUND_NOTES);
      }
      plan.history.push({ uuid: randomUUID(), orderUuid, fromStatus: i === 0 ? null : path[i - 1], toStatus: to, changedByUuid: changedBy, note, createdAt: times[i] });
    });

    const tendered = method === 'counter' && paymentStatus !== 'pending' && paymentStatus !== 'failed' ? rnd.pick([total, Math.ceil(total / 1000) * 1000, Math.ceil(total / 5000) * 5000, Math.ceil(total / 10_000) * 10_000 + 10_000]) : null;
    plan.payments.push({
      uuid: randomUUID(),
      orderUuid,
      method,
      provider: method === 'card' ? 'sandbox' : method === 'wallet' ? 'wallet' : 'counter',
      amount: total,
      status: paymentStatus,
      providerRef: method === 'card' ? `sbx_${randomUUID().replace(/-/g, '').slice(0, 24)}` : null,
      tendered,
      createdAt,
      updatedAt: paymentStatus === 'pending' ? createdAt : paymentStatus === 'paid' ? paidAt! : finalAt,
    });

    if (coupon) {
      coupon.used++;
      coupon.perKey.set(couponKey!, (coupon.perKey.get(couponKey!) ?? 0) + 1);
      plan.redemptions.push({ uuid: randomUUID(), couponUuid: coupon.row.uuid, orderUuid, userUuid: consumer?.uuid ?? null, deviceId: consumer ? null : deviceId, discountAmount: discount, createdAt });
      if (coupon.row.usageLimit != null && coupon.used === coupon.row.usageLimit) {
        plan.notifications.push({ uuid: randomUUID(), audience: 'company', companyUuid: company.uuid, title: `${coupon.row.code} reached its usage limit`, body: `All ${coupon.row.usageLimit} redemptions of ${coupon.row.code} are used up.`, readAt: at(createdAt, 3 * 60 * MINUTE) < now ? at(createdAt, 3 * 60 * MINUTE) : null, createdAt });
      }
    }
    if (couponKey) ordersByUser.set(couponKey, userOrders + 1);

    if (method === 'wallet' && consumer) {
      schedule({ userUuid: consumer.uuid, companyUuid: consumer.companyUuid, amount: -total, type: 'payment', reason: `Payment for order ${orderId}`, orderUuid, createdBy: placedBy, at: createdAt });
      if (paymentStatus === 'refunded') {
        schedule({ userUuid: consumer.uuid, companyUuid: consumer.companyUuid, amount: total, type: 'refund', reason: `Refund for order ${orderId}`, orderUuid, createdBy: status === 'cancelled' ? null : store.manager, at: finalAt });
      }
    }

    if (consumer && status === 'completed') completedConsumerOrders.push({ order, store, items: items.map((i) => i.product), doneAt: finalAt, userUuid: consumer.uuid });

    // Live orders leave a trail of notifications for the store and the customer.
    if (sk.live) {
      if (status === 'placed') plan.notifications.push({ uuid: randomUUID(), audience: 'store', companyUuid: company.uuid, storeUuid: store.uuid, title: `New order ${orderId}`, body: `${items.length} item(s), ${formatMoney(total)}`, orderUuid, createdAt });
      if (consumer && status === 'ready')
        plan.notifications.push({ uuid: randomUUID(), audience: 'user', companyUuid: company.uuid, userUuid: consumer.uuid, title: `Order ${orderId} is ready`, body: `Collect it at ${store.name}.`, orderUuid, createdAt: finalAt });
      if (status === 'cancelled') plan.notifications.push({ uuid: randomUUID(), audience: 'store', companyUuid: company.uuid, storeUuid: store.uuid, title: `Order ${orderId} cancelled`, body: null, orderUuid, createdAt: finalAt });
    }
  }

  // Feedback and reviews from some of the consumers whose orders were completed.
  for (const c of completedConsumerOrders) {
    const when = at(c.doneAt, rnd.int(10, 600) * MINUTE);
    if (when >= now) continue;
    if (rnd.chance(0.3)) {
      const rating = rnd.weighted([
        [5, 45],
        [4, 30],
        [3, 13],
        [2, 7],
        [1, 5],
      ]);
      plan.feedback.push({ uuid: randomUUID(), orderUuid: c.order.uuid, userUuid: c.userUuid, companyUuid: c.order.companyUuid, storeUuid: c.store.uuid, rating, comment: rnd.chance(0.8) ? rnd.pick(FEEDBACK[rating]) : null, createdAt: when });
    }
    if (rnd.chance(0.22)) {
      for (const product of c.items) {
        if (c.items.length > 1 && rnd.chance(0.4)) continue;
        const rating = rnd.weighted([
          [5, 40],
          [4, 33],
          [3, 15],
          [2, 8],
          [1, 4],
        ]);
        plan.reviews.push({ uuid: randomUUID(), productUuid: product.uuid, orderUuid: c.order.uuid, userUuid: c.userUuid, companyUuid: c.order.companyUuid, storeUuid: c.store.uuid, rating, comment: rnd.chance(0.7) ? rnd.pick(REVIEW[rating]) : null, createdAt: at(when, rnd.int(0, 5) * MINUTE) });
      }
    }
  }
  // Some consumers get told about their completed orders.
  for (const c of completedConsumerOrders.filter((o) => now.getTime() - o.doneAt.getTime() < 3 * DAY)) {
    if (!rnd.chance(0.5)) continue;
    plan.notifications.push({
      uuid: randomUUID(),
      audience: 'user',
      companyUuid: c.order.companyUuid,
      userUuid: c.userUuid,
      title: `How was order ${c.order.orderId}?`,
      body: `Rate your meal from ${c.store.name}.`,
      orderUuid: c.order.uuid,
      readAt: rnd.chance(0.5) ? at(c.doneAt, 30 * MINUTE) : null,
      createdAt: at(c.doneAt, MINUTE),
    });
  }
  for (const company of companies) for (const c of company.coupons) c.row.usedCount = c.used;
}

const formatMoney = (minor: number) => `₹${(minor / 100).toFixed(2)}`;

/** Standing credits of every company consumer: a welcome credit, a monthly allowance, Alice's adjustment. */
function walletCredits(now: Date, companies: CompanyCtx[], withAllowances: boolean): WalletEvent[] {
  const events: WalletEvent[] = [];
  for (const company of companies) {
    for (const c of company.consumers) {
      if (!c.active) continue;
      events.push({ userUuid: c.uuid, companyUuid: company.uuid, amount: 50_000, type: 'credit', reason: 'Welcome credit', createdBy: company.desk, at: at(dayStart(now, HISTORY_DAYS), 6 * 60 * MINUTE) });
      if (!withAllowances) continue;
      for (const daysAgo of [45, 15])
        events.push({ userUuid: c.uuid, companyUuid: company.uuid, amount: 100_000, type: 'credit', reason: 'Monthly meal allowance', createdBy: company.owner, at: at(dayStart(now, daysAgo), 6 * 60 * MINUTE + 30 * MINUTE) });
    }
  }
  const alice = companies[0].consumers[0];
  const desk = companies[0].desk;
  // A mistaken double top-up and its reversal, before the cafeteria opens so no order sits between them.
  events.push({ userUuid: alice.uuid, companyUuid: alice.companyUuid, amount: 20_000, type: 'credit', reason: 'Top-up at the front desk', createdBy: desk, at: at(dayStart(now, 40), 6 * 60 * MINUTE) });
  events.push({ userUuid: alice.uuid, companyUuid: alice.companyUuid, amount: -20_000, type: 'debit', reason: 'Reversal: duplicate top-up', createdBy: desk, at: at(dayStart(now, 40), 6 * 60 * MINUTE + 5 * MINUTE) });
  return events;
}

function ledgerRows(events: WalletEvent[], now: Date): Row<typeof s.walletEntries>[] {
  const sorted = events
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.at <= now)
    .sort((a, b) => a.e.at.getTime() - b.e.at.getTime() || a.i - b.i)
    .map(({ e }) => e);
  const balance = new Map<string, number>();
  return sorted.map((e) => {
    const after = (balance.get(e.userUuid) ?? 0) + e.amount;
    if (after < 0) throw new Error(`Demo seed bug: iCash balance of ${e.userUuid} would go below zero`);
    balance.set(e.userUuid, after);
    return { uuid: randomUUID(), userUuid: e.userUuid, companyUuid: e.companyUuid, amount: e.amount, balanceAfter: after, type: e.type, reason: e.reason, orderUuid: e.orderUuid ?? null, createdByUuid: e.createdBy ?? null, createdAt: e.at };
  });
}

function staticNotifications(now: Date, plan: Plan, admin: string, companies: CompanyCtx[], withOrders: boolean) {
  const n = (row: Omit<Row<typeof s.notifications>, 'uuid'> & { createdAt: Date }) => {
    const readAt = now.getTime() - row.createdAt.getTime() > 2 * DAY ? at(row.createdAt, 4 * 60 * MINUTE) : null;
    plan.notifications.push({ uuid: randomUUID(), readAt, ...row });
  };
  n({ audience: 'admin', userUuid: admin, title: 'Globex Canteens joined', body: 'Two stores were set up: Globex East and Globex West.', createdAt: at(dayStart(now, 75), 11 * 60 * MINUTE) });
  n({ audience: 'admin', userUuid: admin, title: 'Weekly platform summary', body: 'Orders, revenue and feedback for last week are ready in Reports.', createdAt: at(dayStart(now, 7), 8 * 60 * MINUTE) });
  n({ audience: 'admin', userUuid: admin, title: 'Weekly platform summary', body: 'Orders, revenue and feedback for last week are ready in Reports.', createdAt: at(dayStart(now, 0), Math.min(8 * 60 * MINUTE, now.getTime() - dayStart(now, 0).getTime())) });
  for (const company of companies) {
    n({ audience: 'company', companyUuid: company.uuid, title: 'DIWALI25 has expired', body: 'The festival offer has ended and can no longer be applied.', createdAt: at(dayStart(now, 49), 0) });
    n({ audience: 'company', companyUuid: company.uuid, title: 'Weekly sales report ready', body: 'See Reports for store-by-store sales.', createdAt: at(dayStart(now, 7), 8 * 60 * MINUTE + 5 * MINUTE) });
    n({ audience: 'company', companyUuid: company.uuid, title: 'NEWYEAR100 is scheduled', body: 'It goes live in about three weeks.', createdAt: at(dayStart(now, 1), 10 * 60 * MINUTE) });
    for (const store of company.stores) {
      for (const p of store.products.filter((x) => x.stock != null && x.stock <= 10))
        n({ audience: 'store', companyUuid: company.uuid, storeUuid: store.uuid, title: `Low stock: ${p.name}`, body: `${p.stock} left at ${store.name}.`, createdAt: at(now, -90 * MINUTE) });
      n({ audience: 'store', companyUuid: company.uuid, storeUuid: store.uuid, title: 'Menu updated', body: 'Seasonal prices are live.', createdAt: at(dayStart(now, 20), 7 * 60 * MINUTE) });
    }
    for (const c of company.consumers.filter((x) => x.active)) {
      n({ audience: 'user', companyUuid: company.uuid, userUuid: c.uuid, title: 'iCash credited', body: `${formatMoney(50_000)} welcome credit added to your wallet.`, createdAt: at(dayStart(now, HISTORY_DAYS), 6 * 60 * MINUTE + MINUTE) });
      if (withOrders)
        n({ audience: 'user', companyUuid: company.uuid, userUuid: c.uuid, title: 'iCash credited', body: `${formatMoney(100_000)} monthly meal allowance added to your wallet.`, createdAt: at(dayStart(now, 15), 6 * 60 * MINUTE + 31 * MINUTE) });
    }
  }
}

export function planDemo(now: Date, random: () => number, passwordHash: string, opts: { orders: boolean; images: boolean }): Plan {
  const rnd = new Rng(random);
  const { plan, admin, companies, publicConsumers } = buildWorld(rnd, now, passwordHash, opts.images);
  const wallet = walletCredits(now, companies, opts.orders);
  if (opts.orders) buildOrders(rnd, now, plan, admin, companies, publicConsumers, wallet);
  plan.wallet = ledgerRows(wallet, now);
  staticNotifications(now, plan, admin, companies, opts.orders);
  for (const company of companies) plan.coupons.push(...company.coupons.map((c) => c.row));
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Multi-row inserts kept well under PostgreSQL's 65535 bind parameters. */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: Row<T>[]) {
  if (!rows.length) return;
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(50, Math.min(1000, Math.floor(20_000 / columns)));
  for (let i = 0; i < rows.length; i += size) await tx.insert(table).values(rows.slice(i, i + size) as never);
}

async function writePlan(tx: Tx, plan: Plan) {
  // Foreign keys decide the order.
  await insertAll(tx, s.companies, plan.companies);
  await insertAll(tx, s.stores, plan.stores);
  await insertAll(tx, s.users, plan.users);
  await insertAll(tx, s.categories, plan.categories);
  await insertAll(tx, s.products, plan.products);
  await insertAll(tx, s.optionGroups, plan.optionGroups);
  await insertAll(tx, s.options, plan.options);
  await insertAll(tx, s.productOptionGroups, plan.productOptionGroups);
  await insertAll(tx, s.comboSlots, plan.comboSlots);
  await insertAll(tx, s.comboSlotItems, plan.comboSlotItems);
  await insertAll(tx, s.coupons, plan.coupons);
  await insertAll(tx, s.banners, plan.banners);
  await insertAll(tx, s.orders, plan.orders);
  await insertAll(tx, s.orderItems, plan.orderItems);
  await insertAll(tx, s.orderStatusHistory, plan.history);
  await insertAll(tx, s.payments, plan.payments);
  await insertAll(tx, s.couponRedemptions, plan.redemptions);
  // In time order, so that seq (a serial) rises with created_at.
  await insertAll(tx, s.walletEntries, plan.wallet);
  await insertAll(tx, s.feedback, plan.feedback);
  await insertAll(tx, s.productReviews, plan.reviews);
  await insertAll(tx, s.notifications, plan.notifications);
}

const summaryOf = (plan: Plan): SeedSummary => ({
  companies: plan.companies.length,
  stores: plan.stores.length,
  users: plan.users.length,
  categories: plan.categories.length,
  products: plan.products.length,
  coupons: plan.coupons.length,
  banners: plan.banners.length,
  orders: plan.orders.length,
});

async function isEmpty(db: Db | Tx): Promise<boolean> {
  const res = await db.execute<{ used: boolean }>(sql`select (exists (select 1 from ${s.companies}) or exists (select 1 from ${s.users})) as used`);
  return !res.rows[0].used;
}

async function run(db: Db, opts: SeedOptions, onlyIfEmpty: boolean): Promise<SeedSummary | null> {
  const now = opts.now ?? new Date();
  const random = opts.random ?? mulberry32(DEFAULT_SEED);
  const withOrders = opts.orders ?? true;
  // One argon2 hash for every demo account: hashing is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const plan = planDemo(now, random, passwordHash, { orders: withOrders, images: Boolean(opts.uploadsDir) });
  if (opts.uploadsDir && plan.images.length) {
    try {
      const r = await writeDemoImages(opts.uploadsDir, plan.images);
      opts.log?.info({ written: r.written, reused: r.reused, ms: r.ms }, 'Demo pictures ready');
    } catch (err) {
      // Pictures are decoration: the data is seeded without them rather than not at all.
      opts.log?.warn({ err }, 'Could not draw the demo pictures; seeding without them');
      for (const r of plan.companies) r.logo = null;
      for (const r of [...plan.categories, ...plan.products]) r.image = null;
    }
  }
  return db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(7419320551)`);
    if (onlyIfEmpty && !(await isEmpty(tx))) return null;
    await writePlan(tx, plan);
    return summaryOf(plan);
  });
}

/** Seeds the demo data into an empty database (it fails on unique keys otherwise). */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  const summary = await run(db, opts, false);
  return summary!;
}

/** Seeds only when there are no companies and no users; returns whether it did. */
export async function seedIfEmpty(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'warn'>, opts: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) {
    log.info('Database already has data; demo seed skipped');
    return false;
  }
  const started = performance.now();
  const summary = await run(db, { log, ...opts }, true);
  if (!summary) {
    log.info('Another process seeded the database first; demo seed skipped');
    return false;
  }
  log.info({ ...summary, ms: Math.round(performance.now() - started) }, `Demo data seeded: log in as admin@example.com with password ${DEMO_PASSWORD}`);
  return true;
}
