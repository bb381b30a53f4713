// Request generation for the fuzzer: valid-ish requests from each OpenAPI operation's JSON schemas
// (with ids, slugs and codes drawn from the seeded world so that requests reach the services, not only
// the validators), then one mutation each: wrong types, huge strings, NUL bytes, odd unicode, extreme
// numbers, missing and extra fields, arrays for objects, malformed JSON, odd content types, 3000-char
// and malformed path params, odd query strings, bad tokens, wrong methods. Everything is drawn from
// the seeded PRNG, so a seed names one sequence of requests.
import type { Rng } from './harness';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Op {
  method: string;
  /** The template as documented: /api/v1/order/view/{id}. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body?: JsonSchema;
  multipart: boolean;
}

export type Actor = 'anonymous' | 'cashier' | 'admin';

export interface Pools {
  companies: string[];
  stores: string[];
  products: string[];
  categories: string[];
  coupons: string[];
  banners: string[];
  users: string[];
  orders: string[];
  orderIds: string[];
  devices: string[];
  kioskDevices: string[];
  companySlugs: string[];
  storeSlugs: string[];
  couponCodes: string[];
  /** E-mails of demo accounts the fuzz does not act as (wrong passwords for them count toward lock-outs). */
  emails: string[];
  /** Never drawn for ids that a write targets: the fuzz's own accounts, their company and store. */
  protectedIds: Set<string>;
}

export interface FuzzRequest {
  op: Op;
  actor: Actor;
  mutation: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** The token was replaced on purpose: a 401 then says nothing about the actor's session. */
  tokenMutated: boolean;
}

export function operationsOf(doc: { paths: Record<string, Record<string, any>> }): Op[] {
  const ops: Op[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, o] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const params = (o.parameters ?? []) as { in: string; name: string; schema: JsonSchema; required?: boolean }[];
      const body = o.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: !!p.required })),
        body,
        multipart: !!o.requestBody?.content?.['multipart/form-data'] || /\/upload\//.test(path),
      });
    }
  }
  return ops;
}

// ---------------------------------------------------------------- valid-ish values

/** encodeURIComponent that survives lone surrogates (it throws on them). */
const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '?'));
  }
};

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const word = (rng: Rng, n: number, chars = ALNUM) => Array.from({ length: n }, () => chars[rng.int(0, chars.length - 1)]).join('');
const upper = (rng: Rng, n: number) => word(rng, n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const digits = (rng: Rng, n: number) => word(rng, n, '0123456789');
const lowerSlug = (rng: Rng) => `fz-${word(rng, 6, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;

function isoDate(rng: Rng) {
  const d = new Date(Date.UTC(2026, rng.int(0, 11), rng.int(1, 28), rng.int(0, 23), rng.int(0, 59)));
  return d.toISOString();
}

function fromPool(rng: Rng, pool: string[], protectedIds: Set<string> | null) {
  const list = protectedIds ? pool.filter((x) => !protectedIds.has(x)) : pool;
  return list.length && rng.chance(0.85) ? rng.pick(list) : rng.uuid();
}

/** A uuid for a field or path param, from the pool its name (or the route) points at. */
function uuidFor(rng: Rng, name: string, route: string, pools: Pools, targetOfWrite: boolean): string {
  const prot = targetOfWrite ? pools.protectedIds : null;
  const n = name.toLowerCase();
  if (n.includes('company')) return fromPool(rng, pools.companies, prot);
  if (n.includes('store')) return fromPool(rng, pools.stores, prot);
  if (n.includes('product')) return fromPool(rng, pools.products, prot);
  if (n.includes('category')) return fromPool(rng, pools.categories, prot);
  if (n.includes('order')) return fromPool(rng, pools.orders, prot);
  if (n.includes('device')) return fromPool(rng, pools.kioskDevices, prot);
  if (n.includes('user') || n.includes('consumer') || n.includes('admin')) return fromPool(rng, pools.users, prot);
  // A bare `id`/`uuid`: what the route is about.
  const r = route.toLowerCase();
  const byRoute: [RegExp, string[]][] = [
    [/\/company\/store\//, pools.stores],
    [/\/(cashier|executive|consumer|role|profile|wallet)\b/, pools.users],
    [/\/company\//, pools.companies],
    [/\/product\//, pools.products],
    [/\/category\//, pools.categories],
    [/\/banner\//, pools.banners],
    [/\/coupon\//, pools.coupons],
    [/\/(order|feedback|review)\//, pools.orders],
    [/\/kiosk\//, pools.kioskDevices],
  ];
  for (const [re, pool] of byRoute) if (re.test(r)) return fromPool(rng, pool, pools.protectedIds);
  return fromPool(rng, [...pools.companies, ...pools.stores, ...pools.products, ...pools.orders], pools.protectedIds);
}

const KNOWN_PATTERNS: Record<string, (rng: Rng, pools: Pools) => string> = {
  '^[A-Z0-9-]{3,30}$': (rng, p) => (p.couponCodes.length && rng.chance(0.5) ? rng.pick(p.couponCodes) : `FZ${upper(rng, 5)}`),
  '^[A-Z]{3}$': (rng) => rng.pick(['INR', 'USD', 'EUR', 'GBP']),
  '^\\+?[0-9]{7,15}$': (rng) => `9${digits(rng, 9)}`,
  '^ORD-[A-Z0-9]{8}$': (rng, p) => (p.orderIds.length && rng.chance(0.3) ? rng.pick(p.orderIds) : `ORD-${upper(rng, 8)}`),
  '^[A-Za-z0-9-]+$': (rng, p) => (p.orderIds.length && rng.chance(0.5) ? rng.pick(p.orderIds) : word(rng, 10)),
  '^[0-9]{6}$': (rng) => digits(rng, 6),
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': (rng, p) => (rng.chance(0.5) ? rng.pick([...p.companySlugs, ...p.storeSlugs]) : lowerSlug(rng)),
  '^\\d{4}-\\d{2}-\\d{2}$': (rng) => isoDate(rng).slice(0, 10),
};

function stringFor(rng: Rng, s: JsonSchema, name: string, route: string, pools: Pools, targetOfWrite: boolean): string {
  const n = name.toLowerCase();
  if (s.format === 'uuid' || n.endsWith('uuid') || n === 'uuids') {
    return uuidFor(rng, n, route, pools, targetOfWrite || n === 'uuid' || n === 'uuids' || n === 'id');
  }
  if (n === 'company_slug') return rng.chance(0.85) ? rng.pick(pools.companySlugs) : lowerSlug(rng);
  if (n === 'store_slug') return rng.chance(0.85) ? rng.pick(pools.storeSlugs) : lowerSlug(rng);
  if (n === 'ip_address' || n === 'device_id') return rng.chance(0.7) ? rng.pick(pools.devices) : `fz-device-${word(rng, 8)}`;
  if (n.includes('password')) return `Fz${word(rng, 8)}9`;
  if (n === 'email' || s.format === 'email') {
    return pools.emails.length && rng.chance(0.3) ? rng.pick(pools.emails) : `fz.${word(rng, 6).toLowerCase()}@fuzz.example.com`;
  }
  if (n === 'image') return s.pattern?.includes('banners') ? `/uploads/banners/${rng.uuid()}.webp` : '/uploads/demo/fz.png';
  if (n === 'link') return rng.chance(0.5) ? '/app/consumer' : 'https://example.com/fz';
  if (s.format === 'date-time') return isoDate(rng);
  if (s.format === 'date') return isoDate(rng).slice(0, 10);
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com/fz';
  if (s.pattern && KNOWN_PATTERNS[s.pattern]) return KNOWN_PATTERNS[s.pattern](rng, pools);
  if (n.endsWith('_date')) return isoDate(rng).slice(0, 10);
  const min = s.minLength ?? 1;
  const max = Math.min(s.maxLength ?? 24, Math.max(min, 24));
  return `Fz ${word(rng, Math.max(0, rng.int(min, max) - 3))}`.slice(0, Math.max(min, max));
}

/** A value that the schema accepts (mostly): what a correct client would send. */
export function valid(rng: Rng, s: JsonSchema | undefined, name: string, route: string, pools: Pools, depth = 0): unknown {
  if (!s || depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return rng.pick(s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) {
    return valid(
      rng,
      rng.pick(branches.filter((b) => b.type !== 'null').length ? branches.filter((b) => b.type !== 'null') : branches),
      name,
      route,
      pools,
      depth + 1,
    );
  }
  if (s.nullable && rng.chance(0.08)) return null;
  let type = Array.isArray(s.type) ? s.type.filter((t) => t !== 'null')[0] : s.type;
  if (!type && s.allOf?.length) type = s.allOf.find((a) => a.type)?.type as string | undefined;
  if (!type && s.properties) type = 'object';
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(k) || rng.chance(0.6)) out[k] = valid(rng, v, k, route, pools, depth + 1);
      }
      return out;
    }
    case 'array': {
      const n = rng.int(s.minItems ?? 0, Math.min(s.maxItems ?? 3, Math.max(s.minItems ?? 0, 3)));
      return Array.from({ length: n }, () => valid(rng, s.items, name === 'uuids' ? 'uuids' : name, route, pools, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? 0;
      const max = Math.min(s.maximum ?? min + 1000, min + 100_000);
      const v = rng.int(Math.ceil(min), Math.floor(max));
      return type === 'integer' ? v : v + (rng.chance(0.3) ? 0.5 : 0);
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'string':
      return stringFor(rng, s, name, route, pools, false);
    default:
      return stringFor(rng, { type: 'string' }, name, route, pools, false);
  }
}

// ---------------------------------------------------------------- hostile values

const UNICODE = [
  '😀🍔☕️',
  'Ünïcödé ñ 中文 العربية',
  '\u202eevil\u202c',
  'zero\u200bwidth\ufeff',
  'e\u0301\u0301\u0301\u0301',
  '\ud800',
  '\udfff lone',
  '𝕏𝕐ℤ',
  'ＡＢＣ',
  '\u0085\u2028\u2029',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%00%ZZ',
  '../../../../etc/passwd',
];
const NUMBERS = [-1, 0, -0, 1.5, -2147483649, 2147483648, 9007199254740992, 1e308, -1e308, 1e-7, 99999999999, -99999999999];

function hostileValue(rng: Rng): unknown {
  switch (rng.int(0, 9)) {
    case 0:
      return rng.pick(NUMBERS);
    case 1:
      return rng.pick(UNICODE);
    case 2:
      return `a\u0000b${rng.chance(0.5) ? '\u0000' : ''}`;
    case 3:
      return 'A'.repeat(rng.pick([300, 5000, 70_000]));
    case 4:
      return rng.chance(0.5) ? [] : [1, 'x', null];
    case 5:
      return rng.chance(0.5) ? {} : { $gt: '', nested: { deeper: [1] } };
    case 6:
      return null;
    case 7:
      return rng.chance(0.5);
    case 8:
      return '';
    default:
      return rng.pick(['null', 'undefined', 'NaN', 'true', '[object Object]', ' ', '\t\n']);
  }
}

function deep(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** The top-level and nested string/number/... leaves of a JSON value, as paths. */
function leafPaths(v: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (v && typeof v === 'object') {
    const entries = Array.isArray(v) ? v.map((x, i) => [i, x] as const) : Object.entries(v as Record<string, unknown>);
    if (prefix.length) out.push(prefix);
    for (const [k, x] of entries) leafPaths(x, [...prefix, k], out);
  } else if (prefix.length) out.push(prefix);
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false) {
  let cur = root as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) cur = cur[k] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove) {
    if (Array.isArray(cur)) cur.splice(Number(last), 1);
    else delete cur[last];
  } else cur[last] = value;
}

const PATH_PARAM_MUTATIONS: ((rng: Rng) => string)[] = [
  () => 'a'.repeat(3000),
  () => 'not-a-uuid',
  (rng) => rng.hex(36),
  (rng) => rng.uuid().toUpperCase(),
  (rng) => `${rng.uuid()}%20`,
  (rng) => `${rng.uuid()}x`,
  () => '00000000-0000-0000-0000-000000000000',
  () => '%00',
  () => 'a%00b',
  () => '%ZZ',
  () => '%E0%A4%A',
  () => '..%2F..%2Fetc%2Fpasswd',
  () => '-1',
  () => '1e400',
  () => 'null',
  () => enc('😀'),
  () => enc("'; drop table orders; --"),
  (rng) => `ORD-${rng.hex(8).toUpperCase()}`,
];

const QUERY_MUTATIONS: ((rng: Rng, names: string[]) => string)[] = [
  (rng, n) => `${rng.pick(n)}=abc`,
  (rng, n) => `${rng.pick(n)}=-1`,
  (rng, n) => `${rng.pick(n)}=1e400`,
  (rng, n) => `${rng.pick(n)}=99999999999999999999999`,
  (rng, n) => `${rng.pick(n)}=1.5`,
  (rng, n) => `${rng.pick(n)}=`,
  (rng, n) => `${rng.pick(n)}=1&${rng.pick(n)}=2&${rng.pick(n)}=x`,
  (rng, n) => `${rng.pick(n)}[]=1&${rng.pick(n)}[a]=2`,
  (rng, n) => `${rng.pick(n)}=${'x'.repeat(rng.pick([200, 3000, 6000]))}`,
  (rng, n) => `${rng.pick(n)}=a%00b`,
  (rng, n) => `${rng.pick(n)}=%`,
  (rng, n) => `${rng.pick(n)}=%E0%A4%A`,
  (rng, n) => `${rng.pick(n)}=${enc(rng.pick(UNICODE))}`,
  (rng, n) => `${rng.pick(n)}=${rng.hex(36)}`,
  () => '__proto__[polluted]=1&constructor[prototype][x]=1',
  () => 'unknown_param=1&another=%00',
  () => '&&&==&=',
  (rng, n) => `${rng.pick(n)}=not-a-uuid&search=%25%25&sort_by=password_hash&sort_dir=sideways`,
  (rng, n) => `${rng.pick(n)}=2026-13-45&start_date=yesterday&end_date=0000-00-00`,
];

const TOKENS = [
  'garbage',
  'Bearer x',
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJhZG1pbiIsInJvbGUiOiJhZG1pbiJ9.',
  'x'.repeat(5000),
  'eyJhbGciOiJIUzI1NiJ9.e30.AAAA',
  '\u00e9\u00e9',
];

// 1x1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function multipart(rng: Rng, kind: 'valid' | 'garbage' | 'no-file' | 'two-files' | 'truncated' | 'no-boundary'): { body: Buffer; type: string } {
  const boundary = `----fz${rng.hex(12)}`;
  const field = rng.pick(['image', 'file']);
  const csv = 'name,price,category\nFz,100,Fz\n"unterminated,\u0000,-5\n';
  const content = rng.chance(0.4) ? PNG : rng.chance(0.5) ? Buffer.from(csv) : Buffer.from(Array.from({ length: rng.int(1, 400) }, () => rng.int(0, 255)));
  const part = (name: string, filename: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      data,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const type = `multipart/form-data; boundary=${boundary}`;
  switch (kind) {
    case 'valid':
      return { body: Buffer.concat([part(field, rng.pick(['a.png', 'b.csv', 'c.xlsx']), content), end]), type };
    case 'garbage':
      return { body: Buffer.from(`--${boundary}\r\nnonsense\r\n\r\n\u0000\u0000`), type };
    case 'no-file':
      return { body: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue\r\n`), end]), type };
    case 'two-files':
      return { body: Buffer.concat([part(field, 'a.png', PNG), part(field, 'b.png', content), end]), type };
    case 'truncated':
      return { body: part(field, 'a.png', content).subarray(0, 60), type };
    default:
      return { body: Buffer.from('--x\r\n\r\n'), type: 'multipart/form-data' };
  }
}

export const MUTATIONS = [
  'valid',
  'valid',
  'valid',
  'valid',
  'valid',
  'wrong-type',
  'huge-string',
  'nul-byte',
  'unicode',
  'extreme-number',
  'missing-field',
  'extra-fields',
  'array-for-object',
  'scalar-body',
  'malformed-json',
  'content-type',
  'deep-nesting',
  'path-param',
  'path-param',
  'query',
  'query',
  'bad-token',
  'wrong-method',
  'idempotency-key',
  'too-large-body',
] as const;

/** One request for an operation as an actor: valid-ish, then (usually) one mutation. */
export function generate(rng: Rng, op: Op, actor: Actor, tokens: Record<Actor, string | undefined>, pools: Pools, chosen?: string): FuzzRequest {
  let mutation: string = chosen ?? rng.pick(MUTATIONS);
  const isWrite = op.method !== 'GET';
  // Params
  const params: Record<string, string> = {};
  for (const p of op.pathParams) {
    const v = p.schema.format === 'uuid' || p.name === 'id'
      ? uuidFor(rng, p.name, op.path, pools, isWrite)
      : String(valid(rng, p.schema, p.name, op.path, pools));
    params[p.name] = enc(p.name === 'orderId' && pools.orderIds.length ? rng.pick(pools.orderIds) : v);
  }
  // A body mutation on an operation without a body goes to its query string (or path) instead.
  const BODY_ONLY = [
    'wrong-type', 'huge-string', 'nul-byte', 'unicode', 'extreme-number', 'missing-field', 'extra-fields', 'array-for-object', 'scalar-body', 'deep-nesting',
    'too-large-body',
  ];
  let queryValue: string | undefined;
  // (A write without a documented body keeps the body half of the time: it is parsed all the same.)
  if (!op.body && !op.multipart && BODY_ONLY.includes(mutation) && (op.method === 'GET' || rng.chance(0.5))) {
    const hostile: Record<string, () => string> = {
      'wrong-type': () => enc(JSON.stringify(hostileValue(rng)) ?? 'null'),
      'huge-string': () => 'Q'.repeat(rng.pick([3000, 6000])),
      'nul-byte': () => rng.pick(['%00', 'a%00', '%00b']),
      unicode: () => enc(rng.pick(UNICODE)),
      'extreme-number': () => enc(String(rng.pick(NUMBERS))),
      'deep-nesting': () => `${'%5B'.repeat(500)}`,
      'scalar-body': () => rng.pick(['null', 'true', '%22%22']),
      'too-large-body': () => 'Q'.repeat(7000),
      'missing-field': () => '',
      'array-for-object': () => '',
      'extra-fields': () => '',
    };
    if (op.query.length && hostile[mutation]) queryValue = hostile[mutation]();
    else if (op.pathParams.length) mutation = 'path-param';
    else mutation = 'query';
  }
  if (mutation === 'path-param' && !op.pathParams.length) mutation = 'query';
  if (mutation === 'path-param') params[rng.pick(op.pathParams).name] = rng.pick(PATH_PARAM_MUTATIONS)(rng);
  let path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'x');
  // Query
  const q: string[] = [];
  for (const p of op.query) {
    if (p.required || rng.chance(0.4)) q.push(`${enc(p.name)}=${enc(String(valid(rng, p.schema, p.name, op.path, pools)))}`);
  }
  if (mutation === 'query') q.push(rng.pick(QUERY_MUTATIONS)(rng, op.query.length ? op.query.map((p) => p.name) : ['limit', 'search', 'x']));
  if (queryValue !== undefined) {
    const name = rng.pick(op.query).name;
    const at = q.findIndex((x) => x.startsWith(`${name}=`));
    if (at >= 0) q.splice(at, 1);
    if (mutation === 'missing-field') {
      /* the param is left out */
    } else if (mutation === 'array-for-object') q.push(`${name}[]=1&${name}[]=2`);
    else if (mutation === 'extra-fields') q.push(`${name}=1&fz_extra=1&role=admin`);
    else q.push(`${name}=${queryValue}`);
  }
  if (q.length) path += `?${q.join('&')}`;

  const headers: Record<string, string> = {};
  let tokenMutated = false;
  const token = tokens[actor];
  if (token) headers['x-auth-token'] = token;
  if (mutation === 'bad-token') {
    tokenMutated = true;
    const t = rng.pick(TOKENS);
    if (rng.chance(0.2)) headers['x-kiosk-token'] = t;
    else headers['x-auth-token'] = token && rng.chance(0.3) ? `${token.slice(0, -4)}AAAA` : t;
  }
  if (isWrite && (mutation === 'idempotency-key' || rng.chance(0.35))) {
    headers['idempotency-key'] = mutation === 'idempotency-key' ? rng.pick([
      '',
      'k'.repeat(300),
      'same-key',
      `fz ${rng.pick(UNICODE).replace(/[^\x20-\x7e]/g, '?')}`,
    ]) : `fz-${rng.hex(12)}`;
  }

  let method = op.method;
  if (mutation === 'wrong-method') method = rng.pick(['PATCH', 'OPTIONS', 'HEAD', op.method === 'GET' ? 'DELETE' : 'GET', 'PUT']);

  // Body
  let body: string | Buffer | undefined;
  if (op.multipart) {
    const kind = rng.pick(['valid', 'valid', 'garbage', 'no-file', 'two-files', 'truncated', 'no-boundary'] as const);
    const m = multipart(rng, kind);
    if (mutation === 'content-type' || mutation === 'scalar-body') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify({ image: 'x' });
    } else {
      headers['content-type'] = m.type;
      body = m.body;
    }
    mutation = `multipart-${kind}${mutation === 'valid' ? '' : `+${mutation}`}`;
  } else if (op.body || ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
    let value: unknown = op.body ? valid(rng, op.body, 'body', op.path, pools) : undefined;
    let raw: string | undefined;
    const leaves = value && typeof value === 'object' ? leafPaths(value) : [];
    const someLeaf = () => (leaves.length ? rng.pick(leaves) : null);
    switch (mutation) {
      case 'wrong-type':
      case 'huge-string':
      case 'nul-byte':
      case 'unicode':
      case 'extreme-number': {
        const leaf = someLeaf();
        const v =
          mutation === 'huge-string'
            ? 'Z'.repeat(rng.pick([1000, 10_000, 100_000, 900_000]))
            : mutation === 'nul-byte'
              ? rng.pick(['\u0000', 'a\u0000', '\u0000b', 'Fz\u0000Fz'])
              : mutation === 'unicode'
                ? rng.pick(UNICODE)
                : mutation === 'extreme-number'
                  ? rng.pick(NUMBERS)
                  : hostileValue(rng);
        if (leaf) setAt(value, leaf, v);
        else value = { [rng.pick(['name', 'email', 'uuid', 'status'])]: v };
        break;
      }
      case 'missing-field': {
        const leaf = someLeaf();
        if (leaf && rng.chance(0.7)) setAt(value, leaf, undefined, true);
        else value = {};
        break;
      }
      case 'extra-fields': {
        const extra = { fz_extra: 1, role: 'admin', status: 'active', company_uuid: rng.uuid(), is_admin: true, password_hash: 'x' };
        value = value && typeof value === 'object' && !Array.isArray(value) ? { ...value, ...extra } : extra;
        // An own "__proto__" key can only be written as text.
        if (rng.chance(0.5)) {
          raw = JSON.stringify(value).replace(/^\{/, '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},').replace(/,\}$/, '}');
        }
        break;
      }
      case 'array-for-object': {
        const leaf = leaves.find((l) => typeof l[l.length - 1] === 'string');
        if (leaf && rng.chance(0.5)) setAt(value, leaf, [structuredClone(value)]);
        else value = rng.chance(0.5) ? [value] : [];
        break;
      }
      case 'scalar-body':
        value = rng.pick(['"string"', '123', 'null', 'true', '""', '-1']);
        raw = value as string;
        break;
      case 'malformed-json':
        raw = rng.pick(['{', '{"a":', "{'a':1}", '{"a":1,}', '[', 'nul', '{"a":"\\u00"}', '\ufeff{}', '{"a":1}{"b":2}', '{"a":NaN}', '{"a":1e999}', '\u0000']);
        break;
      case 'deep-nesting':
        raw = rng.chance(0.5) ? `${'['.repeat(20_000)}${']'.repeat(20_000)}` : JSON.stringify(deep(rng.pick([100, 1000])));
        if (!rng.chance(0.5) && value && typeof value === 'object' && leaves.length) {
          setAt(value, rng.pick(leaves), deep(200));
          raw = undefined;
        }
        break;
      case 'too-large-body':
        raw = JSON.stringify({ ...(value && typeof value === 'object' ? value : {}), pad: 'P'.repeat(1_100_000) });
        break;
      default:
        break;
    }
    if (raw === undefined && value !== undefined) raw = JSON.stringify(value);
    if (raw !== undefined) {
      body = raw;
      headers['content-type'] = 'application/json';
    }
    if (mutation === 'content-type') {
      const t = rng.pick([
        'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=utf-16', 'application/xml', '', 'application/json',
      ]);
      if (t) headers['content-type'] = t;
      else delete headers['content-type'];
      if (t === 'application/json') body = '';
    }
  } else if (mutation === 'malformed-json' || mutation === 'content-type') {
    // A body on a GET.
    headers['content-type'] = 'application/json';
    body = rng.pick(['{', '{"a":1}', 'x']);
  }
  if (method === 'HEAD' || method === 'GET') {
    if (body !== undefined && !['malformed-json', 'content-type'].includes(mutation)) {
      body = undefined;
      delete headers['content-type'];
    }
  }
  return { op, actor, mutation, method, path, headers, body, tokenMutated };
}

/** Payloads for a client -> server socket event, plain and hostile. */
export function socketPayloads(rng: Rng, pools: Pools): unknown[][] {
  const order = pools.orders[0] ?? rng.uuid();
  const list: unknown[][] = [
    [{ order_uuid: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }],
    [{ order_uuid: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa' }],
    [{ order_uuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' }],
    [{ order_uuid: rng.hex(36) }],
    [{ order_uuid: '00000000-0000-0000-0000-000000000000' }],
    [{ order_uuid: order }],
    [{ order_uuid: order, device_id: pools.devices[0] ?? 'x' }],
    [{ order_uuid: order, device_id: 'x'.repeat(5000) }],
    [{ order_uuid: order, device_id: { $ne: null } }],
    [{ order_uuid: `${order}\u0000` }],
    [{ order_uuid: order.toUpperCase() }],
    [{ order_uuid: 'x'.repeat(100_000) }],
    [{ order_uuid: 12345 }],
    [{ order_uuid: null }],
    [{ order_uuid: [order] }],
    [{ order_uuid: { nested: { deeper: order } } }],
    [{ store_slug: pools.storeSlugs[0] ?? 'acme-hq' }],
    [{ store_slug: 'A'.repeat(100_000) }],
    [{ store_slug: 'acme-hq\u0000' }],
    [{ store_slug: '\u0000' }],
    [{ store_slug: '😀' }],
    [{ store_slug: ['acme-hq'] }],
    [{ store_slug: 42 }],
    [null],
    [],
    [42],
    [-1e308],
    ['a string'],
    ['\u0000'],
    [true],
    [[1, 2, 3]],
    [{}],
    [JSON.parse('{"__proto__":{"polluted":true},"order_uuid":"x"}')],
    [deep(300)],
    [{ order_uuid: order }, 'extra', 3],
    [Buffer.from([0, 1, 2, 255])],
    [{ order_uuid: order, blob: Buffer.alloc(10_000) }],
  ];
  for (let i = 0; i < 10; i++) list.push([{
    order_uuid: rng.chance(0.5) ? rng.uuid() : hostileValue(rng),
    store_slug: hostileValue(rng),
    device_id: hostileValue(rng),
  }]);
  return list;
}

/**
 * The systematic part, once per operation before the random part: a 20,000-deep JSON array with an
 * Idempotency-Key on every write, a 3000-character path param, a NUL in every string of a valid body,
 * and NUL bytes and an invalid escape in the query.
 */
export function edgeRequests(rng: Rng, op: Op, tokens: Record<Actor, string | undefined>, pools: Pools): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const base = (actor: Actor, mutation: string) => {
    const r = generate(rng, op, actor, tokens, pools, 'valid');
    r.mutation = `edge:${mutation}`;
    return r;
  };
  if (op.method !== 'GET' && !op.multipart) {
    for (const actor of ['admin', 'anonymous'] as const) {
      const r = base(actor, 'deep-array+key');
      r.body = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
      r.headers['content-type'] = 'application/json';
      r.headers['idempotency-key'] = `fz-edge-${rng.hex(12)}`;
      out.push(r);
    }
  }
  if (op.pathParams.length) {
    const r = base('admin', 'param-3000');
    r.path = r.path.replace(/^([^?]*\/)[^/?]+(\?|$)/, `$1${'a'.repeat(3000)}$2`);
    out.push(r);
  }
  if (op.body) {
    for (const actor of ['admin', 'cashier'] as const) {
      const r = base(actor, 'nul-everywhere');
      const value = valid(rng, op.body, 'body', op.path, pools);
      for (const leaf of leafPaths(value)) {
        let cur = value as Record<string | number, unknown>;
        for (const k of leaf.slice(0, -1)) cur = cur[k] as Record<string | number, unknown>;
        const last = leaf[leaf.length - 1];
        if (typeof cur[last] === 'string') cur[last] = `${cur[last] as string}\u0000`;
      }
      r.body = JSON.stringify(value);
      r.headers['content-type'] = 'application/json';
      out.push(r);
    }
  }
  const q = base('anonymous', 'query-nul');
  q.path += `${q.path.includes('?') ? '&' : '?'}${op.query.length ? `${op.query[0].name}=a%00b&` : ''}x=%00&y=%ZZ`;
  out.push(q);
  return out;
}
