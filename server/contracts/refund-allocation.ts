// How a refund's money is shared between an order's lines (issue 16). The arithmetic has no schema: it
// lives in constants/refund-allocation.ts (zod-free, for the PWA's refund dialog) and is re-exported
// here, as every constants module is by its contracts module.
export * from './constants/refund-allocation';
