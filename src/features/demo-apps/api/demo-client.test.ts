// The demo apps' client under the app's session rules (src/lib/api-client.ts): the token on a call the
// mock layer passes through, the refresh shortly before it expires, and on a 401 one refresh and the
// call again, or the end of the session when the refresh is refused. A stand-in server answers the
// pass-through calls over HTTP; the refresh goes through the app client's fetch, stubbed here.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ tokens: null as { token: string; refresh_token: string; expires_at: number } | null, cleared: 0 }));
vi.mock('../../../lib/auth-session', () => ({
  getTokens: () => session.tokens,
  saveLogin: (token: string) => {
    session.tokens = { token, refresh_token: 'r2', expires_at: Date.now() + 3_600_000 };
    return { tokens: session.tokens, user: null };
  },
  clearStoredSession: () => {
    session.cleared++;
    session.tokens = null;
  },
}));
vi.mock('../../../lib/notify', () => ({ notifySuccess: () => undefined, notifyError: () => undefined }));
vi.mock('../../../lib/i18n', () => ({ i18n: { t: (key: string) => key, exists: () => false } }));

const { demoClient } = await import('./demo-client');

let server: Server;
/** Each pass-through call the server saw, with the token it carried. */
let seen: string[];
/** The refresh calls the app client made, and what the server answers them. */
let refreshes: unknown[];
let refreshAnswer: () => Response;

beforeAll(async () => {
  // Signed in only with the token "new"; anything else is a 401.
  server = createServer(async (req, res) => {
    const token = String(req.headers['x-auth-token'] ?? '');
    let body = '';
    for await (const part of req) body += String(part);
    seen.push(`${req.method === 'GET' ? '' : `${req.method} `}${req.url} ${token}${body ? ` ${req.headers['content-type']} ${body}` : ''}`);
    res.statusCode = token === 'new' ? 200 : 401;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(token === 'new' ? { status: true, message: '', data: { name: 'Ada' } } : { status: false, message: 'Unauthorized' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  demoClient.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  refreshes = [];
  session.cleared = 0;
  refreshAnswer = () =>
    new Response(JSON.stringify({ status: true, message: 'ok', token: 'new', data: { refresh_token: 'r2', expires_in: 3600, user: {} } }), {
      status: 200,
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      refreshes.push({ url, body: JSON.parse(String(init.body)) });
      return refreshAnswer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const signedIn = (token: string, expiresIn = 3_600_000) => (session.tokens = { token, refresh_token: 'r1', expires_at: Date.now() + expiresIn });

describe('the demo client under the app session', () => {
  it('sends a pass-through call with the token; a 401 refreshes the session once and sends the call again', async () => {
    signedIn('old');
    const answer = await demoClient.get<{ data: { name: string } }>('/company/me');
    expect(answer.data.data.name).toBe('Ada');
    expect(seen).toEqual(['/api/v1/company/me old', '/api/v1/company/me new']);
    expect(refreshes).toEqual([{ url: '/api/v1/company/token/refresh', body: { refresh_token: 'r1' } }]);
    expect(session.tokens?.token).toBe('new');
  });

  it('a write sent again carries its body as the first time did', async () => {
    signedIn('old');
    await demoClient.post('/company/echo', { a: 1 });
    expect(seen).toEqual(['POST /api/v1/company/echo old application/json {"a":1}', 'POST /api/v1/company/echo new application/json {"a":1}']);
  });

  it('a refused refresh ends the session (the person is signed out) and the call fails with its 401, not sent again', async () => {
    signedIn('old');
    refreshAnswer = () => new Response(JSON.stringify({ status: false, message: 'Refresh token refused' }), { status: 401 });
    await expect(demoClient.get('/company/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(seen).toEqual(['/api/v1/company/me old']);
    expect(session.cleared).toBe(1);
    expect(session.tokens).toBeNull();
  });

  it('a token about to expire is refreshed before the call, as the app client does', async () => {
    signedIn('old', 1_000);
    await demoClient.get('/company/me');
    expect(refreshes).toHaveLength(1);
    expect(seen).toEqual(['/api/v1/company/me new']);
  });

  it('a 401 to a call sent with no token refreshes nothing; the mock layer\'s own calls never reach the server', async () => {
    session.tokens = null;
    await expect(demoClient.get('/company/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshes).toEqual([]);
    signedIn('old');
    expect((await demoClient.get<unknown[]>('/apps/events')).data.length).toBeGreaterThan(0);
    expect(seen).toEqual(['/api/v1/company/me ']);
  });
});
