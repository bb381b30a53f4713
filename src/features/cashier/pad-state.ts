// The modifier pad's rules, pure so they are unit-tested without a browser: which choices a product
// starts with, what one tap on an option or a combo choice does, the order the groups are shown in,
// and the ticket line a finished pad makes. The price and the final word on validity come from
// checkLine (server/contracts/menu.ts), the rule the server applies at checkout.
import type { OrderableProduct } from '../../../server/contracts/catalogue';
import type { ComboChoice, MenuComboSlot, MenuOptionGroup, ProductMenuExtras } from '../../../server/contracts/menu';
import { checkLine, defaultOptions, type LineCheck, type LineProduct } from '../../../server/contracts/constants/menu';
import type { TillLine } from './till-math';

/** A product of the till's menu: the order list carries the menu extras; a menu cached before them may not. */
export type TillProduct = Omit<OrderableProduct, keyof ProductMenuExtras> & Partial<ProductMenuExtras>;

export interface PadChoices {
  options: string[];
  combo: ComboChoice[];
}

/** The product as checkLine reads it, with absent extras read as none. */
export function lineProduct(p: TillProduct): LineProduct & Pick<ProductMenuExtras, 'allergens' | 'may_contain'> {
  return {
    name: p.name,
    price: p.price,
    option_groups: p.option_groups ?? [],
    combo_slots: p.combo_slots ?? [],
    is_combo: Boolean(p.is_combo),
    allergens: p.allergens ?? [],
    may_contain: p.may_contain ?? [],
  };
}

/** A product with choices to make opens the pad; a plain one is added with one tap. */
export const needsPad = (p: TillProduct): boolean => (p.option_groups?.length ?? 0) > 0 || (Boolean(p.is_combo) && (p.combo_slots?.length ?? 0) > 0);

const isRequired = (g: Pick<MenuOptionGroup, 'min_select' | 'kind'>) => g.kind === 'size' || g.min_select > 0;

/** Required groups first (sizes first of all), each set in the menu's order. */
export function padGroups(p: TillProduct): MenuOptionGroup[] {
  const groups = p.option_groups ?? [];
  const rank = (g: MenuOptionGroup) => (g.kind === 'size' ? 0 : isRequired(g) ? 1 : 2);
  return groups.map((g, i) => ({ g, i })).sort((a, b) => rank(a.g) - rank(b.g) || a.i - b.i).map((x) => x.g);
}

/** Slots that must be filled first, then the optional ones, each set in the menu's order. */
export function padSlots(p: TillProduct): MenuComboSlot[] {
  const slots = p.combo_slots ?? [];
  return slots.map((s, i) => ({ s, i })).sort((a, b) => Number(b.s.min_select > 0) - Number(a.s.min_select > 0) || a.i - b.i).map((x) => x.s);
}

/** What a new line starts with: the defaults, and a required slot with a single choice already filled. */
export function initialChoices(p: TillProduct): PadChoices {
  const combo: ComboChoice[] = [];
  for (const slot of p.combo_slots ?? []) {
    const open = slot.items.filter((i) => i.available);
    if (slot.min_select >= 1 && slot.items.length === 1 && open.length === 1) combo.push({ slot_uuid: slot.uuid, product_uuid: open[0].product_uuid });
  }
  return { options: defaultOptions(lineProduct(p)), combo };
}

/** The choices of a line on the ticket, for editing it. */
export function choicesOf(p: TillProduct, line: TillLine): PadChoices {
  return {
    options: line.options ? line.options.map((o) => o.option_uuid) : defaultOptions(lineProduct(p)),
    combo: (line.combo ?? []).map((c) => ({ slot_uuid: c.slot_uuid, product_uuid: c.product_uuid })),
  };
}

/**
 * One tap on an option. One-choice groups: the tapped option replaces the group's choice; tapping the
 * chosen one again clears it only where the group may be left empty. Multiple-choice groups: a tap
 * adds or removes; past the group's maximum a tap does nothing (the pad shows the rest as full).
 */
export function tapOption(p: TillProduct, options: readonly string[], groupUuid: string, optionUuid: string): string[] {
  const group = (p.option_groups ?? []).find((g) => g.uuid === groupUuid);
  const option = group?.options.find((o) => o.uuid === optionUuid);
  if (!group || !option) return [...options];
  const inGroup = new Set(group.options.map((o) => o.uuid));
  const chosen = options.includes(optionUuid);
  if (chosen) {
    if (group.max_select === 1 && isRequired(group)) return [...options];
    return options.filter((u) => u !== optionUuid);
  }
  if (!option.available) return [...options];
  if (group.max_select === 1) return [...options.filter((u) => !inGroup.has(u)), optionUuid];
  if (options.filter((u) => inGroup.has(u)).length >= group.max_select) return [...options];
  return [...options, optionUuid];
}

/** One tap on a combo choice, with the same rules per slot as tapOption per group. */
export function tapComboItem(p: TillProduct, combo: readonly ComboChoice[], slotUuid: string, productUuid: string): ComboChoice[] {
  const slot = (p.combo_slots ?? []).find((s) => s.uuid === slotUuid);
  const item = slot?.items.find((i) => i.product_uuid === productUuid);
  if (!slot || !item) return [...combo];
  const chosen = combo.some((c) => c.slot_uuid === slotUuid && c.product_uuid === productUuid);
  if (chosen) {
    if (slot.max_select === 1 && slot.min_select > 0) return [...combo];
    return combo.filter((c) => !(c.slot_uuid === slotUuid && c.product_uuid === productUuid));
  }
  if (!item.available) return [...combo];
  if (slot.max_select === 1) return [...combo.filter((c) => c.slot_uuid !== slotUuid), { slot_uuid: slotUuid, product_uuid: productUuid }];
  if (combo.filter((c) => c.slot_uuid === slotUuid).length >= slot.max_select) return [...combo];
  return [...combo, { slot_uuid: slotUuid, product_uuid: productUuid }];
}

/** Groups and slots still short of their minimum, by uuid (the pad marks them). */
export function unmet(p: TillProduct, choices: PadChoices): Set<string> {
  const out = new Set<string>();
  for (const g of p.option_groups ?? []) if (g.options.filter((o) => choices.options.includes(o.uuid)).length < g.min_select) out.add(g.uuid);
  for (const s of p.combo_slots ?? []) if (choices.combo.filter((c) => c.slot_uuid === s.uuid).length < s.min_select) out.add(s.uuid);
  return out;
}

export const checkPad = (p: TillProduct, choices: PadChoices): LineCheck => checkLine(lineProduct(p), { options: choices.options, combo: choices.combo });

/** The ticket line of a product: plain (one tap) or with the pad's checked choices. */
export function padLine(p: TillProduct, check: LineCheck | null, quantity: number, note: string): TillLine {
  const base = { product_uuid: p.uuid, name: p.name, quantity, note, product_price: p.price };
  if (!check?.ok) return { ...base, unit_price: p.price };
  return {
    ...base,
    unit_price: check.unit_price,
    options: (p.option_groups?.length ?? 0) > 0 ? check.options : null,
    combo: check.combo.length ? check.combo : undefined,
  };
}
