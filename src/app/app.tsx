import { BrowserRouter } from 'react-router-dom';
import { env } from '../config/env';
import { AppProvider } from './provider';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';

// A plain BrowserRouter with the route table (useRoutes) rather than a data router: the app uses no
// loaders or actions, and the data router is half of react-router's size in every first load (issue
// 13). Errors of a screen are caught by RouteErrorBoundary.
export function App() {
  return (
    <AppProvider>
      <BrowserRouter basename={env.BASE_URL.replace(/\/$/, '') || '/'}>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProvider>
  );
}
