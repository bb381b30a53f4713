import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { consumerPath } from '../../../config/paths';
import { notificationText, useServerWords } from '../../../lib/server-text';
import { onNotification } from '../../../lib/socket';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listNotifications, markNotificationsRead, type ConsumerNotification } from '../api/account-api';
import { isMissingRoute } from '../api/missing-route';
import { NotAvailable } from './not-available';
import { DividedCard, LoadStrip, PageTitle, Pager } from './page-parts';
import { DateTimeText } from '../../../components/date-time-text';

const LIMIT = 20;
const isUnread = (n: ConsumerNotification) => !n.read;

/** The consumer's notifications with the unread count; new ones arrive over the socket. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  usePageTitle(t('consumer:notifications.title'));
  const [page, setPage] = useState(0);
  const userUuid = user?.uuid ?? '';
  const list = useAsync((signal) => listNotifications(userUuid, page, LIMIT, signal), [userUuid, page]);
  const { reload } = list;
  useEffect(() => onNotification(() => reload()), [reload]);
  // The titles are the server's sentences, shown in the reader's language.
  useServerWords();

  if (list.error && isMissingRoute(list.error)) return <NotAvailable name={t('consumer:notifications.title')} />;

  const open = async (n: ConsumerNotification) => {
    if (isUnread(n)) await markNotificationsRead({ uuids: [n.uuid] }).catch(() => undefined);
    const link = n.link?.replace(/^\/app(?=\/)/, '');
    if (link?.startsWith('/')) navigate(link);
    else if (n.order_uuid) navigate(consumerPath.order(n.order_uuid));
    else reload();
  };

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageTitle mb={1}>{t('consumer:notifications.title')}</PageTitle>
      {list.data && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography color="text.secondary" data-testid="unread-count">
            {t('consumer:notifications.unread', { count: list.data.unread })}
          </Typography>
          {list.data.unread > 0 && (
            <Button
              size="small"
              startIcon={<DoneAllRoundedIcon />}
              onClick={async () => {
                await markNotificationsRead({ all: true }).catch(() => undefined);
                reload();
              }}
            >
              {t('consumer:notifications.markAll')}
            </Button>
          )}
        </Stack>
      )}
      <LoadStrip loading={list.loading} sx={{ mb: 1 }} />
      {list.error && <Alert severity="error">{list.error.message}</Alert>}
      {list.data && list.data.items.length === 0 && <Alert severity="info">{t('consumer:notifications.none')}</Alert>}
      <DividedCard items={list.data?.items ?? []}>
        {(n) => (
          <CardActionArea
            onClick={() => void open(n)}
            sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start', justifyContent: 'flex-start' }}
            data-testid="notification"
            data-unread={isUnread(n) ? 'true' : 'false'}
          >
            <Badge variant="dot" color="error" invisible={!isUnread(n)} sx={{ mt: 1 }}>
              <Box sx={{ width: 4 }} />
            </Badge>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: isUnread(n) ? 700 : 500 }}>{notificationText(n).title}</Typography>
              {n.body && (
                <Typography variant="body2" color="text.secondary">
                  {notificationText(n).body}
                </Typography>
              )}
              <DateTimeText iso={n.created_at} variant="caption" />
            </Box>
          </CardActionArea>
        )}
      </DividedCard>
      <Pager pageCount={list.data?.pageCount} page={page} onPage={setPage} />
    </Box>
  );
}
