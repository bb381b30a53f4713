// Who and where the till is: the signed-in cashier's (or manager's) store and company from the
// session, and the company's currency and tax rate (loaded once, kept for offline use).
import type { AuthUser } from '../../../../server/contracts/auth';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { fetchTillPricing } from '../api/cashier-api';
import type { TillContext } from './use-till-writes';

export interface TillPlace extends TillContext {
  store_name: string;
  store_slug: string;
  company_slug: string;
}

export function useTillContext(): {
  user: AuthUser | null;
  place: TillPlace | null;
  loading: boolean;
  error: Error | null;
  reload: () => void;
  missingStore: boolean;
} {
  const user = useCurrentUser();
  const companySlug = user?.company_slug ?? null;
  const pricing = useAsync((signal) => (companySlug ? fetchTillPricing(companySlug, signal) : Promise.resolve(null)), [companySlug]);
  const missingStore = Boolean(user && (!user.store_uuid || !user.company_uuid || !user.company_slug));
  const place: TillPlace | null =
    user?.store_uuid && user.company_uuid && pricing.data
      ? {
          company_uuid: user.company_uuid,
          store_uuid: user.store_uuid,
          store_name: user.store_name ?? '',
          store_slug: user.store_slug ?? '',
          company_slug: user.company_slug ?? '',
          currency: pricing.data.currency,
          tax_rate_bps: pricing.data.tax_rate_bps,
        }
      : null;
  return { user, place, loading: pricing.loading, error: pricing.error, reload: pricing.reload, missingStore };
}
