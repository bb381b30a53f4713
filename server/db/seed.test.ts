import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/crypto';
import { openDatabase, type Database } from './client';
import { DEMO_PASSWORD, mulberry32, planDemo, seedDemo, seedIfEmpty } from './seed';

const NOW = new Date('2025-03-12T10:30:00');
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}

const plan = () => planDemo(NOW, mulberry32(42), 'hash', { orders: true, images: false });

describe('demo plan', () => {
  const p = plan();

  it('has the same shape on every run', () => {
    const shape = (x: ReturnType<typeof plan>) => x.orders.map((o) => [o.status, o.channel, o.total, o.createdAt?.toISOString()].join('|'));
    expect(shape(plan())).toEqual(shape(p));
  });

  it('gives every store at least 6 categories and 40 products, some tracked and some unavailable', () => {
    for (const store of p.stores) {
      const products = p.products.filter((x) => x.storeUuid === store.uuid);
      expect(p.categories.filter((c) => c.storeUuid === store.uuid).length).toBeGreaterThanOrEqual(6);
      expect(products.length).toBeGreaterThanOrEqual(40);
      expect(new Set(products.map((x) => x.slug)).size).toBe(products.length);
      expect(products.some((x) => x.stock != null)).toBe(true);
      expect(products.some((x) => x.isAvailable === false)).toBe(true);
    }
  });

  it('names every category and dish in Spanish and German too', () => {
    for (const row of [...p.categories, ...p.products]) {
      expect(row.translations?.es?.name, row.name).toBeTruthy();
      expect(row.translations?.de?.name, row.name).toBeTruthy();
    }
    expect(p.categories.find((c) => c.name === 'Breakfast')?.translations).toMatchObject({ es: { name: 'Desayuno' }, de: { name: 'Frühstück' } });
    expect(p.products.find((x) => x.name === 'French Fries')?.translations).toEqual({ es: { name: 'Patatas fritas' }, de: { name: 'Pommes frites' } });
  });

  it('names every option group, option and banner in Spanish and German too', () => {
    for (const row of [...p.optionGroups, ...p.options, ...p.banners.map((b) => ({ ...b, name: b.title }))]) {
      expect(row.translations?.es?.name, row.name).toBeTruthy();
      expect(row.translations?.de?.name, row.name).toBeTruthy();
    }
    expect(p.options.find((o) => o.name === 'Oat milk')?.translations).toEqual({ es: { name: 'Leche de avena' }, de: { name: 'Hafermilch' } });
    expect(p.banners.find((b) => b.title === 'Pay with iCash')?.translations?.es).toMatchObject({ name: 'Paga con iCash' });
  });

  it('covers every order status, with today mostly still in the kitchen', () => {
    expect(new Set(p.orders.map((o) => o.status))).toEqual(new Set(['placed', 'accepted', 'preparing', 'ready', 'completed', 'cancelled', 'refunded']));
    const midnight = new Date(NOW);
    midnight.setHours(0, 0, 0, 0);
    const today = p.orders.filter((o) => o.createdAt! >= midnight);
    const active = today.filter((o) => ['placed', 'accepted', 'preparing', 'ready'].includes(o.status!));
    expect(active.length * 2).toBeGreaterThan(today.length);
  });

  it('keeps amounts, histories and coupon counts consistent', () => {
    const items = groupBy(p.orderItems, (i) => i.orderUuid);
    const history = groupBy(p.history, (h) => h.orderUuid);
    for (const o of p.orders) {
      const lines = items.get(o.uuid!)!;
      expect(o.subtotal).toBe(lines.reduce((a, l) => a + l.lineTotal, 0));
      expect(o.tax).toBe(Math.round(((o.subtotal - o.discount!) * 500) / 10_000));
      expect(o.total).toBe(o.subtotal - o.discount! + o.tax!);
      const steps = history.get(o.uuid!)!;
      expect(steps[0].toStatus).toBe('placed');
      expect(steps.at(-1)!.toStatus).toBe(o.status);
      for (let i = 1; i < steps.length; i++) expect(steps[i].createdAt!.getTime()).toBeGreaterThanOrEqual(steps[i - 1].createdAt!.getTime());
      expect(steps.at(-1)!.createdAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    for (const c of p.coupons) {
      const used = p.redemptions.filter((r) => r.couponUuid === c.uuid).length;
      expect(c.usedCount).toBe(used);
      if (c.usageLimit != null) expect(used).toBeLessThanOrEqual(c.usageLimit);
    }
  });

  it('gives every store sizes, milks and extras on hot drinks, add-ons on mains, three combos, and allergens or dietary marks on every dish', () => {
    for (const store of p.stores) {
      const products = p.products.filter((x) => x.storeUuid === store.uuid);
      const groups = p.optionGroups.filter((g) => g.storeUuid === store.uuid);
      const byName = (name: string) => groups.find((g) => g.name === name)!;
      expect(groups.map((g) => g.name)).toEqual(expect.arrayContaining(['Size', 'Milk', 'Extras', 'Add-ons']));
      const linked = (product: string) => {
        const uuid = products.find((x) => x.name === product)!.uuid;
        return p.productOptionGroups
          .filter((l) => l.productUuid === uuid)
          .sort((a, b) => a.sortOrder! - b.sortOrder!)
          .map((l) => groups.find((g) => g.uuid === l.groupUuid)!.name);
      };
      expect(linked('Latte')).toEqual(['Size', 'Milk', 'Extras']);
      const sizes = p.options.filter((o) => o.groupUuid === byName('Size').uuid);
      expect(sizes.map((o) => o.name)).toEqual(['Small', 'Regular', 'Large']);
      // The default size costs what the drink costs, so a plain line keeps its price.
      expect(sizes.find((o) => o.isDefault)!.price).toBe(products.find((x) => x.name === 'Latte')!.price);
      const oat = p.options.find((o) => o.groupUuid === byName('Milk').uuid && o.name === 'Oat milk')!;
      expect(oat).toMatchObject({ allergens: ['gluten'] });
      expect(oat.price).toBeGreaterThan(0);
      for (const g of groups.filter((x) => x.minSelect! > 0)) expect(p.options.filter((o) => o.groupUuid === g.uuid && o.isDefault)).toHaveLength(1);
      expect(p.options.find((o) => o.groupUuid === byName('Add-ons').uuid && o.name === 'Fried egg')).toMatchObject({ allergens: ['eggs'] });

      const combos = products.filter((x) => x.isCombo);
      expect(combos.length).toBeGreaterThanOrEqual(2);
      for (const combo of combos) {
        const slots = p.comboSlots.filter((sl) => sl.comboUuid === combo.uuid);
        expect(slots.length).toBeGreaterThanOrEqual(2);
        for (const slot of slots) {
          const items = p.comboSlotItems.filter((i) => i.slotUuid === slot.uuid);
          expect(items.length).toBeGreaterThanOrEqual(1);
          for (const i of items) {
            const offered = products.find((x) => x.uuid === i.productUuid)!;
            expect(offered.isCombo).toBe(false);
          }
        }
      }
      expect(
        combos.some((c) => p.comboSlotItems.some((i) => i.upcharge! > 0 && p.comboSlots.some((sl) => sl.uuid === i.slotUuid && sl.comboUuid === c.uuid))),
      ).toBe(true);
      for (const x of products) expect(x.dietary!.length + x.allergens!.length, x.name).toBeGreaterThan(0);
      expect(products.filter((x) => x.kcal != null).length * 10).toBeGreaterThan(products.length * 8);
      expect(products.some((x) => x.mayContain!.length > 0)).toBe(true);
    }
  });

  it('snapshots the options of seeded lines, priced as checkout would', () => {
    const withOptions = p.orderItems.filter((i) => i.options && i.options.length > 0);
    expect(withOptions.length).toBeGreaterThan(50);
    const optionByUuid = new Map(p.options.map((o) => [o.uuid, o]));
    const productByUuid = new Map(p.products.map((x) => [x.uuid, x]));
    for (const line of withOptions) {
      const product = productByUuid.get(line.productUuid!)!;
      let base = product.price;
      let deltas = 0;
      for (const o of line.options!) {
        const option = optionByUuid.get(o.option_uuid)!;
        expect(option.groupUuid).toBe(o.group_uuid);
        expect(o.price).toBe(option.price);
        if (o.kind === 'size') base = o.price;
        else deltas += o.price;
      }
      expect(line.basePrice).toBe(base);
      expect(line.unitPrice).toBe(base + deltas);
      expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
    }
    expect(withOptions.some((i) => i.options!.some((o) => o.name === 'Oat milk'))).toBe(true);
    expect(withOptions.some((i) => i.options!.some((o) => o.name === 'Large'))).toBe(true);
  });

  it('writes iCash ledgers whose balance is the running sum and never negative', () => {
    const running = new Map<string, number>();
    let last = 0;
    for (const e of p.wallet) {
      expect(e.createdAt!.getTime()).toBeGreaterThanOrEqual(last);
      last = e.createdAt!.getTime();
      const after = (running.get(e.userUuid) ?? 0) + e.amount;
      running.set(e.userUuid, after);
      expect(e.balanceAfter).toBe(after);
      expect(after).toBeGreaterThanOrEqual(0);
    }
    const alice = p.users.find((u) => u.email === 'alice@example.com')!;
    const aliceRows = p.wallet.filter((e) => e.userUuid === alice.uuid);
    expect(aliceRows[0]).toMatchObject({ type: 'credit', amount: 50_000, reason: 'Welcome credit' });
    expect(aliceRows.some((e) => e.type === 'payment' && e.orderUuid)).toBe(true);
  });
});

describe('seeding a database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
  }, 60_000);
  afterAll(() => database?.close());

  it('seeds an empty database once, with working demo logins', async () => {
    const log = { info: () => {}, warn: () => {} };
    expect(await seedIfEmpty(database.db, log, { orders: false })).toBe(true);
    expect(await seedIfEmpty(database.db, log, { orders: false })).toBe(false);
    const res = await database.db.execute<{ role: string; password_hash: string }>(
      sql`select role, password_hash from users where email = 'cashier.hq@acme.example.com'`,
    );
    expect(res.rows[0].role).toBe('cashier');
    expect(await verifyPassword(res.rows[0].password_hash, DEMO_PASSWORD)).toBe(true);
  }, 30_000);

  it('writes the full demo, orders included, within the database constraints', async () => {
    const other = await openDatabase({ memory: true });
    try {
      const summary = await seedDemo(other.db, { now: NOW });
      expect(summary).toMatchObject({ companies: 2, stores: 4, coupons: 18 });
      expect(summary.orders).toBeGreaterThan(4 * 59 * 8);
      const res = await other.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
      expect(res.rows[0].n).toBe(summary.orders);
    } finally {
      await other.close();
    }
  }, 60_000);
});
