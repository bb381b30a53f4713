// The security headers every answer carries (CSP, HSTS, nosniff, frame options, ...), in one place.
// helmet computes them once at start (they depend on nothing in a request); the plugin below sets the
// fixed list on every routed request, `securityHeaderSetter` on the few answers Fastify makes before
// any hook runs (a malformed or over-long URL), `securityHeaderList` on raw socket answers.
// (@fastify/helmet rebuilt helmet's middleware, parsing every CSP directive, on each request: 10 %
// of a cached menu answer's CPU.)
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** connect-src: the app's own origin only ('self' covers same-origin ws:/wss: in CSP 3 browsers). */
function connectSources(publicUrl: string | undefined): string[] {
  if (!publicUrl) return ["'self'"];
  const u = new URL(publicUrl);
  return ["'self'", `${u.protocol === 'https:' ? 'wss:' : 'ws:'}//${u.host}`];
}

export function securityHeaderOptions(publicUrl?: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: connectSources(publicUrl),
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers as a plain list (helmet's answer to a bare request), for an answer written straight to a socket (clientErrors). */
export function securityHeaderList(publicUrl?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void (headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(securityHeaderOptions(publicUrl))({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Sets the same headers on a raw answer, for the answers made outside the hooks. */
export function securityHeaderSetter(publicUrl?: string): (req: IncomingMessage, res: ServerResponse) => void {
  const list = Object.entries(securityHeaderList(publicUrl));
  return (_req, res) => {
    for (const [name, value] of list) res.setHeader(name, value);
  };
}

/** The headers on every routed answer, a 401 of the access hook too: register before the other hooks. */
export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { publicUrl?: string }) {
    const headers = securityHeaderList(opts.publicUrl);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
