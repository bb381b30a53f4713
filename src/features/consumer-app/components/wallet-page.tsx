import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { consumerPath } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { walletLedger, walletSummary } from '../api/account-api';
import { isMissingRoute } from '../api/missing-route';
import { useCart } from '../hooks/use-cart';
import { formatMoney } from '../../../lib/money';
import { KioskPayCodeCard } from './kiosk-pay-code';
import { NotAvailable } from './not-available';
import { DividedCard, LoadStrip, PageTitle, Pager } from './page-parts';
import { DateTimeText } from '../../../components/date-time-text';
import { formatDateTime } from '../../../lib/format-date';
import { keeperOf, loadKept } from '../offline/kept';
import { isOfflineError } from '../../../lib/kept-views';
import { KeptNote } from '../offline/offline-parts';

const LIMIT = 15;

/** iCash: the balance and the ledger, newest first. */
export default function WalletPage() {
  const { t, i18n } = useTranslation();
  // The offline words (banner, kept views, waiting marks) load with the screen.
  useTranslation('consumerOffline');
  const user = useCurrentUser();
  const { company } = useCart();
  usePageTitle(t('consumer:wallet.title'));
  const [page, setPage] = useState(0);
  const userUuid = user?.uuid ?? '';
  // The balance and the ledger pages read are kept on the phone with the time they were read (issue 17).
  const who = keeperOf(userUuid);
  const keptLedger = useAsync((signal) => loadKept(who, `wallet|${page}`, () => walletLedger(userUuid, page, LIMIT, signal)), [who, userUuid, page]);
  const ledger = { ...keptLedger, data: keptLedger.data?.data ?? null };
  const keptAt = keptLedger.data?.keptAt ?? null;
  const readAt = keptLedger.data?.readAt ?? null;
  // The ledger carries no currency; the wallet summary does.
  const summary = useAsync(
    (signal) => loadKept(who, 'wallet-summary', () => walletSummary(userUuid, signal)).then((r) => r.data).catch(() => null),
    [who, userUuid],
  );
  const currency = summary.data?.currency ?? company?.currency ?? null;
  const money = (n: number) => formatMoney(n, currency, i18n.language);

  if (ledger.error && isMissingRoute(ledger.error)) return <NotAvailable name={t('consumer:wallet.title')} />;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageTitle>{t('consumer:wallet.title')}</PageTitle>
      {keptAt !== null && <KeptNote at={keptAt} />}
      <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <AccountBalanceWalletRoundedIcon fontSize="large" />
            <Box>
              <Typography variant="body2" sx={{ opacity: 0.85 }}>
                {t('consumer:wallet.balance')}
              </Typography>
              <Typography sx={{ fontSize: '1.8rem', fontWeight: 800, lineHeight: 1.1 }} data-testid="wallet-page-balance">
                {ledger.data ? money(ledger.data.balance) : '—'}
              </Typography>
            </Box>
          </Stack>
          {readAt !== null && (
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="wallet-read-at">
              {t('consumerOffline:kept.balanceAt', { time: formatDateTime(new Date(readAt).toISOString(), i18n.language) })}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1, opacity: 0.85 }}>
            {t('consumer:wallet.topUpHint')}
          </Typography>
        </CardContent>
      </Card>
      <KioskPayCodeCard />
      <LoadStrip loading={ledger.loading} />
      {ledger.error && (isOfflineError(ledger.error)
        ? <Alert severity="info" data-testid="kept-none">{t('consumerOffline:kept.none')}</Alert>
        : <Alert severity="error">{ledger.error.message}</Alert>)}
      <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
        {t('consumer:wallet.ledger')}
      </Typography>
      {ledger.data && ledger.data.items.length === 0 && <Alert severity="info">{t('consumer:wallet.none')}</Alert>}
      <DividedCard items={ledger.data?.items ?? []}>
        {(e) => (
          <Stack direction="row" spacing={1} sx={{ p: 1.5, justifyContent: 'space-between', alignItems: 'flex-start' }} data-testid="wallet-entry">
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{t(`consumer:wallet.types.${e.type}`, { defaultValue: e.type })}</Typography>
              <DateTimeText iso={e.created_at} />
              {e.order_id && (
                <Typography variant="body2" component={RouterLink} to={consumerPath.order(e.order_id)} sx={{ color: 'primary.main' }}>
                  {e.order_id}
                </Typography>
              )}
              {e.reason && (
                <Typography variant="body2" color="text.secondary">
                  {e.reason}
                </Typography>
              )}
            </Box>
            <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
              <Typography sx={{ fontWeight: 700, color: e.amount < 0 ? 'error.main' : 'success.main', fontVariantNumeric: 'tabular-nums' }}>
                {e.amount > 0 ? '+' : ''}
                {money(e.amount)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('consumer:wallet.after', { amount: money(e.balance_after) })}
              </Typography>
            </Box>
          </Stack>
        )}
      </DividedCard>
      <Pager pageCount={ledger.data?.pageCount} page={page} onPage={setPage} />
    </Box>
  );
}
