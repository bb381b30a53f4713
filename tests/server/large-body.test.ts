// A body over the limit, sent over a real socket (inject has none): the client that is still sending
// gets the 413 envelope, not a closed connection (EPIPE) halfway through its upload; the fuzzer found
// a 1.1 MB feedback body answered that way.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const t = useTestApp();
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/**
 * Sends `size` bytes of JSON in slow pieces; once the request has closed, answers the status and body
 * heard, whether every byte went out, and the socket's error if there was one (at any moment: an
 * EPIPE after the answer counts too).
 */
function slowPost(path: string, size: number): Promise<{ status?: number; text?: string; sent: boolean; error?: string }> {
  return new Promise((resolve) => {
    const out: { status?: number; text?: string; sent: boolean; error?: string } = { sent: false };
    const body = Buffer.from(`{"rating":1,"pad":"${'P'.repeat(size - 22)}"}`);
    const headers = { 'content-type': 'application/json', 'content-length': body.length };
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => Object.assign(out, { status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('finish', () => (out.sent = true));
    req.on('error', (err: NodeJS.ErrnoException) => (out.error ??= err.code ?? err.message));
    req.on('close', () => setTimeout(() => resolve(out), 20));
    const piece = 64 * 1024;
    let at = 0;
    const next = () => {
      if (req.destroyed) return;
      const chunk = body.subarray(at, (at += piece));
      if (at >= body.length) return void req.end(chunk);
      req.write(chunk);
      setTimeout(next, 10);
    };
    next();
  });
}

describe('a body over the limit on a real socket', () => {
  it('is answered in the envelope after the client has sent it: 413 on a public route, 401 signed out', async () => {
    const cases = [['/api/v1/feedback/create', 401], ['/api/v1/company/login', 413], ['/api/v1/feedback/create', 401], ['/api/v1/company/login', 413]] as const;
    for (const [path, status] of cases) {
      const res = await slowPost(path, 1_100_000);
      expect(res.error, path).toBeUndefined();
      expect(res.sent, path).toBe(true);
      expect(res.status, path).toBe(status);
      expect(JSON.parse(res.text ?? ''), path).toMatchObject({ status: false, message: expect.any(String) });
    }
  });

  it('still serves the next request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(res.status).toBe(200);
  });
});
