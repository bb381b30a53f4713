// The store a company's record (a banner, a coupon) may be limited to.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { badRequest, forbidden } from './http';

/**
 * `requested` when it is a store of `companyUuid`, null when none is asked for. Another company's
 * store is outside a company user's access; an administrator is told it belongs elsewhere.
 */
export async function storeOfCompany(db: Db, user: { role: string }, companyUuid: string, requested: string | null | undefined): Promise<string | null> {
  if (!requested) return null;
  const [store] = await db.select({ companyUuid: stores.companyUuid }).from(stores).where(eq(stores.uuid, requested));
  if (!store) throw badRequest('That store does not exist', [{ path: 'store_uuid', message: 'Unknown store' }]);
  if (store.companyUuid !== companyUuid) {
    if (user.role !== 'admin') throw forbidden('That store is outside your access');
    throw badRequest('That store belongs to another company', [{ path: 'store_uuid', message: 'The store is not in this company' }]);
  }
  return requested;
}
