// The currency of a store's prices, for the forms that type money of one store (products, option groups).
import { useTranslation } from 'react-i18next';
import { currencySymbol } from '../../lib/money';
import { useAsync } from '../../lib/use-async';
import { useCurrentUser } from '../../lib/use-auth';
import { storeCurrency } from './api/products-api';

/** The currency code (`known` when the record carries it; else read for the store) and its symbol in the app's language. */
export function useStoreCurrency(storeUuid: string | undefined, known?: string | null) {
  const { i18n } = useTranslation();
  const role = useCurrentUser()?.role;
  const currency = useAsync(async (signal) => known ?? (storeUuid ? storeCurrency(storeUuid, role, signal) : null), [storeUuid]);
  const code = currency.data ?? null;
  return { code, symbol: code ? currencySymbol(code, i18n.language) : undefined };
}
