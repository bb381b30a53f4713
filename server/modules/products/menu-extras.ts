// The rich part of a product as menus and order screens carry it (contracts/menu.ts
// ProductMenuExtras): allergens and dietary marks, its active option groups with their options and
// whether each is available today, a combo's slots with their products, and the combos that offer
// it. Read for a whole list at once, in a fixed number of queries whatever its length, so the menu,
// the order screens, the cart and checkout (inside its transaction, on the rows it prices) all see
// the same shape that `checkLine` checks.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { comboSlotItems, comboSlots, optionGroups, options, productOptionGroups, products } from '../../db/schema';
import type { Allergen, DietaryMark, OptionGroupKind, ProductMenuExtras } from '../../contracts/menu';
import { orderableProduct } from '../categories/service';

export const EMPTY_EXTRAS: ProductMenuExtras = {
  allergens: [], may_contain: [], dietary: [], spicy_level: 0, kcal: null, is_combo: false, option_groups: [], combo_slots: [], in_combos: [],
};

/**
 * The group (or slot) a row belongs to: rows come ordered by it, so it is the list's last entry,
 * or, when the row starts the next one, a new entry made and added.
 */
function currentRun<T extends { uuid: string }>(list: T[], uuid: string, make: () => T): T {
  const last = list[list.length - 1];
  if (last?.uuid === uuid) return last;
  const next = make();
  list.push(next);
  return next;
}

/** What an option and a combo slot's product both tell a picker: orderable today, and its allergens. */
const choiceFacts = (r: { available: unknown; allergens: string[]; mayContain: string[] }) => ({
  available: Boolean(r.available),
  allergens: r.allergens as Allergen[],
  may_contain: r.mayContain as Allergen[],
});

export async function loadMenuExtras(db: DbOrTx, productUuids: readonly string[]): Promise<Map<string, ProductMenuExtras>> {
  const out = new Map<string, ProductMenuExtras>();
  const ids = [...new Set(productUuids)];
  if (ids.length === 0) return out;

  const base = await db
  .select({
    uuid: products.uuid,
    allergens: products.allergens,
    mayContain: products.mayContain,
    dietary: products.dietary,
    spicyLevel: products.spicyLevel,
    kcal: products.kcal,
    isCombo: products.isCombo,
  })
  .from(products)
  .where(inArray(products.uuid, ids));
  for (const p of base) {
    out.set(p.uuid, {
      allergens: p.allergens as Allergen[],
      may_contain: p.mayContain as Allergen[],
      dietary: p.dietary as DietaryMark[],
      spicy_level: p.spicyLevel,
      kcal: p.kcal,
      is_combo: p.isCombo,
      option_groups: [],
      combo_slots: [],
      in_combos: [],
    });
  }

  // One after the other: inside a transaction the queries share one connection.
  const groupRows = await db
    .select({
      productUuid: productOptionGroups.productUuid,
      groupUuid: optionGroups.uuid,
      name: optionGroups.name,
      translations: optionGroups.translations,
      kind: optionGroups.kind,
      minSelect: optionGroups.minSelect,
      maxSelect: optionGroups.maxSelect,
      optionUuid: options.uuid,
      optionName: options.name,
      optionTranslations: options.translations,
      price: options.price,
      isDefault: options.isDefault,
      available: options.isAvailable,
      allergens: options.allergens,
      mayContain: options.mayContain,
    })
    .from(productOptionGroups)
    .innerJoin(optionGroups, and(eq(optionGroups.uuid, productOptionGroups.groupUuid), eq(optionGroups.status, 'active')))
    .innerJoin(options, and(eq(options.groupUuid, optionGroups.uuid), eq(options.status, 'active')))
    .where(inArray(productOptionGroups.productUuid, ids))
    .orderBy(
      asc(productOptionGroups.productUuid),
      asc(productOptionGroups.sortOrder),
      asc(optionGroups.sortOrder),
      asc(optionGroups.uuid),
      asc(options.sortOrder),
      asc(options.name),
    );
  const slotRows = await db
    .select({
      comboUuid: comboSlots.comboUuid,
      slotUuid: comboSlots.uuid,
      name: comboSlots.name,
      minSelect: comboSlots.minSelect,
      maxSelect: comboSlots.maxSelect,
      productUuid: products.uuid,
      productName: products.name,
      image: products.image,
      upcharge: comboSlotItems.upcharge,
      available: sql<boolean>`${orderableProduct()}`,
      allergens: products.allergens,
      mayContain: products.mayContain,
    })
    .from(comboSlots)
    .innerJoin(comboSlotItems, eq(comboSlotItems.slotUuid, comboSlots.uuid))
    .innerJoin(products, eq(products.uuid, comboSlotItems.productUuid))
    .where(inArray(comboSlots.comboUuid, ids))
    .orderBy(asc(comboSlots.comboUuid), asc(comboSlots.sortOrder), asc(comboSlots.uuid), asc(comboSlotItems.sortOrder), asc(products.name));
  const inCombos = await db
    .selectDistinct({ productUuid: comboSlotItems.productUuid, comboUuid: comboSlots.comboUuid })
    .from(comboSlotItems)
    .innerJoin(comboSlots, eq(comboSlots.uuid, comboSlotItems.slotUuid))
    .innerJoin(products, eq(products.uuid, comboSlots.comboUuid))
    .where(and(inArray(comboSlotItems.productUuid, ids), eq(products.isCombo, true), orderableProduct()));

  for (const r of groupRows) {
    const extras = out.get(r.productUuid);
    if (!extras) continue;
    const group = currentRun(extras.option_groups, r.groupUuid, () => ({
      uuid: r.groupUuid,
      name: r.name,
      translations: r.translations,
      kind: r.kind as OptionGroupKind,
      min_select: r.minSelect,
      max_select: r.maxSelect,
      required: r.minSelect > 0,
      options: [],
    }));
    const option = { uuid: r.optionUuid, name: r.optionName, translations: r.optionTranslations, price: r.price, is_default: r.isDefault };
    group.options.push({ ...option, ...choiceFacts(r) });
  }
  for (const r of slotRows) {
    const extras = out.get(r.comboUuid);
    if (!extras) continue;
    const slot = currentRun(extras.combo_slots, r.slotUuid, () => ({
      uuid: r.slotUuid, name: r.name, min_select: r.minSelect, max_select: r.maxSelect, items: [],
    }));
    slot.items.push({ product_uuid: r.productUuid, name: r.productName, image: r.image, upcharge: r.upcharge, ...choiceFacts(r) });
  }
  for (const r of inCombos) out.get(r.productUuid)?.in_combos.push(r.comboUuid);
  return out;
}
