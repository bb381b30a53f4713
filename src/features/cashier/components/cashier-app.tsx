// Cashier mode under /app/cashier: order entry (index), the live queue and the kitchen screen, in
// one frame with the store's sync status. The till is the signed-in cashier's (or manager's) store.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoader } from '../../../components/feedback/page-loader';
import { paths } from '../../../config/paths';
import { useTillContext } from '../hooks/use-till-context';
import { CashierLayout } from './cashier-layout';

// Not lazy: the cashier app is one chunk, so a till that opened once can switch screens with no
// network even where the service worker is blocked.
import OrderEntryPage from './order-entry-page';
import QueuePage from './queue-page';

export default function CashierApp({ accountMenu }: { accountMenu?: ReactNode }) {
  const { t } = useTranslation();
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
          <Route path="kitchen" element={<QueuePage key="kitchen" place={place} kitchen />} />
          <Route path="*" element={<Navigate to={paths.cashier.order} replace />} />
      </Routes>
    </CashierLayout>
  );
}
