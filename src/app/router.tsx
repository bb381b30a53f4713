// The route table. Every screen is loaded on demand (React.lazy) behind a fallback view; the
// back-office routes come from the menu definition so menu and guards can never disagree.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ROLES, type Role } from '../../server/contracts/common';
import { PageLoader } from '../components/feedback/page-loader';
import { PlaceholderPage } from '../components/feedback/placeholder-page';
import { AuthLayout } from '../components/layouts/auth-layout';
import { PublicLayout } from '../components/layouts/public-layout';
import { env } from '../config/env';
import { backOfficeMenu } from '../config/menu';
import { paths } from '../config/paths';
import { flattenMenu, modesForRole, type FlatRoute } from '../lib/access';
import { useCurrentUser } from '../lib/use-auth';
import { AppFrame } from './layout/app-frame';
import { UserMenu } from './layout/user-menu';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';

const LandingPage = lazy(() => import('../features/landing/components/landing-page'));
const EmployeeLoginPage = lazy(() => import('../features/auth/components/employee-login-page'));
const MobileLoginPage = lazy(() => import('../features/auth/components/mobile-login-page'));
const OtpVerificationPage = lazy(() => import('../features/auth/components/otp-verification-page'));
const RegisterPage = lazy(() => import('../features/auth/components/register-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const ModeChooserPage = lazy(() => import('../features/modes/components/mode-chooser-page'));
const ConsumerApp = lazy(() => import('../features/consumer-app/components/consumer-app'));
const KioskPage = lazy(() => import('../features/kiosk/components/kiosk-page'));
const CashierApp = lazy(() => import('../features/cashier/components/cashier-app'));
const PickupPage = lazy(() => import('../features/cashier/components/pickup-page'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const CompanyListPage = lazy(() => import('../features/companies/components/company-list-page'));
const CompanyFormPage = lazy(() => import('../features/companies/components/company-form-page'));
const CategoryListPage = lazy(() => import('../features/categories/components/category-list-page'));
const CategoryFormPage = lazy(() => import('../features/categories/components/category-form-page'));
const ProductListPage = lazy(() => import('../features/products/components/product-list-page'));
const ProductFormPage = lazy(() => import('../features/products/components/product-form-page'));
const OptionGroupListPage = lazy(() => import('../features/option-groups/components/option-group-list-page'));
const OptionGroupFormPage = lazy(() => import('../features/option-groups/components/option-group-form-page'));
const StoreMenuPage = lazy(() => import('../features/store-menu/components/store-menu-page'));
const StaffListPage = lazy(() => import('../features/staff/components/staff-list-page'));
const StaffFormPage = lazy(() => import('../features/staff/components/staff-form-page'));
const ExecutiveListPage = lazy(() => import('../features/executives/components/executive-list-page'));
const ExecutiveFormPage = lazy(() => import('../features/executives/components/executive-form-page'));
const ConsumerListPage = lazy(() => import('../features/consumers/components/consumer-list-page'));
const ConsumerFormPage = lazy(() => import('../features/consumers/components/consumer-form-page'));
const CouponListPage = lazy(() => import('../features/coupons/components/coupon-list-page'));
const BannerListPage = lazy(() => import('../features/banners/components/banner-list-page'));
const OrderListPage = lazy(() => import('../features/orders/components/order-list-page'));
const ReportPage = lazy(() => import('../features/reports/components/report-page'));
const NewReportPage = lazy(() => import('../features/reports/components/new-report-page'));
const AddOrderPage = lazy(() => import('../features/staff-order/components/add-order-page'));
const FeedbackListPage = lazy(() => import('../features/feedback/components/feedback-list-page'));
const ReviewListPage = lazy(() => import('../features/feedback/components/review-list-page'));
const NotificationListPage = lazy(() => import('../features/notifications/components/notification-list-page'));
const CashListPage = lazy(() => import('../features/cash/components/cash-list-page'));
const CardCartPage = lazy(() => import('../features/card-cart/components/card-cart-page'));
const InfoPage = lazy(() => import('../features/info-pages/components/info-page'));
const NotFoundPage = lazy(() => import('../features/errors/components/not-found-page'));
const UnauthorizedPage = lazy(() => import('../features/errors/components/unauthorized-page'));
const InvalidAccessPage = lazy(() => import('../features/errors/components/invalid-access-page'));

const suspended = (node: ReactNode) => <Suspense fallback={<PageLoader />}>{node}</Suspense>;

/** Public pages: the signed-in user's menu in the header when there is one. */
function SiteLayout() {
  const user = useCurrentUser();
  return <PublicLayout headerActions={user ? <UserMenu user={user} /> : undefined}>{suspended(<Outlet />)}</PublicLayout>;
}

/** The signed-in user's menu (switch mode, sign out) for full-screen modes. */
function AccountMenu() {
  const user = useCurrentUser();
  return user ? <UserMenu user={user} /> : null;
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
  'add-order': <AddOrderPage />,
  feedback: <FeedbackListPage />,
  reviews: <ReviewListPage />,
  notifications: <NotificationListPage />,
  cash: <CashListPage />,
  'card-cart': <CardCartPage />,
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
    errorElement: <RouteError />,
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
        element: <RouteGuard rule={{ protected: true, roles: rolesForMode('cashier') }}>{suspended(<CashierApp accountMenu={<AccountMenu />} />)}</RouteGuard>,
      },
      // The pickup screen over the counter: public (order numbers and statuses only), no frame.
      { path: paths.pickup, element: suspended(<PickupPage />) },
      // The consumer app has its own frame and routes; guests may order, so it is not guarded here.
      { path: `${paths.modes.consumer}/*`, element: suspended(<ConsumerApp />) },
      // A bound kiosk serves guests with no one signed in; unbound, it shows its own bind screen.
      { path: paths.modes.kiosk, element: suspended(<KioskPage />) },
      {
        element: <AuthLayout />,
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
          <RouteGuard rule={{ protected: true }}>
            <AppFrame />
          </RouteGuard>
        ),
        children: [{ path: paths.appArea, element: <Navigate to={paths.backOffice.dashboard} replace /> }, ...backOfficeRoutes],
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes, { basename: env.BASE_URL.replace(/\/$/, '') || '/' });
