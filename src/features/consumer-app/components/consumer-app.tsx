// The consumer app under /app/consumer: guests and signed-in consumers browse companies, stores and
// menus, fill a cart, check out and follow their order live. Its own frame and routes (relative to
// /consumer); screens load on demand.
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { CartProvider } from './cart-provider';
import { ConsumerLayout } from './consumer-layout';

/** One screen of the app: where it stands (none: the index), its own lazily loaded part, and whether it needs an account. */
interface ConsumerRoute {
  path?: string;
  Screen: LazyExoticComponent<ComponentType>;
  signedIn?: true;
}

// In the order the router matches them: the fixed words before the company and store slugs.
const ROUTES: ConsumerRoute[] = [
  { Screen: lazy(() => import('./company-picker-page')) },
  { path: 'cart', Screen: lazy(() => import('./cart-page')) },
  { path: 'orders', Screen: lazy(() => import('./orders-page')), signedIn: true },
  { path: 'orders/:orderId', Screen: lazy(() => import('./order-page')) },
  { path: 'wallet', Screen: lazy(() => import('./wallet-page')), signedIn: true },
  { path: 'profile', Screen: lazy(() => import('./profile-page')), signedIn: true },
  { path: 'notifications', Screen: lazy(() => import('./notifications-page')), signedIn: true },
  { path: ':companySlug', Screen: lazy(() => import('./company-page')) },
  { path: ':companySlug/:storeSlug', Screen: lazy(() => import('./menu-page')) },
];

/** Screens that need an account: a guest signs in and comes back. */
function SignedIn({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}

export default function ConsumerApp() {
  return (
    <CartProvider>
      <Routes>
        <Route element={<ConsumerLayout />}>
          {ROUTES.map(({ path, Screen, signedIn }) => {
            const element = signedIn ? <SignedIn><Screen /></SignedIn> : <Screen />;
            return path ? <Route key={path} path={path} element={element} /> : <Route key="index" index element={element} />;
          })}
          <Route path="*" element={<Navigate to={paths.notFound} replace />} />
        </Route>
      </Routes>
    </CartProvider>
  );
}
