import { describe, expect, it } from 'vitest';
import type { Role } from '../../server/contracts/common';
import { DEMO_APPS, demoAppsMenu } from '../config/demo-apps';
import { backOfficeMenu, type MenuEntry } from '../config/menu';
import { paths } from '../config/paths';
import {
  flattenMenu,
  inheritRoles,
  landingAfterLogin,
  menuEntryActive,
  modesForRole,
  resolveAccess,
  roleAllowed,
  safeReturnPath,
  visibleMenu,
  type VisibleMenuEntry,
} from './access';

const as = (role: Role) => ({ role });
const keys = (role: Role | null) => visibleMenu(backOfficeMenu, role ? as(role) : null).map((e) => e.key);

describe('inheritRoles', () => {
  it('keeps the parent roles when the child has none', () => {
    expect(inheritRoles(['admin', 'company'], undefined)).toEqual(['admin', 'company']);
  });
  it('keeps the child roles when the parent has none', () => {
    expect(inheritRoles(undefined, ['manager'])).toEqual(['manager']);
  });
  it('narrows to the intersection', () => {
    expect(inheritRoles(['admin', 'company'], ['company', 'manager'])).toEqual(['company']);
  });
  it('an empty intersection makes an empty list', () => {
    expect(inheritRoles(['admin'], ['cashier'])).toEqual([]);
  });
});

describe('roleAllowed', () => {
  it('an empty role list is inaccessible to everyone', () => {
    expect(roleAllowed([], as('admin'))).toBe(false);
  });
  it('no role list means any logged-in user', () => {
    expect(roleAllowed(undefined, as('cashier'))).toBe(true);
    expect(roleAllowed(undefined, null)).toBe(false);
  });
});

describe('visibleMenu on the back-office menu', () => {
  it('shows the admin every labelled entry, in spec order, without hidden ones', () => {
    expect(keys('admin')).toEqual([
      'dashboard', 'companies', 'users', 'executives', 'consumers', 'categories', 'coupons', 'banners', 'products', 'option-groups',
      'orders', 'reports', 'menu', 'feedback', 'reviews', 'notifications', 'kitchen', 'pickup-slots', 'shifts', 'cash',
    ]);
  });
  it('company users see companies and executives', () => {
    expect(keys('company')).toContain('companies');
    expect(keys('company')).toContain('executives');
  });
  it('managers see the catalogue but not companies or executives', () => {
    expect(keys('manager')).toEqual([
      'dashboard', 'users', 'consumers', 'categories', 'coupons', 'products', 'option-groups',
      'orders', 'reports', 'menu', 'feedback', 'reviews', 'notifications', 'kitchen', 'pickup-slots', 'shifts',
    ]);
  });
  it('executives see dashboard, consumers, orders, reports, feedback, notifications and iCash', () => {
    expect(keys('executive')).toEqual(['dashboard', 'consumers', 'orders', 'reports', 'feedback', 'reviews', 'notifications', 'cash']);
  });
  it("cashiers see only the store's menu (the day's sold-out switches); consumers nothing", () => {
    expect(keys('cashier')).toEqual(['menu']);
    expect(keys('consumer')).toEqual([]);
    expect(keys(null)).toEqual([]);
  });
  it('never lists /Cardcart nor the add screens', () => {
    const all = visibleMenu(backOfficeMenu, as('admin'));
    const paths_ = all.flatMap((e) => [e.path, ...e.children.map((c) => c.path)]);
    expect(paths_).not.toContain(paths.backOffice.cardCart);
    expect(paths_).not.toContain(paths.backOffice.addCompany);
  });
  it('drops entries without a label and children whose role intersection is empty', () => {
    const menu: MenuEntry[] = [
      { key: 'nolabel', path: '/x' },
      {
        key: 'parent',
        label: 'p',
        path: '/p',
        roles: ['admin', 'company'],
        children: [
          { key: 'both', label: 'b', path: '/b' },
          { key: 'narrow', label: 'n', path: '/n', roles: ['company', 'manager'] },
          { key: 'empty', label: 'e', path: '/e', roles: ['cashier'] },
        ],
      },
    ];
    const forCompany = visibleMenu(menu, as('company'));
    expect(forCompany.map((e) => e.key)).toEqual(['parent']);
    expect(forCompany[0].children.map((c) => c.key)).toEqual(['both', 'narrow']);
    const forAdmin = visibleMenu(menu, as('admin'));
    expect(forAdmin[0].children.map((c) => c.key)).toEqual(['both']);
    expect(visibleMenu(menu, as('manager'))).toEqual([]);
  });
});

describe('the Demo apps group of the menu (issue 19)', () => {
  const ROLES: Role[] = ['company', 'executive', 'manager', 'cashier', 'consumer'];
  it('is a group with the overview and one entry per app, each at /apps/<app>, for admins only', () => {
    const [group] = visibleMenu([demoAppsMenu()], as('admin'));
    expect(group.key).toBe('demo-apps');
    expect(group.children.map((c) => c.path)).toEqual(['/apps', ...DEMO_APPS.map((a) => `/apps/${a}`)]);
    expect(group.children.map((c) => c.label)).toEqual(['backoffice:menu.demo.overview', ...DEMO_APPS.map((a) => `backoffice:menu.demo.${a}`)]);
    for (const role of ROLES) expect(visibleMenu([demoAppsMenu()], as(role)), role).toEqual([]);
  });
});

describe('menuEntryActive', () => {
  const entry = (path: string): VisibleMenuEntry => ({ key: path, label: path, path, built: true, children: [] });
  it('an entry lights up on its own page only, not on pages under its path (the router ignores case)', () => {
    expect(menuEntryActive(entry('/Company'), '/Company')).toBe(true);
    expect(menuEntryActive(entry('/Company'), '/company')).toBe(true);
    expect(menuEntryActive(entry('/Company'), '/Company/x')).toBe(false);
    expect(menuEntryActive(entry('/menu'), '/menus')).toBe(false);
    expect(menuEntryActive(entry('/apps'), '/apps/calendar')).toBe(false);
  });
  it('a group lights up on any of its entries\' pages; of its entries, only the page\'s', () => {
    const [group] = visibleMenu([demoAppsMenu()], as('admin'));
    expect(menuEntryActive(group, '/apps/calendar')).toBe(true);
    expect(menuEntryActive(group, '/apps')).toBe(true);
    expect(menuEntryActive(group, '/apps/unknown')).toBe(false);
    expect(menuEntryActive(group, '/dashboard')).toBe(false);
    expect(group.children.filter((c) => menuEntryActive(c, '/apps/calendar')).map((c) => c.key)).toEqual(['demo-calendar']);
    expect(group.children.filter((c) => menuEntryActive(c, '/apps')).map((c) => c.key)).toEqual(['demo-overview']);
  });
  it('on the back-office menu, every page lights up exactly the one entry of its path', () => {
    const items = visibleMenu(backOfficeMenu, as('admin'));
    for (const item of items) expect(items.filter((i) => menuEntryActive(i, item.path)).map((i) => i.key)).toEqual([item.key]);
    expect(items.filter((i) => menuEntryActive(i, `${paths.backOffice.companies}/1`))).toEqual([]);
  });
});

describe('flattenMenu', () => {
  it('gives hidden add screens the parent roles', () => {
    const add = flattenMenu(backOfficeMenu).find((r) => r.path === paths.backOffice.addCompany);
    expect(add?.roles).toEqual(['admin', 'company']);
    expect(add?.hidden).toBe(true);
  });
  it('marks an empty intersection as an empty role list', () => {
    const flat = flattenMenu([{ key: 'a', path: '/a', roles: ['admin'], children: [{ key: 'b', path: '/b', roles: ['cashier'] }] }]);
    expect(flat[1].roles).toEqual([]);
    expect(resolveAccess({ roles: flat[1].roles }, as('admin'), '/b')).toEqual({ kind: 'redirect', to: paths.unauthorized });
  });
  it('has one route per path', () => {
    const all = flattenMenu(backOfficeMenu).map((r) => r.path);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('resolveAccess', () => {
  const companyRoute = { roles: ['admin', 'company'] as Role[] };
  it('sends visitors to login and remembers the origin', () => {
    expect(resolveAccess(companyRoute, null, '/Company?x=1')).toEqual({ kind: 'redirect', to: paths.login, from: '/Company?x=1' });
  });
  it('sends a wrong role to unauthorized', () => {
    expect(resolveAccess(companyRoute, as('cashier'), '/Company')).toEqual({ kind: 'redirect', to: paths.unauthorized });
  });
  it('lets a right role in', () => {
    expect(resolveAccess(companyRoute, as('company'), '/Company')).toEqual({ kind: 'allow' });
  });
  it('sends logged-in users away from public-only routes', () => {
    expect(resolveAccess({ publicOnly: true }, as('consumer'), '/login')).toEqual({ kind: 'redirect', to: paths.invalidAccess });
    expect(resolveAccess({ publicOnly: true }, null, '/login')).toEqual({ kind: 'allow' });
  });
  it('protected without roles needs only a login', () => {
    expect(resolveAccess({ protected: true }, as('cashier'), '/welcome')).toEqual({ kind: 'allow' });
    expect(resolveAccess({ protected: true }, null, '/welcome')).toMatchObject({ to: paths.login });
  });
  it('open routes let everyone in', () => {
    expect(resolveAccess({}, null, '/about')).toEqual({ kind: 'allow' });
  });
});

describe('modes offered after login', () => {
  it.each<[Role, string[]]>([
    ['admin', ['backOffice']],
    ['executive', ['backOffice']],
    ['company', ['backOffice', 'kiosk']],
    ['manager', ['backOffice', 'kiosk', 'cashier']],
    ['cashier', ['cashier', 'kiosk']],
    ['consumer', ['consumer']],
    ['company_consumer', ['consumer']],
  ])('%s gets %j', (role, modes) => {
    expect(modesForRole(role)).toEqual(modes);
  });
});

describe('return paths', () => {
  it('accepts in-app paths only', () => {
    expect(safeReturnPath('/Company?id=1')).toBe('/Company?id=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(paths.login)).toBeNull();
  });
  it('lands on the mode chooser without an origin', () => {
    expect(landingAfterLogin('admin', undefined)).toBe(paths.userWelcome);
    expect(landingAfterLogin('admin', '/Company')).toBe('/Company');
  });
});
