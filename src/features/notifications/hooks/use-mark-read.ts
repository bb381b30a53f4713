// "Mark as read" of the staff notification list: one, or all of the audience in the scope shown.
// The page's rows and unread count follow the server's answer, and so does the header badge when
// the list is the person's own.
import { useState } from 'react';
import type { NotificationPage } from '../../../../server/contracts/notifications';
import { markNotificationsRead, type StaffAudience } from '../api/notifications-api';
import { unreadStore } from './unread-store';

interface MarkReadOptions {
  audience: StaffAudience;
  scope: { company_uuid?: string; store_uuid?: string };
  /** The list is the person's own (its count is the badge's). */
  ownList: boolean;
  update: (change: (page: NotificationPage) => NotificationPage) => void;
}

export function useMarkRead({ audience, scope, ownList, update }: MarkReadOptions) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const markRead = async (target: { uuids: string[] } | { all: true }) => {
    setBusy(true);
    setError(null);
    try {
      const result = await markNotificationsRead(audience, target, audience === 'admin' ? {} : scope);
      const uuids = 'uuids' in target ? new Set(target.uuids) : null;
      const now = new Date().toISOString();
      update((p) => ({
        ...p,
        unread: result.unread,
        items: p.items.map((n) => (!n.read && (!uuids || uuids.has(n.uuid)) ? { ...n, read: true, read_at: now } : n)),
      }));
      if (ownList) unreadStore.set(result.unread);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return { markRead, busy, error };
}
