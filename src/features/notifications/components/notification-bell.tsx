// The bell in the back-office header: the unread count of the person's own list (admin, company or
// store), loaded on sign-in and on every reconnect, raised live by socket.io, opening the list.
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { onConnectionChange, onNotification } from '../../../lib/socket';
import { useCurrentUser } from '../../../lib/use-auth';
import { homeAudience, listNotifications } from '../api/notifications-api';
import { unreadStore, useUnreadCount } from '../hooks/unread-store';
import { Hint } from '../../../components/hint';

export function NotificationBell() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const audience = homeAudience(user?.role);
  const unread = useUnreadCount();

  useEffect(() => {
    if (!audience) return;
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      listNotifications(audience, { pagenum: 0, limit: 1 }, controller.signal)
        .then((page) => unreadStore.set(page.unread))
        .catch(() => undefined /* the badge stays as it was; the list screen shows errors */);
    };
    // Loads now (the handler is called with the current state) and again after every reconnect,
    // which may have missed arrivals.
    const offConnection = onConnectionChange((connected) => {
      if (connected || unreadStore.get() === null) load();
    });
    const offNotification = onNotification((n) => {
      if (n.audience === audience) unreadStore.bump();
    });
    return () => {
      controller.abort();
      offConnection();
      offNotification();
      unreadStore.set(null);
    };
  }, [audience, user?.uuid]);

  if (!audience) return null;
  const label = unread ? t('backoffice:notifications.bellUnread', { count: unread }) : t('backoffice:notifications.bell');
  return (
    <Hint title={label}>
      <IconButton component={RouterLink} to={paths.backOffice.notifications} aria-label={label} data-testid="notification-bell">
        <Badge badgeContent={unread ?? 0} color="error" max={99} slotProps={{ badge: { 'data-testid': 'notification-badge' } as object }}>
          <NotificationsRoundedIcon />
        </Badge>
      </IconButton>
    </Hint>
  );
}
