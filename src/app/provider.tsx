// Everything the screens rely on: Redux, i18n, the MUI theme from the settings, toasts and the
// auth bootstrap.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { i18n } from '../lib/i18n';
import { useToastsWanted } from '../lib/notify';
import { AuthBootstrap } from './auth-bootstrap';
import { store, useAppSelector } from './store';
import { createAppTheme } from './theme/create-app-theme';
import { useThemeValues } from './theme/use-theme-values';

// Loaded with the first toast (src/lib/notify.ts), not with the first screen.
const Toasts = lazy(() => import('./toast-container'));

function ThemeRoot({ children }: { children: ReactNode }) {
  const settings = useAppSelector((s) => s.settings.theme);
  const theme = useMemo(() => createAppTheme(settings), [settings]);
  useThemeValues(settings.color);
  const toastsWanted = useToastsWanted();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts dark={theme.palette.mode === 'dark'} />
        </Suspense>
      )}
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
