// Ordering with a rich menu (issue 12): a line is a product with options and, for a combo, its slot
// choices, checked and priced by the server (checkLine inside the checkout transaction) whatever
// the client sends; the order keeps a snapshot of every name and price; the cart keeps a line's
// choices; an offline order's option prices are honoured only when published; the staff view, the
// invoice, the dashboards' option mix and the report export show the choices. The menu is written
// straight into the database here, so this file depends on no catalogue route and no seed options.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  categories, comboSlotItems, comboSlots, optionGroups, options, orderItems, orders, productOptionGroups, products, stores,
} from '../../server/db/schema';
import { call, useTestApp, useTokens } from './helpers';
import { newDevice, setProduct, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['acmeCashier', 'acmeOwner', 'alice']);
const db = () => t.database.db;

// ---- a menu written into the database ------------------------------------------------------------

let slugSeq = 0;
async function product(storeUuid: string, values: { name: string; price: number; stock?: number | null; allergens?: string[]; isCombo?: boolean }) {
  const [store] = await db().select().from(stores).where(eq(stores.uuid, storeUuid));
  const [category] = await db().select().from(categories).where(eq(categories.storeUuid, storeUuid)).orderBy(asc(categories.sortOrder)).limit(1);
  const [row] = await db()
    .insert(products)
    .values({
      companyUuid: store.companyUuid,
      storeUuid,
      categoryUuid: category.uuid,
      name: values.name,
      slug: `${values.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${++slugSeq}`,
      price: values.price,
      stock: values.stock ?? null,
      allergens: values.allergens ?? [],
      isCombo: values.isCombo ?? false,
    })
    .returning();
  return row;
}

type OptionSpec = { name: string; price: number; isDefault?: boolean; allergens?: string[] };
/** A group of a store with its options, offered by the given products; answers the option uuids by name. */
async function group(
  storeUuid: string,
  g: { name: string; kind: 'size' | 'single' | 'multiple'; min: number; max: number; sort: number },
  opts: OptionSpec[],
  offeredBy: string[],
) {
  const [store] = await db().select().from(stores).where(eq(stores.uuid, storeUuid));
  const [row] = await db().insert(optionGroups).values({
    companyUuid: store.companyUuid,
    storeUuid,
    name: g.name,
    kind: g.kind,
    minSelect: g.min,
    maxSelect: g.max,
    sortOrder: g.sort,
  }).returning();
  const made = await db()
    .insert(options)
    .values(opts.map((o, i) => ({
      groupUuid: row.uuid,
      companyUuid: store.companyUuid,
      storeUuid,
      name: o.name,
      price: o.price,
      isDefault: o.isDefault ?? false,
      allergens: o.allergens ?? [],
      sortOrder: i,
    })))
    .returning();
  if (offeredBy.length) await db().insert(productOptionGroups).values(offeredBy.map((p) => ({ productUuid: p, groupUuid: row.uuid, sortOrder: g.sort })));
  return { uuid: row.uuid, o: Object.fromEntries(made.map((m) => [m.name, m.uuid])) as Record<string, string> };
}

async function slot(comboUuid: string, name: string, sort: number, items: { product: string; upcharge: number }[]) {
  const [row] = await db().insert(comboSlots).values({ comboUuid, name, minSelect: 1, maxSelect: 1, sortOrder: sort }).returning();
  await db()
    .insert(comboSlotItems)
    .values(items.map((it, i) => ({ slotUuid: row.uuid, productUuid: it.product, upcharge: it.upcharge, sortOrder: i })));
  return row.uuid;
}

interface Menu {
  latte: string;
  tea: string;
  thali: string;
  wrap: string;
  soda: string;
  juice: string;
  deal: string;
  size: Record<string, string>;
  milk: Record<string, string>;
  extras: Record<string, string>;
  leaf: Record<string, string>;
  main: string;
  drink: string;
}

/** Latte (sizes, milk, extras), Tea (a required leaf without default), and a Lunch deal combo (main + drink). */
async function makeMenu(storeUuid: string, tag = ''): Promise<Menu> {
  const latte = await product(storeUuid, { name: `Latte${tag}`, price: 999, allergens: ['milk'] });
  const tea = await product(storeUuid, { name: `Tea${tag}`, price: 80 });
  const thali = await product(storeUuid, { name: `Thali${tag}`, price: 180, stock: 10 });
  const wrap = await product(storeUuid, { name: `Paneer wrap${tag}`, price: 160, allergens: ['milk', 'gluten'] });
  const soda = await product(storeUuid, { name: `Soda${tag}`, price: 50 });
  const juice = await product(storeUuid, { name: `Juice${tag}`, price: 70 });
  const deal = await product(storeUuid, { name: `Lunch deal${tag}`, price: 250, isCombo: true });
  const size = await group(
    storeUuid,
    { name: 'Size', kind: 'size', min: 1, max: 1, sort: 0 },
    [{ name: 'Small', price: 150, isDefault: true }, { name: 'Large', price: 220 }],
    [latte.uuid],
  );
  const milk = await group(
    storeUuid,
    { name: 'Milk', kind: 'single', min: 0, max: 1, sort: 1 },
    [{ name: 'Dairy milk', price: 0, isDefault: true }, { name: 'Oat milk', price: 40, allergens: ['gluten'] }],
    [latte.uuid],
  );
  const extras = await group(
    storeUuid,
    { name: 'Extras', kind: 'multiple', min: 0, max: 2, sort: 2 },
    [{ name: 'Extra shot', price: 50 }, { name: 'Vanilla syrup', price: 30 }, { name: 'Less sugar', price: -10 }],
    [latte.uuid],
  );
  const leaf = await group(
    storeUuid,
    { name: 'Tea leaf', kind: 'single', min: 1, max: 1, sort: 0 },
    [{ name: 'Assam', price: 0 }, { name: 'Darjeeling', price: 20 }],
    [tea.uuid],
  );
  const main = await slot(deal.uuid, 'Main', 0, [{ product: thali.uuid, upcharge: 0 }, { product: wrap.uuid, upcharge: 30 }]);
  const drink = await slot(deal.uuid, 'Drink', 1, [{ product: soda.uuid, upcharge: 0 }, { product: juice.uuid, upcharge: 20 }]);
  return {
    latte: latte.uuid,
    tea: tea.uuid,
    thali: thali.uuid,
    wrap: wrap.uuid,
    soda: soda.uuid,
    juice: juice.uuid,
    deal: deal.uuid,
    size: size.o,
    milk: milk.o,
    extras: extras.o,
    leaf: leaf.o,
    main,
    drink,
  };
}

let m: Menu;
let globexOption: string;
beforeAll(async () => {
  m = await makeMenu(w.hq);
  const globexLatte = await product(w.east, { name: 'Globex latte', price: 200 });
  globexOption = (await group(
    w.east,
    { name: 'Milk', kind: 'single', min: 0, max: 1, sort: 0 },
    [{ name: 'Soy milk', price: 30 }],
    [globexLatte.uuid],
  )).o['Soy milk'];
});

// ---- helpers ------------------------------------------------------------------------------------

const TAX_BPS = 500;
const taxOn = (amount: number) => Math.round((amount * TAX_BPS) / 10000);
type Item = { product_uuid: string; quantity: number; options?: string[]; combo?: { slot_uuid: string; product_uuid: string }[]; note?: string };

/** A walk-up order at the HQ till. */
const till = (items: Item[], extra: Record<string, unknown> = {}, token = tok.acmeCashier) =>
  call(t.app, 'POST', '/checkout', { token, body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', items, ...extra } });

let seq = 0;
const nextOrderId = () => `ORD-MENU${String(++seq).padStart(4, '0')}`;
const offline = (items: Item[], extra: Record<string, unknown> = {}) =>
  till(items, { placed_offline: true, offline_taken_at: new Date().toISOString(), order_id: nextOrderId(), ...extra });

const stockOf = async (uuid: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.uuid, uuid)))[0].stock;
const setOption = (uuid: string, values: Partial<typeof options.$inferInsert>) => db().update(options).set(values).where(eq(options.uuid, uuid));
const names = (line: { options: { group_name: string; name: string; price: number }[] }) => line.options.map((o) => `${o.group_name}: ${o.name} ${o.price}`);

/** The text of a pdfkit PDF (each line a TJ array of hex strings), as the invoice test reads it. */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const x of pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    lines.push([...x[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}

// ---- checkout ------------------------------------------------------------------------------------

describe('checkout prices and checks the choices on the server', () => {
  it('price = the size (or base) + option deltas + combo upcharges, whatever the client sends; snapshots with base_price', async () => {
    const latteLine = { product_uuid: m.latte, quantity: 2, options: [m.size.Large, m.milk['Oat milk'], m.extras['Extra shot']], unit_price: 1, price: 1 };
    const dealLine = {
      product_uuid: m.deal,
      quantity: 1,
      combo: [{ slot_uuid: m.main, product_uuid: m.wrap }, { slot_uuid: m.drink, product_uuid: m.juice }],
      unit_price: 1,
    };
    const res = await till([latteLine, dealLine] as Item[], { subtotal: 1, total: 1 });
    expect(res.status).toBe(201);
    const { order } = res.body.data;
    const latte = order.items.find((i: any) => i.product_uuid === m.latte);
    const deal = order.items.find((i: any) => i.product_uuid === m.deal);
    // Large 220 (the size is the price; the product's 999 is not) + oat 40 + shot 50.
    expect(latte).toMatchObject({ name: 'Latte', base_price: 220, unit_price: 310, quantity: 2, line_total: 620, combo: [] });
    expect(latte.options).toEqual([
      { group_uuid: expect.any(String), group_name: 'Size', option_uuid: m.size.Large, name: 'Large', price: 220, kind: 'size' },
      { group_uuid: expect.any(String), group_name: 'Milk', option_uuid: m.milk['Oat milk'], name: 'Oat milk', price: 40, kind: 'single' },
      { group_uuid: expect.any(String), group_name: 'Extras', option_uuid: m.extras['Extra shot'], name: 'Extra shot', price: 50, kind: 'multiple' },
    ]);
    // 250 + wrap 30 + juice 20.
    expect(deal).toMatchObject({ name: 'Lunch deal', base_price: 250, unit_price: 300, line_total: 300, options: [] });
    expect(deal.combo).toEqual([
      { slot_uuid: m.main, slot_name: 'Main', product_uuid: m.wrap, name: 'Paneer wrap', upcharge: 30 },
      { slot_uuid: m.drink, slot_name: 'Drink', product_uuid: m.juice, name: 'Juice', upcharge: 20 },
    ]);
    expect(order).toMatchObject({ subtotal: 920, tax: taxOn(920), total: 920 + taxOn(920) });
    // The stored rows say the same.
    const rows = await db().select().from(orderItems).where(eq(orderItems.orderUuid, order.uuid));
    expect(rows.find((r) => r.productUuid === m.latte)).toMatchObject({ unitPrice: 310, basePrice: 220, lineTotal: 620 });
  });

  it('an online order cannot bring its own prices: offline_prices and offline_option_prices are refused without placed_offline', async () => {
    const res = await till([{ product_uuid: m.latte, quantity: 1 }], { offline_option_prices: [{ option_uuid: m.size.Small, price: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ path: 'offline_option_prices' }));
  });

  it('absent options are the defaults; a negative delta lowers the price', async () => {
    const res = await till([
      { product_uuid: m.latte, quantity: 1 },
      { product_uuid: m.latte, quantity: 1, options: [m.size.Small, m.extras['Less sugar']] },
    ]);
    expect(res.status).toBe(201);
    const lines = res.body.data.order.items;
    expect(lines).toHaveLength(2);
    const plain = lines.find((l: any) => l.options.length === 2 && l.options[1].name === 'Dairy milk');
    expect(plain).toMatchObject({ unit_price: 150, base_price: 150 });
    expect(names(plain)).toEqual(['Size: Small 150', 'Milk: Dairy milk 0']);
    const less = lines.find((l: any) => l !== plain);
    expect(less.unit_price).toBe(140);
  });

  it('the same product twice with other options makes two lines; with the same choices it is refused', async () => {
    const two = await till([
      { product_uuid: m.latte, quantity: 1, options: [m.size.Large] },
      { product_uuid: m.latte, quantity: 3, options: [m.size.Small, m.milk['Oat milk']] },
    ]);
    expect(two.status).toBe(201);
    expect(two.body.data.order.items.map((i: any) => [i.quantity, i.unit_price]).sort()).toEqual([
      [1, 220],
      [3, 190],
    ]);
    const same = await till([
      { product_uuid: m.latte, quantity: 1, options: [m.size.Large, m.milk['Oat milk']] },
      { product_uuid: m.latte, quantity: 1, options: [m.milk['Oat milk'], m.size.Large] },
    ]);
    expect(same.status).toBe(400);
    expect(same.body.errors?.[0].path).toBe('items.1.product_uuid');
  });

  it('a required group left out is a 400 naming the group', async () => {
    const latte = await till([{ product_uuid: m.latte, quantity: 1, options: [m.milk['Oat milk']] }]);
    expect(latte.status).toBe(400);
    expect(latte.body).toMatchObject({
      status: false,
      message: 'Choose a Size for Latte',
      errors: [{ path: 'items.0.options', message: 'Choose a Size for Latte' }],
    });
    // A required group with no default: leaving options out is no way round it.
    const tea = await till([{ product_uuid: m.latte, quantity: 1 }, { product_uuid: m.tea, quantity: 1 }]);
    expect(tea.status).toBe(400);
    expect(tea.body).toMatchObject({ message: 'Choose a Tea leaf for Tea', errors: [{ path: 'items.1.options' }] });
    const deal = await till([{ product_uuid: m.deal, quantity: 1, combo: [{ slot_uuid: m.main, product_uuid: m.thali }] }]);
    expect(deal.status).toBe(400);
    expect(deal.body).toMatchObject({ message: 'Choose a Drink for Lunch deal', errors: [{ path: 'items.0.combo' }] });
  });

  it('too many choices are a 400 naming the group', async () => {
    const extras = await till([{
      product_uuid: m.latte,
      quantity: 1,
      options: [m.size.Small, m.extras['Extra shot'], m.extras['Vanilla syrup'], m.extras['Less sugar']],
    }]);
    expect(extras.status).toBe(400);
    expect(extras.body.message).toBe('Choose at most 2 of Extras for Latte');
    const milk = await till([{ product_uuid: m.latte, quantity: 1, options: [m.size.Small, m.milk['Dairy milk'], m.milk['Oat milk']] }]);
    expect(milk.status).toBe(400);
    expect(milk.body.message).toBe('Choose at most 1 of Milk for Latte');
  });

  it("an option of another product, of another store, or a combo choice off the slot's list is a 400", async () => {
    const before = await stockOf(m.thali);
    const other = await till([{ product_uuid: m.latte, quantity: 1, options: [m.size.Small, m.leaf.Assam] }]);
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ message: 'That choice is not an option of Latte', errors: [{ path: 'items.0.options' }] });
    const store = await till([{ product_uuid: m.latte, quantity: 1, options: [m.size.Small, globexOption] }]);
    expect(store.status).toBe(400);
    expect(store.body.message).toBe('That choice is not an option of Latte');
    const combo = await till([{
      product_uuid: m.deal,
      quantity: 1,
      combo: [{ slot_uuid: m.main, product_uuid: m.soda }, { slot_uuid: m.drink, product_uuid: m.juice }],
    }]);
    expect(combo.status).toBe(400);
    expect(combo.body).toMatchObject({ message: 'That is not a choice for Main in Lunch deal', errors: [{ path: 'items.0.combo' }] });
    const notCombo = await till([{ product_uuid: m.latte, quantity: 1, combo: [{ slot_uuid: m.main, product_uuid: m.thali }] }]);
    expect(notCombo.status).toBe(400);
    // Nothing was taken.
    expect(await stockOf(m.thali)).toBe(before);
  });

  it('an option sold out for the day, or a combo choice sold out, is a 409', async () => {
    await setOption(m.milk['Oat milk'], { isAvailable: false });
    try {
      const res = await till([{ product_uuid: m.latte, quantity: 1, options: [m.size.Small, m.milk['Oat milk']] }]);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ status: false, message: 'Oat milk is sold out', errors: [{ path: 'items.0.options' }] });
    } finally {
      await setOption(m.milk['Oat milk'], { isAvailable: true });
    }
    await setProduct(t.database, m.juice, { isAvailable: false });
    try {
      const res = await till([{
        product_uuid: m.deal,
        quantity: 1,
        combo: [{ slot_uuid: m.main, product_uuid: m.thali }, { slot_uuid: m.drink, product_uuid: m.juice }],
      }]);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Juice is sold out');
    } finally {
      await setProduct(t.database, m.juice, { isAvailable: true });
    }
  });

  it("a combo's chosen product takes its stock (with the product's own lines), never below zero; a cancel gives it back", async () => {
    await setProduct(t.database, m.thali, { stock: 3 });
    const deal = (quantity: number) =>
      ({ product_uuid: m.deal, quantity, combo: [{ slot_uuid: m.main, product_uuid: m.thali }, { slot_uuid: m.drink, product_uuid: m.soda }] });
    // 2 deals + 2 thalis is 4 thalis: refused as a whole.
    const tooMany = await till([deal(2), { product_uuid: m.thali, quantity: 2 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Only 3 of Thali left');
    expect(await stockOf(m.thali)).toBe(3);
    const ok = await till([deal(2), { product_uuid: m.thali, quantity: 1 }]);
    expect(ok.status).toBe(201);
    expect(await stockOf(m.thali)).toBe(0);
    const cancel = await call(t.app, 'PUT', '/order/status/update', {
      token: tok.acmeCashier,
      body: { order_uuid: ok.body.data.order.uuid, status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect(await stockOf(m.thali)).toBe(3);
    await setProduct(t.database, m.thali, { stock: 10 });
  });

  it("an order's snapshot stays as sold after the option's price and name are edited (view and invoice)", async () => {
    const shot = await product(w.hq, { name: 'Cold brew', price: 120 });
    const g = await group(w.hq, { name: 'Ice', kind: 'single', min: 0, max: 1, sort: 0 }, [{ name: 'Crushed ice', price: 15 }], [shot.uuid]);
    const res = await till([{ product_uuid: shot.uuid, quantity: 2, options: [g.o['Crushed ice']], note: 'No straw' }]);
    expect(res.status).toBe(201);
    const uuid = res.body.data.order.uuid;
    await setOption(g.o['Crushed ice'], { price: 99, name: 'Shaved ice' });
    await db().update(optionGroups).set({ name: 'Frost' }).where(eq(optionGroups.uuid, g.uuid));
    await setProduct(t.database, shot.uuid, { price: 500, name: 'Nitro brew' });

    const view = await call(t.app, 'GET', `/order/view/${uuid}`, { token: tok.acmeCashier });
    expect(view.status).toBe(200);
    expect(view.body.data.items).toEqual([
      {
        uuid: expect.any(String),
        product_uuid: shot.uuid,
        name: 'Cold brew',
        unit_price: 135,
        base_price: 120,
        quantity: 2,
        line_total: 270,
        note: 'No straw',
        options: [{ group_uuid: g.uuid, group_name: 'Ice', option_uuid: g.o['Crushed ice'], name: 'Crushed ice', price: 15, kind: 'single' }],
        combo: [],
      },
    ]);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/order/invoice/${uuid}`, headers: { 'x-auth-token': tok.acmeCashier } });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Ice: Crushed ice');
    expect(text).toContain('+ INR 0.15');
    expect(text).not.toContain('Shaved ice');
  });
});

// ---- the staff view and the invoice ------------------------------------------------------------------

describe('where orders are shown', () => {
  it('the staff view and the consumer view carry options and combo choices; the invoice prints them under their line', async () => {
    const res = await call(t.app, 'POST', '/checkout', {
      token: tok.alice,
      body: {
        company_uuid: w.acme,
        store_uuid: w.hq,
        payment_method: 'counter',
        items: [
          { product_uuid: m.latte, quantity: 1, options: [m.size.Large, m.milk['Oat milk'], m.extras['Less sugar']] },
          { product_uuid: m.deal, quantity: 1, combo: [{ slot_uuid: m.main, product_uuid: m.thali }, { slot_uuid: m.drink, product_uuid: m.juice }] },
        ],
      },
    });
    expect(res.status).toBe(201);
    const { uuid, order_id } = res.body.data.order;
    for (const token of [tok.acmeCashier, tok.acmeOwner, tok.alice]) {
      const view = await call(t.app, 'GET', `/order/view/${uuid}`, { token });
      expect(view.status).toBe(200);
      const latte = view.body.data.items.find((i: any) => i.product_uuid === m.latte);
      expect(names(latte)).toEqual(['Size: Large 220', 'Milk: Oat milk 40', 'Extras: Less sugar -10']);
      const deal = view.body.data.items.find((i: any) => i.product_uuid === m.deal);
      expect(deal.combo.map((c: any) => `${c.slot_name}: ${c.name} +${c.upcharge}`)).toEqual(['Main: Thali +0', 'Drink: Juice +20']);
    }
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/order/invoice/${order_id}`, headers: { 'x-auth-token': tok.alice } });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    const at = (s: string) => {
      const i = text.indexOf(s);
      expect(i, s).toBeGreaterThanOrEqual(0);
      return i;
    };
    // Each choice comes after its own line, with its price: a size its price, a delta signed.
    expect(at('Latte')).toBeLessThan(at('Size: Large'));
    expect(at('Size: Large')).toBeLessThan(at('Milk: Oat milk'));
    expect(text).toContain('INR 2.20');
    expect(text).toContain('+ INR 0.40');
    expect(text).toContain('- INR 0.10');
    expect(at('Lunch deal')).toBeLessThan(at('Main: Thali'));
    expect(text).toContain('Drink: Juice');
    expect(text).toContain('+ INR 0.20');
  });
});

// ---- the cart ------------------------------------------------------------------------------------

describe('the cart keeps a line’s choices', () => {
  const add = (body: Record<string, unknown>, who: { token?: string; device?: string }) =>
    call(t.app, 'POST', '/cart/add', {
      token: who.token,
      body: { company_uuid: w.acme, store_uuid: w.hq, quantity: 1, ...(who.device ? { ip_address: who.device } : {}), ...body },
    });

  it('the same product with the same choices raises the line, other choices make a new one; defaults are resolved before keying', async () => {
    const guest = { device: newDevice() };
    const a = await add({ product_uuid: m.latte, options: [m.size.Large, m.milk['Oat milk']] }, guest);
    expect(a.status).toBe(200);
    const b = await add({ product_uuid: m.latte, quantity: 2, options: [m.milk['Oat milk'], m.size.Large] }, guest);
    expect(b.body.data.items).toHaveLength(1);
    expect(b.body.data.items[0]).toMatchObject({ quantity: 3, unit_price: 260, base_price: 220, line_total: 780, available: true, problem: null });
    expect(names(b.body.data.items[0])).toEqual(['Size: Large 220', 'Milk: Oat milk 40']);
    // Allergens of the line: the product's milk and the oat milk's gluten.
    expect([...b.body.data.items[0].allergens].sort()).toEqual(['gluten', 'milk']);

    // No options = the defaults (Small, Dairy milk): the same line as naming them.
    await add({ product_uuid: m.latte }, guest);
    const c = await add({ product_uuid: m.latte, options: [m.size.Small, m.milk['Dairy milk']] }, guest);
    expect(c.body.data.items).toHaveLength(2);
    const small = c.body.data.items.find((i: any) => i.base_price === 150);
    expect(small).toMatchObject({ quantity: 2, unit_price: 150 });

    const d = await add({ product_uuid: m.deal, combo: [{ slot_uuid: m.main, product_uuid: m.wrap }, { slot_uuid: m.drink, product_uuid: m.soda }] }, guest);
    const dealLine = d.body.data.items.find((i: any) => i.product_uuid === m.deal);
    expect(dealLine).toMatchObject({
      unit_price: 280,
      combo: [expect.objectContaining({ name: 'Paneer wrap', upcharge: 30 }), expect.objectContaining({ name: 'Soda', upcharge: 0 })],
    });
    expect(d.body.data.subtotal).toBe(780 + 300 + 280);
  });

  it('refuses bad choices at add time like checkout (400 naming the group, 409 sold out)', async () => {
    const guest = { device: newDevice() };
    const bad = await add({ product_uuid: m.latte, options: [m.milk['Oat milk']] }, guest);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Choose a Size for Latte', errors: [{ path: 'options' }] });
    const many = await add(
      { product_uuid: m.latte, options: [m.size.Small, m.extras['Extra shot'], m.extras['Vanilla syrup'], m.extras['Less sugar']] },
      guest,
    );
    expect(many.status).toBe(400);
    const foreign = await add({ product_uuid: m.latte, options: [m.size.Small, globexOption] }, guest);
    expect(foreign.status).toBe(400);
    await setOption(m.extras['Vanilla syrup'], { isAvailable: false });
    try {
      const sold = await add({ product_uuid: m.latte, options: [m.size.Small, m.extras['Vanilla syrup']] }, guest);
      expect(sold.status).toBe(409);
      expect(sold.body.message).toBe('Vanilla syrup is sold out');
    } finally {
      await setOption(m.extras['Vanilla syrup'], { isAvailable: true });
    }
    const cart = await call(t.app, 'GET', '/cart/list', { query: { company_uuid: w.acme, ip_address: guest.device } });
    expect(cart.body.data.items).toHaveLength(0);
  });

  it('a line whose option sold out since is shown unavailable with the reason and left out of the total; checkout refuses it', async () => {
    const guest = { device: newDevice() };
    await add({ product_uuid: m.latte, options: [m.size.Small, m.extras['Vanilla syrup']] }, guest);
    await add({ product_uuid: m.soda }, guest);
    await setOption(m.extras['Vanilla syrup'], { isAvailable: false });
    try {
      const cart = await call(t.app, 'GET', '/cart/list', { query: { company_uuid: w.acme, ip_address: guest.device } });
      const latte = cart.body.data.items.find((i: any) => i.product_uuid === m.latte);
      expect(latte).toMatchObject({ available: false, problem: 'Vanilla syrup is sold out', unit_price: 180 });
      expect(names(latte)).toEqual(['Size: Small 150', 'Extras: Vanilla syrup 30']);
      expect(cart.body.data.subtotal).toBe(50);
      const out = await call(t.app, 'POST', '/checkout/guest', {
        body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', ip_address: guest.device, customer_name: 'Guest' },
      });
      expect(out.status).toBe(409);
      expect(out.body.message).toBe('Vanilla syrup is sold out');
    } finally {
      await setOption(m.extras['Vanilla syrup'], { isAvailable: true });
    }
    const out = await call(t.app, 'POST', '/checkout/guest', {
      body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', ip_address: guest.device, customer_name: 'Guest' },
    });
    expect(out.status).toBe(201);
    const latte = out.body.data.order.items.find((i: any) => i.product_uuid === m.latte);
    expect(latte).toMatchObject({ unit_price: 180, base_price: 150 });
    expect(names(latte)).toEqual(['Size: Small 150', 'Extras: Vanilla syrup 30']);
  });

  it("a guest cart merged on login keeps each line's choices", async () => {
    const device = newDevice();
    await add({ product_uuid: m.latte, options: [m.size.Large, m.milk['Oat milk']] }, { device });
    await add({ product_uuid: m.latte, options: [m.size.Large, m.milk['Oat milk']] }, { token: tok.alice });
    await add({ product_uuid: m.latte }, { token: tok.alice });
    const merged = await call(t.app, 'PUT', '/cart/update/login/user', { token: tok.alice, body: { ip_address: device, company_uuid: w.acme } });
    expect(merged.status).toBe(200);
    const lines = merged.body.data.items.filter((i: any) => i.product_uuid === m.latte);
    expect(lines.map((l: any) => [l.base_price, l.quantity, l.unit_price]).sort()).toEqual([
      [150, 1, 150],
      [220, 2, 260],
    ]);
    await call(t.app, 'DELETE', '/cart/clear', { token: tok.alice, query: { company_uuid: w.acme } });
  });
});

// ---- offline -------------------------------------------------------------------------------------

describe('an order taken offline with option prices', () => {
  it('an option price the server published within the window is honoured; one it never had is charged today and flagged, naming the option', async () => {
    const oat = m.milk['Oat milk'];
    const shot = m.extras['Extra shot'];
    // Oat milk was 40 until just now; today it is 60 (the trigger keeps the history).
    await setOption(oat, { price: 60 });
    try {
      const honoured = await offline(
        [{ product_uuid: m.latte, quantity: 2, options: [m.size.Large, oat] }],
        { offline_option_prices: [{ option_uuid: oat, price: 40 }, { option_uuid: m.size.Large, price: 220 }] },
      );
      expect(honoured.status).toBe(201);
      expect(honoured.body.data.order).toMatchObject({ needs_review: false, review: null, subtotal: 520 });
      expect(names(honoured.body.data.order.items[0])).toEqual(['Size: Large 220', 'Milk: Oat milk 40']);

      // Extra shot at 5 was never published; today's 50 is charged. Oat milk today (60) needs no check.
      const flagged = await offline(
        [
          { product_uuid: m.latte, quantity: 3, options: [m.size.Small, oat, shot] },
          { product_uuid: m.soda, quantity: 1 },
        ],
        {
          offline_option_prices: [{ option_uuid: shot, price: 5 }, { option_uuid: oat, price: 60 }],
          offline_prices: [{ product_uuid: m.soda, unit_price: 1 }],
        },
      );
      expect(flagged.status).toBe(201);
      const order = flagged.body.data.order;
      expect(order.items.find((i: any) => i.product_uuid === m.latte)).toMatchObject({ unit_price: 150 + 60 + 50, quantity: 3 });
      expect(order.needs_review).toBe(true);
      expect(order.review).toEqual({
        reason: 'offline_price_not_published',
        lines: expect.arrayContaining([
          {
            product_uuid: m.latte,
            name: 'Latte',
            option_uuid: shot,
            option_name: 'Extra shot',
            offline_unit_price: 5,
            charged_unit_price: 50,
            quantity: 3,
            difference: 135,
          },
          { product_uuid: m.soda, name: 'Soda', offline_unit_price: 1, charged_unit_price: 50, quantity: 1, difference: 49 },
        ]),
        total_difference: 184,
      });
      expect(order.review.lines).toHaveLength(2);
      expect(order.subtotal).toBe(3 * 260 + 50);
      // The staff list shows the flag.
      const list = await call(t.app, 'GET', '/order/list/store', {
        token: tok.acmeCashier,
        query: { store_uuid: w.hq, needs_review: 'true', search: order.order_id },
      });
      expect(list.body.data.items.map((o: any) => o.order_id)).toEqual([order.order_id]);
    } finally {
      await setOption(oat, { price: 40 });
    }
  });

  it("a product's own price does not count in a line with a size, and an option sold out since is still accepted offline", async () => {
    await setOption(m.milk['Oat milk'], { isAvailable: false });
    try {
      const res = await offline(
        [{ product_uuid: m.latte, quantity: 1, options: [m.size.Small, m.milk['Oat milk']] }],
        { offline_prices: [{ product_uuid: m.latte, unit_price: 1 }] },
      );
      expect(res.status).toBe(201);
      expect(res.body.data.order).toMatchObject({ needs_review: false, subtotal: 190 });
    } finally {
      await setOption(m.milk['Oat milk'], { isAvailable: true });
    }
  });

  it('sent twice with the same order id and choices, it is one order; other choices under that id are a 409', async () => {
    const order_id = nextOrderId();
    const items = [{ product_uuid: m.latte, quantity: 1, options: [m.size.Large] }];
    const first = await offline(items, { order_id });
    const again = await offline(items, { order_id });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data.order.uuid).toBe(first.body.data.order.uuid);
    const other = await offline([{ product_uuid: m.latte, quantity: 1, options: [m.size.Small] }], { order_id });
    expect(other.status).toBe(409);
  });
});

// ---- reports ------------------------------------------------------------------------------------

describe('reports count options', () => {
  let pm: Menu;
  let placed: string[] = [];
  beforeAll(async () => {
    // The plant store's own menu and orders, so the counts below are only this block's.
    pm = await makeMenu(w.plant, ' P');
    const order = async (items: Item[]) => {
      const res = await call(t.app, 'POST', '/checkout', {
        token: tok.acmeOwner,
        body: { company_uuid: w.acme, store_uuid: w.plant, payment_method: 'counter', items },
      });
      expect(res.status).toBe(201);
      return res.body.data.order;
    };
    const a = await order([
      { product_uuid: pm.latte, quantity: 2, options: [pm.size.Large, pm.milk['Oat milk'], pm.extras['Extra shot']] },
      { product_uuid: pm.deal, quantity: 1, combo: [{ slot_uuid: pm.main, product_uuid: pm.thali }, { slot_uuid: pm.drink, product_uuid: pm.soda }] },
    ]);
    const b = await order([{ product_uuid: pm.latte, quantity: 3, options: [pm.size.Small, pm.milk['Oat milk']] }]);
    const cancelled = await order([{ product_uuid: pm.latte, quantity: 7, options: [pm.size.Small, pm.milk['Oat milk']] }]);
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.uuid, cancelled.uuid));
    // Sales are completed orders (server/lib/sales.ts).
    for (const sold of [a, b]) await db().update(orders).set({ status: 'completed' }).where(eq(orders.uuid, sold.uuid));
    placed = [a.order_id, b.order_id, cancelled.order_id];
  });

  it('the dashboard counts each option by its lines’ quantities (sales only: the cancelled order left out)', async () => {
    const res = await call(t.app, 'GET', '/report/store/dashbaord', { token: tok.acmeOwner, query: { type: 'year', store_uuid: w.plant } });
    expect(res.status).toBe(200);
    expect(res.body.data.top_options).toEqual([
      { kind: 'option', group_name: 'Milk', name: 'Oat milk', quantity: 5, revenue: 200 },
      { kind: 'option', group_name: 'Size', name: 'Small', quantity: 3, revenue: 450 },
      { kind: 'option', group_name: 'Size', name: 'Large', quantity: 2, revenue: 440 },
      { kind: 'option', group_name: 'Extras', name: 'Extra shot', quantity: 2, revenue: 100 },
      { kind: 'combo', group_name: 'Drink', name: 'Soda P', quantity: 1, revenue: 0 },
      { kind: 'combo', group_name: 'Main', name: 'Thali P', quantity: 1, revenue: 0 },
    ]);
  });

  it('the report list and the CSV and XLSX exports have each order’s lines with their options', async () => {
    const expected = '2× Latte P (Large, Oat milk, Extra shot); 1× Lunch deal P (Main: Thali P, Drink: Soda P)';
    const list = await call(t.app, 'GET', '/report/list/store', { token: tok.acmeOwner, query: { store_uuid: w.plant, search: placed[0] } });
    expect(list.body.data.items).toEqual([expect.objectContaining({ order_id: placed[0], item_lines: expected })]);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/report/export/store?store_uuid=${w.plant}&format=csv`,
      headers: { 'x-auth-token': tok.acmeOwner },
    });
    expect(csv.statusCode).toBe(200);
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toContain('Options');
    expect(rows.find((r) => r['Order ID'] === placed[0])?.Options).toBe(expected);
    expect(rows.find((r) => r['Order ID'] === placed[1])?.Options).toBe('3× Latte P (Small, Oat milk)');

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/v1/report/export/store?store_uuid=${w.plant}&format=xlsx`,
      headers: { 'x-auth-token': tok.acmeOwner },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = header.indexOf('Options') + 1;
    expect(col).toBeGreaterThan(0);
    const idCol = header.indexOf('Order ID') + 1;
    let found = '';
    sheet.eachRow((row) => {
      if (row.getCell(idCol).value === placed[0]) found = String(row.getCell(col).value);
    });
    expect(found).toBe(expected);
  });
});
