// Companies and stores: request bodies, queries and the rows the lists answer.
import { z } from 'zod';
import { emailSchema, mobileSchema, pagingQuerySchema, slugSchema, sortQuery, uuidSchema, ENTITY_STATUSES } from './common';

const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();

// Field rules without defaults: zod 4 keeps defaults inside .partial(), so update schemas are made
// from these and only the create schemas add defaults (an update must not reset what it omits).
const companyFields = {
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(120, 'Name is at most 120 characters'),
  slug: slugSchema.optional(),
  email: emailSchema.optional().nullable(),
  mobile: mobileSchema.optional().nullable(),
  address: optionalText(500),
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'Currency is a 3-letter code such as INR'),
  tax_rate_bps: z.coerce.number().int().min(0, 'Tax cannot be negative').max(5000, 'Tax is at most 50%'),
  status: z.enum(ENTITY_STATUSES),
};
export const companyBodySchema = z.object({
  ...companyFields,
  currency: companyFields.currency.default('INR'),
  tax_rate_bps: companyFields.tax_rate_bps.default(500),
  status: companyFields.status.default('active'),
});
export const companyUpdateSchema = z.object(companyFields).partial();

const storeFields = {
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(120, 'Name is at most 120 characters'),
  slug: slugSchema.optional(),
  address: optionalText(500),
  phone: mobileSchema.optional().nullable(),
  opening_hours: optionalText(200),
  status: z.enum(ENTITY_STATUSES),
};
export const storeBodySchema = z.object({ company_uuid: uuidSchema, ...storeFields, status: storeFields.status.default('active') });
export const storeUpdateSchema = z.object(storeFields).partial();

export const COMPANY_SORT_KEYS = ['name', 'store_count', 'status'] as const;
export const STORE_SORT_KEYS = ['name', 'company', 'status'] as const;
export const companyListQuerySchema = pagingQuerySchema.extend(sortQuery(COMPANY_SORT_KEYS).shape);
export const storeListQuerySchema = pagingQuerySchema.extend({ company_uuid: uuidSchema.optional(), ...sortQuery(STORE_SORT_KEYS).shape });
export const companyUuidQuerySchema = z.object({ company_uuid: uuidSchema.optional() });
export const companySlugQuerySchema = z.object({ company_slug: slugSchema });

export interface Company {
  uuid: string;
  name: string;
  slug: string;
  email: string | null;
  mobile: string | null;
  address: string | null;
  currency: string;
  tax_rate_bps: number;
  logo: string | null;
  status: string;
  store_count?: number;
  created_at: string;
  updated_at: string;
}

export interface Store {
  uuid: string;
  company_uuid: string;
  company_name?: string;
  name: string;
  slug: string;
  address: string | null;
  phone: string | null;
  opening_hours: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface DropdownItem {
  uuid: string;
  name: string;
  slug?: string;
}
