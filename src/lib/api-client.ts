// The one HTTP client of the PWA. Its interceptors add `x-auth-token`, refresh the session on a 401
// (one refresh at a time, then the request is retried once), unwrap the `{ status, message, data }`
// envelope and raise toasts: failures show the server's `message` ('Something went wrong' when no
// answer came), mutations show the server's success message.
import axios, { AxiosError, type AxiosRequestConfig, type GenericAbortSignal, type InternalAxiosRequestConfig } from 'axios';
import type { LoginData } from '../../server/contracts/auth';
import type { Envelope } from '../../server/contracts/common';
import { TIMEOUTS } from '../config/constants';
import { env } from '../config/env';
import { clearStoredSession, getTokens, saveLogin, type StoredSession } from './auth-session';
import { i18n } from './i18n';
import { notifyError, notifySuccess } from './notify';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not toast a failure (list loads swallow errors; forms show them inline). */
    silent?: boolean;
    /** Toast the server's success message. Defaults to true for POST/PUT/PATCH/DELETE. */
    successToast?: boolean;
    /** Calls that must never trigger a token refresh (login, refresh itself). */
    skipAuthRefresh?: boolean;
    _retried?: boolean;
  }
}

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

type SessionListener = (session: StoredSession | null) => void;
let sessionListener: SessionListener = () => undefined;
/** The app wires this to Redux: a refreshed session updates the store, a failed one logs out. */
export function onSessionChange(listener: SessionListener): void {
  sessionListener = listener;
}

const client = axios.create({
  baseURL: env.API_URL,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  validateStatus: (s) => s >= 200 && s < 300,
});

// A bare instance for the refresh call, so it never runs through the interceptors below.
const bare = axios.create({ baseURL: env.API_URL, headers: { 'Content-Type': 'application/json' } });

let refreshing: Promise<string | null> | null = null;

/** Trade the refresh token for a new pair; concurrent callers share one request. */
export function refreshSession(): Promise<string | null> {
  if (refreshing) return refreshing;
  const tokens = getTokens();
  if (!tokens?.refresh_token) return Promise.resolve(null);
  refreshing = bare
    .post<LoginEnvelope>('/company/token/refresh', { refresh_token: tokens.refresh_token })
    .then((res) => {
      if (!res.data?.status || !res.data.token || !res.data.data) throw new Error('refresh refused');
      const session = saveLogin(res.data.token, res.data.data);
      sessionListener(session);
      return res.data.token;
    })
    .catch((error: unknown) => {
      // Only a refusal ends the session; a network failure keeps it for when the server is back.
      if (error instanceof AxiosError && !error.response) return null;
      clearStoredSession();
      sessionListener(null);
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

client.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  // A call that names its own token (a manager confirming an action on a kiosk) keeps it.
  if (config.headers.has('x-auth-token')) return config;
  let tokens = getTokens();
  if (tokens && !config.skipAuthRefresh && tokens.expires_at - Date.now() < TIMEOUTS.tokenRefreshLead) {
    await refreshSession();
    tokens = getTokens();
  }
  if (tokens?.token) config.headers.set('x-auth-token', tokens.token);
  return config;
});

const isMutation = (config?: AxiosRequestConfig): boolean => ['post', 'put', 'patch', 'delete'].includes((config?.method ?? 'get').toLowerCase());

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const body = error.response?.data as Partial<Envelope<unknown>> | undefined;
    if (!error.response) return new ApiError(i18n.t('errors.generic'), null);
    const fieldErrors: Record<string, string> = {};
    for (const e of body?.errors ?? []) if (e?.path && !fieldErrors[e.path]) fieldErrors[e.path] = e.message;
    const message = typeof body?.message === 'string' && body.message ? body.message : i18n.t('errors.generic');
    return new ApiError(message, error.response.status, fieldErrors);
  }
  return new ApiError(i18n.t('errors.generic'), null);
}

client.interceptors.response.use(
  (response) => {
    const body = response.data as Partial<Envelope<unknown>> | undefined;
    if (body && body.status === false) {
      const err = new ApiError(body.message || i18n.t('errors.generic'), response.status);
      if (!response.config.silent) notifyError(err.message);
      return Promise.reject(err);
    }
    const wantsToast = response.config.successToast ?? isMutation(response.config);
    if (wantsToast && body?.message) notifySuccess(body.message);
    return response;
  },
  async (error: unknown) => {
    if (error instanceof AxiosError && error.response?.status === 401 && error.config) {
      const config = error.config;
      const hadToken = Boolean(config.headers?.get?.('x-auth-token'));
      if (hadToken && !config._retried && !config.skipAuthRefresh) {
        config._retried = true;
        const token = await refreshSession();
        if (token) {
          config.headers.set('x-auth-token', token);
          return client.request(config);
        }
        const expired = new ApiError(i18n.t('errors.sessionExpired'), 401);
        if (!config.silent) notifyError(expired.message);
        return Promise.reject(expired);
      }
    }
    const apiError = toApiError(error);
    const config = error instanceof AxiosError ? error.config : undefined;
    if (!config?.silent) notifyError(apiError.message);
    else if (apiError.isNetwork || (apiError.status ?? 0) >= 500) console.warn('API call failed', config?.url, apiError.message);
    return Promise.reject(apiError);
  },
);

export interface RequestOptions {
  silent?: boolean;
  successToast?: boolean;
  skipAuthRefresh?: boolean;
  /** An AbortSignal (axios's own type, so callers may spread a plain axios config in). */
  signal?: GenericAbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of a checkout attempt. */
  headers?: Record<string, string>;
  /** 'blob' for file downloads such as invoices. */
  responseType?: 'json' | 'blob';
}

type Params = Record<string, string | number | boolean | undefined | null>;

/** Drops empty values so `?search=` is not sent for a blank box. */
function cleanParams(params?: Params): Params | undefined {
  if (!params) return undefined;
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

export const api = {
  async get<T>(url: string, params?: Params, options: RequestOptions = {}): Promise<Envelope<T>> {
    const res = await client.get<Envelope<T>>(url, { params: cleanParams(params), ...options });
    return res.data;
  },
  async post<T, E extends Envelope<T> = Envelope<T>>(url: string, body?: unknown, options: RequestOptions = {}): Promise<E> {
    const res = await client.post<E>(url, body ?? {}, options);
    return res.data;
  },
  async put<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<Envelope<T>> {
    const res = await client.put<Envelope<T>>(url, body ?? {}, options);
    return res.data;
  },
  async delete<T>(url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    const res = await client.delete<Envelope<T>>(url, options);
    return res.data;
  },
};

/** The `data` of a successful envelope (throws if the server sent none). */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.data === undefined) throw new ApiError(envelope.message || i18n.t('errors.generic'), 200);
  return envelope.data;
}
