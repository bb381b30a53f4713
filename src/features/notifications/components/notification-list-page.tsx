// Staff notifications: the person's own list first (admin, company or store), other lists their
// role may read as tabs, newest first and paged, with the unread count. New ones arrive live (the
// list reloads); opening one or "mark as read" marks it read on the server.
import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { NotificationRow } from '../../../../server/contracts/notifications';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { PageHeader } from '../../../components/layouts/page-header';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { LIMITS } from '../../../config/constants';
import { formatDateTime } from '../../../lib/format-date';
import { onNotification } from '../../../lib/socket';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { audiencesFor, homeAudience, listNotifications, markNotificationsRead, type StaffAudience } from '../api/notifications-api';
import { unreadStore } from '../hooks/unread-store';

export default function NotificationListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const role = useCurrentUser()?.role;
  usePageTitle(t('backoffice:notifications.title'));
  const home = homeAudience(role);
  const audiences = audiencesFor(role);
  const [audience, setAudience] = useState<StaffAudience>(home ?? 'store');
  const [scope, setScope] = useState<Scope>({});
  const [pagenum, setPagenum] = useState(0);
  const [limit, setLimit] = useState<number>(LIMITS.defaultPageSize);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useAsync(
    (signal) => listNotifications(audience, { pagenum, limit, company_uuid: scope.company_uuid, store_uuid: scope.store_uuid }, signal),
    [audience, pagenum, limit, scope.company_uuid, scope.store_uuid],
  );
  const ownList = audience === home && !scope.company_uuid && !scope.store_uuid;
  const { reload } = list;

  // The header badge follows this list's count whenever it is the person's own list.
  useEffect(() => {
    if (ownList && list.data) unreadStore.set(list.data.unread);
  }, [ownList, list.data]);

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
      list.setData((prev) =>
        prev
          ? { ...prev, unread: result.unread, items: prev.items.map((n) => (!n.read && (!uuids || uuids.has(n.uuid)) ? { ...n, read: true, read_at: now } : n)) }
          : prev,
      );
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

  const items = list.data?.items ?? [];
  const unread = list.data?.unread ?? 0;

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
      <Card>
        {audiences.length > 1 && (
          <Tabs
            value={audience}
            onChange={(_e, next: StaffAudience) => {
              setAudience(next);
              setScope({});
              setPagenum(0);
            }}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            {audiences.map((a) => (
              <Tab key={a} value={a} label={t(`backoffice:notifications.audience.${a}`)} />
            ))}
          </Tabs>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ p: 2, pb: 0, alignItems: { md: 'center' }, gap: 2 }}>
          {/* A company user's company list has nothing to narrow; an admin may pick a company, and stores are picked on the store list. */}
          {(audience === 'store' ? role !== 'manager' && role !== 'cashier' : audience === 'company' && role === 'admin') && (
            <ScopePicker
              mode="filter"
              value={scope}
              onChange={(next) => {
                setScope(audience === 'company' ? { company_uuid: next.company_uuid } : next);
                setPagenum(0);
              }}
            />
          )}
          <Typography sx={{ mb: { md: 2.5 } }} data-testid="unread-count">
            {t('backoffice:notifications.unread', { count: unread })}
          </Typography>
        </Stack>
        {actionError && (
          <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
            {actionError}
          </Alert>
        )}
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} />
        {!list.loading && !list.error && items.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
            {t('backoffice:notifications.empty')}
          </Typography>
        )}
        <List disablePadding aria-label={t('backoffice:notifications.title')}>
          {items.map((n) => (
            <ListItem
              key={n.uuid}
              disablePadding
              divider
              data-testid="notification-row"
              data-read={n.read}
              secondaryAction={
                !n.read && (
                  <Button size="small" disabled={busy} onClick={() => void markRead({ uuids: [n.uuid] })}>
                    {t('backoffice:notifications.markRead')}
                  </Button>
                )
              }
            >
              <ListItemButton onClick={() => open(n)} sx={{ pr: n.read ? 2 : 16, bgcolor: n.read ? undefined : 'action.hover' }}>
                <Box sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, mr: 1.5, bgcolor: n.read ? 'transparent' : 'primary.main' }} aria-hidden />
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography sx={{ fontWeight: n.read ? 400 : 700 }}>{n.title}</Typography>
                      {!n.read && <Chip size="small" color="primary" label={t('backoffice:notifications.new')} />}
                    </Stack>
                  }
                  secondary={
                    <>
                      {n.body && (
                        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                          {n.body}
                        </Typography>
                      )}
                      <Typography variant="caption" component="span" color="text.secondary">
                        {formatDateTime(n.created_at, i18n.language)}
                      </Typography>
                    </>
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <ListPager
          total={list.data?.total ?? 0}
          pageCount={list.data?.pageCount}
          pagenum={pagenum}
          limit={limit}
          onPage={setPagenum}
          onLimit={(l) => {
            setLimit(l);
            setPagenum(0);
          }}
        />
      </Card>
    </>
  );
}
