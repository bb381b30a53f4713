// Companies with their stores, staff, consumers, coupons and banners; each store gets its menu (catalogue.ts).
import { randomUUID } from 'node:crypto';
import { demoImageUrl, type DemoImageSpec } from '../demo-images';
import type * as s from '../schema';
import { buildMenu } from './catalogue';
import { COMPANIES, COUPONS, PUBLIC_CONSUMERS } from './companies-data';
import { emptyPlan, type CompanyCtx, type ConsumerCtx, type CouponCtx, type Row, type StoreCtx } from './plan';
import { DAY, HISTORY_DAYS, MINUTE, type Rng, at, dayStart, mobileSeq } from './random';
import { bannerTranslations } from './translations';

export function buildWorld(rnd: Rng, now: Date, passwordHash: string, withImages: boolean) {
  const plan = emptyPlan();
  const image = (spec: DemoImageSpec) => {
    if (!withImages) return null;
    plan.images.push(spec);
    return demoImageUrl(spec.file);
  };
  const founded = at(dayStart(now, 120), 10 * 60 * MINUTE);
  const staffMobile = mobileSeq(9100000001);
  const consumerMobile = mobileSeq(9000000003);

  const addUser = (u: Omit<Row<typeof s.users>, 'uuid' | 'passwordHash'> & { createdAt: Date }) => {
    const uuid = randomUUID();
    plan.users.push({ uuid, passwordHash, updatedAt: u.createdAt, ...u });
    return uuid;
  };

  const admin = addUser({ role: 'admin', name: 'Ada Admin', email: 'admin@example.com', mobile: staffMobile(), createdAt: founded });

  const companies: CompanyCtx[] = COMPANIES.map((def, ci) => {
    const uuid = randomUUID();
    const created = at(founded, (ci + 1) * DAY);
    plan.companies.push({
      uuid,
      name: def.name,
      slug: def.slug,
      email: def.email,
      mobile: def.mobile,
      address: def.address,
      currency: def.currency,
      taxRateBps: def.taxRateBps,
      joinEmailDomains: def.joinDomains ?? [],
      logo: image({ file: `logo-${def.slug}.png`, kind: 'logo', title: def.name, theme: 'mains', colors: def.colors }),
      createdAt: created,
      updatedAt: created,
    });
    const owner = addUser({ role: 'company', name: def.owner.name, email: def.owner.email, mobile: staffMobile(), companyUuid: uuid, createdAt: created });
    const desk = addUser({
      role: 'executive',
      name: def.desk.name,
      email: def.desk.email,
      mobile: staffMobile(),
      companyUuid: uuid,
      createdAt: at(created, DAY),
    });

    const stores: StoreCtx[] = def.stores.map((sd, si) => {
      const storeUuid = randomUUID();
      const storeCreated = at(created, (si + 1) * DAY);
      plan.stores.push({
        uuid: storeUuid,
        companyUuid: uuid,
        name: sd.name,
        slug: sd.slug,
        address: sd.address,
        phone: sd.phone,
        openingHours: sd.openingHours,
        createdAt: storeCreated,
        updatedAt: storeCreated,
      });
      const [m, c] = def.storeStaff[si];
      const manager = addUser({ role: 'manager', name: m.name, email: m.email, mobile: staffMobile(), companyUuid: uuid, storeUuid, createdAt: storeCreated });
      const cashier = addUser({
        role: 'cashier',
        name: c.name,
        email: c.email,
        mobile: staffMobile(),
        companyUuid: uuid,
        storeUuid,
        createdAt: at(storeCreated, DAY),
      });
      const store: StoreCtx = {
        uuid: storeUuid,
        companyUuid: uuid,
        slug: sd.slug,
        name: sd.name,
        manager,
        cashier,
        products: [],
        kioskDevice: `kiosk-${sd.slug}-1`,
      };
      buildMenu(rnd, plan, store, sd, at(storeCreated, 2 * DAY), image);
      return store;
    });

    const consumers: ConsumerCtx[] = def.consumers.map((cd, i) => {
      const mobile = cd.mobile ?? consumerMobile();
      const createdAt = at(dayStart(now, HISTORY_DAYS + 5 - (i % 4)), (9 * 60 + i * 7) * MINUTE);
      const userUuid = addUser({
        role: 'company_consumer',
        name: cd.name,
        email: cd.email,
        mobile,
        companyUuid: uuid,
        employeeCode: `${def.codePrefix}-${String(1001 + i)}`,
        status: cd.status ?? 'active',
        createdAt,
      });
      return { uuid: userUuid, name: cd.name, mobile, companyUuid: uuid, active: cd.status !== 'inactive' };
    });

    const coupons: CouponCtx[] = COUPONS.map((cd) => {
      const validFrom = at(dayStart(now, -cd.from), 0);
      const validTo = at(dayStart(now, -cd.to), DAY - 1000);
      // Made a couple of days before it starts, but never in the future nor before the company.
      const couponCreated = new Date(Math.max(created.getTime(), Math.min(validFrom.getTime() - 2 * DAY, at(dayStart(now, 3), 10 * 60 * MINUTE).getTime())));
      const row = {
        uuid: randomUUID(),
        companyUuid: uuid,
        storeUuid: cd.storeIndex === undefined ? null : stores[cd.storeIndex].uuid,
        code: cd.code,
        description: cd.storeIndex === undefined ? cd.description : `${cd.description} at ${stores[cd.storeIndex].name}`,
        type: cd.type,
        offerType: cd.offerType,
        value: cd.value,
        maxDiscount: cd.maxDiscount ?? null,
        minOrder: cd.minOrder,
        validFrom,
        validTo,
        usageLimit: cd.usageLimit ?? null,
        perUserLimit: cd.perUserLimit ?? null,
        usedCount: 0,
        createdAt: couponCreated,
        updatedAt: couponCreated,
      };
      return { row, used: 0, perKey: new Map() };
    });

    def.banners.forEach((b, bi) => {
      const storeUuid = b.storeIndex === undefined ? null : stores[b.storeIndex].uuid;
      plan.banners.push({
        uuid: randomUUID(),
        companyUuid: uuid,
        storeUuid,
        title: b.title,
        subtitle: b.subtitle,
        translations: bannerTranslations(b.title),
        // The column is required: without pictures the path is kept, and the PWA shows its placeholder.
        image: image({
          file: `banner-${def.slug}-${bi + 1}.png`,
          kind: 'banner',
          title: b.title,
          subtitle: b.subtitle,
          theme: b.theme,
          colors: def.colors,
        }) ?? demoImageUrl(`banner-${def.slug}-${bi + 1}.png`),
        sortOrder: bi + 1,
        createdAt: at(created, 3 * DAY),
        updatedAt: at(created, 3 * DAY),
      });
    });

    const guestDevices = Array.from({ length: 30 }, () => `guest-${Math.floor(rnd.next() * 0xffffffff).toString(16).padStart(8, '0')}`);
    return { uuid, def, stores, desk, owner, consumers, coupons, guestDevices };
  });

  const publicConsumers: ConsumerCtx[] = PUBLIC_CONSUMERS.map((pc, i) => {
    const mobile = consumerMobile();
    const uuid = addUser({ role: 'consumer', name: pc.name, email: pc.email, mobile, createdAt: at(dayStart(now, HISTORY_DAYS + 3), (11 * 60 + i) * MINUTE) });
    return { uuid, name: pc.name, mobile, companyUuid: null, active: true };
  });

  return { plan, admin, companies, publicConsumers };
}
