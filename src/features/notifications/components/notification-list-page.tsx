// Staff notifications: the person's own list first (admin, company or store), other lists their
// role may read as tabs, newest first and paged, with the unread count. New ones arrive live (the
// list reloads); opening one or "mark as read" marks it read on the server.
import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { NotificationRow } from '../../../../server/contracts/notifications';
import { actionsColumn, DataList, ScopeFilter, useDataList } from '../../../components/data-list';
import { PageHeader } from '../../../components/layouts/page-header';
import { formatDateTime } from '../../../lib/format-date';
import { onNotification } from '../../../lib/socket';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { audiencesFor, homeAudience, listNotifications, markNotificationsRead, type StaffAudience } from '../api/notifications-api';
import { unreadStore } from '../hooks/unread-store';

export default function NotificationListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const role = useCurrentUser()?.role;
  usePageTitle(t('backoffice:notifications.title'));
  const home = homeAudience(role) ?? 'store';
  const audiences = audiencesFor(role);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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

  const markRead = async (target: { uuids: string[] } | { all: true }) => {
    setBusy(true);
    setActionError(null);
    try {
      const result = await markNotificationsRead(audience, target, audience === 'admin' ? {} : scope);
      const uuids = 'uuids' in target ? new Set(target.uuids) : null;
      const now = new Date().toISOString();
      list.update((p) => ({
        ...p,
        unread: result.unread,
        items: p.items.map((n) => (!n.read && (!uuids || uuids.has(n.uuid)) ? { ...n, read: true, read_at: now } : n)),
      }));
      if (ownList) unreadStore.set(result.unread);
    } catch (err) {
      setActionError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const open = (n: NotificationRow) => {
    if (!n.read) void markRead({ uuids: [n.uuid] });
    if (n.link && n.link.startsWith('/') && !n.link.startsWith('/consumer')) navigate(n.link);
  };
  // A company user's company list has nothing to narrow; an admin may pick a company, and stores are picked on the store list.
  const showScope = audience === 'store' ? role !== 'manager' && role !== 'cashier' : audience === 'company' && role === 'admin';

  return (
    <>
      <PageHeader
        title={t('backoffice:notifications.title')}
        subtitle={t('backoffice:notifications.subtitle')}
        actions={
          <Button variant="outlined" startIcon={<DoneAllRoundedIcon />} disabled={busy || unread === 0} onClick={() => void markRead({ all: true })}>
            {t('backoffice:notifications.markAll')}
          </Button>
        }
      />
      <DataList<NotificationRow>
        list={list} label={t('backoffice:notifications.title')}
        heading={
          audiences.length > 1 && (
            <Tabs
              value={audience}
              onChange={(_e, next: StaffAudience) => list.setFilters({ audience: next === home ? null : next, company_uuid: null, store_uuid: null })}
              variant="scrollable"
              allowScrollButtonsMobile
              sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              {audiences.map((a) => (
                <Tab key={a} value={a} label={t(`backoffice:notifications.audience.${a}`)} />
              ))}
            </Tabs>
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
            renderCell: ({ row: n }) => (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <Box sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: n.read ? 'transparent' : 'primary.main' }} aria-hidden />
                <Box sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: n.read ? 400 : 700 }}>{n.title}</Typography>
                    {!n.read && <Chip size="small" color="primary" label={t('backoffice:notifications.new')} />}
                  </Stack>
                  {n.body && <Typography variant="body2">{n.body}</Typography>}
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(n.created_at, i18n.language)}
                  </Typography>
                </Box>
              </Stack>
            ),
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
    </>
  );
}
