// Consumer calls of spec section 7: lists, writes, status and the bulk upload. An administrator
// sees consumers of both kinds (company consumers and plain ones); everyone else their company's.
import type { z } from 'zod';
import type { EntityStatus, Role } from '../../../../server/contracts/common';
import type {
  BulkUploadResult,
  CONSUMER_SORT_KEYS,
  companyConsumerCreateSchema,
  companyConsumerUpdateSchema,
  consumerCreateSchema,
  consumerUpdateSchema,
  UserRow,
} from '../../../../server/contracts/users';
import { api, unwrap } from '../../../lib/api-client';
import { findInPages, getPage, postFile, type ListQuery } from '../../../lib/resource-api';

export type ConsumerQuery = ListQuery<(typeof CONSUMER_SORT_KEYS)[number]>;

/** `allKinds`: the administrator's list of both kinds; otherwise company consumers only. */
export const listConsumers = (q: ConsumerQuery, allKinds: boolean, signal?: AbortSignal) =>
  getPage<UserRow>(allKinds ? '/user/consumer/list' : '/user/company/consumer/list', q, signal);

/** There is no "get one consumer" route: an edit screen opened by link pages through the list (of both kinds for an administrator). */
export const findConsumer = (id: string, signal?: AbortSignal, role?: Role) =>
  findInPages(id, (pagenum) => listConsumers({ pagenum, limit: 100 }, role === 'admin', signal));

export const createCompanyConsumer = async (body: z.output<typeof companyConsumerCreateSchema>): Promise<UserRow | undefined> =>
  (await api.post<UserRow>('/user/create/company/consumer', body)).data;

/** A consumer who belongs to no company (administrators only). */
export const createPlainConsumer = async (body: z.output<typeof consumerCreateSchema>): Promise<UserRow | undefined> =>
  (await api.post<UserRow>('/user/create/consumer', body)).data;

export const updateCompanyConsumer = async (id: string, body: z.output<typeof companyConsumerUpdateSchema>): Promise<UserRow | undefined> =>
  (await api.put<UserRow>(`/user/update/company/consumer/${encodeURIComponent(id)}`, body)).data;

export const updatePlainConsumer = async (id: string, body: z.output<typeof consumerUpdateSchema>): Promise<UserRow | undefined> =>
  (await api.put<UserRow>(`/user/update/consumer/${encodeURIComponent(id)}`, body)).data;

export const setConsumerStatus = (id: string, status: EntityStatus) => api.put<UserRow>('/user/change/consumer/status', { uuid: id, status });

/**
 * POST /user/upload/bulk (multipart: `file`, and `company_uuid` for an administrator). All rows or
 * none: a refusal carries one error per bad line (`path` = 'line N'). `onProgress` gets 0..100.
 */
export async function uploadConsumers(
  file: File,
  companyUuid: string | undefined,
  onProgress: (percent: number) => void,
): Promise<{ result: BulkUploadResult; message: string }> {
  const envelope = await postFile<BulkUploadResult>('/user/upload/bulk', file, { fields: { company_uuid: companyUuid }, onProgress });
  return { result: unwrap(envelope), message: envelope.message };
}

/** The template offered for download: the columns the server reads, with one example row. */
export const BULK_TEMPLATE_CSV = 'name,mobile,email,employee_code\nAsha Rao,9876500001,asha.rao@example.com,EMP-001\n';
