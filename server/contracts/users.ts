// Staff (cashiers, managers, front desk executives) and consumers: request bodies, list queries and
// the user row the lists answer. A password hash never leaves the server.
import { z } from 'zod';
import { emailSchema, mobileSchema, pagingQuerySchema, passwordSchema, sortQuery, uuidSchema } from './common';

export const personNameSchema = z.string().trim().min(2, 'Name must be at least 2 characters').max(100, 'Name is at most 100 characters');
export const employeeCodeSchema = z.string().trim().max(40, 'Employee code is at most 40 characters');

/** Lists of staff: paged, searched by name, e-mail or mobile, narrowed by company and store. */
export const STAFF_SORT_KEYS = ['name', 'role', 'store', 'last_login', 'status'] as const;
export const staffListQuerySchema = pagingQuerySchema.extend({
  ...sortQuery(STAFF_SORT_KEYS).shape,
  company_uuid: uuidSchema.optional(),
  store_uuid: uuidSchema.optional(),
});

export const ROLE_GROUPS = ['cashier', 'manager', 'all'] as const;
/** GET /company/list/cashier/manager: `group` picks cashiers, managers or both (default). */
export const roleListQuerySchema = staffListQuerySchema.extend({
  group: z.enum(ROLE_GROUPS, { message: 'Group must be cashier, manager or all' }).default('all'),
});

export const companyListQuerySchema = pagingQuerySchema.extend({ company_uuid: uuidSchema.optional() });
export const EXECUTIVE_SORT_KEYS = ['name', 'company', 'last_login', 'status'] as const;
export const executiveListQuerySchema = companyListQuerySchema.extend(sortQuery(EXECUTIVE_SORT_KEYS).shape);

/** PUT .../change/.../status: the spec's calls name the user in the body. */
export { uuidStatusBodySchema } from './common';

// ---- cashiers and managers ---------------------------------------------------------------------

export const cashierCreateSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  mobile: mobileSchema,
  password: passwordSchema,
  store_uuid: uuidSchema,
});
export const cashierUpdateSchema = cashierCreateSchema.partial();

export const STORE_ROLES = ['cashier', 'manager'] as const;
export type StoreRole = (typeof STORE_ROLES)[number];

export const companyRoleCreateSchema = cashierCreateSchema.extend({
  role: z.enum(STORE_ROLES, { message: 'Role must be cashier or manager' }),
});
export const companyRoleUpdateSchema = companyRoleCreateSchema.partial();

// ---- front desk executives ---------------------------------------------------------------------

export const executiveCreateSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  mobile: mobileSchema,
  password: passwordSchema,
  /** Required for an administrator; a company user's own company otherwise. */
  company_uuid: uuidSchema.optional(),
});
export const executiveUpdateSchema = executiveCreateSchema.omit({ company_uuid: true }).partial();

// ---- consumers ---------------------------------------------------------------------------------

export const CONSUMER_SORT_KEYS = ['name', 'employee_code', 'company', 'status'] as const;
export const consumerListQuerySchema = companyListQuerySchema.extend(sortQuery(CONSUMER_SORT_KEYS).shape);

/** A consumer without a password logs in with a code sent to their mobile. */
export const companyConsumerCreateSchema = z.object({
  name: personNameSchema,
  email: emailSchema.optional().nullable(),
  mobile: mobileSchema,
  password: passwordSchema.optional(),
  /** Required for an administrator; the caller's own company otherwise. */
  company_uuid: uuidSchema.optional(),
  employee_code: employeeCodeSchema.optional().nullable(),
});
export const companyConsumerUpdateSchema = companyConsumerCreateSchema.omit({ company_uuid: true }).partial();

/** POST /user/create/consumer (administrator): a consumer who belongs to no company. */
export const consumerCreateSchema = companyConsumerCreateSchema.omit({ company_uuid: true, employee_code: true });
export const consumerUpdateSchema = companyConsumerUpdateSchema;

/** One row of a bulk consumer file (CSV or XLSX, columns name, mobile, email?, employee_code?). */
export const BULK_CONSUMER_COLUMNS = ['name', 'mobile'] as const;
export const bulkConsumerRowSchema = z.object({
  name: personNameSchema,
  mobile: mobileSchema,
  // Optional columns: a blank cell (or a missing column) means none.
  email: z
    .string()
    .optional()
    .transform((s) => s?.trim() || undefined)
    .pipe(emailSchema.optional()),
  employee_code: z
    .string()
    .optional()
    .transform((s) => s?.trim() || undefined)
    .pipe(employeeCodeSchema.optional()),
});

/** A user as the lists and writes answer it (never the password hash). */
export interface UserRow {
  uuid: string;
  name: string;
  email: string | null;
  mobile: string | null;
  role: string;
  company_uuid: string | null;
  company_name: string | null;
  store_uuid: string | null;
  store_name: string | null;
  employee_code: string | null;
  status: string;
  /** False for a consumer who logs in with a mobile code only. */
  has_password: boolean;
  last_login_at: string | null;
  /** Set while wrong passwords keep the account locked (staff may unlock it); null otherwise. */
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface BulkUploadResult {
  inserted: number;
}
