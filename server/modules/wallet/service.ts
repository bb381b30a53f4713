// iCash: the consumer's and the back-office ledger lists, a wallet summary, and credits/debits by
// staff with a reason. Every write goes through ledger.ts (per-user lock, never below zero) and is
// audited in the same transaction; the consumer is notified.
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, orders, users, walletEntries } from '../../db/schema';
import type { WalletEntry, WalletSummary, cashCreditBodySchema } from '../../contracts/wallet';
import { likeTerm, paged } from '../../lib/http';
import { where } from '../../lib/sql';
import type { ListPage } from '../../lib/scoped-filter';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany } from '../../plugins/scope';
import { audit } from '../audit/service';
import { createNotifications, type CreatedNotification } from '../notifications/service';
import { consumerInScope } from '../orders/service';
import { appendWalletEntry, walletBalance } from './ledger';

type User = AuthContext['user'];

const creator = alias(users, 'creator');

const entryColumns = {
  uuid: walletEntries.uuid,
  user_uuid: walletEntries.userUuid,
  user_name: users.name,
  user_mobile: users.mobile,
  company_uuid: walletEntries.companyUuid,
  amount: walletEntries.amount,
  balance_after: walletEntries.balanceAfter,
  type: walletEntries.type,
  reason: walletEntries.reason,
  order_uuid: walletEntries.orderUuid,
  order_id: orders.orderId,
  created_by_uuid: walletEntries.createdByUuid,
  created_by_name: creator.name,
  created_at: walletEntries.createdAt,
};

async function listEntries(db: Db, page: ListPage, filter: SQL | undefined) {
  const term = page.search ? likeTerm(page.search) : undefined;
  const full = where(
    filter,
    term ? or(
      ilike(users.name, term),
      ilike(users.mobile, term),
      ilike(users.email, term),
      ilike(walletEntries.reason, term),
      ilike(orders.orderId, term),
    ) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(entryColumns)
      .from(walletEntries)
      .innerJoin(users, eq(users.uuid, walletEntries.userUuid))
      .leftJoin(creator, eq(creator.uuid, walletEntries.createdByUuid))
      .leftJoin(orders, eq(orders.uuid, walletEntries.orderUuid))
      .where(full)
      .orderBy(desc(walletEntries.seq))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(walletEntries)
      .innerJoin(users, eq(users.uuid, walletEntries.userUuid))
      .leftJoin(orders, eq(orders.uuid, walletEntries.orderUuid))
      .where(full),
  ]);
  return { rows: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }) as WalletEntry), total };
}

/** One consumer's ledger, newest first, with their balance: consumers their own, staff a consumer in scope. */
export async function listConsumerCash(db: Db, user: User, page: ListPage, q: { user_uuid?: string }) {
  const consumer = await consumerInScope(db, user, q.user_uuid);
  const [{ rows, total }, balance] = await Promise.all([listEntries(db, page, eq(walletEntries.userUuid, consumer.uuid)), walletBalance(db, consumer.uuid)]);
  return { ...paged(rows, total, page.pagenum, page.limit), balance, user_uuid: consumer.uuid };
}

/** The back-office ledger: admin every entry, company and executive their company's consumers. */
export async function listAdminCash(db: Db, user: User, page: ListPage, q: { user_uuid?: string; company_uuid?: string; type?: string }) {
  const companyUuid = scopeCompany(user, q.company_uuid);
  if (q.user_uuid && user.role !== 'admin') await consumerInScope(db, user, q.user_uuid);
  const { rows, total } = await listEntries(
    db,
    page,
    where(
      companyUuid ? eq(users.companyUuid, companyUuid) : undefined,
      q.user_uuid ? eq(walletEntries.userUuid, q.user_uuid) : undefined,
      q.type ? eq(walletEntries.type, q.type) : undefined,
    ),
  );
  return paged(rows, total, page.pagenum, page.limit);
}

async function currencyOf(db: Db, companyUuid: string | null) {
  if (!companyUuid) return 'INR';
  const [c] = await db.select({ currency: companies.currency }).from(companies).where(eq(companies.uuid, companyUuid));
  return c?.currency ?? 'INR';
}

export async function walletSummary(db: Db, user: User, consumerUuid: string): Promise<WalletSummary> {
  const consumer = await consumerInScope(db, user, consumerUuid);
  const [{ rows }, balance, currency] = await Promise.all([
    listEntries(db, { pagenum: 0, limit: 10, offset: 0 }, eq(walletEntries.userUuid, consumer.uuid)),
    walletBalance(db, consumer.uuid),
    currencyOf(db, consumer.companyUuid),
  ]);
  return { user_uuid: consumer.uuid, name: consumer.name, balance, currency, entries: rows };
}

const money = (minor: number, currency: string) => `${currency} ${(minor / 100).toFixed(2)}`;

/** A staff credit or debit with a reason. A debit beyond the balance is a 409 and writes nothing. */
export async function creditCash(db: Db, user: User, input: z.output<typeof cashCreditBodySchema>) {
  const consumer = await consumerInScope(db, user, input.user_uuid);
  const currency = await currencyOf(db, consumer.companyUuid);
  const signed = input.type === 'debit' ? -input.amount : input.amount;
  const { entry, notes } = await db.transaction(async (tx) => {
    const entry = await appendWalletEntry(tx, { userUuid: consumer.uuid, amount: signed, type: input.type, reason: input.reason, createdByUuid: user.uuid });
    await audit(tx, user, {
      action: input.type,
      entity: 'wallet',
      entityUuid: consumer.uuid,
      companyUuid: consumer.companyUuid,
      data: { amount: input.amount, reason: input.reason },
    });
    const notes: CreatedNotification[] = await createNotifications(tx, [
      {
        audience: 'user',
        userUuid: consumer.uuid,
        companyUuid: consumer.companyUuid,
        title: input.type === 'credit' ? 'iCash credited' : 'iCash debited',
        body:
          `${money(input.amount, currency)} ${input.type === 'credit' ? 'added to' : 'taken from'} your wallet: ${input.reason}. ` +
          `Balance ${money(entry.balanceAfter, currency)}.`,
        link: '/consumer/wallet',
      },
    ]);
    return { entry, notes };
  });
  return {
    entry: {
      uuid: entry.uuid,
      user_uuid: entry.userUuid,
      company_uuid: entry.companyUuid,
      amount: entry.amount,
      balance_after: entry.balanceAfter,
      type: entry.type,
      reason: entry.reason,
      created_at: entry.createdAt.toISOString(),
    },
    balance: entry.balanceAfter,
    notifications: notes,
  };
}
