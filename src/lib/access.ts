// Pure access rules of spec section 6: menu filtering, role inheritance, route guards and the
// modes offered after login. No React here, so the rules are unit-tested directly.
import type { Role } from '../../server/contracts/common';
import type { MenuEntry } from '../config/menu';
import { paths } from '../config/paths';

export interface AccessUser {
  role: Role;
}

/** Child roles narrowed by the parent's: undefined means "no restriction of its own". */
export function inheritRoles(parent: readonly Role[] | undefined, child: readonly Role[] | undefined): readonly Role[] | undefined {
  if (!parent) return child;
  if (!child) return parent;
  return child.filter((r) => parent.includes(r));
}

export interface FlatRoute {
  key: string;
  label?: string;
  path: string;
  roles: readonly Role[] | undefined;
  hidden: boolean;
  built: boolean;
  parentKey?: string;
}

/** Every entry (hidden ones too) with its effective roles, for building routes. */
export function flattenMenu(entries: readonly MenuEntry[], parentRoles?: readonly Role[], parentKey?: string): FlatRoute[] {
  return entries.flatMap((entry) => {
    const roles = inheritRoles(parentRoles, entry.roles);
    const self: FlatRoute = {
      key: entry.key,
      label: entry.label,
      path: entry.path,
      roles,
      hidden: Boolean(entry.hidden),
      built: Boolean(entry.built),
      parentKey,
    };
    return [self, ...flattenMenu(entry.children ?? [], roles, entry.key)];
  });
}

export function roleAllowed(roles: readonly Role[] | undefined, user: AccessUser | null): boolean {
  if (!user) return false;
  if (!roles) return true;
  return roles.length > 0 && roles.includes(user.role);
}

export interface VisibleMenuEntry {
  key: string;
  label: string;
  path: string;
  icon?: MenuEntry['icon'];
  built: boolean;
  children: VisibleMenuEntry[];
}

/** The menu a user sees: labelled, not hidden, and allowed for the user's role (with inheritance). */
export function visibleMenu(entries: readonly MenuEntry[], user: AccessUser | null, parentRoles?: readonly Role[]): VisibleMenuEntry[] {
  const out: VisibleMenuEntry[] = [];
  for (const entry of entries) {
    const roles = inheritRoles(parentRoles, entry.roles);
    if (!entry.label || entry.hidden) continue;
    if (!roleAllowed(roles, user)) continue;
    out.push({
      key: entry.key,
      label: entry.label,
      path: entry.path,
      icon: entry.icon,
      built: Boolean(entry.built),
      children: visibleMenu(entry.children ?? [], user, roles),
    });
  }
  return out;
}

/**
 * Whether a menu entry lights up on `pathname`: on its own page, and a group (an entry with entries
 * of its own in the menu) on any of theirs. Never on another page under its path: /Company does not
 * light up for /Company/x. Paths compare as the router matches them, ignoring case.
 */
export function menuEntryActive(entry: Pick<VisibleMenuEntry, 'path' | 'children'>, pathname: string): boolean {
  return entry.path.toLowerCase() === pathname.toLowerCase() || entry.children.some((c) => menuEntryActive(c, pathname));
}

export interface RouteRule {
  /** Needs a logged-in user (implied by a role list). */
  protected?: boolean;
  roles?: readonly Role[];
  /** Login, register, forgot password...: logged-in users are sent away. */
  publicOnly?: boolean;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; from?: string };

/** What to do with a visitor on a route (spec section 6). `from` is the path to return to after login. */
export function resolveAccess(rule: RouteRule, user: AccessUser | null, from: string): AccessDecision {
  if (rule.publicOnly) return user ? { kind: 'redirect', to: paths.invalidAccess } : { kind: 'allow' };
  const isProtected = Boolean(rule.protected || rule.roles);
  if (!isProtected) return { kind: 'allow' };
  if (!user) return { kind: 'redirect', to: paths.login, from };
  if (rule.roles && !roleAllowed(rule.roles, user)) return { kind: 'redirect', to: paths.unauthorized };
  return { kind: 'allow' };
}

/** A remembered origin is used only if it is a path inside the app (no open redirects, no loops). */
export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  const publicOnly: string[] = [
    paths.login,
    paths.employeeLogin,
    paths.loginMobile,
    paths.otpVerification,
    paths.register,
    paths.forgotPassword,
    paths.forgotPasswordOtp,
    paths.resetPassword,
  ];
  const pathname = from.split(/[?#]/)[0];
  if (publicOnly.includes(pathname)) return null;
  return from;
}

export type AppMode = 'backOffice' | 'kiosk' | 'cashier' | 'consumer';

/** The modes offered after login, in the order they are shown. */
export function modesForRole(role: Role): AppMode[] {
  switch (role) {
    case 'admin':
    case 'executive':
      return ['backOffice'];
    case 'company':
      return ['backOffice', 'kiosk'];
    case 'manager':
      return ['backOffice', 'kiosk', 'cashier'];
    case 'cashier':
      return ['cashier', 'kiosk'];
    case 'consumer':
    case 'company_consumer':
      return ['consumer'];
    default:
      return [];
  }
}

export const modePath: Record<AppMode, string> = {
  backOffice: paths.backOffice.dashboard,
  kiosk: paths.modes.kiosk,
  cashier: paths.modes.cashier,
  consumer: paths.modes.consumer,
};

/** Where a freshly logged-in user lands when no origin was remembered. */
export function landingAfterLogin(role: Role, from: unknown): string {
  return safeReturnPath(from) ?? (modesForRole(role).length > 0 ? paths.userWelcome : paths.unauthorized);
}
