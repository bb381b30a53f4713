// What every store sells: categories with their dishes (allergens and dietary marks per dish), the
// option groups of drinks and mains, and the combos.
import type { DemoTheme } from '../demo-images';
import type { ALLERGENS, DIETARY_MARKS } from '../../contracts/menu';

export type ProductType = 'veg' | 'non_veg' | 'vegan' | 'beverage';
export type CategoryKey = DemoTheme;
export type Item = readonly [name: string, price: number, type: ProductType, description: string];

export const CATEGORIES: readonly { key: CategoryKey; name: string; description: string; items: readonly Item[] }[] = [
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

export type Allergen = (typeof ALLERGENS)[number];
export type Dietary = (typeof DIETARY_MARKS)[number];
/** What a dish contains, may contain (traces), its dietary marks, spicy level (0-3) and kcal. */
export type DishInfo = readonly [
  contains: readonly Allergen[],
  mayContain: readonly Allergen[],
  dietary: readonly Dietary[],
  spicy: number,
  kcal: number | null,
];
export const VEGAN: readonly Dietary[] = ['vegetarian', 'vegan'];
export const VEGAN_GF: readonly Dietary[] = ['vegetarian', 'vegan', 'gluten_free'];
export const VEG_GF: readonly Dietary[] = ['vegetarian', 'gluten_free'];

// Drinks that take the Milk group carry milk through their Dairy option, not as the dish's own
// allergen: a guest avoiding milk can still have them with soy milk (and they are not marked
// gluten-free, since oat milk brings gluten).
export const DISHES: Record<string, DishInfo> = {
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

export function dishInfo(name: string): DishInfo {
  const info = DISHES[name];
  if (!info) throw new Error(`Demo seed bug: no allergens or dietary marks for ${name}`);
  return info;
}

/** Espresso drinks added to every store's Beverages, after the random pick (they use no randomness). */
export const ESPRESSO: readonly Item[] = [
  ['Latte', 12000, 'beverage', 'Espresso with steamed milk and a thin layer of foam.'],
  ['Mocha', 12000, 'beverage', 'Espresso, dark cocoa and steamed milk.'],
];

export type GroupKind = 'size' | 'single' | 'multiple';
export interface OptionDef {
  name: string;
  /** Size: the price as a share of the product's (1 = the product's price). Others: a delta in minor units. */
  price: number;
  isDefault?: boolean;
  allergens?: Allergen[];
  mayContain?: Allergen[];
}
export interface GroupDef {
  key: string;
  name: string;
  kind: GroupKind;
  min: number;
  max: number;
  options: OptionDef[];
  /** The dishes offering it, in the order their groups are shown. */
  products: string[];
}

export const MAINS_WITH_ADDONS = [
  'Veg Thali',
  'Chicken Biryani',
  'Paneer Butter Masala with Roti',
  'Dal Makhani & Jeera Rice',
  'Rajma Chawal',
  'Chole Bhature',
  'Fish Curry Rice',
  'Grilled Chicken Wrap',
  'Egg Curry Rice',
];
export const OPTION_GROUPS: readonly GroupDef[] = [
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

export interface SlotDef {
  name: string;
  min: number;
  max: number;
  /** Dishes offered, with their upcharge; a dish the store does not serve is left out. */
  items: readonly (readonly [string, number])[];
}
export interface ComboDef {
  name: string;
  category: CategoryKey;
  price: number;
  type: ProductType;
  description: string;
  slots: SlotDef[];
}
export const COLD_DRINKS: SlotDef = {
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
export const COMBOS: readonly ComboDef[] = [
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
