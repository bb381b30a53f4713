// buildApp(config) -> a ready-to-listen Fastify instance. External plugins first, then ours, then
// the routes under /api/v1, then the PWA and uploads as static files. The tests build it too.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedIfEmpty } from './db/seed';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin, { clientErrors, frameworkErrors } from './plugins/errors';
import messageCodesPlugin from './plugins/message-codes';
import securityHeadersPlugin, { securityHeaderList, securityHeaderSetter } from './plugins/security-headers';
import outboxPlugin from './plugins/outbox';
import realtimePlugin from './plugins/realtime';
import pushPlugin from './modules/push/plugin';
import pushRoutes from './modules/push/routes';
import authRoutes from './modules/auth/routes';
import companyRoutes from './modules/companies/routes';
import userRoutes from './modules/users/routes';
import couponRoutes from './modules/coupons/routes';
import bannerRoutes from './modules/banners/routes';
import categoryRoutes from './modules/categories/routes';
import productRoutes from './modules/products/routes';
import menuCachePlugin from './modules/products/menu-cache';
import optionRoutes from './modules/options/routes';
import orderRoutes from './modules/orders/routes';
import refundRoutes from './modules/refunds/routes';
import discountRoutes from './modules/discounts/routes';
import walletRoutes from './modules/wallet/routes';
import feedbackRoutes from './modules/feedback/routes';
import notificationRoutes from './modules/notifications/routes';
import profileRoutes from './modules/profile/routes';
import idempotencyPlugin from './plugins/idempotency';
import kioskPlugin from './plugins/kiosk';
import kioskRoutes from './modules/kiosk/routes';
import cartRoutes from './modules/cart/routes';
import consumerCouponRoutes from './modules/coupons/consumer-routes';
import checkoutRoutes from './modules/checkout/routes';
import paymentRoutes from './modules/payments/routes';
import cardGate from './modules/payments/card-gate';
import reportRoutes from './modules/reports/routes';
import pickupRoutes from './modules/pickup/routes';
import pickupSlotRoutes from './modules/pickup-slots/routes';
import callNumberRoutes from './modules/call-numbers/routes';
import { setBusinessTimeZone } from './modules/call-numbers/service';
import outboxBatchRoutes from './modules/outbox-batch/routes';
import kitchenRoutes from './modules/kitchen/routes';
import shiftRoutes from './modules/shifts/routes';

export const API_PREFIX = '/api/v1';

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests share one per file). */
  database?: Database;
  /** Pino logger options or false; defaults from config.LOG_LEVEL. */
  logger?: boolean | object;
}

function loggerOptions(config: Config) {
  if (config.LOG_LEVEL === 'silent') return false;
  // A person running `npm start` in a terminal reads lines, not JSON; services get JSON.
  if (process.stdout.isTTY && config.NODE_ENV !== 'production') {
    return { level: config.LOG_LEVEL, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' } } };
  }
  return { level: config.LOG_LEVEL };
}

/** Whom push services may contact: VAPID_SUBJECT, else the public https URL, else the mail sender's address. */
export function vapidSubject(config: Config): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_URL?.startsWith('https://')) return config.PUBLIC_URL;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.includes('@') ? address.trim() : 'no-reply@cafeteria.local'}`;
}

/** An answer slower than this is logged at warn, whatever it was. */
export const SLOW_REQUEST_MS = 1000;

/** The level of a request's log line: warn when it failed on the server or was slow, info for writes, debug for reads. */
export function requestLogLevel(method: string, statusCode: number, ms: number): 'warn' | 'info' | 'debug' {
  if (statusCode >= 500 || ms > SLOW_REQUEST_MS) return 'warn';
  return method === 'GET' || method === 'HEAD' ? 'debug' : 'info';
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may name the client's address (rate limits and lockouts key on it).
    trustProxy: config.TRUST_PROXY?.length ? config.TRUST_PROXY : false,
    ajv: { customOptions: { coerceTypes: false } },
    // A malformed URL or an over-long path part is answered before any hook: still the envelope.
    frameworkErrors: frameworkErrors(securityHeaderSetter(config.PUBLIC_URL)),
    // What the HTTP parser refuses (headers over 16 KB, a broken request line): the envelope too.
    clientErrorHandler: clientErrors(securityHeaderList(config.PUBLIC_URL)),
    // Fastify's two lines per request (pino writes them synchronously) were a fifth of a cached
    // menu answer's CPU at LOG_LEVEL=info: one line instead, below, and reads only at debug.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', (request, reply, done) => {
    const level = requestLogLevel(request.method, reply.statusCode, reply.elapsedTime);
    const log = request.log as typeof request.log & { isLevelEnabled?: (level: string) => boolean };
    if (log.isLevelEnabled?.(level)) {
      log[level]({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    }
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  setBusinessTimeZone(config.BUSINESS_TIME_ZONE);
  const ownsDatabase = !opts.database;
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      memory: config.memoryDb,
      poolSize: config.DATABASE_POOL_SIZE,
      queueLimit: config.PGLITE_QUEUE_LIMIT,
    }));

  await app.register(errorsPlugin);
  // Each envelope's message gains its catalog code and parameters (the PWA translates by them).
  await app.register(messageCodesPlugin);
  // First of the hooks, so that every answer carries the headers, a 401 of the access hook too.
  await app.register(securityHeadersPlugin, { publicUrl: config.PUBLIC_URL });
  // Before any plugin that adds routes: the auth plugin's onRoute hook must see every route.
  await app.register(dbPlugin, { database, ownsDatabase });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS });
  // The bound kiosk of a request (x-kiosk-token), known before idempotency scopes its key.
  await app.register(kioskPlugin);
  // After auth (a key is scoped to its caller), before any route that opts in.
  await app.register(idempotencyPlugin);
  // No offline queue: with Redis away a limit check fails at once (and is skipped, skipOnError)
  // instead of holding every login until a reconnect attempt gives up.
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 5000, enableOfflineQueue: false }) : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis (rate limits) unavailable'));
    app.addHook('onClose', async () => void redis.disconnect());
  }
  // Uploads: one file per request, capped; bulk sheets may be larger than images.
  await app.register(multipart, { limits: { files: 1, fileSize: Math.max(config.UPLOAD_MAX_BYTES, 10 * 1024 * 1024), fields: 30 } });
  // With Redis down, limits fail open (logged) rather than locking every person out of logging in.
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'cafeteria-rl:', skipOnError: true } : {}) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cafeteria platform API', version: '1.0.0', description: 'Multi-tenant cafeteria ordering: companies, stores, catalogue, orders.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });

  // The public menu from memory and the menu calls' ETags; before compress, so ETags hash the JSON.
  await app.register(menuCachePlugin, { redisUrl: config.REDIS_URL, channel: config.MENU_CACHE_CHANNEL });
  // br or gzip by Accept-Encoding on every text answer above 1 KB; already-encoded answers (the
  // cached menu, precompressed assets) pass through as they are.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(realtimePlugin, { redisUrl: config.REDIS_URL });
  await app.register(outboxPlugin, { smtpUrl: config.SMTP_URL, mailFrom: config.MAIL_FROM, smsWebhookUrl: config.SMS_WEBHOOK_URL });
  await app.register(pushPlugin, { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: vapidSubject(config) });

  await app.register(
    async (api) => {
      api.get('/health', { config: { access: 'public' }, schema: { tags: ['system'], summary: 'Liveness and database check' } }, async () => {
        await api.db.execute('select 1');
        return { status: true, message: 'OK', data: { database: database.kind } };
      });
      // Before the routes: whether card payments exist here (PAYMENT_SANDBOX), and the refusal of card when not.
      await api.register(cardGate, { sandbox: config.paymentSandbox });
      await api.register(authRoutes, {
        deps: {
          db: api.db,
          codeSecret: config.jwtSecret,
          refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
          accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
          signAccessToken: app.signAccessToken,
        },
        loginPerMinute: config.RATE_LIMIT_LOGIN_PER_MINUTE,
      });
      await api.register(companyRoutes);
      await api.register(userRoutes);
      await api.register(couponRoutes);
      await api.register(bannerRoutes, { uploadsDir: config.uploadsDir, maxImageBytes: config.UPLOAD_MAX_BYTES });
      await api.register(categoryRoutes, { uploadsDir: config.uploadsDir, maxImageBytes: config.UPLOAD_MAX_BYTES });
      await api.register(productRoutes, { uploadsDir: config.uploadsDir, maxImageBytes: config.UPLOAD_MAX_BYTES });
      await api.register(optionRoutes);
      await api.register(orderRoutes);
      await api.register(refundRoutes);
      await api.register(discountRoutes, { triesPerMinute: config.RATE_LIMIT_LOGIN_PER_MINUTE });
      await api.register(walletRoutes);
      await api.register(feedbackRoutes);
      await api.register(notificationRoutes);
      await api.register(profileRoutes);
      await api.register(cartRoutes);
      await api.register(consumerCouponRoutes);
      await api.register(checkoutRoutes, { codeSecret: config.jwtSecret });
      await api.register(paymentRoutes, { webhookSecret: config.paymentWebhookSecret });
      await api.register(reportRoutes);
      await api.register(kioskRoutes, { codeSecret: config.jwtSecret, triesPerMinute: config.RATE_LIMIT_LOGIN_PER_MINUTE });
      await api.register(pickupRoutes);
      await api.register(kitchenRoutes);
      await api.register(pickupSlotRoutes);
      await api.register(callNumberRoutes);
      await api.register(outboxBatchRoutes);
      await api.register(pushRoutes, { allowLocalEndpoints: config.PUSH_ALLOW_LOCAL_ENDPOINTS === 'on' });
      await api.register(shiftRoutes);
    },
    { prefix: API_PREFIX },
  );

  await mkdir(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
    immutable: false,
  });

  const hasWeb = existsSync(join(config.webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      prefix: '/app/',
      index: ['index.html'],
      // dist/assets holds .br and .gz beside each hashed file (vite.config.ts writes them at build).
      preCompressed: true,
      // Off, or send's own `public, max-age=0` overwrites what setHeaders chose below.
      cacheControl: false,
      setHeaders(res, path) {
        // Hashed build assets never change; the shell, the manifest and the worker must be re-checked.
        if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  app.get('/', { config: { access: 'public' } }, async (_req, reply) => reply.redirect('/app/'));
  app.get('/app', { config: { access: 'public' } }, async (_req, reply) => reply.redirect('/app/'));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    // Client-side routes of the PWA: any GET under /app that is not a file answers the shell.
    if (hasWeb && request.method === 'GET' && url.startsWith('/app/') && !/\.[a-z0-9]+$/i.test(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', config.webDir);
    }
    return reply.code(404).send({ status: false, message: url.startsWith(API_PREFIX) ? 'No such API route' : 'Not found' });
  });

  if (config.SEED_DEMO === 'always' || (config.SEED_DEMO === 'auto' && config.NODE_ENV !== 'production')) {
    if (ownsDatabase) await seedIfEmpty(database.db, app.log, { uploadsDir: config.uploadsDir });
  }

  return app;
}
