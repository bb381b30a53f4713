// Dashboard calls of spec section 7 (the route names keep the spec's `dashbaord` spelling): one
// period's figures for the platform (admin), a company, or a store.
import type { Role } from '../../../../server/contracts/common';
import type { Attention, Dashboard, DashboardType } from '../../../../server/contracts/reports';
import { api, unwrap } from '../../../lib/api-client';

/** Which dashboard a role reads; null for roles the server gives none (executives, cashiers). */
export type DashboardLevel = 'admin' | 'company' | 'store';
export const dashboardLevel = (role: Role | undefined): DashboardLevel | null =>
  role === 'admin' ? 'admin' : role === 'company' ? 'company' : role === 'manager' ? 'store' : null;

export const getDashboard = async (level: DashboardLevel, type: DashboardType, companyUuid: string | undefined, signal?: AbortSignal): Promise<Dashboard> =>
  unwrap(await api.get<Dashboard>(`/report/${level}/dashbaord`, { type, company_uuid: level === 'admin' ? companyUuid : undefined }, { silent: true, signal }));

/** What needs attention today in the caller's scope (managers their store, companies theirs, admins all). */
export const getAttention = async (signal?: AbortSignal): Promise<Attention> =>
  unwrap(await api.get<Attention>('/report/attention', {}, { silent: true, signal }));
