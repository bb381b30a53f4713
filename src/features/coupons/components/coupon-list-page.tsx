// /couponslist: coupons in scope with type/offer filters, status switches and an add/edit dialog.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COUPON_SORT_KEYS, COUPON_TYPES, OFFER_TYPES, type Coupon } from '../../../../server/contracts/coupons';
import { actionsColumn, DataList, options, ScopeFilter, SelectFilter, statusColumn, TwoLine, useDataList, useRowDialog } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { AddButton } from '../../../components/lists/add-button';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { companyCurrencies, listCoupons, setCouponStatus } from '../api/coupons-api';
import { CouponFormDialog } from './coupon-form-dialog';
import { formatMoney } from './money';

const formatDate = (iso: string, lng: string) => new Date(iso).toLocaleDateString(lng, { dateStyle: 'medium' });

/** The coupon's two kinds as filters: the address-bar key, its words in people.json, its choices and its width. */
const COUPON_FILTERS = [
  { name: 'type', label: 'type', any: 'anyType', words: 'types', choices: COUPON_TYPES, width: undefined },
  { name: 'offer_type', label: 'offerType', any: 'anyOffer', words: 'offer', choices: OFFER_TYPES, width: 180 },
] as const;

export default function CouponListPage() {
  const { t, i18n } = useTranslation('people');
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const currencies = useAsync((signal) => companyCurrencies(user?.role ?? '', user?.company_slug ?? null, signal), [user?.role, user?.company_slug]);
  const list = useDataList({
    id: 'coupons',
    filters: ['type', 'offer_type', 'company_uuid', 'store_uuid'],
    sorts: COUPON_SORT_KEYS,
    load: (q, signal) => listCoupons(q, signal),
  });
  const dialog = useRowDialog(list);
  const lng = i18n.language;
  const money = (minor: number, c: Coupon) => formatMoney(minor, currencies.data?.[c.company_uuid], lng);
  const valueText = (c: Coupon) => (c.type === 'percentage' ? `${(c.value / 100).toLocaleString(lng, { maximumFractionDigits: 2 })} %` : money(c.value, c));
  const now = Date.now();

  return (
    <ListPage
      title={t('people:coupons.title')}
      subtitle={user?.role === 'manager' ? t('people:coupons.subtitleManager', { store: user.store_name ?? '' }) : t('people:coupons.subtitle')}
      actions={<AddButton label={t('people:coupons.add')} onClick={() => dialog.open('new')} />}
    >
      <DataList<Coupon>
        list={list} label={t('people:coupons.title')} searchLabel={t('people:coupons.searchLabel')}
        filters={
          <>
            {COUPON_FILTERS.map(({ name, label, any, words, choices, width }) => (
              <SelectFilter
                key={name}
                list={list}
                name={name}
                label={t(`people:coupons.${label}`)}
                all={<em>{t(`people:coupons.${any}`)}</em>}
                options={options(choices, (v) => t(`people:coupons.${words}.${v}`))}
                width={width}
              />
            ))}
            <ScopeFilter list={list} />
          </>
        }
        rowTestId="coupon-row" empty={t('people:coupons.empty')} noMatch={t('people:common.noMatch')} hidden={['offer_type', 'min_order']}
        columns={[
          { field: 'code', headerName: t('people:coupons.code'), flex: 1.5, minWidth: 150,
            renderCell: ({ row }) => <TwoLine mono primary={row.code} secondary={row.description || t(`people:coupons.types.${row.type}`)} />,
          },
          { field: 'offer_type', headerName: t('people:coupons.offerType'),
            renderCell: ({ row }) => <Chip size="small" variant="outlined" label={t(`people:coupons.offer.${row.offer_type}`)} />,
          },
          { field: 'value', headerName: t('people:coupons.value'), align: 'right', headerAlign: 'right',
            renderCell: ({ row }) => (
              <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 650 }}>
                  {valueText(row)}
                </Typography>
                {row.type === 'percentage' && row.max_discount !== null && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('people:coupons.upTo', { amount: money(row.max_discount, row) })}
                  </Typography>
                )}
              </Box>
            ),
          },
          { field: 'min_order', headerName: t('people:coupons.minOrder'), align: 'right', headerAlign: 'right',
            valueGetter: (_v, row) => (row.min_order > 0 ? money(row.min_order, row) : t('people:common.none')),
          },
          { field: 'valid_to', headerName: t('people:coupons.validity'), flex: 1.6, minWidth: 200,
            renderCell: ({ row }) => (
              <TwoLine
                strong={false}
                primary={`${formatDate(row.valid_from, lng)} – ${formatDate(row.valid_to, lng)}`}
                secondary={Date.parse(row.valid_to) < now && <Box component="span" sx={{ color: 'error.main' }}>{t('people:coupons.expired')}</Box>}
              />
            ),
          },
          { field: 'used', headerName: t('people:coupons.usage'), align: 'right', headerAlign: 'right',
            valueGetter: (_v, row) => (row.usage_limit ? t('people:coupons.usedOf', { used: row.used_count, limit: row.usage_limit }) : row.used_count),
          },
          { field: 'store', headerName: t('people:common.store'), flex: 1.3,
            renderCell: ({ row }) => (
              <TwoLine strong={false} primary={row.store_name ?? t('people:coupons.allStores')} secondary={isAdmin ? row.company_name : undefined} />
            ),
          },
          statusColumn<Coupon>({
            headerName: t('people:common.status'),
            label: (row) => t('people:common.toggleStatus', { name: row.code }),
            testId: 'coupon-status',
            onChange: async (row, status) => list.replace((await setCouponStatus(row.uuid, status)).data ?? { ...row, status }),
          }),
          actionsColumn<Coupon>(t('people:common.actions'), (row) => (
            <RowEditButton label={t('people:coupons.edit')} name={row.code} onClick={() => dialog.open(row)} />
          )),
        ]}
      />
      {dialog.editing && <CouponFormDialog coupon={dialog.row} currencies={currencies.data ?? {}} onClose={dialog.close} onSaved={dialog.saved} />}
    </ListPage>
  );
}
