// The fetch-based client (issue 13 took axios out of the first load): the envelope, the toasts, the
// token and its refresh, empty params and bodies, and errors as ApiError.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ tokens: null as { token: string; refresh_token: string; expires_at: number } | null, saved: [] as string[], cleared: 0 }));
const toasts = vi.hoisted(() => ({ ok: [] as string[], err: [] as string[] }));

vi.mock('./auth-session', () => ({
  getTokens: () => session.tokens,
  saveLogin: (token: string) => {
    session.saved.push(token);
    session.tokens = { token, refresh_token: 'r2', expires_at: Date.now() + 3_600_000 };
    return { tokens: session.tokens, user: null };
  },
  clearStoredSession: () => {
    session.cleared++;
    session.tokens = null;
  },
}));
vi.mock('./notify', () => ({
  notifySuccess: (m?: string) => m && toasts.ok.push(m),
  notifyError: (m: string) => toasts.err.push(m),
}));
vi.mock('./i18n', () => ({ i18n: { t: (key: string) => key } }));

const { api, ApiError, unwrap } = await import('./api-client');

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
let calls: Call[];
let answers: ((call: Call) => Response)[];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answers = [];
  toasts.ok = [];
  toasts.err = [];
  session.tokens = null;
  session.saved = [];
  session.cleared = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call: Call = {
        url,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next(call);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON with the token and drops empty params; a GET toasts nothing', async () => {
    session.tokens = { token: 't1', refresh_token: 'r1', expires_at: Date.now() + 3_600_000 };
    answers.push(() => json(200, { status: true, message: 'Listed', data: [1, 2] }));
    const envelope = await api.get<number[]>('/product/list', { search: '', pagenum: 0, store_uuid: undefined, active: true });
    expect(unwrap(envelope)).toEqual([1, 2]);
    expect(calls[0].url).toBe('/api/v1/product/list?pagenum=0&active=true');
    expect(calls[0].headers['x-auth-token']).toBe('t1');
    expect(calls[0].headers['Content-Type']).toBeUndefined();
    expect(toasts.ok).toEqual([]);
  });

  it('a write sends its body as JSON and toasts the server message; DELETE goes without a body or its type', async () => {
    answers.push(() => json(200, { status: true, message: 'Saved', data: { id: 1 } }));
    answers.push(() => json(200, { status: true, message: 'Deleted' }));
    await api.post('/thing', { a: 1 }, { headers: { 'Idempotency-Key': 'k1' } });
    await api.delete('/thing/1');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { a: 1 }, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' } });
    expect(calls[1].body).toBeUndefined();
    expect(calls[1].headers['Content-Type']).toBeUndefined();
    expect(toasts.ok).toEqual(['Saved', 'Deleted']);
  });

  it('a refusal becomes an ApiError with the server message, status and field errors, and a toast unless silent', async () => {
    answers.push(() => json(400, { status: false, message: 'Bad input', errors: [{ path: 'email', message: 'Enter a valid e-mail address' }] }));
    const error = await api.post('/company/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Bad input', status: 400, fieldErrors: { email: 'Enter a valid e-mail address' } });
    expect(toasts.err).toEqual(['Bad input']);
    answers.push(() => json(200, { status: false, message: 'Not allowed today' }));
    await expect(api.get('/x', undefined, { silent: true })).rejects.toMatchObject({ message: 'Not allowed today', status: 200 });
    expect(toasts.err).toEqual(['Bad input']);
  });

  it('no answer is a network ApiError (status null) that says the call is not available offline', async () => {
    const error = (await api.get('/x').catch((e: unknown) => e)) as InstanceType<typeof ApiError>;
    expect(error.isNetwork).toBe(true);
    expect(error.message).toBe('errors.offline');
  });

  it('on a 401 refreshes the session once and sends the call again with the new token', async () => {
    session.tokens = { token: 'old', refresh_token: 'r1', expires_at: Date.now() + 3_600_000 };
    answers.push(() => json(401, { status: false, message: 'Expired' }));
    answers.push(() => json(200, { status: true, message: 'ok', token: 'new', data: { refresh_token: 'r2', expires_in: 3600, user: {} } }));
    answers.push((call) => json(200, { status: true, message: '', data: call.headers['x-auth-token'] }));
    expect(unwrap(await api.get<string>('/me'))).toBe('new');
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/me', '/api/v1/company/token/refresh', '/api/v1/me']);
    expect(calls[1].body).toEqual({ refresh_token: 'r1' });
    expect(session.saved).toEqual(['new']);
  });

  it('a refused refresh ends the session: the call fails as expired', async () => {
    session.tokens = { token: 'old', refresh_token: 'r1', expires_at: Date.now() + 3_600_000 };
    answers.push(() => json(401, { status: false, message: 'Expired' }));
    answers.push(() => json(401, { status: false, message: 'Refresh token refused' }));
    await expect(api.get('/me')).rejects.toMatchObject({ status: 401, message: 'errors.sessionExpired' });
    expect(session.cleared).toBe(1);
    expect(toasts.err).toEqual(['errors.sessionExpired']);
  });

  it('a call that names its own token keeps it, and login calls never refresh', async () => {
    session.tokens = { token: 'staff', refresh_token: 'r1', expires_at: Date.now() + 3_600_000 };
    answers.push(() => json(200, { status: true, message: '' }));
    await api.post('/kiosk/unbind', {}, { headers: { 'x-auth-token': 'manager' } });
    expect(calls[0].headers['x-auth-token']).toBe('manager');
    answers.push(() => json(401, { status: false, message: 'Wrong password' }));
    await expect(api.post('/company/login', {}, { skipAuthRefresh: true, silent: true })).rejects.toMatchObject({ status: 401, message: 'Wrong password' });
    expect(calls).toHaveLength(2);
  });

  it('a FormData body goes without a JSON content type (the browser writes the boundary)', async () => {
    answers.push(() => json(200, { status: true, message: '', data: { image: '/uploads/x.webp' } }));
    const form = new FormData();
    form.append('image', new Blob(['x']), 'x.png');
    await api.post('/product/upload/image', form, { headers: { 'Content-Type': 'multipart/form-data' }, successToast: false });
    expect(calls[0].body).toBe(form);
    expect(Object.keys(calls[0].headers).map((h) => h.toLowerCase())).not.toContain('content-type');
  });

  it('a blob answer is handed over as a Blob', async () => {
    answers.push(() => new Response(new Blob(['%PDF']), { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const blob = (await api.get('/invoice/1', undefined, { responseType: 'blob', successToast: false })) as unknown as Blob;
    expect(await blob.text()).toBe('%PDF');
  });
});
