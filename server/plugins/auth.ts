// Authentication and access. Every route declares `config.access`: 'public', or the roles that may
// call it. The token (x-auth-token, HS256 pinned, exp checked) names a session; the session and the
// user are read from the database on each call so that logout, deactivation and role changes bite
// at once. Tenant scope is taken from the user row, never from the request.
import { createSecretKey } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import jwt from 'jsonwebtoken';
import type { Role } from '../contracts/common';
import { forbidden, unauthorized } from '../lib/http';
import { statement } from '../lib/statement';

export type AccessRule = 'public' | readonly Role[];

export interface AuthContext {
  sessionUuid: string;
  user: {
    uuid: string;
    role: Role;
    name: string;
    email: string | null;
    mobile: string | null;
    companyUuid: string | null;
    storeUuid: string | null;
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    routeTable: { method: string; url: string; access: AccessRule | undefined }[];
    signAccessToken(userUuid: string, sessionUuid: string, role: Role): string;
    /** Checks a token and its session; null without a token, throws 401/403 for a bad one. */
    authenticateToken(token: string | undefined): Promise<AuthContext | null>;
  }
}

interface TokenClaims {
  sub: string;
  sid: string;
  role: Role;
}

/**
 * The session of a token and its user, on every authenticated request: a prepared statement
 * (lib/statement.ts), so that it is neither built nor planned again each time.
 */
const SESSION_USER = statement<{
  uuid: string;
  role: Role;
  name: string;
  email: string | null;
  mobile: string | null;
  company_uuid: string | null;
  store_uuid: string | null;
  company_status: string | null;
  store_status: string | null;
}>(
  'auth_session_user',
  `select u.uuid, u.role, u.name, u.email, u.mobile, u.company_uuid, u.store_uuid, c.status as company_status, s.status as store_status
  from sessions ss join users u on u.uuid = ss.user_uuid left join companies c on c.uuid = u.company_uuid left join stores s on s.uuid = u.store_uuid
  where ss.uuid = $1 and ss.user_uuid = $2 and ss.revoked_at is null and ss.expires_at > $3::timestamptz and u.status = 'active'
  limit 1`,
);

/** Routes that plugins register (docs, static files) and that are public by design. */
const PLATFORM_PUBLIC_PREFIXES = ['/api/v1/docs', '/app', '/uploads', '/socket.io'];

export default fp(async function auth(app: FastifyInstance, opts: { jwtSecret: string; accessTtlSeconds: number }) {
  app.decorate('routeTable', []);
  // A string secret makes jsonwebtoken 9 try it as a PEM public key, then wrap it, on every sign and
  // verify (9 % of a checkout's CPU); the key object is made once.
  const key = createSecretKey(Buffer.from(opts.jwtSecret, 'utf8'));
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access && (route.url === '/' || PLATFORM_PUBLIC_PREFIXES.some((p) => route.url.startsWith(p)))) {
      route.config = { ...route.config, access: 'public' };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, access: route.config?.access });
    }
  });

  app.decorate('signAccessToken', (userUuid: string, sessionUuid: string, role: Role) =>
    jwt.sign({ sid: sessionUuid, role } satisfies Omit<TokenClaims, 'sub'>, key, {
      algorithm: 'HS256',
      subject: userUuid,
      expiresIn: opts.accessTtlSeconds,
    }),
  );

  async function authenticate(request: FastifyRequest): Promise<AuthContext | null> {
    const header = request.headers['x-auth-token'] ?? request.headers.authorization?.replace(/^Bearer\s+/i, '');
    return authenticateToken(Array.isArray(header) ? header[0] : header);
  }

  async function authenticateToken(token: string | undefined): Promise<AuthContext | null> {
    if (!token) return null;
    let claims: TokenClaims;
    try {
      claims = jwt.verify(token, key, { algorithms: ['HS256'] }) as TokenClaims;
    } catch (e) {
      throw unauthorized(e instanceof jwt.TokenExpiredError ? 'Your session has expired, please log in again' : 'Please log in to continue');
    }
    const [row] = await SESSION_USER.run(app.db, [claims.sid, claims.sub, new Date().toISOString()]);
    if (!row) throw unauthorized('Your session has ended, please log in again');
    if (row.company_status === 'inactive' || row.store_status === 'inactive') throw forbidden('Your company or store is not active');
    const user = {
      uuid: row.uuid,
      role: row.role,
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      companyUuid: row.company_uuid,
      storeUuid: row.store_uuid,
    };
    return { sessionUuid: claims.sid, user };
  }

  app.decorate('authenticateToken', authenticateToken);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) {
      // Unmatched URLs reach the not-found handler; a matched route without a rule is refused.
      if (request.is404) return;
      throw forbidden('This route declares no access rule');
    }
    if (access === 'public') {
      // A public route still knows who is calling when a valid token comes along (guest vs user cart).
      try {
        request.auth = await authenticate(request);
      } catch {
        request.auth = null;
      }
      return;
    }
    const ctx = await authenticate(request);
    if (!ctx) throw unauthorized();
    if (!access.includes(ctx.user.role)) throw forbidden('Your role may not do this');
    request.auth = ctx;
  });
});

/** The caller of a protected route (the access hook has already refused anonymous calls). */
export function caller(request: FastifyRequest): AuthContext['user'] {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}
