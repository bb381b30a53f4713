import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/http';
import type { AuthContext } from '../auth';
import { scopeCompany, scopeStore } from '../scope';

const user = (role: AuthContext['user']['role'], companyUuid: string | null = null, storeUuid: string | null = null): AuthContext['user'] => ({
  uuid: 'u',
  role,
  name: 'n',
  email: null,
  mobile: null,
  companyUuid,
  storeUuid,
});

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as AppError).statusCode;
  }
  return 0;
};

describe('tenant scope', () => {
  it('lets an admin name any company, or none', () => {
    expect(scopeCompany(user('admin'), 'c2')).toBe('c2');
    expect(scopeCompany(user('admin'))).toBeUndefined();
  });

  it('pins company roles to their company and refuses another with 403', () => {
    for (const role of ['company', 'executive', 'manager', 'cashier', 'company_consumer'] as const) {
      expect(scopeCompany(user(role, 'c1', 's1'))).toBe('c1');
      expect(scopeCompany(user(role, 'c1', 's1'), 'c1')).toBe('c1');
      expect(refused(() => scopeCompany(user(role, 'c1', 's1'), 'c2'))).toBe(403);
    }
  });

  it('pins store roles to their store', () => {
    expect(scopeStore(user('manager', 'c1', 's1'))).toBe('s1');
    expect(refused(() => scopeStore(user('cashier', 'c1', 's1'), 's2'))).toBe(403);
    expect(scopeStore(user('company', 'c1'), 's2')).toBe('s2');
  });
});
