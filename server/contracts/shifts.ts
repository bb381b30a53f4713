// Shifts and the cash drawer (issue 16): a till's shift opened with a float, cash moved in and out
// with a reason, an X report at any time, a close with the counted amount and the Z report kept for
// the manager. Money is integer minor units. The PWA imports this file too.
import { z } from 'zod';
import { pagingQuerySchema, uuidSchema } from './common';

/** The most a float, a cash move or a counted drawer may be (minor units): ten million major units. */
export const SHIFT_MONEY_MAX = 1_000_000_000;
export const SHIFT_REASON_MAX = 200;
export const CASH_MOVE_KINDS = ['in', 'out'] as const;
export type CashMoveKind = (typeof CASH_MOVE_KINDS)[number];

const money = (label: string, min: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be whole minor units`)
    .min(min, min > 0 ? `${label} must be more than 0` : `${label} cannot be negative`)
    .max(SHIFT_MONEY_MAX, `${label} is too large`);

/** The till: the device id the till sends with its orders (ip_address on checkout). */
export const deviceIdSchema = z.string().trim().min(1, 'device_id is required').max(100, 'device_id is at most 100 characters');

export const shiftOpenSchema = z.object({
  /** Made by the till, so that an open queued offline and the cash moves after it can name the shift. */
  uuid: uuidSchema.optional(),
  device_id: deviceIdSchema,
  opening_float: money('The float', 0),
});
export type ShiftOpenBody = z.output<typeof shiftOpenSchema>;

export const cashMoveSchema = z.object({
  uuid: uuidSchema.optional(),
  shift_uuid: uuidSchema,
  kind: z.enum(CASH_MOVE_KINDS, { message: 'kind must be in or out' }),
  amount: money('The amount', 1),
  reason: z.string().trim().min(1, 'Say why the cash moves').max(SHIFT_REASON_MAX, `The reason is at most ${SHIFT_REASON_MAX} characters`),
});
export type CashMoveBody = z.output<typeof cashMoveSchema>;

export const shiftCloseSchema = z.object({
  shift_uuid: uuidSchema,
  counted_cash: money('The counted amount', 0),
  note: z.string().trim().max(SHIFT_REASON_MAX, `The note is at most ${SHIFT_REASON_MAX} characters`).optional(),
  /**
   * How many cash moves the till made in this shift: a close naming more than the server has
   * received is refused (409) — the till still has writes to send.
   */
  cash_moves: z.number().int().min(0).max(100_000).optional(),
});
export type ShiftCloseBody = z.output<typeof shiftCloseSchema>;

export const shiftCurrentQuerySchema = z.object({ device_id: deviceIdSchema });
export const shiftParamSchema = z.object({ uuid: uuidSchema });
export const shiftListQuerySchema = pagingQuerySchema.extend({
  company_uuid: uuidSchema.optional(),
  store_uuid: uuidSchema.optional(),
});

/** Amounts per payment method: counter (cash), wallet (iCash), card. */
export interface ByMethod {
  counter: number;
  wallet: number;
  card: number;
  total: number;
}

export interface CashMove {
  uuid: string;
  kind: CashMoveKind;
  amount: number;
  reason: string;
  created_by_name: string | null;
  created_at: string;
}

export interface Shift {
  uuid: string;
  company_uuid: string;
  store_uuid: string;
  store_name: string;
  device_id: string;
  currency: string;
  opening_float: number;
  opened_at: string;
  opened_by_name: string | null;
  closed_at: string | null;
  closed_by_name: string | null;
  expected_cash: number | null;
  counted_cash: number | null;
  over_short: number | null;
  close_note: string | null;
}

/** One refund a shift's report counts: made on this till during the shift, or off a till on one of its orders. */
export interface ShiftRefund {
  /** The refund's uuid (an order cancelled and given back whole before refunds were kept: the order's). */
  uuid: string;
  order_uuid: string;
  order_id: string;
  /** counter (cash out of this drawer) | wallet | card */
  method: 'counter' | 'wallet' | 'card';
  amount: number;
  reason: string | null;
  created_at: string;
  /** The order was sold in another shift (an earlier one, or at another till). */
  other_shift: boolean;
}

/** An X report (the shift still open) or a Z report (at close, kept): what the drawer and the shift add up to. */
export interface ShiftReport {
  kind: 'X' | 'Z';
  shift: Shift;
  generated_at: string;
  /** Orders paid in the shift (refunded ones included: they are sales, then refunds). */
  orders: number;
  /** Paid orders' totals per method (tax included, discounts taken off). */
  sales: ByMethod;
  /** What the shift gave back per method (count: orders); see refund_list. */
  refunds: ByMethod & { count: number };
  /** Each refund counted above, oldest first. Absent in Z reports kept before it existed. */
  refund_list?: ShiftRefund[];
  /** Sales less refunds. */
  net: number;
  discounts: number;
  tax: number;
  /** Orders not (yet) paid and cancelled ones: shown apart, counted in nothing above. */
  unpaid: number;
  cancelled: number;
  cash_in: number;
  cash_out: number;
  moves: CashMove[];
  /** float + cash sales − cash refunds (made in this shift, of any order) + cash in − cash out. */
  cash_expected: number;
  counted_cash: number | null;
  over_short: number | null;
}

/** What GET /shift/current answers: this till's open shift and its X report, or null. */
export interface CurrentShift {
  /** The company's currency (for the open dialog before any shift exists). */
  currency: string;
  shift: Shift | null;
  report: ShiftReport | null;
}

/** The drawers in a scope, for the dashboard: open shifts with the cash expected now, and those closed today. */
export interface DrawerState {
  /** Open shifts, oldest first: the shift (till = device_id, cashier = opened_by_name, float) and its drawer now. */
  open: (Shift & { cash_expected: number })[];
  open_count: number;
  /** Shifts closed today, latest first: expected_cash, counted_cash and over_short set. */
  closed_today: Shift[];
  closed_count: number;
}
