// The consumer app under /app/consumer: guests and signed-in consumers browse companies, stores and
// menus, fill a cart, check out and follow their order live. Its own frame and routes (relative to
// /consumer); screens load on demand.
import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { CartProvider } from './cart-provider';
import { ConsumerLayout } from './consumer-layout';

const CompanyPickerPage = lazy(() => import('./company-picker-page'));
const CompanyPage = lazy(() => import('./company-page'));
const MenuPage = lazy(() => import('./menu-page'));
const CartPage = lazy(() => import('./cart-page'));
const OrderPage = lazy(() => import('./order-page'));
const OrdersPage = lazy(() => import('./orders-page'));
const WalletPage = lazy(() => import('./wallet-page'));
const ProfilePage = lazy(() => import('./profile-page'));
const NotificationsPage = lazy(() => import('./notifications-page'));

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
          <Route index element={<CompanyPickerPage />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="orders" element={<SignedIn><OrdersPage /></SignedIn>} />
          <Route path="orders/:orderId" element={<OrderPage />} />
          <Route path="wallet" element={<SignedIn><WalletPage /></SignedIn>} />
          <Route path="profile" element={<SignedIn><ProfilePage /></SignedIn>} />
          <Route path="notifications" element={<SignedIn><NotificationsPage /></SignedIn>} />
          <Route path=":companySlug" element={<CompanyPage />} />
          <Route path=":companySlug/:storeSlug" element={<MenuPage />} />
          <Route path="*" element={<Navigate to={paths.notFound} replace />} />
        </Route>
      </Routes>
    </CartProvider>
  );
}
