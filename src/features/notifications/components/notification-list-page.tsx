// Staff notifications: the person's own list first (admin, company or store), other lists their
// role may read as tabs, newest first and paged, with the unread count. New ones arrive live (the
// list reloads); opening one or "mark as read" marks it read on the server.
import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { NotificationRow } from '../../../../server/contracts/notifications';
import { actionsColumn, DataList, ScopeFilter, useDataList } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { useServerWords } from '../../../lib/server-text';
import { onNotification } from '../../../lib/socket';
import { useCurrentUser } from '../../../lib/use-auth';
import { audiencesFor, homeAudience, listNotifications, type StaffAudience } from '../api/notifications-api';
import { unreadStore } from '../hooks/unread-store';
import { useMarkRead } from '../hooks/use-mark-read';
import { AudienceTabs, NotificationCell } from './notification-parts';

export default function NotificationListPage() {
  const { t } = useTranslation();
  // The titles are the server's sentences, shown in the reader's language.
  useServerWords();
  const navigate = useNavigate();
  const role = useCurrentUser()?.role;
  const home = homeAudience(role) ?? 'store';
  const audiences = audiencesFor(role);
  const list = useDataList({
    id: 'notifications',
    filters: ['audience', 'company_uuid', 'store_uuid'],
    load: ({ audience, ...q }, signal) => listNotifications((audience as StaffAudience) || home, q, signal),
    deps: [home],
  });
  const audience = (list.filter('audience') || home) as StaffAudience;
  const scope = { company_uuid: list.filter('company_uuid') || undefined, store_uuid: list.filter('store_uuid') || undefined };
  const ownList = audience === home && !scope.company_uuid && !scope.store_uuid;
  const unread = list.page?.unread ?? 0;
  const { reload } = list;

  // The header badge follows this list's count whenever it is the person's own list.
  useEffect(() => {
    if (ownList && list.page) unreadStore.set(list.page.unread);
  }, [ownList, list.page]);

  useEffect(() => onNotification((n) => {
    if (n.audience === audience) reload();
  }), [audience, reload]);

  const { markRead, busy, error: actionError } = useMarkRead({ audience, scope, ownList, update: list.update });

  const open = (n: NotificationRow) => {
    if (!n.read) void markRead({ uuids: [n.uuid] });
    if (n.link && n.link.startsWith('/') && !n.link.startsWith('/consumer')) navigate(n.link);
  };
  // A company user's company list has nothing to narrow; an admin may pick a company, and stores are picked on the store list.
  const showScope = audience === 'store' ? role !== 'manager' && role !== 'cashier' : audience === 'company' && role === 'admin';

  return (
    <ListPage
      title={t('backoffice:notifications.title')}
      subtitle={t('backoffice:notifications.subtitle')}
      actions={
        <Button variant="outlined" startIcon={<DoneAllRoundedIcon />} disabled={busy || unread === 0} onClick={() => void markRead({ all: true })}>
          {t('backoffice:notifications.markAll')}
        </Button>
      }
    >
      <DataList<NotificationRow>
        list={list} label={t('backoffice:notifications.title')}
        heading={
          audiences.length > 1 && (
            <AudienceTabs
              audiences={audiences}
              value={audience}
              onChange={(next) => list.setFilters({ audience: next === home ? null : next, company_uuid: null, store_uuid: null })}
            />
          )
        }
        filters={
          <>
            {showScope && <ScopeFilter list={list} companyOnly={audience === 'company'} />}
            <Typography sx={{ mt: { md: 1 } }} data-testid="unread-count">
              {t('backoffice:notifications.unread', { count: unread })}
            </Typography>
            {actionError && <Alert severity="error">{actionError}</Alert>}
          </>
        }
        rowTestId="notification-row"
        rowAttributes={(n) => ({ 'data-read': String(n.read) })}
        onRowOpen={open} empty={t('backoffice:notifications.empty')}
        columns={[
          { field: 'title', headerName: t('backoffice:notifications.title'), flex: 1, minWidth: 280,
            renderCell: ({ row }) => <NotificationCell n={row} />,
          },
          actionsColumn<NotificationRow>(
            t('common.actions'),
            (n) =>
              !n.read && (
                <Button
                  size="small"
                  disabled={busy}
                  onClick={(e) => {
                    e.stopPropagation();
                    void markRead({ uuids: [n.uuid] });
                  }}
                >
                  {t('backoffice:notifications.markRead')}
                </Button>
              ),
            150,
          ),
        ]}
      />
    </ListPage>
  );
}
