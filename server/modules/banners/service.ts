// Banners: the back-office list and writes, filtered by the caller's tenant scope (an administrator
// sees all, a company user their own company's), and the public list for the consumer and kiosk
// home. Images live under <uploadsDir>/banners/ (written by the upload route through saveImage);
// the row keeps the public path. Writes are audited in the same transaction.
import { access } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { banners, companies, stores } from '../../db/schema';
import type { BANNER_SORT_KEYS, Banner, PublicBanner, bannerCreateSchema, bannerUpdateSchema } from '../../contracts/banners';
import { badRequest, forbidden, notFound, paged } from '../../lib/http';
import { givenFields } from '../../lib/changed-fields';
import { inTenant, textSearch, type ListPage } from '../../lib/scoped-filter';
import { iso, orderByFor, where, type ListSort } from '../../lib/sql';
import { storeOfCompany } from '../../lib/company-store';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany } from '../../plugins/scope';
import { audited, entryOf, statusChange, type StatusSetter } from '../audit/service';

type User = AuthContext['user'];

const bannerColumns = {
  uuid: banners.uuid,
  company_uuid: banners.companyUuid,
  company_name: companies.name,
  store_uuid: banners.storeUuid,
  store_name: stores.name,
  title: banners.title,
  subtitle: banners.subtitle,
  translations: banners.translations,
  image: banners.image,
  link: banners.link,
  sort_order: banners.sortOrder,
  status: banners.status,
  created_at: banners.createdAt,
  updated_at: banners.updatedAt,
};

const selectBanners = (db: Db) =>
  db
    .select(bannerColumns)
    .from(banners)
    .leftJoin(companies, eq(companies.uuid, banners.companyUuid))
    .leftJoin(stores, eq(stores.uuid, banners.storeUuid));

/** The JSON body names an uploaded image: it must really be there, or the home screen shows a hole. */
async function assertImageUploaded(uploadsDir: string, image: string) {
  try {
    await access(join(uploadsDir, 'banners', basename(image)));
  } catch {
    throw badRequest('That image was not found; upload it again', [{ path: 'image', message: 'Image not found' }]);
  }
}

async function findBanner(db: Db, user: User, uuid: string): Promise<Banner> {
  const companyUuid = scopeCompany(user);
  const [row] = await selectBanners(db).where(where(eq(banners.uuid, uuid), inTenant(banners, { companyUuid })));
  if (!row) throw notFound('Banner');
  return iso(row);
}

/** What each sortable column of the back-office list orders by. */
const bannerSortColumns = {
  title: sql`lower(${banners.title})`,
  store: sql`lower(${stores.name})`,
  sort_order: banners.sortOrder,
  status: banners.status,
};

export async function listBanners(
  db: Db,
  user: User,
  page: ListPage,
  q: { company_uuid?: string; store_uuid?: string } & ListSort<(typeof BANNER_SORT_KEYS)[number]>,
) {
  const companyUuid = scopeCompany(user, q.company_uuid);
  if (q.store_uuid && companyUuid && user.role !== 'admin') {
    const [store] = await db.select({ companyUuid: stores.companyUuid }).from(stores).where(eq(stores.uuid, q.store_uuid));
    if (store && store.companyUuid !== companyUuid) throw forbidden('That store is outside your access');
  }
  const filter = where(
    inTenant(banners, { companyUuid, storeUuid: q.store_uuid }),
    textSearch(page.search, [banners.title, banners.subtitle]),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectBanners(db)
      .where(filter)
      .orderBy(...orderByFor(bannerSortColumns, q.sort_by, q.sort_dir ?? 'asc', [
        asc(companies.name),
        asc(banners.sortOrder),
        desc(banners.createdAt),
        asc(banners.uuid),
      ]))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(banners).where(filter),
  ]);
  return paged<Banner>(rows.map(iso), total, page.pagenum, page.limit);
}

export async function createBanner(db: Db, user: User, input: z.output<typeof bannerCreateSchema>, uploadsDir: string): Promise<Banner> {
  const companyUuid = scopeCompany(user, input.company_uuid);
  if (!companyUuid) throw badRequest('Choose a company', [{ path: 'company_uuid', message: 'Choose a company' }]);
  const [company] = await db.select({ uuid: companies.uuid }).from(companies).where(eq(companies.uuid, companyUuid));
  if (!company) throw badRequest('That company does not exist', [{ path: 'company_uuid', message: 'Unknown company' }]);
  const storeUuid = await storeOfCompany(db, user, companyUuid, input.store_uuid);
  await assertImageUploaded(uploadsDir, input.image);
  const values = {
    companyUuid, storeUuid, title: input.title, subtitle: input.subtitle ?? null, translations: input.translations ?? {},
    image: input.image, link: input.link ?? null,
  };
  const uuid = await audited(
    db,
    user,
    async (tx) => (await tx.insert(banners).values({ ...values, sortOrder: input.sort_order, status: input.status }).returning({ uuid: banners.uuid }))[0].uuid,
    (created) => ({ action: 'create', entity: 'banner', entityUuid: created, companyUuid, storeUuid, data: input }),
  );
  return findBanner(db, user, uuid);
}

export async function updateBanner(db: Db, user: User, uuid: string, input: z.output<typeof bannerUpdateSchema>, uploadsDir: string): Promise<Banner> {
  const existing = await findBanner(db, user, uuid);
  if (!existing.company_uuid) throw badRequest('This banner has no company; it cannot be changed here');
  const storeUuid = input.store_uuid !== undefined ? await storeOfCompany(db, user, existing.company_uuid, input.store_uuid) : undefined;
  if (input.image !== undefined && input.image !== existing.image) await assertImageUploaded(uploadsDir, input.image);
  const changes = {
    ...(storeUuid !== undefined && { storeUuid }),
    ...givenFields(input, ['title', 'subtitle', 'translations', 'link', 'image', 'sort_order', 'status']),
  };
  const write = (tx: Tx) => tx.update(banners).set({ ...changes, updatedAt: new Date() }).where(eq(banners.uuid, uuid));
  await audited(db, user, write, { action: 'update', ...entryOf('banner', existing), storeUuid: storeUuid ?? existing.store_uuid, data: input });
  return findBanner(db, user, uuid);
}

export const setBannerStatus: StatusSetter<Banner> = statusChange({ table: banners, entity: 'banner', find: findBanner });

/**
 * Public: the active banners of an active company, for the consumer and kiosk home. Without a store:
 * the company-wide banners; with an (active) store of that company: those plus the store's own.
 */
export async function publicBanners(db: Db, companySlug: string, storeSlug?: string): Promise<PublicBanner[]> {
  const [company] = await db
    .select({ uuid: companies.uuid })
    .from(companies)
    .where(and(eq(companies.slug, companySlug), eq(companies.status, 'active')));
  if (!company) throw notFound('Company');
  let storeUuid: string | undefined;
  if (storeSlug) {
    const [store] = await db
      .select({ uuid: stores.uuid })
      .from(stores)
      .where(and(eq(stores.slug, storeSlug), eq(stores.companyUuid, company.uuid), eq(stores.status, 'active')));
    if (!store) throw notFound('Store');
    storeUuid = store.uuid;
  }
  return db
    .select({
      uuid: banners.uuid,
      title: banners.title,
      subtitle: banners.subtitle,
      translations: banners.translations,
      image: banners.image,
      link: banners.link,
      store_uuid: banners.storeUuid,
      sort_order: banners.sortOrder,
    })
    .from(banners)
    .where(
      and(
        eq(banners.companyUuid, company.uuid),
        eq(banners.status, 'active'),
        storeUuid ? or(isNull(banners.storeUuid), eq(banners.storeUuid, storeUuid)) : isNull(banners.storeUuid),
      ),
    )
    .orderBy(asc(banners.sortOrder), desc(banners.createdAt), asc(banners.uuid));
}
