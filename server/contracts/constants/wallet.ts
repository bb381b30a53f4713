// zod-free values of ../wallet.ts: the ledger entry types. The PWA imports them from here, so that a screen
// which needs them does not load zod with it; ../wallet.ts re-exports them for the server.

export const WALLET_ENTRY_TYPES = ['credit', 'debit', 'refund', 'payment'] as const;
export type WalletEntryType = (typeof WALLET_ENTRY_TYPES)[number];
