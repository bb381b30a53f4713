// The live-update payload of an order row (server/contracts/realtime.ts), shared by the modules that
// change orders. It imports no service, so any module may use it without an import cycle.
import type { orders } from '../../db/schema';
import type { OrderEventPayload } from '../../contracts/realtime';

export function orderEvent(o: typeof orders.$inferSelect, previous: string | null): OrderEventPayload {
  return {
    uuid: o.uuid,
    order_id: o.orderId,
    call_number: o.callNumber,
    company_uuid: o.companyUuid,
    store_uuid: o.storeUuid,
    user_uuid: o.userUuid,
    status: o.status,
    previous_status: previous,
    payment_status: o.paymentStatus,
    total: o.total,
    currency: o.currency,
    channel: o.channel,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}
