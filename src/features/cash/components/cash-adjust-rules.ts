// What the credit/debit form checks before asking the server (which checks again, and alone knows
// whether a debit would go below zero). Errors are keys under backoffice:cash.errors.
import { toMinorUnits } from '../../../lib/money';

export const REASON_MIN = 3;
export const REASON_MAX = 200;

export function validateAdjustment(amountText: string, reasonText: string): { value: { amount: number; reason: string } | null; errors: Record<string, 'amount' | 'amountZero' | 'reason'> } {
  const errors: Record<string, 'amount' | 'amountZero' | 'reason'> = {};
  const amount = toMinorUnits(amountText);
  if (amount === null) errors.amount = 'amount';
  else if (amount < 1) errors.amount = 'amountZero';
  const reason = reasonText.trim();
  if (reason.length < REASON_MIN || reason.length > REASON_MAX) errors.reason = 'reason';
  return { value: Object.keys(errors).length === 0 && amount !== null ? { amount, reason } : null, errors };
}
