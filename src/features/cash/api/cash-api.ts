// iCash calls of spec section 7: the back-office ledger (every entry in scope), one consumer's
// ledger with their balance, the wallet summary (balance and currency) and a staff credit/debit.
import type { z } from 'zod';
import type { Paged } from '../../../../server/contracts/common';
import type { cashCreditBodySchema, WalletEntry, WalletEntryType, WalletSummary } from '../../../../server/contracts/wallet';
import { api, unwrap } from '../../../lib/api-client';
import { getPage, type ListQuery } from '../../../lib/resource-api';

export type CashQuery = Omit<ListQuery, 'store_uuid'> & { type?: WalletEntryType };

export const listAdminCash = (q: CashQuery, signal?: AbortSignal) => getPage<WalletEntry>('/cash/list/admin', q, signal);

export type ConsumerCashPage = Paged<WalletEntry> & { balance: number; user_uuid: string };

export const listConsumerCash = async (
  userUuid: string,
  q: { pagenum: number; limit: number; search?: string },
  signal?: AbortSignal,
): Promise<ConsumerCashPage> =>
  unwrap(await api.get<ConsumerCashPage>('/cash/list/consumer', { ...q, user_uuid: userUuid }, { silent: true, signal }));

export const walletSummary = async (userUuid: string, signal?: AbortSignal): Promise<WalletSummary> =>
  unwrap(await api.get<WalletSummary>(`/user/consumer/wallet/${encodeURIComponent(userUuid)}`, undefined, { silent: true, signal }));

export type CashAdjustment = z.input<typeof cashCreditBodySchema>;

/** The server refuses a debit below zero (409) with a sentence the dialog shows; success toasts its message. */
export const adjustCash = async (body: CashAdjustment): Promise<{ balance: number }> =>
  unwrap(await api.post<{ entry: WalletEntry; balance: number }>('/cash/credit', body, { silent: true }));
