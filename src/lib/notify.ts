// Toasts: one place that decides how success and failure reach the person. react-toastify (and the
// container in src/app/provider.tsx) load with the first toast, not with a first screen (issue 13); a
// toast asked for meanwhile waits in react-toastify's queue until the container is there.
import { useSyncExternalStore } from 'react';
import type * as ReactToastify from 'react-toastify';

type Toastify = typeof ReactToastify;

let loading: Promise<Toastify> | null = null;
const wantedListeners = new Set<() => void>();

/** react-toastify, loaded on first use; the provider mounts the container from then on. */
export function toastLibrary(): Promise<Toastify> {
  if (!loading) {
    loading = import('react-toastify').catch((error: unknown) => {
      loading = null;
      throw error;
    });
    wantedListeners.forEach((l) => l());
  }
  return loading;
}

/** True once a toast was asked for: the provider then renders the (lazy) container. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      wantedListeners.add(listener);
      return () => wantedListeners.delete(listener);
    },
    () => loading !== null,
    () => false,
  );
}

const show = (kind: 'success' | 'error', message: string, toastId: string) =>
  void toastLibrary().then(
    ({ toast }) => toast[kind](message, { toastId }),
    () => console.warn(message),
  );

export const notifySuccess = (message: string | undefined): void => {
  if (message) show('success', message, `ok:${message}`);
};

export const notifyError = (message: string): void => {
  show('error', message, `err:${message}`);
};
