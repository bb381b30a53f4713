// Everything the screens rely on: Redux, i18n, the MUI theme from the settings, toasts and the
// auth bootstrap.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { Slide, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TIMEOUTS } from '../config/constants';
import { i18n } from '../lib/i18n';
import { AuthBootstrap } from './auth-bootstrap';
import { store, useAppSelector } from './store';
import { createAppTheme } from './theme/create-app-theme';
import { useThemeValues } from './theme/use-theme-values';

function ThemeRoot({ children }: { children: ReactNode }) {
  const settings = useAppSelector((s) => s.settings.theme);
  const theme = useMemo(() => createAppTheme(settings), [settings]);
  useThemeValues(settings.color);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
      <ToastContainer
        position="top-right"
        autoClose={TIMEOUTS.toastAutoClose}
        newestOnTop
        closeOnClick
        pauseOnFocusLoss={false}
        transition={Slide}
        theme={theme.palette.mode === 'dark' ? 'dark' : 'light'}
      />
    </ThemeProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeRoot>
          <AuthBootstrap>{children}</AuthBootstrap>
        </ThemeRoot>
      </I18nextProvider>
    </ReduxProvider>
  );
}
