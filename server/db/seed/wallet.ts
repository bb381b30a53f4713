// iCash ledgers (standing credits, balances in time order) and the notifications that are not about an order.
import { randomUUID } from 'node:crypto';
import type * as s from '../schema';
import type { CompanyCtx, Plan, Row, WalletEvent } from './plan';
import { DAY, HISTORY_DAYS, MINUTE, at, dayStart } from './random';

export const formatMoney = (minor: number) => `₹${(minor / 100).toFixed(2)}`;

/** Standing credits of every company consumer: a welcome credit, a monthly allowance, Alice's adjustment. */
export function walletCredits(now: Date, companies: CompanyCtx[], withAllowances: boolean): WalletEvent[] {
  const events: WalletEvent[] = [];
  for (const company of companies) {
    for (const c of company.consumers) {
      if (!c.active) continue;
      events.push({
        userUuid: c.uuid,
        companyUuid: company.uuid,
        amount: 50_000,
        type: 'credit',
        reason: 'Welcome credit',
        createdBy: company.desk,
        at: at(dayStart(now, HISTORY_DAYS), 6 * 60 * MINUTE),
      });
      if (!withAllowances) continue;
      for (const daysAgo of [45, 15])
        events.push({
          userUuid: c.uuid,
          companyUuid: company.uuid,
          amount: 100_000,
          type: 'credit',
          reason: 'Monthly meal allowance',
          createdBy: company.owner,
          at: at(dayStart(now, daysAgo), 6 * 60 * MINUTE + 30 * MINUTE),
        });
    }
  }
  const alice = companies[0].consumers[0];
  const desk = companies[0].desk;
  // A mistaken double top-up and its reversal, before the cafeteria opens so no order sits between them.
  events.push({
    userUuid: alice.uuid,
    companyUuid: alice.companyUuid,
    amount: 20_000,
    type: 'credit',
    reason: 'Top-up at the front desk',
    createdBy: desk,
    at: at(dayStart(now, 40), 6 * 60 * MINUTE),
  });
  events.push({
    userUuid: alice.uuid,
    companyUuid: alice.companyUuid,
    amount: -20_000,
    type: 'debit',
    reason: 'Reversal: duplicate top-up',
    createdBy: desk,
    at: at(dayStart(now, 40), 6 * 60 * MINUTE + 5 * MINUTE),
  });
  return events;
}

export function ledgerRows(events: WalletEvent[], now: Date): Row<typeof s.walletEntries>[] {
  const sorted = events
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.at <= now)
    .sort((a, b) => a.e.at.getTime() - b.e.at.getTime() || a.i - b.i)
    .map(({ e }) => e);
  const balance = new Map<string, number>();
  return sorted.map((e) => {
    const after = (balance.get(e.userUuid) ?? 0) + e.amount;
    if (after < 0) throw new Error(`Demo seed bug: iCash balance of ${e.userUuid} would go below zero`);
    balance.set(e.userUuid, after);
    return {
      uuid: randomUUID(),
      userUuid: e.userUuid,
      companyUuid: e.companyUuid,
      amount: e.amount,
      balanceAfter: after,
      type: e.type,
      reason: e.reason,
      orderUuid: e.orderUuid ?? null,
      createdByUuid: e.createdBy ?? null,
      createdAt: e.at,
    };
  });
}

export function staticNotifications(now: Date, plan: Plan, admin: string, companies: CompanyCtx[], withOrders: boolean) {
  const n = (row: Omit<Row<typeof s.notifications>, 'uuid'> & { createdAt: Date }) => {
    const readAt = now.getTime() - row.createdAt.getTime() > 2 * DAY ? at(row.createdAt, 4 * 60 * MINUTE) : null;
    plan.notifications.push({ uuid: randomUUID(), readAt, ...row });
  };
  n({
    audience: 'admin',
    userUuid: admin,
    title: 'Globex Canteens joined',
    body: 'Two stores were set up: Globex East and Globex West.',
    createdAt: at(dayStart(now, 75), 11 * 60 * MINUTE),
  });
  n({
    audience: 'admin',
    userUuid: admin,
    title: 'Weekly platform summary',
    body: 'Orders, revenue and feedback for last week are ready in Reports.',
    createdAt: at(dayStart(now, 7), 8 * 60 * MINUTE),
  });
  n({
    audience: 'admin',
    userUuid: admin,
    title: 'Weekly platform summary',
    body: 'Orders, revenue and feedback for last week are ready in Reports.',
    createdAt: at(dayStart(now, 0), Math.min(8 * 60 * MINUTE, now.getTime() - dayStart(now, 0).getTime())),
  });
  for (const company of companies) {
    n({
      audience: 'company',
      companyUuid: company.uuid,
      title: 'DIWALI25 has expired',
      body: 'The festival offer has ended and can no longer be applied.',
      createdAt: at(dayStart(now, 49), 0),
    });
    n({
      audience: 'company',
      companyUuid: company.uuid,
      title: 'Weekly sales report ready',
      body: 'See Reports for store-by-store sales.',
      createdAt: at(dayStart(now, 7), 8 * 60 * MINUTE + 5 * MINUTE),
    });
    n({
      audience: 'company',
      companyUuid: company.uuid,
      title: 'NEWYEAR100 is scheduled',
      body: 'It goes live in about three weeks.',
      createdAt: at(dayStart(now, 1), 10 * 60 * MINUTE),
    });
    for (const store of company.stores) {
      for (const p of store.products.filter((x) => x.stock != null && x.stock <= 10))
        n({
          audience: 'store',
          companyUuid: company.uuid,
          storeUuid: store.uuid,
          title: `Low stock: ${p.name}`,
          body: `${p.stock} left at ${store.name}.`,
          createdAt: at(now, -90 * MINUTE),
        });
      n({
        audience: 'store',
        companyUuid: company.uuid,
        storeUuid: store.uuid,
        title: 'Menu updated',
        body: 'Seasonal prices are live.',
        createdAt: at(dayStart(now, 20), 7 * 60 * MINUTE),
      });
    }
    for (const c of company.consumers.filter((x) => x.active)) {
      n({
        audience: 'user',
        companyUuid: company.uuid,
        userUuid: c.uuid,
        title: 'iCash credited',
        body: `${formatMoney(50_000)} welcome credit added to your wallet.`,
        createdAt: at(dayStart(now, HISTORY_DAYS), 6 * 60 * MINUTE + MINUTE),
      });
      if (withOrders)
        n({
          audience: 'user',
          companyUuid: company.uuid,
          userUuid: c.uuid,
          title: 'iCash credited',
          body: `${formatMoney(100_000)} monthly meal allowance added to your wallet.`,
          createdAt: at(dayStart(now, 15), 6 * 60 * MINUTE + 31 * MINUTE),
        });
    }
  }
}
