import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { consumerPath } from '../../../config/paths';
import { onNotification } from '../../../lib/socket';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listNotifications, markNotificationsRead, type ConsumerNotification } from '../api/account-api';
import { isMissingRoute } from '../api/missing-route';
import { NotAvailable } from './not-available';

const LIMIT = 20;
const isUnread = (n: ConsumerNotification) => !n.read;

/** The consumer's notifications with the unread count; new ones arrive over the socket. */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  usePageTitle(t('consumer:notifications.title'));
  const [page, setPage] = useState(0);
  const userUuid = user?.uuid ?? '';
  const list = useAsync((signal) => listNotifications(userUuid, page, LIMIT, signal), [userUuid, page]);
  const { reload } = list;
  useEffect(() => onNotification(() => reload()), [reload]);

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
      <Typography variant="h5" component="h1" sx={{ fontWeight: 750, mb: 1 }}>
        {t('consumer:notifications.title')}
      </Typography>
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
      <Box sx={{ height: 4, mb: 1 }}>{list.loading && <LinearProgress aria-label={t('consumer:common.loading')} />}</Box>
      {list.error && <Alert severity="error">{list.error.message}</Alert>}
      {list.data && list.data.items.length === 0 && <Alert severity="info">{t('consumer:notifications.none')}</Alert>}
      {list.data && list.data.items.length > 0 && (
        <Card variant="outlined">
          {list.data.items.map((n, i) => (
            <Box key={n.uuid}>
              {i > 0 && <Divider />}
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
                  <Typography sx={{ fontWeight: isUnread(n) ? 700 : 500 }}>{n.title}</Typography>
                  {n.body && (
                    <Typography variant="body2" color="text.secondary">
                      {n.body}
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary">
                    {new Date(n.created_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Typography>
                </Box>
              </CardActionArea>
            </Box>
          ))}
        </Card>
      )}
      {list.data && list.data.pageCount > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={list.data.pageCount}
          page={page + 1}
          onChange={(_e, p) => setPage(p - 1)}
          siblingCount={0}
        />
      )}
    </Box>
  );
}
