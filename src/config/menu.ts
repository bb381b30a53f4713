// The back-office menu of spec section 2: labels (i18n keys), routes and role lists.
// Sub-items inherit the parent's roles, narrowed to the roles both name (see lib/access.ts).
// The server enforces the same role lists; this only decides what the PWA shows and routes to.
import type { Role } from '../../server/contracts/common';
import { paths } from './paths';

export type MenuIcon =
  | 'dashboard'
  | 'company'
  | 'users'
  | 'executive'
  | 'category'
  | 'coupon'
  | 'product'
  | 'orders'
  | 'report'
  | 'menu'
  | 'cart'
  | 'feedback'
  | 'review'
  | 'notifications'
  | 'cash';

export interface MenuEntry {
  key: string;
  /** i18n key of the label; an entry without a label never shows in a menu. */
  label?: string;
  path: string;
  icon?: MenuIcon;
  /** Roles that may open the entry; absent means "any logged-in user" (inside the app area). */
  roles?: readonly Role[];
  /** Hidden entries are routes only (add/edit screens), never menu items. */
  hidden?: boolean;
  /** Whether the screen is built in this release; others render a visible "not built yet" page. */
  built?: boolean;
  /**
   * Entries under this one: hidden ones are routes only; shown ones make this entry a group of the
   * navigation (a heading that opens them, not a link of its own; src/app/layout/side-nav.tsx).
   */
  children?: readonly MenuEntry[];
}

const ALL_STAFF_DESK: readonly Role[] = ['admin', 'company', 'executive', 'manager'];
const CATALOGUE: readonly Role[] = ['admin', 'company', 'manager'];

/** The add/edit screen under a list: a hidden route, so the menu shows its list open there. */
const FORMS: Readonly<Record<string, Pick<MenuEntry, 'key' | 'label' | 'path'>>> = {
  companies: { key: 'add-company', label: 'menu.addCompany', path: paths.backOffice.addCompany },
  users: { key: 'add-user', label: 'menu.addUser', path: paths.backOffice.addUser },
  executives: { key: 'add-executive', label: 'menu.addExecutive', path: paths.backOffice.addExecutive },
  consumers: { key: 'add-consumer', label: 'people:menu.addConsumer', path: paths.backOffice.addConsumer },
  categories: { key: 'add-category', label: 'menu.addCategory', path: paths.backOffice.addCategory },
  products: { key: 'add-product', label: 'menu.addProduct', path: paths.backOffice.addProduct },
  'option-groups': { key: 'add-option-group', label: 'catalogue:options.addTitle', path: paths.backOffice.addOptionGroup },
  orders: { key: 'add-order', label: 'menu.addOrder', path: paths.backOffice.addOrder },
  reports: { key: 'add-report', label: 'menu.addReport', path: paths.backOffice.addReport },
};

/** Other hidden screens under a list. */
const MORE: Readonly<Record<string, Pick<MenuEntry, 'key' | 'label' | 'path'>[]>> = {
  reports: [{ key: 'report-breakdown', label: 'menu.reportBreakdown', path: paths.backOffice.reportBreakdown }],
};

const withForm = (entry: MenuEntry): MenuEntry => {
  const form = FORMS[entry.key];
  const more = MORE[entry.key] ?? [];
  return form ? { ...entry, children: [form, ...more].map((c) => ({ ...c, hidden: true, built: true })) } : entry;
};

const MENU: readonly MenuEntry[] = [
  { key: 'dashboard', label: 'menu.dashboard', path: paths.backOffice.dashboard, icon: 'dashboard', roles: ALL_STAFF_DESK, built: true },
  { key: 'companies', label: 'menu.companies', path: paths.backOffice.companies, icon: 'company', roles: ['admin', 'company'], built: true },
  { key: 'users', label: 'menu.users', path: paths.backOffice.users, icon: 'users', roles: CATALOGUE, built: true },
  { key: 'executives', label: 'menu.executives', path: paths.backOffice.executives, icon: 'executive', roles: ['admin', 'company'], built: true },
  // Not among the spec's menu entries, but its lists exist (spec section 2); labels live in the people namespace.
  { key: 'consumers', label: 'people:menu.consumers', path: paths.backOffice.consumers, icon: 'users', roles: ALL_STAFF_DESK, built: true },
  { key: 'categories', label: 'menu.categories', path: paths.backOffice.categories, icon: 'category', roles: CATALOGUE, built: true },
  { key: 'coupons', label: 'menu.coupons', path: paths.backOffice.coupons, icon: 'coupon', roles: CATALOGUE, built: true },
  { key: 'banners', label: 'people:menu.banners', path: paths.backOffice.banners, icon: 'coupon', roles: ['admin', 'company'], built: true },
  { key: 'products', label: 'menu.products', path: paths.backOffice.products, icon: 'product', roles: CATALOGUE, built: true },
  { key: 'option-groups', label: 'catalogue:options.menuLabel', path: paths.backOffice.optionGroups, icon: 'category', roles: CATALOGUE, built: true },
  { key: 'orders', label: 'menu.orders', path: paths.backOffice.orders, icon: 'orders', roles: ALL_STAFF_DESK, built: true },
  { key: 'reports', label: 'menu.reports', path: paths.backOffice.reports, icon: 'report', roles: ALL_STAFF_DESK, built: true },
  // The store's menu with the day's sold-out switches: a cashier's one catalogue power (issue 12), reached from the till.
  { key: 'menu', label: 'menu.menu', path: paths.backOffice.menu, icon: 'menu', roles: [...CATALOGUE, 'cashier'], built: true },
  // Lists the spec's data implies (section 2); labels live in the backoffice namespace.
  { key: 'feedback', label: 'backoffice:menu.feedback', path: paths.backOffice.feedback, icon: 'feedback', roles: ALL_STAFF_DESK, built: true },
  { key: 'reviews', label: 'backoffice:menu.reviews', path: paths.backOffice.reviews, icon: 'review', roles: ALL_STAFF_DESK, built: true },
  {
    key: 'notifications',
    label: 'backoffice:menu.notifications',
    path: paths.backOffice.notifications,
    icon: 'notifications',
    roles: ALL_STAFF_DESK,
    built: true,
  },
  // Kitchen display stations (issue 15): set up per store by whoever manages its catalogue.
  { key: 'kitchen', label: 'backoffice:menu.kitchen', path: paths.backOffice.kitchen, icon: 'menu', roles: CATALOGUE, built: true },
  { key: 'pickup-slots', label: 'slots:settings.link', path: paths.backOffice.pickupSlots, icon: 'orders', roles: CATALOGUE, built: true },
  { key: 'shifts', label: 'shifts:menu', path: paths.backOffice.shifts, icon: 'cash', roles: CATALOGUE, built: true },
  { key: 'cash', label: 'backoffice:menu.cash', path: paths.backOffice.cash, icon: 'cash', roles: ['admin', 'company', 'executive'], built: true },
  // Exists as a screen, never in the menu (no label shown: hidden).
  { key: 'card-cart', label: 'menu.cardCart', path: paths.backOffice.cardCart, icon: 'cart', roles: ALL_STAFF_DESK, hidden: true, built: true },
];

export const backOfficeMenu: readonly MenuEntry[] = MENU.map(withForm);
