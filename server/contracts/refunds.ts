// Refunds (issue 16): money given back on a paid order, in full or per line, to the order's payment
// method, with a reason. POST /order/refund makes one; the order's view lists them; each has a
// credit note PDF.
import { z } from 'zod';
import { uuidSchema } from './common';
import { orderRefSchema } from './orders';
import { deviceIdSchema } from './shifts';

export const refundLineSchema = z.object({
  item_uuid: uuidSchema,
  quantity: z.number().int('A whole number').min(1, 'At least 1').max(1000, 'At most 1000'),
});

export const refundBodySchema = z
  .object({
    order_uuid: uuidSchema.optional(),
    order_id: orderRefSchema.optional(),
    /** The lines and how many of each; none = everything not yet refunded. */
    lines: z.array(refundLineSchema).min(1, 'Name at least one line, or leave lines out for a full refund').max(100).optional(),
    reason: z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(500, 'The reason is at most 500 characters'),
    /** The till's device id: its open shift (in the order's store) gives the money back from its drawer and lists the refund. */
    device_id: deviceIdSchema.optional(),
  })
  .refine((b) => b.order_uuid || b.order_id, { message: 'Name the order: order_uuid or order_id', path: ['order_uuid'] })
  .refine((b) => !b.lines || new Set(b.lines.map((l) => l.item_uuid)).size === b.lines.length, {
    message: 'Each line at most once',
    path: ['lines'],
  });
export type RefundBody = z.output<typeof refundBodySchema>;

export const creditNoteParamSchema = z.object({ refundUuid: uuidSchema });

export interface RefundLine {
  item_uuid: string;
  name: string;
  quantity: number;
  amount: number;
}

export interface OrderRefund {
  uuid: string;
  amount: number;
  /** counter (cash out of the drawer) | wallet (iCash) | card */
  method: string;
  lines: RefundLine[];
  full: boolean;
  reason: string;
  provider_ref: string | null;
  created_by_uuid: string | null;
  created_by_name: string | null;
  created_at: string;
}
