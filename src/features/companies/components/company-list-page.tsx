// Company Management: paged list with search, status switch (admin), and the stores of the company opened.
import AddBusinessRoundedIcon from '@mui/icons-material/AddBusinessRounded';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowUpRoundedIcon from '@mui/icons-material/KeyboardArrowUpRounded';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../server/contracts/companies';
import { actionsColumn, DataList, statusColumn, TwoLine, useDataList } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { AddButton } from '../../../components/lists/add-button';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { companyFormPath, paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { listCompanies, setCompanyStatus } from '../api/companies-api';
import { CompanyStoresPanel } from './company-stores-panel';

const formatTax = (bps: number, lang: string) => `${(bps / 100).toLocaleString(lang, { maximumFractionDigits: 2 })} %`;

export default function CompanyListPage() {
  const { t, i18n } = useTranslation();
  const isAdmin = useCurrentUser()?.role === 'admin';
  const [open, setOpen] = useState<string | null>(null);
  const list = useDataList({ id: 'companies', load: (q, signal) => listCompanies(q, signal) });
  const opened = list.rows.find((c) => c.uuid === open);
  const none = t('common.none');

  return (
    <ListPage
      title={t('companies.title')}
      subtitle={t('companies.subtitle')}
      actions={isAdmin && <AddButton label={t('companies.add')} to={paths.backOffice.addCompany} icon={<AddBusinessRoundedIcon />} />}
    >
      <DataList<Company>
        list={list} label={t('companies.title')} searchLabel={t('companies.searchLabel')} rowTestId="company-row" empty={t('companies.empty')}
        columns={[
          { field: 'name', headerName: t('companies.colName'), flex: 2, minWidth: 240,
            renderCell: ({ row }) => {
              const expanded = open === row.uuid;
              const label = expanded ? t('companies.hideStores') : t('companies.showStores');
              return (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <Tooltip title={label}>
                    <IconButton size="small" aria-expanded={expanded} aria-label={`${label}: ${row.name}`} onClick={() => setOpen(expanded ? null : row.uuid)}>
                      {expanded ? <KeyboardArrowUpRoundedIcon /> : <KeyboardArrowDownRoundedIcon />}
                    </IconButton>
                  </Tooltip>
                  <Avatar
                    src={row.logo ?? undefined}
                    alt=""
                    variant="rounded"
                    sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15, fontWeight: 700 }}
                  >
                    {row.name.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <TwoLine primary={row.name} secondary={`/${row.slug}`} />
                </Stack>
              );
            },
          },
          {
            field: 'contact',
            headerName: t('companies.colContact'),
            flex: 1.5,
            renderCell: ({ row }) => <TwoLine strong={false} primary={row.email ?? none} secondary={row.mobile} />,
          },
          { field: 'currency', headerName: t('companies.colCurrency') },
          { field: 'tax', headerName: t('companies.colTax'), valueGetter: (_v, row) => formatTax(row.tax_rate_bps, i18n.language) },
          {
            field: 'store_count',
            headerName: t('companies.colStores'),
            align: 'right',
            headerAlign: 'right',
            valueGetter: (_v, row) => row.store_count ?? none,
          },
          statusColumn<Company>({
            headerName: t('common.status'),
            label: (row) => t('companies.toggleStatus', { name: row.name }),
            testId: 'company-status',
            onChange: isAdmin ? async (row, status) => list.replace((await setCompanyStatus(row.uuid, status)).data ?? { ...row, status }) : undefined,
          }),
          actionsColumn<Company>(t('common.actions'), (row) => (
            <RowEditButton label={t('companies.editCompany')} name={row.name} to={companyFormPath(row.uuid)} state={{ company: row }} />
          )),
        ]}
      />
      {opened && (
        <Card sx={{ mt: 2 }}>
          <CompanyStoresPanel
            key={opened.uuid}
            company={opened}
            isAdmin={isAdmin}
            onCountChange={(d) => list.replace({ uuid: opened.uuid, store_count: (opened.store_count ?? 0) + d })}
          />
        </Card>
      )}
    </ListPage>
  );
}
