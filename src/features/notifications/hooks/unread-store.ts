// The unread count of the signed-in staff member's own notification list, in memory: the header
// badge shows it, realtime arrivals raise it, the list screen sets it from the server's answers.
import { useSyncExternalStore } from 'react';

let unread: number | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const unreadStore = {
  get: (): number | null => unread,
  set(value: number | null) {
    unread = value === null ? null : Math.max(0, value);
    emit();
  },
  /** A notification arrived live; before the first load there is nothing to add to. */
  bump() {
    if (unread !== null) {
      unread += 1;
      emit();
    }
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useUnreadCount = (): number | null => useSyncExternalStore(unreadStore.subscribe, unreadStore.get, unreadStore.get);
