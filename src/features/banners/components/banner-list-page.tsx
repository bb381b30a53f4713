// /banners: the pictures of the consumer and kiosk home screens in scope, in sort order, with an add/edit dialog.
import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { BANNER_SORT_KEYS, type Banner } from '../../../../server/contracts/banners';
import { actionsColumn, DataList, ScopeFilter, statusColumn, TwoLine, useDataList, useRowDialog } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { AddButton } from '../../../components/lists/add-button';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { useCurrentUser } from '../../../lib/use-auth';
import { listBanners, setBannerStatus } from '../api/banners-api';
import { BannerFormDialog } from './banner-form-dialog';

export default function BannerListPage() {
  const { t } = useTranslation('people');
  const isAdmin = useCurrentUser()?.role === 'admin';
  const list = useDataList({
    id: 'banners',
    filters: ['company_uuid', 'store_uuid'],
    sorts: BANNER_SORT_KEYS,
    defaultSort: { key: 'sort_order', dir: 'asc' },
    load: (q, signal) => listBanners(q, signal),
  });
  const dialog = useRowDialog(list);

  return (
    <ListPage
      title={t('people:banners.title')}
      subtitle={t('people:banners.subtitle')}
      actions={<AddButton label={t('people:banners.add')} onClick={() => dialog.open('new')} icon={<AddPhotoAlternateRoundedIcon />} />}
    >
      <DataList<Banner>
        list={list} label={t('people:banners.title')} searchLabel={t('people:banners.searchLabel')}
        filters={<ScopeFilter list={list} />}
        rowTestId="banner-row" empty={t('people:banners.empty')} noMatch={t('people:common.noMatch')}
        columns={[
          { field: 'image', headerName: t('people:banners.image'), width: 160,
            renderCell: ({ row }) => (
              <Box
                component="img"
                src={row.image}
                alt=""
                loading="lazy"
                sx={{ display: 'block', width: 136, height: 'auto', maxHeight: 90, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }}
              />
            ),
          },
          {
            field: 'title',
            headerName: t('people:banners.bannerTitle'),
            flex: 2,
            renderCell: ({ row }) => <TwoLine primary={row.title} secondary={row.subtitle} />,
          },
          { field: 'store', headerName: t('people:common.store'), flex: 1.5,
            renderCell: ({ row }) => (
              <TwoLine strong={false} primary={row.store_name ?? t('people:banners.allStores')} secondary={isAdmin ? row.company_name : undefined} />
            ),
          },
          { field: 'sort_order', headerName: t('people:banners.sortOrder'), align: 'right', headerAlign: 'right' },
          statusColumn<Banner>({
            headerName: t('people:common.status'),
            label: (row) => t('people:common.toggleStatus', { name: row.title }),
            testId: 'banner-status',
            onChange: async (row, status) => list.replace((await setBannerStatus(row.uuid, status)).data ?? { ...row, status }),
          }),
          actionsColumn<Banner>(t('people:common.actions'), (row) => (
            <RowEditButton label={t('people:banners.edit')} name={row.title} onClick={() => dialog.open(row)} />
          )),
        ]}
      />
      {dialog.editing && <BannerFormDialog banner={dialog.row} onClose={dialog.close} onSaved={dialog.saved} />}
    </ListPage>
  );
}
