// The route table. Every screen is loaded on demand (React.lazy) behind a fallback view; the
// back-office routes come from the menu definition so menu and guards can never disagree.
import { Children, isValidElement, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, matchPath, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ROLES, type Role } from '../../server/contracts/constants/common';
import { PageLoader } from '../components/feedback/page-loader';
import { env } from '../config/env';
import { backOfficeMenu } from '../config/menu';
import { paths } from '../config/paths';
import { loadNamespaces } from '../lib/i18n';
import { flattenMenu, modesForRole, type FlatRoute, type RouteRule } from '../lib/access';
import { getTokens } from '../lib/auth-session';
import { useCurrentUser } from '../lib/use-auth';
import { lazyScreen } from './lazy-screen';
import { RouteErrorElement } from './route-error';
import { RouteGuard } from './route-guard';

// Frames too: the back office's frame (navigation, notifications, theme drawer) is no part of a
// kiosk's, till's or phone's first load.
// The frame's navigation names screens in people: and catalogue: words too (src/config/menu.ts).
const AppFrame = lazyScreen(
  () => import('./layout/app-frame').then((m) => ({ default: m.AppFrame })),
  ['backoffice', 'offline', 'people', 'catalogue', 'slots', 'shifts'],
);
const UserMenu = lazyScreen(() => import('./layout/user-menu').then((m) => ({ default: m.UserMenu })));
const AuthLayout = lazyScreen(() => import('../components/layouts/auth-layout').then((m) => ({ default: m.AuthLayout })));
const PublicLayout = lazyScreen(() => import('../components/layouts/public-layout').then((m) => ({ default: m.PublicLayout })));
const LandingPage = lazyScreen(() => import('../features/landing/components/landing-page'));
const EmployeeLoginPage = lazyScreen(() => import('../features/auth/components/employee-login-page'));
const MobileLoginPage = lazyScreen(() => import('../features/auth/components/mobile-login-page'));
const OtpVerificationPage = lazyScreen(() => import('../features/auth/components/otp-verification-page'));
const RegisterPage = lazyScreen(() => import('../features/auth/components/register-page'));
const ForgotPasswordPage = lazyScreen(() => import('../features/auth/components/forgot-password-page'));
const ResetPasswordPage = lazyScreen(() => import('../features/auth/components/reset-password-page'));
const ModeChooserPage = lazyScreen(() => import('../features/modes/components/mode-chooser-page'));
const ConsumerApp = lazyScreen(() => import('../features/consumer-app/components/consumer-app'), ['consumer', 'menu', 'slots']);
const KioskPage = lazyScreen(() => import('../features/kiosk/components/kiosk-page'), ['kiosk', 'menu', 'offline']);
// The kitchen's station boards, inside the till's frame (cashier mode hands them the till's store).
const loadKitchen = () => import('../features/kitchen/components/kitchen-screen');
const KitchenScreen = lazyScreen(loadKitchen, ['kitchen']);
const kitchenSlot = {
  preload: () => Promise.all([loadKitchen(), loadNamespaces(['kitchen'])]),
  render: (storeUuid: string) => suspended(<KitchenScreen storeUuid={storeUuid} />),
};
const CashierApp = lazyScreen(() => import('../features/cashier/components/cashier-app'), ['cashier', 'catalogue', 'orders', 'menu', 'offline', 'slots']);
const PickupPage = lazyScreen(() => import('../features/cashier/components/pickup-page'), ['cashier']);
const DashboardPage = lazyScreen(() => import('../features/dashboard/components/dashboard-page'), ['dashboard', 'reports']);
const CompanyListPage = lazyScreen(() => import('../features/companies/components/company-list-page'));
const CompanyFormPage = lazyScreen(() => import('../features/companies/components/company-form-page'));
const CategoryListPage = lazyScreen(() => import('../features/categories/components/category-list-page'), ['catalogue']);
const CategoryFormPage = lazyScreen(() => import('../features/categories/components/category-form-page'), ['catalogue']);
const ProductListPage = lazyScreen(() => import('../features/products/components/product-list-page'), ['catalogue']);
const ProductFormPage = lazyScreen(() => import('../features/products/components/product-form-page'), ['catalogue']);
const OptionGroupListPage = lazyScreen(() => import('../features/option-groups/components/option-group-list-page'), ['catalogue']);
const OptionGroupFormPage = lazyScreen(() => import('../features/option-groups/components/option-group-form-page'), ['catalogue']);
const StoreMenuPage = lazyScreen(() => import('../features/store-menu/components/store-menu-page'), ['catalogue']);
const StaffListPage = lazyScreen(() => import('../features/staff/components/staff-list-page'), ['people']);
const StaffFormPage = lazyScreen(() => import('../features/staff/components/staff-form-page'), ['people']);
const ExecutiveListPage = lazyScreen(() => import('../features/executives/components/executive-list-page'), ['people']);
const ExecutiveFormPage = lazyScreen(() => import('../features/executives/components/executive-form-page'), ['people']);
const ConsumerListPage = lazyScreen(() => import('../features/consumers/components/consumer-list-page'), ['people']);
const ConsumerFormPage = lazyScreen(() => import('../features/consumers/components/consumer-form-page'), ['people']);
const CouponListPage = lazyScreen(() => import('../features/coupons/components/coupon-list-page'), ['people']);
const BannerListPage = lazyScreen(() => import('../features/banners/components/banner-list-page'), ['people']);
const OrderListPage = lazyScreen(() => import('../features/orders/components/order-list-page'), ['orders', 'menu']);
const ReportPage = lazyScreen(() => import('../features/reports/components/report-page'), ['reports', 'backoffice']);
const NewReportPage = lazyScreen(() => import('../features/reports/components/new-report-page'), ['reports', 'backoffice']);
const BreakdownPage = lazyScreen(() => import('../features/reports/components/breakdown-page'), ['reports', 'backoffice']);
const AddOrderPage = lazyScreen(() => import('../features/staff-order/components/add-order-page'), ['backoffice', 'menu']);
const FeedbackListPage = lazyScreen(() => import('../features/feedback/components/feedback-list-page'), ['backoffice']);
const ReviewListPage = lazyScreen(() => import('../features/feedback/components/review-list-page'), ['backoffice']);
const NotificationListPage = lazyScreen(() => import('../features/notifications/components/notification-list-page'), ['backoffice']);
const CashListPage = lazyScreen(() => import('../features/cash/components/cash-list-page'), ['backoffice']);
const KitchenSetupPage = lazyScreen(() => import('../features/kitchen/components/kitchen-setup-page'), ['kitchen']);
const ShiftsPage = lazyScreen(() => import('../features/shifts/components/shifts-page'), ['shifts']);
const PickupSlotsPage = lazyScreen(() => import('../features/pickup-slots/components/pickup-slots-page'), ['slots', 'form']);
const CardCartPage = lazyScreen(() => import('../features/card-cart/components/card-cart-page'), ['backoffice', 'menu']);
const InfoPage = lazyScreen(() => import('../features/info-pages/components/info-page'));
const PlaceholderPage = lazyScreen(() => import('../components/feedback/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));
const NotFoundPage = lazyScreen(() => import('../features/errors/components/not-found-page'));
const UnauthorizedPage = lazyScreen(() => import('../features/errors/components/unauthorized-page'));
const InvalidAccessPage = lazyScreen(() => import('../features/errors/components/invalid-access-page'));

const suspended = (node: ReactNode) => <Suspense fallback={<PageLoader />}>{node}</Suspense>;

/** Public pages: the signed-in user's menu in the header when there is one. */
function SiteLayout() {
  const user = useCurrentUser();
  return suspended(<PublicLayout headerActions={user ? <UserMenu user={user} /> : undefined}>{suspended(<Outlet />)}</PublicLayout>);
}

/** The signed-in user's menu (switch mode, sign out) for full-screen modes. */
function AccountMenu() {
  const user = useCurrentUser();
  return user ? (
    <Suspense fallback={null}>
      <UserMenu user={user} />
    </Suspense>
  ) : null;
}

function NotBuiltScreen({ route }: { route: FlatRoute }) {
  const { t } = useTranslation();
  return <PlaceholderPage name={t(route.label ?? 'menu.title')} backTo={paths.backOffice.dashboard} />;
}

const BUILT_SCREENS: Record<string, ReactNode> = {
  dashboard: <DashboardPage />,
  companies: <CompanyListPage />,
  'add-company': <CompanyFormPage />,
  users: <StaffListPage />,
  'add-user': <StaffFormPage />,
  executives: <ExecutiveListPage />,
  'add-executive': <ExecutiveFormPage />,
  consumers: <ConsumerListPage />,
  'add-consumer': <ConsumerFormPage />,
  coupons: <CouponListPage />,
  banners: <BannerListPage />,
  categories: <CategoryListPage />,
  'add-category': <CategoryFormPage />,
  products: <ProductListPage />,
  'add-product': <ProductFormPage />,
  'option-groups': <OptionGroupListPage />,
  'add-option-group': <OptionGroupFormPage />,
  menu: <StoreMenuPage />,
  orders: <OrderListPage />,
  reports: <ReportPage />,
  'add-report': <NewReportPage />,
  'report-breakdown': <BreakdownPage />,
  'add-order': <AddOrderPage />,
  feedback: <FeedbackListPage />,
  reviews: <ReviewListPage />,
  notifications: <NotificationListPage />,
  cash: <CashListPage />,
  kitchen: <KitchenSetupPage />,
  'card-cart': <CardCartPage />,
  'pickup-slots': <PickupSlotsPage />,
  shifts: <ShiftsPage />,
};

const backOfficeRoutes: RouteObject[] = flattenMenu(backOfficeMenu).map((route) => ({
  path: route.path,
  element: <RouteGuard rule={{ protected: true, roles: route.roles }}>{BUILT_SCREENS[route.key] ?? <NotBuiltScreen route={route} />}</RouteGuard>,
}));

const rolesForMode = (mode: 'kiosk' | 'cashier' | 'consumer'): Role[] => ROLES.filter((r) => modesForRole(r).includes(mode));

const publicOnly = (path: string, element: ReactNode): RouteObject => ({ path, element: <RouteGuard rule={{ publicOnly: true }}>{element}</RouteGuard> });

const INFO_PAGES = [
  [paths.pages.terms, 'terms'],
  [paths.pages.refund, 'refund'],
  [paths.pages.shipping, 'shipping'],
  [paths.pages.privacy, 'privacy'],
  [paths.pages.contact, 'contact'],
  [paths.pages.about, 'about'],
] as const;

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorElement />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { path: paths.root, element: <LandingPage /> },
          ...INFO_PAGES.map(([path, page]) => ({ path, element: <InfoPage page={page} /> })),
          { path: paths.notFound, element: <NotFoundPage /> },
          { path: paths.unauthorized, element: <UnauthorizedPage /> },
          { path: paths.invalidAccess, element: <InvalidAccessPage /> },
          { path: paths.userWelcome, element: <RouteGuard rule={{ protected: true }}><ModeChooserPage /></RouteGuard> },
        ],
      },
      // Cashier mode has its own full-screen frame and routes (order entry, queue, kitchen).
      {
        path: `${paths.modes.cashier}/*`,
        element: (
          <RouteGuard rule={{ protected: true, roles: rolesForMode('cashier') }}>
            {suspended(<CashierApp accountMenu={<AccountMenu />} kitchen={kitchenSlot} />)}
          </RouteGuard>
        ),
      },
      // The pickup screen over the counter: public (order numbers and statuses only), no frame.
      { path: paths.pickup, element: suspended(<PickupPage />) },
      // The consumer app has its own frame and routes; guests may order, so it is not guarded here.
      { path: `${paths.modes.consumer}/*`, element: suspended(<ConsumerApp />) },
      // A bound kiosk serves guests with no one signed in; unbound, it shows its own bind screen.
      { path: paths.modes.kiosk, element: suspended(<KioskPage />) },
      {
        element: suspended(<AuthLayout />),
        children: [
          publicOnly(paths.login, suspended(<EmployeeLoginPage />)),
          publicOnly(paths.employeeLogin, suspended(<EmployeeLoginPage />)),
          publicOnly(paths.loginMobile, suspended(<MobileLoginPage />)),
          publicOnly(paths.otpVerification, suspended(<OtpVerificationPage />)),
          publicOnly(paths.register, suspended(<RegisterPage />)),
          publicOnly(paths.forgotPassword, suspended(<ForgotPasswordPage />)),
          // The e-mailed code is entered on the reset screen; this older address leads there.
          publicOnly(paths.forgotPasswordOtp, <Navigate to={paths.resetPassword} replace />),
          publicOnly(paths.resetPassword, suspended(<ResetPasswordPage />)),
        ],
      },
      {
        element: (
          <RouteGuard rule={{ protected: true }}>{suspended(<AppFrame />)}</RouteGuard>
        ),
        children: [{ path: paths.appArea, element: <Navigate to={paths.backOffice.dashboard} replace /> }, ...backOfficeRoutes],
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

const BASENAME = env.BASE_URL.replace(/\/$/, '') || '/';

export const createAppRouter = () => createBrowserRouter(routes, { basename: BASENAME });

/** Starts loading every lazy screen an element shows (its frame, guard's children, Suspense's child). */
function preloadElement(node: ReactNode): void {
  if (!isValidElement(node)) return;
  // A signed-out visitor of a guarded screen is sent to the login: its screen is not fetched.
  if (node.type === RouteGuard && (node.props as { rule: RouteRule }).rule.protected && !getTokens()) return;
  const preload = (node.type as { preload?: () => unknown }).preload;
  // Each in a task of its own: Vite's preloading adds a <link> per chunk it imports.
  if (typeof preload === 'function') setTimeout(preload, 0);
  Children.forEach((node.props as { children?: ReactNode }).children, preloadElement);
}

// The consumer app routes within itself (consumer-app.tsx); its store menu, the screen a shared link
// or QR code opens, is fetched beside the app's frame rather than after it.
const loadConsumerMenu = () => import('../features/consumer-app/components/menu-page');

/**
 * Fetches the chunks and words of the screen at `pathname` (the browser's path, basename included)
 * ahead of the first render (issue 13): they load while the common words do, not after them.
 */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname, BASENAME) ?? []) preloadElement(match.route.element);
  const inApp = pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname;
  const menu = matchPath(`${paths.modes.consumer}/:companySlug/:storeSlug`, inApp);
  if (menu && menu.params.companySlug !== 'orders') setTimeout(() => void loadConsumerMenu().catch(() => undefined), 0);
}
