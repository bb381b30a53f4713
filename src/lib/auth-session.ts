// The signed-in session in localStorage: the access token, the refresh token and its expiry under
// STORAGE_KEYS.auth, and the current user under STORAGE_KEYS.currentUser. The api-client reads the
// token from here; the Redux auth slice mirrors it for the UI.
import type { AuthUser, LoginData } from '../../server/contracts/auth';
import { STORAGE_KEYS } from '../config/constants';
import { readJson, removeKey, writeJson } from './storage';

export interface StoredTokens {
  token: string;
  refresh_token: string;
  /** Epoch ms at which the access token expires. */
  expires_at: number;
}

export interface StoredSession {
  tokens: StoredTokens | null;
  user: AuthUser | null;
}

let cache: StoredTokens | null | undefined;

export function readStoredSession(): StoredSession {
  const tokens = readJson<StoredTokens>(STORAGE_KEYS.auth);
  const user = readJson<AuthUser>(STORAGE_KEYS.currentUser);
  cache = tokens && typeof tokens.token === 'string' ? tokens : null;
  return { tokens: cache, user: cache && user && typeof user.role === 'string' ? user : null };
}

export function getTokens(): StoredTokens | null {
  if (cache === undefined) readStoredSession();
  return cache ?? null;
}

export function saveLogin(token: string, data: LoginData): StoredSession {
  const tokens: StoredTokens = { token, refresh_token: data.refresh_token, expires_at: Date.now() + data.expires_in * 1000 };
  cache = tokens;
  writeJson(STORAGE_KEYS.auth, tokens);
  writeJson(STORAGE_KEYS.currentUser, data.user);
  return { tokens, user: data.user };
}

export function saveUser(user: AuthUser): void {
  writeJson(STORAGE_KEYS.currentUser, user);
}

export function clearStoredSession(): void {
  cache = null;
  removeKey(STORAGE_KEYS.auth);
  removeKey(STORAGE_KEYS.currentUser);
  removeKey(STORAGE_KEYS.mode);
  clearedListener?.();
}

let clearedListener: (() => void) | null = null;
/** Called when the session is cleared here (the outbox drops the service worker's copy: sync.ts). */
export function onSessionCleared(listener: () => void): void {
  clearedListener = listener;
}
