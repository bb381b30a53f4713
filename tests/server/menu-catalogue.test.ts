// The rich menu's catalogue side: option groups and their options (CRUD, shape rules, tenant scope,
// the day's sold-out switch), products carrying groups, combo slots, allergens and dietary marks,
// the public menu and order screens carrying them, the allergen filter, the "today" list, the bulk
// upload's allergen and dietary columns, and the demo data every store gets.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OptionGroup, ProductMenuExtras } from '../../server/contracts/menu';
import type { Product, PublicProduct, TodayProduct } from '../../server/contracts/catalogue';
import { auditLog, categories, optionGroups, options, products } from '../../server/db/schema';
import { call, useTestApp, useTokens } from './helpers';
import { useWorld } from './ordering-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['acmeOwner', 'acmeDesk', 'acmeManager', 'acmeCashier', 'globexManager', 'alice'], { plantCashier: 'cashier.plant@acme.example.com' });
const w = useWorld(t);

const db = () => t.database.db;
const categoryOf = async (storeUuid: string, name: string) =>
  (await db().select().from(categories).where(and(eq(categories.storeUuid, storeUuid), eq(categories.name, name))))[0];

type OptionBody = { name: string; price: number; is_default?: boolean; allergens?: string[] };
/** The body of a group of a store where exactly one of `options` is chosen. */
const pickOne = (storeUuid: string, name: string, kind: 'size' | 'single', options: OptionBody[]) =>
  ({ store_uuid: storeUuid, name, kind, min_select: 1, max_select: 1, options });
const sizeGroup = (storeUuid: string, name = 'T Size') =>
  pickOne(storeUuid, name, 'size', [
    { name: 'Small', price: 9000 },
    { name: 'Regular', price: 11000, is_default: true },
    { name: 'Large', price: 13000 },
  ]);
const milkGroup = (storeUuid: string, name = 'T Milk') =>
  pickOne(storeUuid, name, 'single', [
    { name: 'Dairy', price: 0, is_default: true, allergens: ['milk'] },
    { name: 'Oat milk', price: 4000, allergens: ['gluten'] },
    { name: 'Soy milk', price: 3000, allergens: ['soybeans'] },
  ]);

async function createGroup(body: object, token = tok.acmeManager): Promise<OptionGroup> {
  const res = await call(t.app, 'POST', '/option/group/create', { token, body });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data;
}

let productSeq = 0;
async function createProduct(body: Record<string, unknown>, token = tok.acmeManager, storeUuid = w.hq, category = 'Mains'): Promise<Product> {
  const cat = await categoryOf(storeUuid, category);
  const res = await call(t.app, 'POST', '/product/create', {
    token,
    body: { store_uuid: storeUuid, category_uuid: cat.uuid, name: `T Dish ${++productSeq}`, price: 10000, type: 'veg', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const publicMenu = async (query: Record<string, string | number> = {}) => {
  const res = await call(t.app, 'GET', '/product/lists', { query: { store_slug: 'acme-hq', limit: 100, ...query } });
  expect(res.status, res.body.message).toBe(200);
  const items: PublicProduct[] = [...res.body.data.items];
  for (let p = 1; p < res.body.data.pageCount; p++) items.push(...(await call(t.app, 'GET', '/product/lists', {
    query: { store_slug: 'acme-hq', limit: 100, pagenum: p, ...query },
  })).body.data.items);
  return items;
};

describe('option groups', () => {
  it('a manager creates a size group and a milk group in their store, audited; view and list answer them', async () => {
    const size = await createGroup(sizeGroup(w.hq));
    expect(size).toMatchObject({
      name: 'T Size',
      kind: 'size',
      min_select: 1,
      max_select: 1,
      required: true,
      store_uuid: w.hq,
      store_name: 'Acme HQ Cafeteria',
      status: 'active',
      product_count: 0,
    });
    expect(size.options.map((o) => [o.name, o.price, o.is_default, o.is_available])).toEqual([
      ['Small', 9000, false, true],
      ['Regular', 11000, true, true],
      ['Large', 13000, false, true],
    ]);
    expect(await db().select().from(auditLog).where(eq(auditLog.entityUuid, size.uuid))).toHaveLength(1);
    const milk = await createGroup(milkGroup(w.hq));
    expect(milk.options.find((o) => o.name === 'Oat milk')).toMatchObject({ price: 4000, allergens: ['gluten'], may_contain: [] });

    const view = await call(t.app, 'GET', `/option/group/view/${milk.uuid}`, { token: tok.acmeOwner });
    expect(view.status).toBe(200);
    expect(view.body.data).toEqual(milk);
    const list = await call(t.app, 'GET', '/option/group/list', { token: tok.acmeManager, query: { search: 'oat', limit: 100 } });
    expect(list.body.data.items.map((g: OptionGroup) => g.uuid)).toContain(milk.uuid);
    expect(list.body.data.items.every((g: OptionGroup) => g.store_uuid === w.hq)).toBe(true);
    const dropdown = await call(t.app, 'GET', '/option/group/dropdown', { token: tok.acmeOwner, query: { store_uuid: w.hq } });
    expect(dropdown.body.data.map((g: OptionGroup) => g.uuid)).toEqual(expect.arrayContaining([size.uuid, milk.uuid]));
    // The owner names the store; a store role gets their own.
    expect((await call(t.app, 'GET', '/option/group/dropdown', { token: tok.acmeOwner })).status).toBe(400);
    expect((await call(t.app, 'GET', '/option/group/dropdown', { token: tok.acmeManager })).status).toBe(200);
  });

  it('refuses groups that break the shape rules, naming the field', async () => {
    const cases: [object, string][] = [
      [{ ...sizeGroup(w.hq, 'Bad 1'), min_select: 0 }, 'kind'],
      [{ ...sizeGroup(w.hq, 'Bad 2'), options: [{ name: 'Tiny', price: -5 }] }, 'options.0.price'],
      [{ ...milkGroup(w.hq, 'Bad 3'), max_select: 2 }, 'max_select'],
      [{ ...milkGroup(w.hq, 'Bad 4'), kind: 'multiple', min_select: 3, max_select: 2 }, 'min_select'],
      [{ ...milkGroup(w.hq, 'Bad 5'), options: [] }, 'options'],
      [{ ...milkGroup(w.hq, 'Bad 6'), options: [{ name: 'Oat', price: 0 }, { name: 'oat', price: 0 }] }, 'options.1.name'],
      [{ ...milkGroup(w.hq, 'Bad 7'), options: [{ name: 'Oat', price: 0, allergens: ['oats'] }] }, 'options.0.allergens.0'],
      [{ ...milkGroup(w.hq, 'Bad 8'), options: [{ name: 'Oat', price: 0, is_default: true }, { name: 'Soy', price: 0, is_default: true }] }, 'options'],
    ];
    for (const [body, path] of cases) {
      const res = await call(t.app, 'POST', '/option/group/create', { token: tok.acmeManager, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.map((e) => e.path)).toContain(path);
    }
    const negative = await createGroup({
      store_uuid: w.hq,
      name: 'T Without',
      kind: 'multiple',
      min_select: 0,
      max_select: 3,
      options: [{ name: 'No cheese', price: -500 }, { name: 'No onion', price: 0 }],
    });
    expect(negative.options[0].price).toBe(-500);
    expect(negative.required).toBe(false);
  });

  it('update replaces the options: kept uuids stay, new ones are added, missing ones removed; another group\'s option is a 400', async () => {
    const group = await createGroup(milkGroup(w.hq, 'T Milk 2'));
    const other = await createGroup(sizeGroup(w.hq, 'T Size 2'));
    const [dairy, oat, soy] = group.options;
    const body = {
      name: 'T Milk 2b',
      kind: 'single',
      min_select: 0,
      max_select: 1,
      options: [
        { uuid: oat.uuid, name: 'Oat milk', price: 4500, allergens: ['gluten'] },
        { name: 'Almond milk', price: 5000, allergens: ['nuts'] },
        { uuid: dairy.uuid, name: 'Dairy', price: 0, is_default: true, allergens: ['milk'] },
      ],
    };
    const res = await call(t.app, 'PUT', `/option/group/update/${group.uuid}`, { token: tok.acmeManager, body });
    expect(res.status, res.body.message).toBe(200);
    const after: OptionGroup = res.body.data;
    expect(after.name).toBe('T Milk 2b');
    expect(after.required).toBe(false);
    expect(after.options.map((o) => o.name)).toEqual(['Oat milk', 'Almond milk', 'Dairy']);
    expect(after.options[0]).toMatchObject({ uuid: oat.uuid, price: 4500 });
    expect(after.options[2].uuid).toBe(dairy.uuid);
    expect(after.options.map((o) => o.uuid)).not.toContain(soy.uuid);
    expect(await db().select().from(options).where(eq(options.uuid, soy.uuid))).toHaveLength(0);

    const stolen = await call(t.app, 'PUT', `/option/group/update/${group.uuid}`, {
      token: tok.acmeManager,
      body: { ...body, options: [...body.options.slice(0, 1), { uuid: other.options[0].uuid, name: 'Small', price: 0 }] },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors?.[0].path).toBe('options.1.uuid');
    // Nothing of the refused update was written, and the other group still has its option.
    expect((await call(t.app, 'GET', `/option/group/view/${group.uuid}`, { token: tok.acmeManager })).body.data.options).toHaveLength(3);
    expect(await db().select().from(options).where(eq(options.groupUuid, other.uuid))).toHaveLength(3);
  });

  it('status update hides a group from the dropdown; cashiers, the front desk and consumers cannot manage groups', async () => {
    const group = await createGroup(milkGroup(w.hq, 'T Milk 3'));
    const off = await call(t.app, 'PUT', `/option/group/status/update/${group.uuid}`, { token: tok.acmeOwner, body: { status: 'inactive' } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: 'Option group deactivated', data: { status: 'inactive' } });
    const dropdown = await call(t.app, 'GET', '/option/group/dropdown', { token: tok.acmeManager });
    expect(dropdown.body.data.map((g: OptionGroup) => g.uuid)).not.toContain(group.uuid);
    for (const who of ['acmeCashier', 'acmeDesk', 'alice'] as const) {
      expect((await call(t.app, 'POST', '/option/group/create', { token: tok[who], body: milkGroup(w.hq, 'Nope') })).status).toBe(403);
      expect((await call(t.app, 'GET', '/option/group/list', { token: tok[who] })).status).toBe(403);
      expect((await call(t.app, 'PUT', `/option/group/status/update/${group.uuid}`, { token: tok[who], body: { status: 'active' } })).status).toBe(403);
    }
    expect((await call(t.app, 'GET', '/option/group/list')).status).toBe(401);
  });

  it('another tenant\'s group is 404 (view, update, status, availability); another company\'s store is 403', async () => {
    const globexGroup = await createGroup(milkGroup(w.east, 'G Milk'), tok.globexManager);
    const plantGroup = await createGroup(milkGroup(w.plant, 'P Milk'), tok.acmeOwner);
    const update = { name: 'Hijack', kind: 'single', min_select: 0, max_select: 1, options: [{ name: 'X', price: 0 }] };
    for (const [token, group] of [
      [tok.acmeOwner, globexGroup],
      [tok.acmeManager, plantGroup],
    ] as const) {
      expect((await call(t.app, 'GET', `/option/group/view/${group.uuid}`, { token })).status).toBe(404);
      expect((await call(t.app, 'PUT', `/option/group/update/${group.uuid}`, { token, body: update })).status).toBe(404);
      expect((await call(t.app, 'PUT', `/option/group/status/update/${group.uuid}`, { token, body: { status: 'inactive' } })).status).toBe(404);
      expect((await call(t.app, 'PUT', '/option/change/status', { token, body: { uuid: group.options[0].uuid, is_available: false } })).status).toBe(404);
    }
    expect((await call(t.app, 'POST', '/option/group/create', { token: tok.acmeOwner, body: milkGroup(w.east, 'Hijack') })).status).toBe(403);
    expect((await call(t.app, 'POST', '/option/group/create', { token: tok.acmeManager, body: milkGroup(w.plant, 'Hijack') })).status).toBe(403);
    expect((await call(t.app, 'GET', '/option/group/list', { token: tok.acmeOwner, query: { store_uuid: w.east } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/option/group/dropdown', { token: tok.acmeOwner, query: { store_uuid: w.east } })).status).toBe(403);
    const acmeList = await call(t.app, 'GET', '/option/group/list', { token: tok.acmeOwner, query: { limit: 100 } });
    expect(acmeList.body.data.items.map((g: OptionGroup) => g.uuid)).not.toContain(globexGroup.uuid);
    // Untouched.
    const [g] = await db().select().from(optionGroups).where(eq(optionGroups.uuid, globexGroup.uuid));
    expect(g).toMatchObject({ name: 'G Milk', status: 'active' });
    expect((await db().select().from(options).where(eq(options.groupUuid, globexGroup.uuid))).every((o) => o.isAvailable)).toBe(true);
  });
});

describe('products with options, combos, allergens and dietary marks', () => {
  let size: OptionGroup;
  let milk: OptionGroup;
  let main: Product;
  let drink: Product;
  let combo: Product;

  beforeAll(async () => {
    size = await createGroup(sizeGroup(w.hq, 'P Size'));
    milk = await createGroup(milkGroup(w.hq, 'P Milk'));
  });

  it('a product round-trips its menu fields and its option groups in order', async () => {
    drink = await createProduct(
      {
        type: 'beverage',
        allergens: ['milk'],
        may_contain: ['nuts'],
        dietary: ['vegetarian', 'gluten_free'],
        spicy_level: 0,
        kcal: 120,
        option_group_uuids: [size.uuid, milk.uuid],
      },
      tok.acmeManager,
      w.hq,
      'Beverages',
    );
    expect(drink).toMatchObject({
      allergens: ['milk'],
      may_contain: ['nuts'],
      dietary: ['vegetarian', 'gluten_free'],
      spicy_level: 0,
      kcal: 120,
      is_combo: false,
      option_group_uuids: [size.uuid, milk.uuid],
      combo_slots: [],
    });
    main = await createProduct({ allergens: ['gluten', 'peanuts'], dietary: ['vegan'], spicy_level: 2, kcal: 640 });
    const view = await call(t.app, 'GET', '/product/store/list', { token: tok.acmeManager, query: { search: main.name, limit: 5 } });
    expect(view.body.data.items[0]).toMatchObject({ uuid: main.uuid, allergens: ['gluten', 'peanuts'], spicy_level: 2, kcal: 640, option_group_uuids: [] });
    // Reorder and drop a group; leaving a field out keeps it.
    const upd = await call(t.app, 'PUT', `/product/update/${drink.uuid}`, { token: tok.acmeManager, body: { option_group_uuids: [milk.uuid], kcal: null } });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ option_group_uuids: [milk.uuid], kcal: null, allergens: ['milk'], dietary: ['vegetarian', 'gluten_free'] });
    const back = await call(t.app, 'PUT', `/product/update/${drink.uuid}`, { token: tok.acmeManager, body: { option_group_uuids: [size.uuid, milk.uuid] } });
    expect(back.body.data.option_group_uuids).toEqual([size.uuid, milk.uuid]);
    const groupView = await call(t.app, 'GET', `/option/group/view/${milk.uuid}`, { token: tok.acmeManager });
    expect(groupView.body.data.product_count).toBe(1);
  });

  it('refuses a group of another store, two size groups, bad allergens and out-of-range fields', async () => {
    const plantGroup = await createGroup(milkGroup(w.plant, 'P2 Milk'), tok.acmeOwner);
    const otherSize = await createGroup(sizeGroup(w.hq, 'P Size B'));
    const cat = await categoryOf(w.hq, 'Mains');
    const base = { store_uuid: w.hq, category_uuid: cat.uuid, name: 'T Refused', price: 100, type: 'veg' };
    const cases: [object, string][] = [
      [{ option_group_uuids: [milk.uuid, plantGroup.uuid] }, 'option_group_uuids.1'],
      [{ option_group_uuids: [size.uuid, otherSize.uuid] }, 'option_group_uuids'],
      [{ allergens: ['shellfish'] }, 'allergens.0'],
      [{ dietary: ['keto'] }, 'dietary.0'],
      [{ spicy_level: 4 }, 'spicy_level'],
      [{ kcal: -1 }, 'kcal'],
      [{ combo_slots: [{ name: 'Main', items: [{ product_uuid: main.uuid }] }] }, 'combo_slots'],
    ];
    for (const [extra, path] of cases) {
      const res = await call(t.app, 'POST', '/product/create', { token: tok.acmeOwner, body: { ...base, ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.errors?.map((e) => e.path)).toContain(path);
    }
    expect(await db().select().from(products).where(eq(products.name, 'T Refused'))).toHaveLength(0);
    const upd = await call(t.app, 'PUT', `/product/update/${main.uuid}`, { token: tok.acmeOwner, body: { option_group_uuids: [plantGroup.uuid] } });
    expect(upd.status).toBe(400);
    expect(upd.body.errors?.[0].path).toBe('option_group_uuids.0');
  });

  it('a combo round-trips its slots; slot products must be of the store and not combos; a combo cannot join a slot', async () => {
    const cold = await createProduct({ type: 'beverage', allergens: [], dietary: ['vegan'] }, tok.acmeManager, w.hq, 'Beverages');
    const slots = [
      { name: 'Main', items: [{ product_uuid: main.uuid }] },
      { name: 'Drink', min_select: 1, max_select: 1, items: [{ product_uuid: cold.uuid }, { product_uuid: drink.uuid, upcharge: 2000 }] },
    ];
    combo = await createProduct({ name: 'T Lunch Deal', price: 15000, is_combo: true, combo_slots: slots });
    expect(combo.is_combo).toBe(true);
    expect(combo.combo_slots.map((s) => [s.name, s.min_select, s.max_select, s.items.map((i) => [i.product_uuid, i.upcharge])])).toEqual([
      ['Main', 1, 1, [[main.uuid, 0]]],
      [
        'Drink',
        1,
        1,
        [
          [cold.uuid, 0],
          [drink.uuid, 2000],
        ],
      ],
    ]);
    expect(combo.combo_slots[1].items[1].name).toBe(drink.name);

    // Editing keeps a slot's uuid while its name stays.
    const mainSlot = combo.combo_slots[0].uuid;
    const upd = await call(t.app, 'PUT', `/product/update/${combo.uuid}`, {
      token: tok.acmeManager,
      body: { combo_slots: [{ ...slots[0], items: [{ product_uuid: main.uuid, upcharge: 500 }] }, slots[1]] },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data.combo_slots[0]).toMatchObject({ uuid: mainSlot, items: [{ product_uuid: main.uuid, upcharge: 500 }] });

    const plantProduct = (await db().select().from(products).where(eq(products.storeUuid, w.plant)))[0];
    for (const [items, message] of [
      [[{ product_uuid: plantProduct.uuid }], /same store/],
      [[{ product_uuid: combo.uuid }], /cannot offer itself/],
    ] as const) {
      const res = await call(t.app, 'PUT', `/product/update/${combo.uuid}`, { token: tok.acmeManager, body: { combo_slots: [{ name: 'Main', items }] } });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]).toMatchObject({ path: 'combo_slots.0.items.0.product_uuid' });
      expect(res.body.errors?.[0].message).toMatch(message);
    }
    const nested = await call(t.app, 'POST', '/product/create', {
      token: tok.acmeManager,
      body: {
        store_uuid: w.hq,
        category_uuid: (await categoryOf(w.hq, 'Mains')).uuid,
        name: 'T Nested',
        price: 100,
        type: 'veg',
        is_combo: true,
        combo_slots: [{ name: 'Deal', items: [{ product_uuid: combo.uuid }] }],
      },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors?.[0].message).toMatch(/combo itself/);
    // A product offered in a combo's slot cannot become a combo.
    const becomes = await call(t.app, 'PUT', `/product/update/${main.uuid}`, { token: tok.acmeManager, body: { is_combo: true } });
    expect(becomes.status).toBe(400);
    expect(becomes.body.errors?.[0].path).toBe('is_combo');
    const still = await call(t.app, 'GET', '/product/store/list', { token: tok.acmeManager, query: { search: combo.name } });
    expect(still.body.data.items[0].combo_slots).toHaveLength(2);
  });

  it('the public menu and the order screens carry option groups, combo slots, in_combos and allergens', async () => {
    const menu = await publicMenu();
    const d = menu.find((p) => p.uuid === drink.uuid)!;
    expect(d.option_groups.map((g) => g.name)).toEqual(['P Size', 'P Milk']);
    expect(d.option_groups[1].options.find((o) => o.name === 'Oat milk')).toMatchObject({ price: 4000, available: true, allergens: ['gluten'] });
    expect(d).toMatchObject({ allergens: ['milk'], may_contain: ['nuts'], dietary: ['vegetarian', 'gluten_free'], is_combo: false, in_combos: [combo.uuid] });
    const c = menu.find((p) => p.uuid === combo.uuid)!;
    expect(c.is_combo).toBe(true);
    expect(c.combo_slots.map((s) => s.name)).toEqual(['Main', 'Drink']);
    expect(c.combo_slots[1].items.find((i) => i.product_uuid === drink.uuid)).toMatchObject({ upcharge: 2000, available: true, allergens: ['milk'] });
    const m = menu.find((p) => p.uuid === main.uuid)!;
    expect(m).toMatchObject({ allergens: ['gluten', 'peanuts'], spicy_level: 2, kcal: 640, in_combos: [combo.uuid], option_groups: [], combo_slots: [] });

    for (const [route, token] of [
      ['/product/store/order/list', tok.acmeCashier],
      ['/product/company/order/list', tok.acmeDesk],
    ] as const) {
      const res = await call(t.app, 'GET', route, { token, query: { store_uuid: w.hq } });
      expect(res.status).toBe(200);
      const row = (res.body.data as (ProductMenuExtras & { uuid: string })[]).find((p) => p.uuid === drink.uuid)!;
      expect(row.option_groups.map((g) => g.uuid)).toEqual([size.uuid, milk.uuid]);
      expect(row.in_combos).toEqual([combo.uuid]);
      expect((res.body.data as (ProductMenuExtras & { uuid: string })[]).find((p) => p.uuid === combo.uuid)!.combo_slots).toHaveLength(2);
    }
  });

  it('exclude_allergens hides products that contain one and keeps may-contain ones; an unknown name is a 400', async () => {
    const traces = await createProduct({ allergens: ['milk'], may_contain: ['peanuts'] });
    const all = await publicMenu();
    const noPeanuts = await publicMenu({ exclude_allergens: 'peanuts' });
    expect(all.some((p) => p.uuid === main.uuid)).toBe(true);
    expect(noPeanuts.some((p) => p.uuid === main.uuid)).toBe(false);
    expect(noPeanuts.some((p) => p.uuid === traces.uuid)).toBe(true);
    expect(noPeanuts.every((p) => !p.allergens.includes('peanuts'))).toBe(true);
    expect(noPeanuts.length).toBe(all.filter((p) => !p.allergens.includes('peanuts')).length);
    const two = await publicMenu({ exclude_allergens: 'Peanuts, milk' });
    expect(two.every((p) => !p.allergens.includes('peanuts') && !p.allergens.includes('milk'))).toBe(true);
    expect(two.some((p) => p.uuid === drink.uuid || p.uuid === traces.uuid)).toBe(false);
    const bad = await call(t.app, 'GET', '/product/lists', { query: { store_slug: 'acme-hq', exclude_allergens: 'peanuts,shellfish' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0].path).toMatch(/^exclude_allergens/);
  });

  it('a cashier marks an option sold out in their store only; the menu shows it unavailable; the today list shows the switches', async () => {
    const oat = milk.options.find((o) => o.name === 'Oat milk')!;
    const off = await call(t.app, 'PUT', '/option/change/status', { token: tok.acmeCashier, body: { uuid: oat.uuid, is_available: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      message: 'Option is sold out',
      data: { uuid: oat.uuid, is_available: false, group_uuid: milk.uuid, store_uuid: w.hq },
    });
    expect(await db().select().from(auditLog).where(and(eq(auditLog.entityUuid, oat.uuid), eq(auditLog.action, 'availability')))).toHaveLength(1);
    const menuOat = (await publicMenu()).find((p) => p.uuid === drink.uuid)!.option_groups[1].options.find((o) => o.uuid === oat.uuid)!;
    expect(menuOat.available).toBe(false);

    // Another store's cashier: not found; the front desk and consumers: no such power.
    expect((await call(t.app, 'PUT', '/option/change/status', { token: tok.plantCashier, body: { uuid: oat.uuid, is_available: true } })).status).toBe(404);
    expect((await call(t.app, 'PUT', '/option/change/status', { token: tok.acmeDesk, body: { uuid: oat.uuid, is_available: true } })).status).toBe(403);
    expect((await call(t.app, 'PUT', '/option/change/status', { token: tok.alice, body: { uuid: oat.uuid, is_available: true } })).status).toBe(403);

    const today = await call(t.app, 'GET', '/product/today/list', { token: tok.acmeCashier });
    expect(today.status).toBe(200);
    const rows: TodayProduct[] = today.body.data;
    const activeCount = (await db().select().from(products).where(and(eq(products.storeUuid, w.hq), eq(products.status, 'active')))).length;
    expect(rows).toHaveLength(activeCount);
    const d = rows.find((p) => p.uuid === drink.uuid)!;
    expect(d).toMatchObject({ is_available: true, stock: null, in_stock: true, is_combo: false, currency: 'INR', category_name: 'Beverages' });
    expect(d.option_groups.map((g) => [g.name, g.kind])).toEqual([
      ['P Size', 'size'],
      ['P Milk', 'single'],
    ]);
    expect(d.option_groups[1].options.find((o) => o.uuid === oat.uuid)).toEqual({ uuid: oat.uuid, name: 'Oat milk', price: 4000, is_available: false });
    // A product sold out for the day stays on the today list with its switch off.
    const cashierOff = await call(t.app, 'PUT', '/product/change/status', { token: tok.acmeCashier, body: { uuid: main.uuid, is_available: false } });
    expect(cashierOff.status).toBe(200);
    const again: TodayProduct[] = (await call(t.app, 'GET', '/product/today/list', { token: tok.acmeManager })).body.data;
    expect(again.find((p) => p.uuid === main.uuid)!.is_available).toBe(false);
    expect((await publicMenu()).some((p) => p.uuid === main.uuid)).toBe(false);
    expect((await call(t.app, 'PUT', '/product/change/status', { token: tok.plantCashier, body: { uuid: main.uuid, is_available: true } })).status).toBe(404);

    // Scope of the today list: a store role gets their own; others name one in scope.
    expect((await call(t.app, 'GET', '/product/today/list', { token: tok.acmeCashier, query: { store_uuid: w.plant } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/product/today/list', { token: tok.acmeOwner })).status).toBe(400);
    expect((await call(t.app, 'GET', '/product/today/list', { token: tok.acmeOwner, query: { store_uuid: w.east } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/product/today/list', { token: tok.acmeDesk, query: { store_uuid: w.hq } })).status).toBe(403);

    const on = await call(t.app, 'PUT', '/option/change/status', { token: tok.acmeManager, body: { uuid: oat.uuid, is_available: true } });
    expect(on.body.message).toBe('Option is available');
    await call(t.app, 'PUT', '/product/change/status', { token: tok.acmeCashier, body: { uuid: main.uuid, is_available: true } });
  });
});

describe('bulk upload of allergens and dietary marks', () => {
  const bulkForm = (csv: string, storeUuid: string) => {
    const form = new FormData();
    form.append('store_uuid', storeUuid);
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'menu.csv');
    return form;
  };

  it('round-trips allergens, may contain, dietary marks, spicy level and kcal through the API', async () => {
    const csv = [
      'name,category,price,type,allergens,may_contain,dietary,spicy_level,kcal',
      'Bulk Satay,Mains,120,non_veg,"peanuts; soybeans",sesame,halal,2,540',
      'Bulk Bread,Breakfast,40,vegan,"Cereals containing gluten (wheat, rye)",Tree nuts,"Vegan, gluten-free",,',
      'Bulk Lassi,Beverages,60,beverage,Milk (including lactose),,VEGETARIAN;jain,0,210',
      'Bulk Plain,Snacks,30,veg,,,,,',
    ].join('\n');
    const res = await call(t.app, 'POST', '/product/upload/bulk', { token: tok.acmeOwner, body: bulkForm(csv, w.plant) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ inserted: 4 });
    const list = await call(t.app, 'GET', '/product/store/list', { token: tok.acmeOwner, query: { store_uuid: w.plant, search: 'bulk', limit: 10 } });
    const by = new Map((list.body.data.items as Product[]).map((p) => [p.name, p]));
    expect(by.get('Bulk Satay')).toMatchObject({ allergens: ['peanuts', 'soybeans'], may_contain: ['sesame'], dietary: ['halal'], spicy_level: 2, kcal: 540 });
    expect(by.get('Bulk Bread')).toMatchObject({ allergens: ['gluten'], may_contain: ['nuts'], dietary: ['vegan', 'gluten_free'], spicy_level: 0, kcal: null });
    expect(by.get('Bulk Lassi')).toMatchObject({ allergens: ['milk'], may_contain: [], dietary: ['vegetarian', 'jain'], spicy_level: 0, kcal: 210 });
    expect(by.get('Bulk Plain')).toMatchObject({ allergens: [], may_contain: [], dietary: [], spicy_level: 0, kcal: null });
    // The public menu filters them like any product.
    const menu = await call(t.app, 'GET', '/product/lists', { query: { store_slug: 'acme-plant', search: 'bulk', exclude_allergens: 'peanuts', limit: 10 } });
    expect(menu.body.data.items.map((p: PublicProduct) => p.name).sort()).toEqual(['Bulk Bread', 'Bulk Lassi', 'Bulk Plain']);
  });

  it('a bad allergen, dietary mark, spicy level or kcal refuses the whole file, naming the row and the column', async () => {
    const csv = [
      'name,category,price,type,allergens,may_contain,dietary,spicy_level,kcal',
      'Bulk Ok,Mains,120,veg,milk,,,,',
      'Bulk Bad 1,Mains,120,veg,shellfish;constructor,,,,',
      'Bulk Bad 2,Mains,120,veg,,,keto,,',
      'Bulk Bad 3,Mains,120,veg,,,,5,lots',
    ].join('\n');
    const before = (await db().select().from(products).where(eq(products.storeUuid, w.plant))).length;
    const res = await call(t.app, 'POST', '/product/upload/bulk', { token: tok.acmeOwner, body: bulkForm(csv, w.plant) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/3 rows have problems; nothing was uploaded/);
    expect(res.body.errors?.map((e) => e.path)).toEqual(['line 3', 'line 4', 'line 5']);
    expect(res.body.errors?.[0].message).toMatch(/^allergens: "constructor" is not an allergen/);
    expect(res.body.errors?.[1].message).toMatch(/^dietary: "keto" is not a dietary mark/);
    expect(res.body.errors?.[2].message).toMatch(/spicy_level: Spicy level is at most 3/);
    expect(res.body.errors?.[2].message).toMatch(/kcal/);
    expect((await db().select().from(products).where(eq(products.storeUuid, w.plant))).length).toBe(before);
  });
});

describe('demo data', () => {
  it('every store\'s public menu has sizes, milks and extras on hot drinks, add-ons on mains, combos, allergens and dietary marks', async () => {
    for (const slug of ['acme-hq', 'acme-plant', 'globex-east', 'globex-west']) {
      const res = await call(t.app, 'GET', '/product/lists', { query: { store_slug: slug, limit: 100 } });
      const menu: PublicProduct[] = res.body.data.items.filter((p: PublicProduct) => !p.name.startsWith('T ') && !p.name.startsWith('Bulk '));
      const latte = menu.find((p) => p.name === 'Latte')!;
      expect(latte.option_groups.map((g) => [g.name, g.kind, g.required])).toEqual([
        ['Size', 'size', true],
        ['Milk', 'single', true],
        ['Extras', 'multiple', false],
      ]);
      const [size, milk] = latte.option_groups;
      expect(size.options.find((o) => o.is_default)!.price).toBe(latte.price);
      expect(milk.options.map((o) => o.name)).toEqual(['Dairy', 'Oat milk', 'Soy milk', 'No milk']);
      expect(milk.options.find((o) => o.name === 'Oat milk')!.allergens).toEqual(['gluten']);
      expect(milk.options.find((o) => o.name === 'Soy milk')!.allergens).toEqual(['soybeans']);
      const mainsWithAddons = menu.filter((p) => p.option_groups.some((g) => g.name === 'Add-ons'));
      expect(mainsWithAddons.length).toBeGreaterThan(2);
      expect(mainsWithAddons[0].option_groups.find((g) => g.name === 'Add-ons')!.options.find((o) => o.name === 'Fried egg')!.allergens).toEqual(['eggs']);
      const combos = menu.filter((p) => p.is_combo);
      expect(combos.length).toBeGreaterThanOrEqual(2);
      const lunch = combos.find((p) => p.name === 'Lunch deal')!;
      expect(lunch.combo_slots.map((s) => s.name)).toEqual(['Main', 'Drink']);
      expect(lunch.combo_slots.flatMap((s) => s.items).some((i) => i.upcharge > 0)).toBe(true);
      expect(menu.some((p) => p.in_combos.includes(lunch.uuid))).toBe(true);
      for (const p of menu) expect(p.allergens.length + p.dietary.length, p.name).toBeGreaterThan(0);
      expect(menu.filter((p) => p.kcal !== null).length).toBeGreaterThan(menu.length * 0.8);
    }
  });
});
