// Toasts: one place that decides how success and failure reach the person.
import { toast } from 'react-toastify';

export const notifySuccess = (message: string | undefined): void => {
  if (message) toast.success(message, { toastId: `ok:${message}` });
};

export const notifyError = (message: string): void => {
  toast.error(message, { toastId: `err:${message}` });
};
