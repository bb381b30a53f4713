// A store's menu: categories, products with their food information, option groups and combos.
import { randomUUID } from 'node:crypto';
import type { DemoImageSpec } from '../demo-images';
import { CATEGORIES, COMBOS, type CategoryKey, type Dish, ESPRESSO, OPTION_GROUPS } from './catalogue-data';
import type { StoreDef } from './companies-data';
import type { GroupCtx, Plan, ProductCtx, StoreCtx } from './plan';
import { type Rng, slugify } from './random';
import { categoryTranslations, dishTranslations, optionGroupTranslations, optionTranslations } from './translations';

/** The store's price of a dish: the base scaled by the store's factor, in steps of 5.00, at least 10.00. */
export const storePrice = (base: number, def: StoreDef) => Math.max(1000, Math.round((base * def.priceFactor) / 500) * 500);

export function buildMenu(rnd: Rng, plan: Plan, store: StoreCtx, def: StoreDef, created: Date, image: (spec: DemoImageSpec) => string | null) {
  const tracked = new Set<string>();
  const unavailable = new Set<string>();
  const categoryOf = new Map<CategoryKey, string>();
  const addProduct = (
    categoryUuid: string,
    key: CategoryKey,
    { name, price: base, type, description, contains, mayContain, dietary, spicy, kcal }: Dish,
    sortOrder: number,
    extra: { available?: boolean; stock?: number | null; price?: number; isCombo?: boolean } = {},
  ) => {
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
      translations: dishTranslations(name),
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
      translations: categoryTranslations(cat.name),
      image: image({ file: `category-${cat.key}.png`, kind: 'category', title: cat.name, theme: cat.key }),
      sortOrder: ci + 1,
      createdAt: created,
      updatedAt: created,
    });
    // Each store leaves a few dishes out so that menus differ, keeping at least 6 per category.
    const keep = Math.max(6, Math.round(cat.dishes.length * 0.8 + rnd.next()));
    const chosen = new Set(rnd.shuffle(cat.dishes.map((_, i) => i)).slice(0, keep));
    cat.dishes.forEach((dish, i) => {
      if (!chosen.has(i)) return;
      const { name } = dish;
      let stock: number | null = null;
      let available = true;
      if ((cat.key === 'desserts' || cat.key === 'snacks') && tracked.size < 4 && rnd.chance(0.35)) {
        stock = rnd.int(5, 20);
        tracked.add(name);
      } else if ((cat.key === 'mains' || cat.key === 'salads') && unavailable.size < 2 && rnd.chance(0.2)) {
        available = false;
        unavailable.add(name);
      }
      store.products.push(addProduct(categoryUuid, cat.key, dish, i + 1, { available, stock }));
    });
  });
  // Past the random pick, so that the rest of the demo keeps its shape: every store serves these.
  ESPRESSO.forEach((dish, i) => store.products.push(addProduct(categoryOf.get('beverages')!, 'beverages', dish, 20 + i)));
  buildOptions(plan, store, def, created);
  COMBOS.forEach((combo, i) => {
    const offered = (name: string, upcharge: number) => store.products.filter((p) => p.name === name).map((p) => ({ product: p, upcharge }));
    const slots = combo.slots.map((slot) => ({ ...slot, items: slot.items.flatMap(({ name, upcharge }) => offered(name, upcharge)) }));
    for (const slot of slots) {
      if (slot.items.length < Math.max(1, slot.min)) throw new Error(`Demo seed bug: ${combo.name} at ${store.name} has nothing to offer for ${slot.name}`);
    }
    // Combos come last in their category, and are not in store.products: seeded orders stay plain of them.
    const row = addProduct(categoryOf.get(combo.category)!, combo.category, combo, 90 + i, { isCombo: true });
    slots.forEach((slot, si) => {
      const slotUuid = randomUUID();
      plan.comboSlots.push({ uuid: slotUuid, comboUuid: row.uuid, name: slot.name, minSelect: slot.min, maxSelect: slot.max, sortOrder: si });
      slot.items.forEach(({ product, upcharge }, ii) => plan.comboSlotItems.push({ slotUuid, productUuid: product.uuid, upcharge, sortOrder: ii }));
    });
  });
}

/** The store's option groups, each linked to the dishes of OPTION_GROUPS the store serves. */
export function buildOptions(plan: Plan, store: StoreCtx, def: StoreDef, created: Date) {
  OPTION_GROUPS.forEach((g, gi) => {
    const offered = g.products.flatMap((name) => store.products.filter((p) => p.name === name));
    if (!offered.length) return;
    const groupUuid = randomUUID();
    plan.optionGroups.push({
      uuid: groupUuid,
      companyUuid: store.companyUuid,
      storeUuid: store.uuid,
      name: g.name,
      translations: optionGroupTranslations(g.name),
      kind: g.kind,
      minSelect: g.min,
      maxSelect: g.max,
      sortOrder: gi + 1,
      createdAt: created,
      updatedAt: created,
    });
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
        translations: optionTranslations(o.name),
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
