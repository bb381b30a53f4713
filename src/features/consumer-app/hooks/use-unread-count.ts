import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { onNotification } from '../../../lib/socket';
import { useCurrentUser } from '../../../lib/use-auth';
import { listNotifications } from '../api/account-api';

/** The signed-in consumer's unread notifications: read on each screen change, raised live by the socket. Null when unknown. */
export function useUnreadCount(): number | null {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [unread, setUnread] = useState<number | null>(null);
  const userUuid = user?.uuid ?? null;

  useEffect(() => {
    if (!userUuid) {
      setUnread(null);
      return;
    }
    const controller = new AbortController();
    listNotifications(userUuid, 0, 1, controller.signal)
      .then((page) => !controller.signal.aborted && setUnread(typeof page.unread === 'number' ? page.unread : null))
      .catch(() => !controller.signal.aborted && setUnread(null));
    return () => controller.abort();
  }, [userUuid, pathname]);

  useEffect(() => {
    if (!userUuid) return;
    return onNotification(() => setUnread((n) => (n ?? 0) + 1));
  }, [userUuid]);

  return unread;
}
