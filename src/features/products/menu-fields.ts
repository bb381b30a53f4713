// The product editor's rich menu fields as the form holds them (texts as typed): allergens,
// dietary marks, spicy level, kcal, the option groups it offers in order, and a combo's slots with
// their products and upcharges; and the part of the product body they become.
import type { Product } from '../../../server/contracts/catalogue';
import { MAX_COMBO_SLOTS, MAX_GROUPS_PER_PRODUCT, MAX_SLOT_ITEMS, type Allergen, type DietaryMark } from '../../../server/contracts/menu';
import { toMajorText, toMinorUnits } from '../../lib/money';

export interface SlotItemDraft {
  product_uuid: string;
  name: string;
  upcharge: string;
}

export interface SlotDraft {
  key: string;
  name: string;
  min: string;
  max: string;
  items: SlotItemDraft[];
}

export interface MenuDraft {
  allergens: Allergen[];
  may_contain: Allergen[];
  dietary: DietaryMark[];
  spicy_level: number;
  kcal: string;
  groupUuids: string[];
  isCombo: boolean;
  slots: SlotDraft[];
}

let counter = 0;
const newKey = () => `slot-${(counter += 1)}`;

export const emptySlot = (): SlotDraft => ({ key: newKey(), name: '', min: '1', max: '1', items: [] });

export function menuDraftOf(product: Product | null): MenuDraft {
  return {
    allergens: [...(product?.allergens ?? [])],
    may_contain: [...(product?.may_contain ?? [])],
    dietary: [...(product?.dietary ?? [])],
    spicy_level: product?.spicy_level ?? 0,
    kcal: product?.kcal === null || product?.kcal === undefined ? '' : String(product.kcal),
    groupUuids: [...(product?.option_group_uuids ?? [])],
    isCombo: product?.is_combo ?? false,
    slots: (product?.combo_slots ?? []).map((s) => ({
      key: s.uuid,
      name: s.name,
      min: String(s.min_select),
      max: String(s.max_select),
      items: s.items.map((i) => ({ product_uuid: i.product_uuid, name: i.name, upcharge: toMajorText(i.upcharge) })),
    })),
  };
}

const intOr = (text: string, fallback: number) => (text.trim() === '' ? fallback : /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** An amount as typed -> minor units; empty is 0, anything else not an amount is NaN (the schema refuses it). */
export const upchargeOf = (text: string): number => (text.trim() === '' ? 0 : (toMinorUnits(text) ?? NaN));

/** The menu fields of the product body. A product that is not a combo sends no slots. */
export function menuBody(d: MenuDraft) {
  return {
    allergens: d.allergens,
    may_contain: d.may_contain.filter((a) => !d.allergens.includes(a)),
    dietary: d.dietary,
    spicy_level: d.spicy_level,
    kcal: d.kcal.trim() === '' ? null : intOr(d.kcal, 0),
    option_group_uuids: d.groupUuids,
    is_combo: d.isCombo,
    ...(d.isCombo
      ? {
          combo_slots: d.slots.map((s) => ({
            name: s.name,
            min_select: intOr(s.min, 1),
            max_select: intOr(s.max, 1),
            items: s.items.map((i) => ({ product_uuid: i.product_uuid, upcharge: upchargeOf(i.upcharge) })),
          })),
        }
      : {}),
  };
}

/** Moves an entry of a list one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const j = index + by;
  if (index < 0 || j < 0 || j >= list.length) return [...list];
  const out = [...list];
  [out[index], out[j]] = [out[j], out[index]];
  return out;
}

export const canAddGroup = (d: MenuDraft) => d.groupUuids.length < MAX_GROUPS_PER_PRODUCT;
export const canAddSlot = (d: MenuDraft) => d.slots.length < MAX_COMBO_SLOTS;
export const canAddSlotItem = (s: SlotDraft) => s.items.length < MAX_SLOT_ITEMS;
