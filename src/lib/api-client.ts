// The one HTTP client of the PWA. It adds `x-auth-token`, refreshes the session on a 401
// (one refresh at a time, then the request is retried once), unwraps the `{ status, message, data }`
// envelope and raises toasts: failures show the server's `message` ('Something went wrong' when no
// answer came), mutations show the server's success message; both in the person's language by the
// envelope's `code` (src/lib/server-text.ts), the English `message` where there is none.
import type { LoginData } from '../../server/contracts/auth';
import type { Envelope } from '../../server/contracts/common';
import { TIMEOUTS } from '../config/constants';
import { env } from '../config/env';
import { clearStoredSession, getTokens, saveLogin, type StoredSession } from './auth-session';
import { i18n } from './i18n';
import { notifyError, notifySuccess } from './notify';
import type { MessageParams } from '../../server/contracts/common';

// Built on fetch (XMLHttpRequest only for an upload whose progress is shown), not axios: this module is
// part of every mode's first screen, and a wrapper of the few things used here is a fraction of it.

/** A login-shaped answer: the envelope plus `token`. */
export interface LoginEnvelope extends Envelope<LoginData> {
  token: string;
}

export class ApiError extends Error {
  readonly status: number | null;
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, status: number | null, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
  get isNetwork(): boolean {
    return this.status === null;
  }
}

/** How far an upload has gone (the fields of axios's progress event that callers read). */
export interface UploadProgress {
  loaded: number;
  total?: number;
  bytes: number;
  lengthComputable: boolean;
  progress?: number;
  upload: true;
}

export interface RequestOptions {
  /** Do not toast a failure (list loads swallow errors; forms show them inline). */
  silent?: boolean;
  /** Toast the server's success message. Defaults to true for POST/PUT/DELETE. */
  successToast?: boolean;
  /** Calls that must never trigger a token refresh (login, refresh itself). */
  skipAuthRefresh?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of a checkout attempt. */
  headers?: Record<string, string>;
  /** 'blob' for file downloads such as invoices. */
  responseType?: 'json' | 'blob';
  /** Upload progress of a FormData body (sent with XMLHttpRequest, which reports it). */
  onUploadProgress?: (event: UploadProgress) => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Params = Record<string, string | number | boolean | undefined | null>;

/** What came back: the status and the parsed body (JSON, text or a Blob); status 0 when no answer came. */
interface Answer {
  status: number;
  data: unknown;
}

type SessionListener = (session: StoredSession | null) => void;
let sessionListener: SessionListener = () => undefined;
/** The app wires this to Redux: a refreshed session updates the store, a failed one logs out. */
export function onSessionChange(listener: SessionListener): void {
  sessionListener = listener;
}

const parseBody = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** One HTTP exchange. Rejects only when no answer came (network, abort); any status resolves. */
async function exchange(method: Method, url: string, body: unknown, headers: Record<string, string>, options: RequestOptions): Promise<Answer> {
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  // JSON goes with its type; no body goes without one (Fastify refuses an empty JSON body).
  const sent: Record<string, string> = {
    Accept: 'application/json',
    ...(form || body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...headers,
  };
  // A FormData body: the browser writes the multipart type with its boundary.
  if (form) for (const name of Object.keys(sent)) if (name.toLowerCase() === 'content-type') delete sent[name];
  const payload = body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body);
  const blob = options.responseType === 'blob';
  if (form && options.onUploadProgress) return exchangeWithProgress(method, url, payload as FormData, sent, options, options.onUploadProgress);
  const res = await fetch(url, { method, headers: sent, body: payload, signal: options.signal, credentials: 'same-origin' });
  if (blob && res.ok) return { status: res.status, data: await res.blob() };
  return { status: res.status, data: parseBody(await res.text()) };
}

function exchangeWithProgress(
  method: Method,
  url: string,
  body: FormData,
  headers: Record<string, string>,
  options: RequestOptions,
  progress: (e: UploadProgress) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) =>
      progress({
        loaded: e.loaded,
        total: e.lengthComputable ? e.total : undefined,
        bytes: e.loaded,
        lengthComputable: e.lengthComputable,
        progress: e.lengthComputable && e.total ? e.loaded / e.total : undefined,
        upload: true,
      });
    xhr.onload = () => resolve({ status: xhr.status, data: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new Error('aborted'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function withParams(url: string, params?: Params): string {
  const query = new URLSearchParams();
  // Empty values are dropped so `?search=` is not sent for a blank box.
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null && v !== '') query.append(k, String(v));
  const q = query.toString();
  return `${env.API_URL}${url}${q ? `${url.includes('?') ? '&' : '?'}${q}` : ''}`;
}

let refreshing: Promise<string | null> | null = null;

/** Trade the refresh token for a new pair; concurrent callers share one request. */
export function refreshSession(): Promise<string | null> {
  if (refreshing) return refreshing;
  if (!getTokens()?.refresh_token) return Promise.resolve(null);
  // Under the lock the service worker refreshes with too (the refresh token rotates): a pair the
  // worker made meanwhile is taken instead (page-credentials.ts, loaded on demand: no part of a first
  // screen), so the token read here is the live one.
  const coordinated = (refresh: () => Promise<string | null>) =>
    import('./offline/page-credentials').then((m) => m.coordinatedRefresh(refresh), refresh);
  refreshing = coordinated(() => {
    const tokens = getTokens();
    if (!tokens?.refresh_token) return Promise.resolve(null);
    return exchange('POST', withParams('/company/token/refresh'), { refresh_token: tokens.refresh_token }, {}, {}).then(
      ({ status, data }) => {
        const body = data as Partial<LoginEnvelope> | undefined;
        if (status < 200 || status >= 300 || !body?.status || !body.token || !body.data) {
          // Only a refusal ends the session.
          clearStoredSession();
          sessionListener(null);
          return null;
        }
        const session = saveLogin(body.token, body.data);
        sessionListener(session);
        return body.token;
      },
      // A network failure keeps the session for when the server is back.
      () => null,
    );
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The session's token for a call, refreshed first when it is about to expire (unless `skipRefresh`);
 * undefined when no one is signed in. The demo apps' client sends its pass-through calls with it too.
 */
export async function sessionToken(skipRefresh = false): Promise<string | undefined> {
  let tokens = getTokens();
  if (tokens && !skipRefresh && tokens.expires_at - Date.now() < TIMEOUTS.tokenRefreshLead) {
    await refreshSession();
    tokens = getTokens();
  }
  return tokens?.token || undefined;
}

/** Says a server sentence in the person's language (src/lib/server-text.ts, loaded with its words when an answer has a code). */
type Say = (message: string, code?: string, params?: MessageParams) => string;
const asSent: Say = (message) => message;
// The words of the server's sentences are not part of any first screen: they load with the first coded answer.
const sayer = (): Promise<Say> => import('./server-text').then((m) => m.serverWords(), () => asSent);

function toApiError(answer: Answer | null, say: Say = asSent): ApiError {
  // No answer at all: the network is gone (or the server unreachable). Screens show this plainly
  // ("not available offline") rather than "Something went wrong"; those that kept data show it instead.
  if (!answer) return new ApiError(i18n.t('errors.offline'), null);
  const body = answer.data as Partial<Envelope<unknown>> | undefined;
  const fieldErrors: Record<string, string> = {};
  for (const e of (typeof body === 'object' && body?.errors) || []) if (e?.path && !fieldErrors[e.path]) fieldErrors[e.path] = say(e.message, e.code, e.params);
  const message =
    typeof body === 'object' && typeof body?.message === 'string' && body.message ? say(body.message, body.code, body.params) : i18n.t('errors.generic');
  return new ApiError(message, answer.status, fieldErrors);
}

/**
 * A call through the app's rules: the `x-auth-token` (refreshed shortly before it expires), one
 * refresh and retry on a 401, the envelope's `status: false` as a failure, and the toasts.
 */
async function request<E>(method: Method, url: string, body: unknown, options: RequestOptions): Promise<E> {
  const headers: Record<string, string> = { ...options.headers };
  // A call that names its own token (a manager confirming an action on a kiosk) keeps it.
  const ownToken = Object.keys(headers).some((h) => h.toLowerCase() === 'x-auth-token');
  const send = async (): Promise<{ answer: Answer | null; hadToken: boolean }> => {
    if (!ownToken) {
      const token = await sessionToken(options.skipAuthRefresh);
      if (token) headers['x-auth-token'] = token;
    }
    try {
      return { answer: await exchange(method, url, body, headers, options), hadToken: Boolean(headers['x-auth-token']) || ownToken };
    } catch {
      return { answer: null, hadToken: false };
    }
  };
  const fail = (error: ApiError): never => {
    if (!options.silent && !options.signal?.aborted) notifyError(error.message);
    else if (error.isNetwork || (error.status ?? 0) >= 500) console.warn('API call failed', url, error.message);
    throw error;
  };

  const first = await send();
  let answer = first.answer;
  if (answer?.status === 401 && first.hadToken && !options.skipAuthRefresh) {
    const token = await refreshSession();
    if (!token) return fail(new ApiError(i18n.t('errors.sessionExpired'), 401));
    if (!ownToken) delete headers['x-auth-token'];
    else headers['x-auth-token'] = token;
    ({ answer } = await send());
  }
  const envelope = answer?.data as Partial<Envelope<unknown>> | undefined;
  // The server's sentence is shown by its code in the person's language: its words load once.
  const say = typeof envelope?.code === 'string' ? await sayer() : asSent;
  if (!answer || answer.status < 200 || answer.status >= 300) return fail(toApiError(answer, say));
  if (envelope && typeof envelope === 'object' && !(envelope instanceof Blob) && envelope.status === false) {
    const err = new ApiError(envelope.message ? say(envelope.message, envelope.code, envelope.params) : i18n.t('errors.generic'), answer.status);
    if (!options.silent) notifyError(err.message);
    throw err;
  }
  if ((options.successToast ?? method !== 'GET') && envelope && typeof envelope === 'object' && 'message' in envelope) {
    notifySuccess(say(envelope.message ?? '', envelope.code, envelope.params));
  }
  return answer.data as E;
}

export const api = {
  get<T>(url: string, params?: Params, options: RequestOptions = {}): Promise<Envelope<T>> {
    return request<Envelope<T>>('GET', withParams(url, params), undefined, options);
  },
  post<T, E extends Envelope<T> = Envelope<T>>(url: string, body?: unknown, options: RequestOptions = {}): Promise<E> {
    return request<E>('POST', withParams(url), body ?? {}, options);
  },
  put<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<Envelope<T>> {
    return request<Envelope<T>>('PUT', withParams(url), body ?? {}, options);
  },
  delete<T>(url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    return request<Envelope<T>>('DELETE', withParams(url), undefined, options);
  },
};

/** The `data` of a successful envelope (throws if the server sent none). */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.data === undefined) throw new ApiError(envelope.message || i18n.t('errors.generic'), 200);
  return envelope.data;
}
