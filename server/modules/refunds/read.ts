// An order's refunds as its view shows them (kept apart from service.ts so the orders module can
// read them without importing the refund writes).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refunds, users } from '../../db/schema';
import type { OrderRefund } from '../../contracts/refunds';

export async function orderRefunds(db: DbOrTx, orderUuid: string): Promise<OrderRefund[]> {
  const rows = await db
    .select({ r: refunds, by: users.name })
    .from(refunds)
    .leftJoin(users, eq(users.uuid, refunds.createdByUuid))
    .where(eq(refunds.orderUuid, orderUuid))
    .orderBy(asc(refunds.createdAt), asc(refunds.uuid));
  return rows.map(({ r, by }) => ({
    uuid: r.uuid,
    amount: r.amount,
    method: r.method,
    lines: r.lines,
    full: r.full,
    reason: r.reason,
    provider_ref: r.providerRef,
    created_by_uuid: r.createdByUuid,
    created_by_name: by,
    created_at: r.createdAt.toISOString(),
  }));
}
