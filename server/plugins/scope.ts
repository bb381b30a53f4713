// Tenant scope: which company and store a caller may name. A uuid outside the caller's scope is a
// 403; services then filter by the scope so that another tenant's object is simply not found (404).
import type { AuthContext } from './auth';
import { forbidden } from '../lib/http';

type User = AuthContext['user'];

const COMPANY_SCOPED = new Set(['company', 'executive', 'manager', 'cashier', 'company_consumer']);
const STORE_SCOPED = new Set(['manager', 'cashier']);

/** The company a list or write is limited to: admin may pick any (or none = all); others get their own. */
export function scopeCompany(user: User, requested?: string | null): string | undefined {
  if (user.role === 'admin') return requested ?? undefined;
  if (COMPANY_SCOPED.has(user.role)) {
    if (requested && requested !== user.companyUuid) throw forbidden('That company is outside your access');
    return user.companyUuid ?? undefined;
  }
  if (requested) return requested;
  return undefined;
}

/** The store a list or write is limited to: store roles get their own store only. */
export function scopeStore(user: User, requested?: string | null): string | undefined {
  if (STORE_SCOPED.has(user.role)) {
    if (requested && requested !== user.storeUuid) throw forbidden('That store is outside your access');
    return user.storeUuid ?? undefined;
  }
  return requested ?? undefined;
}

export const isStoreScoped = (user: User) => STORE_SCOPED.has(user.role);
