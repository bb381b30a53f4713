// The security headers every answer carries (CSP, HSTS, nosniff, frame options, ...), in one place:
// the helmet plugin applies them to every routed request, and `applySecurityHeaders` to the few
// answers Fastify makes before any hook runs (a malformed or over-long URL).
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** Sets the same headers on a raw answer, for the answers made outside the hooks. */
export function securityHeaderSetter(publicUrl?: string): (req: IncomingMessage, res: ServerResponse) => void {
  const middleware = helmet(securityHeaderOptions(publicUrl));
  return (req, res) => middleware(req, res, () => undefined);
}

/** The same headers as a plain list, for an answer written straight to a socket (clientErrors). */
export function securityHeaderList(publicUrl?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name] = Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => void delete headers[name],
    getHeader: (name: string) => headers[name],
  };
  securityHeaderSetter(publicUrl)({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, res as unknown as ServerResponse);
  return headers;
}
