// Every translation namespace (translation, catalogue, people, consumer, dashboard, orders, offline, reports, backoffice, kiosk): the same keys and
// {{placeholders}} in en-US, es-ES and de-DE, nothing empty, really translated, and every key the
// code names (`t('key')` in the default namespace, `'ns:key'` elsewhere) present in English.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUPON_TYPES, OFFER_TYPES } from '../../server/contracts/coupons';

type Tree = { [k: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...acc, [key]: v } : { ...acc, ...flatten(v, key) };
  }, {});

const LANGUAGES = ['en-US', 'es-ES', 'de-DE'] as const;
const NAMESPACES = readdirSync(join(__dirname, 'en-US'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const load = (lang: string, ns: string) => flatten(JSON.parse(readFileSync(join(__dirname, lang, `${ns}.json`), 'utf8')) as Tree);
const dict = Object.fromEntries(NAMESPACES.map((ns) => [ns, Object.fromEntries(LANGUAGES.map((l) => [l, load(l, ns)]))])) as Record<
  string,
  Record<(typeof LANGUAGES)[number], Record<string, string>>
>;

/** Keys whose German and Spanish text must differ from the English: proof that a namespace is translated. */
const TRANSLATED_SAMPLES: Record<string, string[]> = {
  translation: ['menu.companies', 'menu.dashboard'],
  catalogue: ['categories.title', 'products.title', 'menu.unavailable', 'bulk.title'],
  people: ['coupons.add', 'consumers.bulk.refusedTitle', 'staff.roleCashier', 'banners.add'],
  consumer: ['companies.title', 'cart.title', 'checkout.place', 'status.preparing', 'wallet.balance', 'pay.counter'],
  orders: ['title', 'status.accepted', 'action.accepted', 'drawer.history', 'colCustomer'],
  backoffice: ['menu.notifications', 'menu.demo.calendar', 'feedback.title', 'cash.credit', 'addOrder.place', 'cart.title'],
  dashboard: ['periods.month', 'kpi.orders', 'revenueOverTime', 'status.preparing', 'pay.counter'],
  offline: ['allSent', 'syncNow', 'dialog.title', 'dialog.discard'],
  kiosk: ['attract.touch', 'pay.counter', 'receipt.pending', 'idle.title', 'bind.title'],
  cashier: ['nav.queue', 'ticket.clear', 'pay.change', 'queue.cancelTitle', 'pickup.ready', 'receipt.pending'],
  reports: ['title', 'kept.banner', 'export.csv', 'filters.consumer', 'new.open', 'totals.discount'],
  menu: ['allergens.milk', 'allergens.eggs', 'dietary.vegetarian', 'spicy.3'],
  form: ['leave.title', 'leave.stay', 'errors.required'],
  kitchen: ['age.late', 'board.bump', 'board.recall', 'expeditor.ready', 'setup.title', 'picker.title'],
  slots: ['picker.asap', 'queue.later', 'settings.title', 'settings.enabled'],
  shifts: ['control.start', 'open.title', 'open.float', 'move.outTitle', 'move.reason'],
  refunds: ['button', 'lines', 'everything', 'loadFailed'],
  discounts: ['button', 'dialog.title', 'approval.title', 'reason.staff', 'limit.label'],
  demo: [
    'subtitle', 'apps.calendar.description', 'refuse.title', 'common.saveFailed', 'mailbox.view.inbox', 'todo.filter.done',
    'datatable.column.stock', 'server.title', 'values.tableCategory.Sourdough',
  ],
  server: ['auth.badCredentials', 'common.switchedOff', 'coupons.expired', 'notifications.newOrder', 'words.Category'],
  consumerOffline: ['banner', 'waiting', 'changes.repriced', 'checkoutOffline', 'kept.balanceAt'],
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
const has = (en: Record<string, string>, key: string) => key in en || `${key}_other` in en;

describe.each(NAMESPACES)('the %s namespace', (ns) => {
  const en = dict[ns]['en-US'];
  it.each(['es-ES', 'de-DE'] as const)('%s has exactly the English keys, none empty', (lang) => {
    expect(Object.keys(dict[ns][lang]).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of Object.entries(dict[ns][lang])) expect(v, k).not.toBe('');
  });
  it.each(['es-ES', 'de-DE'] as const)('%s keeps the same {{placeholders}}', (lang) => {
    const holes = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join();
    for (const [k, v] of Object.entries(en)) expect(holes(dict[ns][lang][k]), k).toBe(holes(v));
  });
  it('is really translated', () => {
    const samples = TRANSLATED_SAMPLES[ns];
    expect(samples, `add samples for ${ns} to TRANSLATED_SAMPLES`).toBeDefined();
    for (const key of samples) {
      expect(en[key], key).toBeTruthy();
      expect(dict[ns]['de-DE'][key], key).not.toBe(en[key]);
      expect(dict[ns]['es-ES'][key], key).not.toBe(en[key]);
    }
  });
});

describe('keys used in the code', () => {
  it('all exist in English', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(join(__dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) if (!has(dict.translation['en-US'], m[1])) missing.push(`${file}: ${m[1]}`);
      for (const m of text.matchAll(/label: '(menu\.[a-zA-Z]+)'/g)) if (!has(dict.translation['en-US'], m[1])) missing.push(`${file}: ${m[1]}`);
      for (const m of text.matchAll(/'([a-z-]+):([a-zA-Z0-9_.]+)'/g)) {
        // A key, or the prefix of a page's texts (`texts: 'catalogue:options'`: its keys start with `options.`).
        const en = m[1] in dict ? dict[m[1]]['en-US'] : undefined;
        if (en && !has(en, m[2]) && !Object.keys(en).some((k) => k.startsWith(`${m[2]}.`))) missing.push(`${file}: ${m[1]}:${m[2]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keys built from contract values exist for every value', () => {
    const people = dict.people['en-US'];
    const consumer = dict.consumer['en-US'];
    const missing: string[] = [];
    for (const v of OFFER_TYPES) {
      for (const base of ['coupons.offer', 'coupons.offerHelp']) {
        if (!(`${base}.${v}` in people)) missing.push(`people:${base}.${v}`);
      }
    }
    for (const v of COUPON_TYPES) if (!(`coupons.types.${v}` in people)) missing.push(`people:coupons.types.${v}`);
    for (const s of ['placed', 'accepted', 'preparing', 'ready', 'completed', 'cancelled', 'refunded']) {
      for (const base of ['status', 'statusHint']) if (!consumer[`${base}.${s}`]) missing.push(`consumer:${base}.${s}`);
    }
    for (const p of ['counter', 'wallet', 'card']) if (!consumer[`pay.${p}`]) missing.push(`consumer:pay.${p}`);
    for (const p of ['pending', 'paid', 'failed', 'refunded']) if (!consumer[`payStatus.${p}`]) missing.push(`consumer:payStatus.${p}`);
    for (const ty of ['all', 'veg', 'non_veg', 'vegan', 'beverage']) if (!consumer[`types.${ty}`]) missing.push(`consumer:types.${ty}`);
    expect(missing).toEqual([]);
  });
});
