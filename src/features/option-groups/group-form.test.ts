import { describe, expect, it } from 'vitest';
import { optionGroupBodySchema } from '../../../server/contracts/menu';
import { draftOf, emptyOption, groupBody, moveOption, optionPrice, setDefault, signedAmount, withKind, type GroupDraft } from './group-form';

const STORE = '00000000-0000-4000-8000-000000000001';

function milk(): GroupDraft {
  const d = draftOf(null);
  return {
    ...d,
    name: 'Milk',
    kind: 'single',
    options: [
      { ...emptyOption(), name: 'Whole milk', price: '0.00', is_default: true },
      { ...emptyOption(), name: 'Oat milk', price: '0.60', allergens: ['gluten'] },
      { ...emptyOption(), name: 'No milk', price: '0.20', negative: true },
    ],
  };
}

describe('option group form', () => {
  it('turns the draft into a body the shared contract accepts: signed deltas, order by place', () => {
    const body = groupBody(milk());
    expect(body.options.map((o) => [o.name, o.price, o.sort_order])).toEqual([
      ['Whole milk', 0, 0],
      ['Oat milk', 60, 1],
      ['No milk', -20, 2],
    ]);
    const parsed = optionGroupBodySchema.safeParse({ ...body, store_uuid: STORE });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.options[1].allergens).toEqual(['gluten']);
  });

  it('a size is one required choice (1/1) and its prices are never negative', () => {
    const d = withKind({ ...milk(), kind: 'multiple', min_select: '0', max_select: '3' }, 'size');
    expect([d.min_select, d.max_select]).toEqual(['1', '1']);
    expect(d.options.every((o) => !o.negative)).toBe(true);
    expect(optionPrice('size', { price: '3.50', negative: true })).toBe(350);
    expect(optionGroupBodySchema.safeParse({ ...groupBody(d), store_uuid: STORE }).success).toBe(true);
  });

  it('a single choice allows at most one: the maximum is 1 and one default stays', () => {
    const many = { ...milk(), kind: 'multiple' as const, min_select: '2', max_select: '3', options: milk().options.map((o) => ({ ...o, is_default: true })) };
    const d = withKind(many, 'single');
    expect([d.min_select, d.max_select]).toEqual(['1', '1']);
    expect(d.options.filter((o) => o.is_default)).toHaveLength(1);
    expect(withKind({ ...many, min_select: '0' }, 'single').min_select).toBe('0');
  });

  it('ticking a default in a one-choice group unticks the others; a multiple group keeps several', () => {
    const d = milk();
    const oat = d.options[1].key;
    expect(setDefault(d, oat, true).options.map((o) => o.is_default)).toEqual([false, true, false]);
    const multi = { ...d, kind: 'multiple' as const, max_select: '3' };
    expect(setDefault(multi, oat, true).options.map((o) => o.is_default)).toEqual([true, true, false]);
  });

  it('moves rows up and down within the list', () => {
    const d = milk();
    const moved = moveOption(d, d.options[2].key, -1);
    expect(moved.options.map((o) => o.name)).toEqual(['Whole milk', 'No milk', 'Oat milk']);
    expect(moveOption(d, d.options[0].key, -1)).toBe(d);
  });

  it('a price that is not an amount is NaN (the schema refuses it); empty is 0', () => {
    expect(optionPrice('single', { price: 'abc', negative: false })).toBeNaN();
    expect(optionPrice('single', { price: '', negative: true })).toBe(0);
    expect(
      optionGroupBodySchema.safeParse({ ...groupBody({ ...milk(), options: [{ ...emptyOption(), name: 'X', price: '1.234' }] }), store_uuid: STORE }).success,
    ).toBe(false);
  });

  it('reads an existing group back with unsigned amounts and the sign apart', () => {
    const d = draftOf({
      uuid: 'g',
      company_uuid: 'c',
      store_uuid: 's',
      store_name: 'HQ',
      name: 'Add-ons',
      kind: 'multiple',
      min_select: 0,
      max_select: 3,
      required: false,
      sort_order: 2,
      status: 'inactive',
      options: [{ uuid: 'o1', name: 'No cheese', price: -30, is_default: false, is_available: false, allergens: [], may_contain: ['milk'], sort_order: 0 }],
      product_count: 1,
      created_at: '',
      updated_at: '',
    });
    expect(d.options[0]).toMatchObject({ uuid: 'o1', price: '0.30', negative: true, is_available: false, may_contain: ['milk'] });
    expect([d.min_select, d.max_select, d.active]).toEqual(['0', '3', false]);
  });

  it('writes deltas with a sign and a true minus', () => {
    const f = (m: number) => (m / 100).toFixed(2);
    expect(signedAmount(60, f)).toBe('+0.60');
    expect(signedAmount(-20, f)).toBe('−0.20');
    expect(signedAmount(0, f)).toBe('+0.00');
  });
});
