// What needs a manager's attention today (the store's day, read on the server): products running
// out, the oldest open tickets and the slowest to ready, today's refunds and discounts, and the
// tills' drawers (open shifts with the cash expected now, shifts closed today with their over/short).
// Kept on the device like the dashboard, so it shows offline with its time.
import HourglassBottomRoundedIcon from '@mui/icons-material/HourglassBottomRounded';
import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import LocalOfferRoundedIcon from '@mui/icons-material/LocalOfferRounded';
import PointOfSaleRoundedIcon from '@mui/icons-material/PointOfSaleRounded';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import UndoRoundedIcon from '@mui/icons-material/UndoRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attention } from '../../../../server/contracts/reports';
import { formatLoadedAt } from '../../../components/feedback/kept-banner';
import { formatDateTime } from '../../../lib/format-date';
import { keepFigures, keptFigures, loadKeeping, type KeptResult } from '../../../lib/kept-views';
import { formatMoney } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { getAttention } from '../api/dashboard-api';

function Tile({ id, icon, title, children, wide }: { id: string; icon: ReactNode; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card
      component="section"
      aria-labelledby={`attention-${id}-title`}
      data-testid={`attention-${id}`}
      sx={wide ? { gridColumn: { sm: '1 / -1', lg: 'span 2' } } : undefined}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, color: 'text.secondary' }}>
          {icon}
          <Typography id={`attention-${id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 650, color: 'text.primary' }}>
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

const None = ({ text }: { text: string }) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

export function AttentionPanel() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const userUuid = useCurrentUser()?.uuid ?? '';
  const state = useAsync<KeptResult<Attention>>(
    (signal) =>
      loadKeeping(
        () => getAttention(signal),
        (data, at) => keepFigures(userUuid, 'attention', data, at),
        () => keptFigures<Attention>(userUuid, 'attention'),
      ),
    [userUuid],
  );
  const a = state.data?.data;
  const keptAt = state.data?.keptAt ?? null;
  const money = (minor: number) => formatMoney(minor, a?.currency, lang);
  const time = (iso: string) => new Date(iso).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });

  return (
    <Box component="section" aria-labelledby="attention-title" data-testid="attention-panel">
      <Typography id="attention-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('dashboard:attention.title')}
      </Typography>
      {state.error && <Alert severity="error">{state.error.message}</Alert>}
      {/* One banner per screen (the figures' own above): here a line that says how old these are. */}
      {keptAt !== null && (
        <Typography
          variant="body2"
          color="warning.dark"
          role="status"
          sx={{ mb: 1 }}
          data-testid="attention-kept"
          data-loaded-at={new Date(keptAt).toISOString()}
        >
          {t('reports:kept.banner', { time: formatLoadedAt(keptAt, lang) })}
        </Typography>
      )}
      {a && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          <Tile id="low-stock" icon={<Inventory2RoundedIcon />} title={t('dashboard:attention.lowStock')}>
            {a.low_stock.length === 0 ? (
              <None text={t('dashboard:attention.lowStockNone')} />
            ) : (
              <>
                <List dense disablePadding>
                  {a.low_stock.map((p) => (
                    <ListItem key={p.product_uuid} disableGutters data-testid="attention-low-stock-item">
                      <ListItemText primary={p.name} secondary={p.store_name} />
                      <Typography variant="body2" sx={{ fontWeight: 700, color: p.stock === 0 ? 'error.main' : 'warning.dark', whiteSpace: 'nowrap' }}>
                        {t('dashboard:attention.stockLeft', { count: p.stock })}
                      </Typography>
                    </ListItem>
                  ))}
                </List>
                {/* Beside the list, not in it: a list holds only its items. */}
                {a.low_stock_count > a.low_stock.length && (
                  <None text={t('dashboard:attention.more', { count: a.low_stock_count - a.low_stock.length })} />
                )}
              </>
            )}
          </Tile>
          <Tile id="open" icon={<HourglassBottomRoundedIcon />} title={t('dashboard:attention.openTickets')}>
            {a.open_orders.length === 0 ? (
              <None text={t('dashboard:attention.openNone')} />
            ) : (
              <>
                <List dense disablePadding>
                  {a.open_orders.map((o) => (
                    <ListItem key={o.uuid} disableGutters>
                      <ListItemText primary={o.order_id} secondary={`${time(o.created_at)} · ${t(`dashboard:status.${o.status}`)}`} />
                      <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                        {t('dashboard:attention.minutesOpen', { count: o.minutes_open })}
                      </Typography>
                    </ListItem>
                  ))}
                </List>
                {a.open_count > a.open_orders.length && <None text={t('dashboard:attention.more', { count: a.open_count - a.open_orders.length })} />}
              </>
            )}
          </Tile>
          <Tile id="slowest" icon={<TimerRoundedIcon />} title={t('dashboard:attention.slowest')}>
            {a.slowest_ready.length === 0 ? (
              <None text={t('dashboard:attention.slowestNone')} />
            ) : (
              <List dense disablePadding>
                {a.slowest_ready.map((o) => (
                  <ListItem key={o.uuid} disableGutters>
                    <ListItemText primary={o.order_id} secondary={`${time(o.created_at)} · ${o.store_name}`} />
                    <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {t('dashboard:attention.minutesToReady', { count: o.minutes_to_ready })}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            )}
          </Tile>
          <Tile id="money" icon={<LocalOfferRoundedIcon />} title={t('dashboard:periods.today')}>
            <Stack spacing={1.5}>
              {(
                [
                  ['refunds', t('dashboard:attention.refundsToday'), a.refunds_today, <UndoRoundedIcon key="r" fontSize="small" />],
                  ['discounts', t('dashboard:attention.discountsToday'), a.discounts_today, <LocalOfferRoundedIcon key="d" fontSize="small" />],
                ] as const
              ).map(([id, label, v, icon]) => (
                <Box key={id} data-testid={`attention-${id}-today`}>
                  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                    {icon}
                    <Typography variant="body2">{label}</Typography>
                  </Stack>
                  <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', fontVariantNumeric: 'tabular-nums' }}>{money(v.amount)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('dashboard:attention.orders', { count: v.count })}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Tile>
          {a.drawers && <DrawersTile drawers={a.drawers} dayFrom={a.day_from} />}
        </Box>
      )}
    </Box>
  );
}

const Sub = ({ text }: { text: string }) => (
  <Typography variant="body2" component="h4" sx={{ fontWeight: 650, mt: 1 }}>
    {text}
  </Typography>
);

/** The tills' drawers: open shifts (till, cashier, opened, float, cash expected now) and today's closes with their over/short. */
function DrawersTile({ drawers, dayFrom }: { drawers: NonNullable<Attention['drawers']>; dayFrom: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const when = (iso: string) =>
    iso < dayFrom ? formatDateTime(iso, lang) : new Date(iso).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
  const till = (device: string) => t('dashboard:attention.till', { id: device.slice(0, 8) });
  return (
    <Tile id="drawers" icon={<PointOfSaleRoundedIcon />} title={t('dashboard:attention.drawers')} wide>
      <Sub text={t('dashboard:attention.drawersOpen', { count: drawers.open_count })} />
      {drawers.open.length === 0 ? (
        <None text={t('dashboard:attention.drawersOpenNone')} />
      ) : (
        <>
          <List dense disablePadding>
            {drawers.open.map((s) => (
              <ListItem key={s.uuid} disableGutters data-testid="attention-drawer-open">
                <ListItemText
                  primary={`${till(s.device_id)} · ${s.opened_by_name ?? '—'}`}
                  secondary={[
                    s.store_name,
                    t('dashboard:attention.openedAt', { time: when(s.opened_at) }),
                    t('dashboard:attention.float', { amount: formatMoney(s.opening_float, s.currency, lang) }),
                  ].join(' · ')}
                />
                <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="attention-drawer-expected">
                  {t('dashboard:attention.expectedNow', { amount: formatMoney(s.cash_expected, s.currency, lang) })}
                </Typography>
              </ListItem>
            ))}
          </List>
          {drawers.open_count > drawers.open.length && <None text={t('dashboard:attention.more', { count: drawers.open_count - drawers.open.length })} />}
        </>
      )}
      <Sub text={t('dashboard:attention.drawersClosed', { count: drawers.closed_count })} />
      {drawers.closed_today.length === 0 ? (
        <None text={t('dashboard:attention.drawersClosedNone')} />
      ) : (
        <>
          <List dense disablePadding>
            {drawers.closed_today.map((s) => {
              const diff = s.over_short ?? 0;
              const money = (n: number) => formatMoney(n, s.currency, lang);
              return (
                <ListItem key={s.uuid} disableGutters data-testid="attention-drawer-closed">
                  <ListItemText
                    primary={`${till(s.device_id)} · ${s.closed_by_name ?? s.opened_by_name ?? '—'}`}
                    secondary={[
                      s.store_name,
                      t('dashboard:attention.closedAt', { time: s.closed_at ? when(s.closed_at) : '—' }),
                      t('dashboard:attention.counted', { counted: money(s.counted_cash ?? 0), expected: money(s.expected_cash ?? 0) }),
                    ].join(' · ')}
                  />
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: diff < 0 ? 'error.main' : diff > 0 ? 'warning.dark' : 'success.dark' }}
                    data-testid="attention-drawer-over-short"
                  >
                    {diff === 0
                      ? t('dashboard:attention.balanced')
                      : t(diff < 0 ? 'dashboard:attention.short' : 'dashboard:attention.over', { amount: money(Math.abs(diff)) })}
                  </Typography>
                </ListItem>
              );
            })}
          </List>
          {drawers.closed_count > drawers.closed_today.length && (
            <None text={t('dashboard:attention.more', { count: drawers.closed_count - drawers.closed_today.length })} />
          )}
        </>
      )}
    </Tile>
  );
}
