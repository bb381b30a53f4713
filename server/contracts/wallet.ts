// iCash wallet: the ledger lists, the credit/debit body and the rows they answer. Amounts are
// integer minor units; an entry's amount is signed (credits positive, debits negative).
import { z } from 'zod';
import { pagingQuerySchema, uuidSchema } from './common';
import { WALLET_ENTRY_TYPES, type WalletEntryType } from './constants/wallet';

export * from './constants/wallet';

export const cashConsumerListQuerySchema = pagingQuerySchema.extend({ user_uuid: uuidSchema.optional() });
export const cashAdminListQuerySchema = pagingQuerySchema.extend({
  user_uuid: uuidSchema.optional(),
  company_uuid: uuidSchema.optional(),
  type: z.enum(WALLET_ENTRY_TYPES, { message: `Type must be one of ${WALLET_ENTRY_TYPES.join(', ')}` }).optional(),
});

export const cashCreditBodySchema = z.object({
  user_uuid: uuidSchema,
  amount: z
    .number({ message: 'Amount must be a number' })
    .int('Amount is a whole number of minor units (cents, paise)')
    .min(1, 'Amount must be at least 1')
    .max(10_000_000, 'Amount is at most 10,000,000 minor units'),
  reason: z.string().trim().min(3, 'Reason must be at least 3 characters').max(200, 'Reason is at most 200 characters'),
  type: z.enum(['credit', 'debit'], { message: 'Type must be credit or debit' }).default('credit'),
});

export interface WalletEntry {
  uuid: string;
  user_uuid: string;
  user_name?: string;
  user_mobile?: string | null;
  company_uuid: string | null;
  amount: number;
  balance_after: number;
  type: WalletEntryType;
  reason: string | null;
  order_uuid: string | null;
  order_id: string | null;
  created_by_uuid: string | null;
  created_by_name: string | null;
  created_at: string;
}

export interface WalletSummary {
  user_uuid: string;
  name: string;
  balance: number;
  currency: string;
  entries: WalletEntry[];
}
