// Environment variables, parsed once at start with zod; a bad value stops the process with a clear message.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PGLITE_QUEUE_LIMIT } from './db/client';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** The embedded database's queue: past this many waiting queries a request answers 503 at once. */
  PGLITE_QUEUE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_PGLITE_QUEUE_LIMIT),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The Redis pub/sub channel on which processes tell each other that a store's menu changed. */
  MENU_CACHE_CHANNEL: z.string().min(1).default('cafeteria:menu-changed'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Cafeteria <no-reply@cafeteria.local>'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['auto', 'never', 'always']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(2 * 1024 * 1024),
  /**
   * The reverse proxies whose X-Forwarded-For is believed: their addresses or CIDR ranges, comma
   * separated (e.g. `127.0.0.1,10.0.0.0/8`). Unset: none, so a client cannot pick its own address
   * for the rate limits by sending the header.
   */
  TRUST_PROXY: z
    .string()
    .transform((v) => v.split(',').map((a) => a.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[0-9a-fA-F.:]+(\/\d{1,3})?$/, 'TRUST_PROXY must list IP addresses or CIDR ranges, comma separated')))
    .optional(),
  /**
   * The sandbox card gateway (its hosted page marks a card payment paid with no money moving): `on`
   * or `off`. Unset: on outside production, off in production; `on` with NODE_ENV=production is refused.
   */
  PAYMENT_SANDBOX: z.enum(['on', 'off'], { message: 'PAYMENT_SANDBOX must be on or off' }).optional(),
  /** HMAC key of the card gateway's webhooks; derived from the JWT secret when unset. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'PAYMENT_WEBHOOK_SECRET must be at least 16 characters').optional(),
  /**
   * Web Push (modules/push): the VAPID key pair, URL-safe base64 as `npx web-push generate-vapid-keys`
   * prints it, both or neither. Unset: a pair is made once and kept in the database (push_vapid_keys).
   */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,90}$/, 'VAPID_PUBLIC_KEY must be a URL-safe base64 P-256 public key (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,45}$/, 'VAPID_PRIVATE_KEY must be a URL-safe base64 P-256 private key (43 characters)').optional(),
  /** Who the push services may contact about this server's pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https:// URL').optional(),
  /** For tests only: accept push endpoints on http://127.0.0.1 and http://localhost (never in production). */
  PUSH_ALLOW_LOCAL_ENDPOINTS: z.enum(['on', 'off'], { message: 'PUSH_ALLOW_LOCAL_ENDPOINTS must be on or off' }).default('off'),
  /**
   * The time zone whose calendar day is a store's business day (call numbers start again at 001
   * each day). Stores have no time zone of their own. Unset: the server's own (TZ).
   */
  BUSINESS_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'BUSINESS_TIME_ZONE must be an IANA time zone such as Europe/Berlin or Asia/Kolkata')
    .default(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'PAYMENT_WEBHOOK_SECRET' | 'PAYMENT_SANDBOX'> {
  jwtSecret: string;
  paymentWebhookSecret: string;
  /** Whether the sandbox card gateway runs (PAYMENT_SANDBOX); never in production. */
  paymentSandbox: boolean;
  dataDir: string;
  uploadsDir: string;
  webDir: string;
  /** For tests: an in-memory PGlite instead of a folder. */
  memoryDb?: boolean;
}

/** Parse the environment; in development the JWT secret is made once and kept under DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  let jwtSecret = overrides.jwtSecret ?? e.JWT_SECRET;
  if (!jwtSecret) {
    if (e.NODE_ENV === 'production') throw new Error('Invalid environment:\n  JWT_SECRET: required in production (at least 32 characters)');
    jwtSecret = overrides.memoryDb ? randomBytes(32).toString('hex') : localSecret(dataDir);
  }
  const { PAYMENT_WEBHOOK_SECRET, PAYMENT_SANDBOX, ...rest } = e;
  const config: Config = {
    ...rest,
    jwtSecret,
    paymentWebhookSecret: overrides.paymentWebhookSecret ?? PAYMENT_WEBHOOK_SECRET ?? createHash('sha256').update(`payment-webhook:${jwtSecret}`).digest('hex'),
    paymentSandbox: (PAYMENT_SANDBOX ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    webDir: resolve('dist'),
    ...overrides,
  };
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid environment:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither (neither: a key pair is made once and kept in the database)',
    );
  }
  if (config.NODE_ENV === 'production' && config.PUSH_ALLOW_LOCAL_ENDPOINTS === 'on') {
    throw new Error('Invalid environment:\n  PUSH_ALLOW_LOCAL_ENDPOINTS: a test setting; it cannot be on with NODE_ENV=production');
  }
  // Anyone holding a sandbox session id can mark it paid: a production server never runs it.
  if (config.NODE_ENV === 'production' && config.paymentSandbox) {
    throw new Error(
      'Invalid environment:\n  PAYMENT_SANDBOX: the sandbox card gateway marks card payments paid without any money moving; ' +
        'it cannot be on with NODE_ENV=production (set PAYMENT_SANDBOX=off or leave it unset)',
    );
  }
  return config;
}

function localSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
