// The toast container and its styles: a chunk of its own, mounted by the provider once a toast is
// asked for (src/lib/notify.ts).
import { Slide, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TIMEOUTS } from '../config/constants';

export default function Toasts({ dark }: { dark: boolean }) {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TIMEOUTS.toastAutoClose}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      transition={Slide}
      theme={dark ? 'dark' : 'light'}
    />
  );
}
