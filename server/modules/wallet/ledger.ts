// The iCash ledger: `wallet_entries`, one row per credit or debit, each carrying the balance after
// it. A user's balance is the balance_after of their latest entry (0 with none). Writers lock the
// user's row first, so concurrent debits queue up and none can take the balance below zero; the
// CHECK (balance_after >= 0) constraint backs that up in the database.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { users, walletEntries } from '../../db/schema';
import { AppError, notFound } from '../../lib/http';

export type WalletEntryType = 'credit' | 'debit' | 'refund' | 'payment';

export async function walletBalance(db: DbOrTx, userUuid: string): Promise<number> {
  const [last] = await db
    .select({ balance: walletEntries.balanceAfter })
    .from(walletEntries)
    .where(eq(walletEntries.userUuid, userUuid))
    .orderBy(desc(walletEntries.seq))
    .limit(1);
  return last?.balance ?? 0;
}

export interface WalletEntryInput {
  userUuid: string;
  /** Signed minor units: positive adds, negative takes. */
  amount: number;
  type: WalletEntryType;
  reason?: string | null;
  orderUuid?: string | null;
  createdByUuid?: string | null;
}

/**
 * Appends one entry inside the caller's transaction. Throws 409 "insufficient" when a debit would
 * take the balance below zero (the caller's transaction then rolls back whatever else it wrote).
 */
export async function appendWalletEntry(tx: Tx, input: WalletEntryInput) {
  if (!Number.isInteger(input.amount) || input.amount === 0) throw new AppError(400, 'The amount must be a whole number of minor units other than zero');
  // Serialises writers per user: the second debit waits here until the first commits.
  const [owner] = await tx.select({ uuid: users.uuid, company_uuid: users.companyUuid }).from(users).where(eq(users.uuid, input.userUuid)).for('update');
  if (!owner) throw notFound('User');
  const balance = await walletBalance(tx, input.userUuid);
  const after = balance + input.amount;
  if (after < 0) throw new AppError(409, `Not enough iCash: the balance is ${balance} and ${-input.amount} is needed`);
  const [entry] = await tx
    .insert(walletEntries)
    .values({
      userUuid: input.userUuid,
      companyUuid: owner.company_uuid,
      amount: input.amount,
      balanceAfter: after,
      type: input.type,
      reason: input.reason ?? null,
      orderUuid: input.orderUuid ?? null,
      createdByUuid: input.createdByUuid ?? null,
    })
    .returning();
  return entry;
}
