// The option group being edited, as the form holds it (texts as typed), the rules its kind imposes
// on the minimum and maximum, and the body it becomes. The server checks the same rules with the
// shared contract (optionGroupBodySchema); these keep the form from offering what it would refuse.
import { MAX_OPTIONS_PER_GROUP, type Allergen, type OptionGroup, type OptionGroupKind } from '../../../server/contracts/menu';
import { toMajorText, toMinorUnits } from '../../lib/money';

export interface OptionRow {
  /** A stable key for React (the uuid of an existing option, else a made-up one). */
  key: string;
  uuid?: string;
  name: string;
  /** Unsigned amount as typed ("0.50"); the sign is `negative`. */
  price: string;
  /** Only for a delta (not a size): the option takes money off. */
  negative: boolean;
  is_default: boolean;
  is_available: boolean;
  allergens: Allergen[];
  may_contain: Allergen[];
}

export interface GroupDraft {
  name: string;
  kind: OptionGroupKind;
  /** Texts as typed, named as the body's fields so that its errors land on them. */
  min_select: string;
  max_select: string;
  sort_order: string;
  active: boolean;
  options: OptionRow[];
}

let counter = 0;
const newKey = () => `new-${(counter += 1)}`;

export const emptyOption = (): OptionRow => ({
  key: newKey(),
  name: '',
  price: '0.00',
  negative: false,
  is_default: false,
  is_available: true,
  allergens: [],
  may_contain: [],
});

export function draftOf(group: OptionGroup | null): GroupDraft {
  if (!group) return { name: '', kind: 'single', min_select: '0', max_select: '1', sort_order: '0', active: true, options: [emptyOption(), emptyOption()] };
  return {
    name: group.name,
    kind: group.kind,
    min_select: String(group.min_select),
    max_select: String(group.max_select),
    sort_order: String(group.sort_order),
    active: group.status === 'active',
    options: group.options.map((o) => ({
      key: o.uuid,
      uuid: o.uuid,
      name: o.name,
      price: toMajorText(Math.abs(o.price)),
      negative: o.price < 0,
      is_default: o.is_default,
      is_available: o.is_available,
      allergens: [...o.allergens],
      may_contain: [...o.may_contain],
    })),
  };
}

/**
 * A kind change keeps the draft within what the kind allows: a size is one required choice (1/1)
 * whose prices cannot be negative; a single choice allows at most one (max 1, min 0 or 1).
 */
export function withKind(d: GroupDraft, kind: OptionGroupKind): GroupDraft {
  if (kind === 'size') return { ...d, kind, min_select: '1', max_select: '1', options: keepOneDefault(d.options.map((o) => ({ ...o, negative: false }))) };
  if (kind === 'single') return { ...d, kind, min_select: Number(d.min_select) >= 1 ? '1' : '0', max_select: '1', options: keepOneDefault(d.options) };
  return { ...d, kind };
}

/** In a group that allows one choice, ticking a default unticks the others. */
function keepOneDefault(list: OptionRow[]): OptionRow[] {
  let seen = false;
  return list.map((o) => {
    if (!o.is_default) return o;
    if (seen) return { ...o, is_default: false };
    seen = true;
    return o;
  });
}

export function setDefault(d: GroupDraft, key: string, value: boolean): GroupDraft {
  const one = d.kind !== 'multiple' || Number(d.max_select) === 1;
  return { ...d, options: d.options.map((o) => (o.key === key ? { ...o, is_default: value } : one && value ? { ...o, is_default: false } : o)) };
}

/** Whether the minimum and maximum are fixed by the kind (size: both; single: the maximum). */
export const fixedBounds = (kind: OptionGroupKind) => ({ min: kind === 'size', max: kind !== 'multiple' });

/** Moves a row one place up (-1) or down (+1). */
export function moveOption(d: GroupDraft, key: string, by: -1 | 1): GroupDraft {
  const i = d.options.findIndex((o) => o.key === key);
  const j = i + by;
  if (i < 0 || j < 0 || j >= d.options.length) return d;
  const options = [...d.options];
  [options[i], options[j]] = [options[j], options[i]];
  return { ...d, options };
}

export const canAddOption = (d: GroupDraft) => d.options.length < MAX_OPTIONS_PER_GROUP;

const intOr = (text: string, fallback: number) => (text.trim() === '' ? fallback : /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The option's price in minor units with its sign (a size has none); NaN when not an amount. */
export function optionPrice(kind: OptionGroupKind, row: Pick<OptionRow, 'price' | 'negative'>): number {
  const minor = toMinorUnits(row.price.trim() === '' ? '0' : row.price);
  if (minor === null) return NaN;
  return kind !== 'size' && row.negative && minor !== 0 ? -minor : minor;
}

/** The request body (both create and update shapes; the caller adds store_uuid to create). */
export function groupBody(d: GroupDraft) {
  return {
    name: d.name,
    kind: d.kind,
    min_select: intOr(d.min_select, 0),
    max_select: intOr(d.max_select, 1),
    sort_order: intOr(d.sort_order, 0),
    status: d.active ? ('active' as const) : ('inactive' as const),
    options: d.options.map((o, i) => ({
      ...(o.uuid ? { uuid: o.uuid } : {}),
      name: o.name,
      price: optionPrice(d.kind, o),
      is_default: o.is_default,
      is_available: o.is_available,
      allergens: o.allergens,
      may_contain: o.may_contain,
      // The order is the list's: rows are moved up and down, not numbered.
      sort_order: i,
    })),
  };
}

/** "+0.50", "−0.20" (a true minus), "+0.00": how a delta reads next to a price. */
export function signedAmount(minor: number, format: (minor: number) => string): string {
  return minor < 0 ? `−${format(-minor)}` : `+${format(minor)}`;
}
