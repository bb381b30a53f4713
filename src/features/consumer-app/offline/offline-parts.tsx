// What the consumer app shows about being offline (issue 17): the banner on every screen, the mark of a
// change waiting to be sent, what the server changed of a cart made offline, and the time a kept
// view was read.
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import SyncRoundedIcon from '@mui/icons-material/SyncRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/money';
import { useCart } from '../hooks/use-cart';
import type { CartChange } from './local-cart';

/** On every screen of the consumer app while there is no network. */
export function OfflineBanner() {
  const { t } = useTranslation('consumerOffline');
  const { offline } = useCart();
  if (!offline) return null;
  return (
    <Alert severity="warning" icon={<CloudOffRoundedIcon />} role="status" sx={{ borderRadius: 0 }} data-testid="offline-banner">
      {t('consumerOffline:banner')}
    </Alert>
  );
}

/** A change made on the phone that the server has not answered yet. */
export function WaitingChip({ label }: { label?: string }) {
  const { t } = useTranslation('consumerOffline');
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<SyncRoundedIcon />}
      label={label ?? t('consumerOffline:waiting')}
      data-testid="waiting-to-sync"
      sx={{ height: 24 }}
    />
  );
}

function changeText(t: (key: string, values?: Record<string, unknown>) => string, c: CartChange, money: (n: number) => string): string {
  switch (c.kind) {
    case 'repriced':
      return t('consumerOffline:changes.repriced', { name: c.name, from: money(c.from), to: money(c.to) });
    case 'gone':
      return c.reason ? t('consumerOffline:changes.goneReason', { name: c.name, reason: c.reason }) : t('consumerOffline:changes.gone', { name: c.name });
    case 'unavailable':
      return c.reason
        ? t('consumerOffline:changes.unavailableReason', { name: c.name, reason: c.reason })
        : t('consumerOffline:changes.unavailable', { name: c.name });
    case 'quantity':
      return t('consumerOffline:changes.quantity', { name: c.name, from: c.from, to: c.to });
    case 'extra':
      return t('consumerOffline:changes.extra', { name: c.name, quantity: c.quantity });
    case 'coupon':
      return c.reason ? t('consumerOffline:changes.couponReason', { code: c.code, reason: c.reason }) : t('consumerOffline:changes.coupon', { code: c.code });
  }
}

/**
 * What the server changed of the cart made offline, until the person says they have seen it;
 * `compact` (screens other than the cart): the title and a way to the cart.
 */
export function CartChanges({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('consumerOffline');
  const { changes, dismissChanges, cart, company } = useCart();
  if (changes.length === 0) return null;
  const currency = cart?.currency ?? company?.currency ?? null;
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  return (
    <Alert
      severity="info"
      sx={{ mb: 1.5 }}
      data-testid="cart-changes"
      action={
        compact ? (
          <Button color="inherit" size="small" component={RouterLink} to={paths.consumer.cart}>
            {t('consumerOffline:changes.seeCart')}
          </Button>
        ) : (
          <Button color="inherit" size="small" onClick={dismissChanges} data-testid="cart-changes-ok">
            {t('consumerOffline:changes.ok')}
          </Button>
        )
      }
    >
      <AlertTitle sx={{ mb: compact ? 0 : undefined }}>{t('consumerOffline:changes.title')}</AlertTitle>
      {!compact && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {changes.map((c, i) => (
            <li key={i} data-testid="cart-change">
              {changeText(t, c, money)}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** "Kept on this phone · read <time>": a view shown offline from what was kept. */
export function KeptNote({ at, testId = 'kept-note' }: { at: number; testId?: string }) {
  const { t, i18n } = useTranslation('consumerOffline');
  return (
    <Typography variant="body2" color="warning.dark" sx={{ fontWeight: 600, mb: 1 }} data-testid={testId}>
      {t('consumerOffline:kept.at', { time: formatDateTime(new Date(at).toISOString(), i18n.language) })}
    </Typography>
  );
}

/** The layout's part (loaded after the first screen): the banner, or a word that the cart changed. */
export default function OfflineNote({ banner = false }: { banner?: boolean }) {
  return banner ? <OfflineBanner /> : <CartChanges compact />;
}
