// Banners: the back-office list and writes, and the public list for the consumer and kiosk home.
// An image is sent first to POST /banner/upload/image (multipart, field `file`), which answers its
// path; the JSON body of /banner/add and PUT /banner/{id} then names that path.
import { z } from 'zod';
import { ENTITY_STATUSES, pagingQuerySchema, slugSchema, sortQuery, uuidSchema, uuidStatusBodySchema } from './common';
import { BANNER_IMAGE_PATTERN } from './constants/banners';
import { translationsSchema, type Translations } from './translations';

export * from './constants/banners';

export const bannerImageSchema = z
  .string()
  .trim()
  .regex(BANNER_IMAGE_PATTERN, 'Upload the image first with POST /banner/upload/image and send the path it answers');

/** A web address (http/https) or a path inside the app; never a script URL. */
export const bannerLinkSchema = z
  .string()
  .trim()
  .max(500, 'Link is at most 500 characters')
  .regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i, 'Link must start with http://, https:// or / (a page of the app)');

const bannerFields = z.object({
  title: z.string().trim().min(2, 'Title must be at least 2 characters').max(120, 'Title is at most 120 characters'),
  subtitle: z.string().trim().max(200, 'Subtitle is at most 200 characters').optional().nullable(),
  /** The title (as `name`) and subtitle (as `description`) in es and de; blank ones fall back. */
  translations: translationsSchema.optional(),
  link: bannerLinkSchema.optional().nullable(),
  image: bannerImageSchema,
  /** Required for an administrator; the caller's own company otherwise. */
  company_uuid: uuidSchema.optional(),
  /** Null or absent: shown in every store of the company. */
  store_uuid: uuidSchema.optional().nullable(),
  sort_order: z.number({ message: 'Sort order must be a number' }).int('Sort order must be a whole number').min(0).max(10_000).default(0),
  status: z.enum(ENTITY_STATUSES).default('active'),
});

export const bannerCreateSchema = bannerFields;
export const bannerUpdateSchema = bannerFields
  .omit({ company_uuid: true })
  .extend({ sort_order: bannerFields.shape.sort_order.unwrap(), status: z.enum(ENTITY_STATUSES) })
  .partial();

export const BANNER_SORT_KEYS = ['title', 'store', 'sort_order', 'status'] as const;
export const bannerListQuerySchema = pagingQuerySchema.extend({
  ...sortQuery(BANNER_SORT_KEYS).shape,
  company_uuid: uuidSchema.optional(),
  store_uuid: uuidSchema.optional(),
});

export const publicBannerQuerySchema = z.object({
  company_slug: slugSchema,
  store_slug: slugSchema.optional(),
});

export const bannerStatusBodySchema = uuidStatusBodySchema;

export interface Banner {
  uuid: string;
  company_uuid: string | null;
  company_name: string | null;
  store_uuid: string | null;
  store_name: string | null;
  title: string;
  subtitle: string | null;
  /** The title (`name`) and subtitle (`description`) in es and de; the PWA picks the person's. */
  translations: Translations;
  image: string;
  link: string | null;
  sort_order: number;
  status: string;
  created_at: string;
  updated_at: string;
}

/** GET /banner/lists (public): what the home screen needs, nothing more. */
export interface PublicBanner {
  uuid: string;
  title: string;
  subtitle: string | null;
  /** The title (`name`) and subtitle (`description`) in es and de; the PWA picks the person's. */
  translations?: Translations;
  image: string;
  link: string | null;
  store_uuid: string | null;
  sort_order: number;
}

export interface UploadedImage {
  image: string;
  width: number;
  height: number;
}
