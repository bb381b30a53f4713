// Columns shared by the lists of people who sign in to the back office (staff, front desk executives).
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { UserRow } from '../../../../server/contracts/users';
import { statusColumn, TwoLine } from '../../../components/data-list';
import type { EntityStatus } from '../../../../server/contracts/common';

/** Name (with the e-mail under it), last sign-in and the status switch around the list's own columns. */
export function userColumns(
  t: TFunction,
  lng: string,
  testId: string,
  onStatus: (row: UserRow, next: EntityStatus) => Promise<void>,
  middle: GridColDef<UserRow>[],
): GridColDef<UserRow>[] {
  return [
    {
      field: 'name',
      headerName: t('people:common.name'),
      flex: 2,
      minWidth: 200,
      renderCell: ({ row }) => <TwoLine primary={row.name} secondary={row.email ?? t('people:common.none')} />,
    },
    ...middle,
    {
      field: 'last_login',
      headerName: t('people:staff.lastLogin'),
      flex: 1.2,
      minWidth: 170,
      renderCell: ({ row }) =>
        row.last_login_at ? (
          new Date(row.last_login_at).toLocaleString(lng, { dateStyle: 'medium', timeStyle: 'short' })
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('people:staff.never')}
          </Box>
        ),
    },
    statusColumn<UserRow>({
      headerName: t('people:common.status'),
      label: (row) => t('people:common.toggleStatus', { name: row.name }),
      testId,
      onChange: onStatus,
    }),
  ];
}
