// A line's product as checkLine (contracts/menu.ts) reads it, built from a product row and the menu
// extras loadMenuExtras read, and the two ways the cart and checkout bend it: an order taken offline
// is not refused for a choice sold out since the device showed it (the guest has the food), and a
// cart line whose choices no longer check is still shown with its price and choices.
import { checkLine, type Allergen, type ComboChoice, type LineCheck, type LineProduct, type ProductMenuExtras } from '../../contracts/menu';
import { EMPTY_EXTRAS } from '../products/menu-extras';

export type CheckedProduct = LineProduct & { allergens: Allergen[]; may_contain: Allergen[] };
export type LineOk = Extract<LineCheck, { ok: true }>;

export function lineProduct(row: { name: string; price: number }, extras: ProductMenuExtras | undefined): CheckedProduct {
  const e = extras ?? EMPTY_EXTRAS;
  return {
    name: row.name,
    price: row.price,
    option_groups: e.option_groups,
    combo_slots: e.combo_slots,
    is_combo: e.is_combo,
    allergens: e.allergens,
    may_contain: e.may_contain,
  };
}

/** The product with every option and combo choice counted as available (offline orders, a cart line's price). */
export function everyChoiceAvailable(p: CheckedProduct): CheckedProduct {
  return {
    ...p,
    option_groups: p.option_groups.map((g) => ({ ...g, options: g.options.map((o) => ({ ...o, available: true })) })),
    combo_slots: p.combo_slots.map((s) => ({ ...s, items: s.items.map((i) => ({ ...i, available: true })) })),
  };
}

/** The line with no choices at the product's own price: what a cart line shows when nothing else checks. */
export function plainLine(p: CheckedProduct): LineOk {
  return { ok: true, unit_price: p.price, base_price: p.price, options: [], combo: [], allergens: [...p.allergens], may_contain: [...p.may_contain] };
}

/**
 * A kept line (a cart's) checked again: `problem` is null when it still checks. Otherwise the line
 * is described as it was chosen, sold-out choices included and choices gone from the menu left out,
 * so the cart can still show it (greyed, with the problem) at a sensible price.
 */
export function recheckLine(
  p: CheckedProduct,
  chosen: { options: readonly string[]; combo: readonly ComboChoice[] },
): { line: LineOk; problem: string | null } {
  const check = checkLine(p, chosen);
  if (check.ok) return { line: check, problem: null };
  const known = new Set(p.option_groups.flatMap((g) => g.options.map((o) => o.uuid)));
  const slots = new Map(p.combo_slots.map((s) => [s.uuid, new Set(s.items.map((i) => i.product_uuid))]));
  const relaxed = checkLine(everyChoiceAvailable(p), {
    options: chosen.options.filter((u) => known.has(u)),
    combo: chosen.combo.filter((c) => slots.get(c.slot_uuid)?.has(c.product_uuid)),
  });
  return { line: relaxed.ok ? relaxed : plainLine(p), problem: check.problem.message };
}
