// Companies and stores: request bodies, queries and the rows the lists answer.
import { z } from 'zod';
import { emailSchema, mobileSchema, pagingQuerySchema, slugSchema, sortQuery, uuidSchema, ENTITY_STATUSES } from './common';

const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();

// ---- who may join a company on their own (POST /user/register with company_slug) ----------------

/**
 * Mail services anyone can sign up to: listing one would let the whole world in, so they are refused
 * as join domains. Not exhaustive; it catches the obvious mistake.
 */
export const PUBLIC_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'zoho.com',
  'rediffmail.com',
] as const;
const PUBLIC_MAIL = new Set<string>(PUBLIC_MAIL_DOMAINS);

const joinDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .max(253, 'A domain is at most 253 characters')
      .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, 'Enter domains such as acme.com, separated by commas')
      .refine((d) => !PUBLIC_MAIL.has(d), { message: 'A public mail service cannot be a work e-mail domain: anyone could join' }),
  );

/** The e-mail domains whose addresses may join: a list, or one text with commas (the form's field). */
export const joinEmailDomainsSchema = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(/[\s,;]+/)).map((d) => d.trim()).filter(Boolean))
  .pipe(z.array(joinDomainSchema).max(20, 'At most 20 domains'))
  .transform((list) => [...new Set(list)]);

/** A join code as the company hands it out; compared without regard to case or surrounding spaces. */
export const joinCodeSchema = z
  .string()
  .trim()
  .min(6, 'A join code has at least 6 characters')
  .max(64, 'A join code is at most 64 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'A join code holds letters, digits and hyphens');

/** Join rules in a company write: domains replace the list; a code sets a new one, null clears it. */
const joinFields = {
  join_email_domains: joinEmailDomainsSchema.optional(),
  join_code: joinCodeSchema.nullable().optional(),
};
export const companyJoinUpdateSchema = z.object(joinFields);

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
  ...joinFields,
  currency: companyFields.currency.default('INR'),
  tax_rate_bps: companyFields.tax_rate_bps.default(500),
  status: companyFields.status.default('active'),
});
export const companyUpdateSchema = z.object({ ...companyFields, ...joinFields }).partial();

const storeFields = {
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(120, 'Name is at most 120 characters'),
  slug: slugSchema.optional(),
  address: optionalText(500),
  phone: mobileSchema.optional().nullable(),
  opening_hours: optionalText(200),
  /** Whether the public pickup screen shows customers' first names beside their call numbers. */
  pickup_show_names: z.boolean({ message: 'pickup_show_names must be true or false' }),
  /** Products' "running out" level when a product sets none; null: LOW_STOCK_THRESHOLD (5). */
  low_stock_threshold: z
    .number({ message: 'The low-stock level must be a number, or empty for the default' })
    .int('The low-stock level must be a whole number')
    .min(0, 'The low-stock level cannot be negative')
    .max(1_000_000, 'The low-stock level is at most 1000000')
    .nullable(),
  /** Manual discounts per order at the till up to this (minor units) need no manager; 0: every one does. */
  discount_approval_limit: z
    .number({ message: 'The discount limit must be a number' })
    .int('The discount limit must be a whole number of minor units')
    .min(0, 'The discount limit cannot be negative')
    .max(1_000_000_000, 'The discount limit is too large'),
  status: z.enum(ENTITY_STATUSES),
};
export const storeBodySchema = z.object({
  company_uuid: uuidSchema,
  ...storeFields,
  pickup_show_names: storeFields.pickup_show_names.default(false),
  low_stock_threshold: storeFields.low_stock_threshold.optional(),
  discount_approval_limit: storeFields.discount_approval_limit.default(0),
  status: storeFields.status.default('active'),
});
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
  /** Addresses of these domains may register as its consumers. */
  join_email_domains: string[];
  /** Whether a join code is set (the code itself is kept only as a hash). */
  has_join_code: boolean;
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
  /** The pickup screen shows customers' first names (off: call numbers only). */
  pickup_show_names: boolean;
  /** Products' "running out" level when a product sets none; null: the default (5). */
  low_stock_threshold: number | null;
  /** Manual discounts per order at the till up to this need no manager. */
  discount_approval_limit: number;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface DropdownItem {
  uuid: string;
  name: string;
  slug?: string;
}

// ---- invitations -------------------------------------------------------------------------------

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An e-mail (kept lower case) or a mobile number. */
export const invitationTargetSchema = z
  .string()
  .trim()
  .min(1, 'Enter an e-mail address or a mobile number')
  .max(254)
  .transform((v) => (v.includes('@') ? v.toLowerCase() : v.replace(/[\s()-]/g, '')))
  .pipe(
    z.union(
      [
        z.email({ message: 'Enter a valid e-mail address or mobile number' }),
        z.string().regex(/^\+?[0-9]{7,15}$/, 'Enter a valid e-mail address or mobile number'),
      ],
      {
        message: 'Enter a valid e-mail address or mobile number',
      },
    ),
  );

export const invitationCreateSchema = z.object({
  /** Admin names the company; company staff invite to their own (from the token). */
  company_uuid: uuidSchema.optional(),
  target: invitationTargetSchema,
  expires_in_days: z.coerce.number().int().min(1, 'At least 1 day').max(90, 'At most 90 days').default(14),
});

export const invitationListQuerySchema = pagingQuerySchema.extend({
  company_uuid: uuidSchema.optional(),
  status: z.enum(INVITATION_STATUSES, { message: 'status must be pending, accepted or expired' }).optional(),
});

export interface CompanyInvitation {
  uuid: string;
  company_uuid: string;
  company_name: string;
  target: string;
  status: InvitationStatus;
  created_by_name: string | null;
  accepted_by_name: string | null;
  accepted_at: string | null;
  expires_at: string;
  created_at: string;
}
