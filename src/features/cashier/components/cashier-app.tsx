// Cashier mode under /app/cashier: order entry (index), the live queue and the kitchen screen, in
// one frame with the store's sync status. The till is the signed-in cashier's (or manager's) store.
// The kitchen screen (stations, boards, expeditor) is its own feature; the app hands it in (`kitchen`).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoader } from '../../../components/feedback/page-loader';
import { lazyPart, preloadWhenIdle } from '../../../lib/lazy-part';
import { paths } from '../../../config/paths';
import { useTillContext } from '../hooks/use-till-context';
import { CashierLayout } from './cashier-layout';

import OrderEntryPage from './order-entry-page';

// The queue and kitchen screens are no part of the till's first screen (issue 13), but they are
// fetched ahead once the till has settled (first in the idle queue, src/lib/lazy-part.tsx): a till
// that opened once switches screens with no network even where the service worker is blocked.
const QueuePage = lazyPart(() => import('./queue-page'), <PageLoader />);

/** The kitchen screen as the app hands it in: fetched ahead once the till shows, rendered for the till's store. */
export interface KitchenSlot {
  preload: () => Promise<unknown>;
  render: (storeUuid: string) => ReactNode;
}

export default function CashierApp({ accountMenu, kitchen }: { accountMenu?: ReactNode; kitchen?: KitchenSlot }) {
  const { t } = useTranslation();
  useEffect(() => QueuePage.preloadSoon(), []);
  useEffect(() => kitchen && preloadWhenIdle(() => kitchen.preload().catch(() => undefined), true), [kitchen]);
  const { user, place, loading, error, reload, missingStore } = useTillContext();
  if (missingStore || !user)
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="warning">{t('cashier:noStore')}</Alert>
      </Box>
    );
  if (!place) {
    if (loading) return <PageLoader />;
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error" action={<Button onClick={reload}>{t('cashier:retry')}</Button>}>
          {t('cashier:pricingFailed', { reason: error?.message ?? '' })}
        </Alert>
      </Box>
    );
  }
  return (
    <CashierLayout storeUuid={place.store_uuid} storeName={place.store_name} storeSlug={place.store_slug} accountMenu={accountMenu}>
      <Routes>
          <Route index element={<OrderEntryPage place={place} />} />
          <Route path="queue" element={<QueuePage place={place} />} />
          <Route path="kitchen" element={kitchen ? kitchen.render(place.store_uuid) : <Navigate to={paths.cashier.queue} replace />} />
          <Route path="*" element={<Navigate to={paths.cashier.order} replace />} />
      </Routes>
    </CashierLayout>
  );
}
