// /Cardcart (outside the menu): the cart of a consumer as staff see it when helping them at the
// desk or on the phone: the store, each line with its options and combo choices, its price now and
// whether it can still be ordered (and why not), the coupon and what the order would come to. Read-only: the consumer owns their cart.
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UserRow } from '../../../../server/contracts/users';
import { ConsumerPicker } from '../../../components/forms/consumer-picker';
import { AllergenIcons, LineChoices } from '../../../components/product-choices/menu-marks';
import { PageHeader } from '../../../components/layouts/page-header';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { consumerCart } from '../api/card-cart-api';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }} color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
    </Stack>
  );
}

export default function CardCartPage() {
  const { t, i18n } = useTranslation();
  const role = useCurrentUser()?.role;
  usePageTitle(t('backoffice:cart.title'));
  const [consumer, setConsumer] = useState<UserRow | null>(null);
  const [scope, setScope] = useState<Scope>({});
  // A company consumer's cart is in their company; a consumer of no company may have one in any (admin picks).
  const companyUuid = consumer?.company_uuid ?? scope.company_uuid;
  const cart = useAsync(async (signal) => (consumer && companyUuid ? consumerCart(consumer.uuid, companyUuid, signal) : null), [consumer?.uuid, companyUuid]);
  const c = cart.data;
  const money = (minor: number) => formatMoney(minor, c?.currency, i18n.language);

  return (
    <>
      <PageHeader
        title={t('backoffice:cart.title')}
        subtitle={t('backoffice:cart.subtitle')}
        actions={
          <Button component={RouterLink} to={paths.backOffice.addOrder} variant="outlined">
            {t('backoffice:cart.placeOrder')}
          </Button>
        }
      />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <ConsumerPicker value={consumer} onChange={setConsumer} />
            {consumer && !consumer.company_uuid && role === 'admin' && (
              <ScopePicker mode="filter" value={scope} onChange={(next) => setScope({ company_uuid: next.company_uuid })} />
            )}
          </Stack>
        </CardContent>
      </Card>
      {!consumer && <Typography color="text.secondary">{t('backoffice:cart.pickConsumer')}</Typography>}
      {consumer && !companyUuid && <Typography color="text.secondary">{t('backoffice:cart.pickCompany')}</Typography>}
      {consumer && companyUuid && (
        <Card data-testid="consumer-cart">
          {cart.loading && <LinearProgress aria-label={t('backoffice:cart.loading')} />}
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h2">
                {c?.store_name
                  ? t('backoffice:cart.cartAt', { name: consumer.name, store: c.store_name })
                  : t('backoffice:cart.cartOf', { name: consumer.name })}
              </Typography>
              <Button startIcon={<RefreshRoundedIcon />} onClick={cart.reload} disabled={cart.loading}>
                {t('backoffice:cart.refresh')}
              </Button>
            </Stack>
            {cart.error && <Alert severity="error">{cart.error.message}</Alert>}
            {c && c.items.length === 0 && <Typography color="text.secondary">{t('backoffice:cart.empty')}</Typography>}
            {c && c.items.length > 0 && (
              <>
                <Table size="small" aria-label={t('backoffice:cart.title')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('backoffice:cart.colProduct')}</TableCell>
                      <TableCell align="right">{t('backoffice:cart.colQuantity')}</TableCell>
                      <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('backoffice:cart.colPrice')}</TableCell>
                      <TableCell align="right">{t('backoffice:cart.colTotal')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {c.items.map((it) => (
                      <TableRow key={it.uuid} data-testid="cart-line">
                        <TableCell>
                          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                            <Typography sx={{ fontWeight: 600 }}>{it.name}</Typography>
                            {it.allergens?.length > 0 && <AllergenIcons allergens={it.allergens} fontSize={16} />}
                          </Stack>
                          <LineChoices options={it.options} combo={it.combo} note={it.note} currency={c.currency} density="dense" />
                          {!it.available && (
                            <Chip
                              size="small"
                              color="warning"
                              label={it.problem ?? t('backoffice:cart.unavailable')}
                              sx={{ mt: 0.5, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                              data-testid="cart-line-problem"
                            />
                          )}
                        </TableCell>
                        <TableCell align="right">{it.quantity}</TableCell>
                        <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                          {money(it.unit_price)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {money(it.line_total)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Stack spacing={0.5} sx={{ mt: 2, maxWidth: 360, ml: 'auto' }}>
                  <Line label={t('backoffice:cart.subtotal')} value={money(c.subtotal)} />
                  {c.coupon && <Line label={t('backoffice:cart.coupon', { code: c.coupon.code })} value={`− ${money(c.discount_amount)}`} />}
                  <Line label={t('backoffice:cart.tax')} value={money(c.tax)} />
                  <Divider />
                  <Line label={t('backoffice:cart.total')} value={money(c.total)} strong />
                  <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
                    {t('backoffice:cart.itemCount', { count: c.item_count })}
                  </Typography>
                </Stack>
                {c.coupon_message && (
                  <Alert severity="info" sx={{ mt: 2 }}>
                    {c.coupon_message}
                  </Alert>
                )}
              </>
            )}
          </CardContent>
        </Card>
      )}
    </>
  );
}
