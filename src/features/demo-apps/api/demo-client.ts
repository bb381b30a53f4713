// The demo apps' own HTTP client: an axios instance under the API base with the mock layer on it
// (mock/install-mock.ts). The template's calls are answered in memory; any other call goes to the real
// server under the app's session rules (src/lib/api-client.ts, not a copy of them): the signed-in
// person's token, refreshed shortly before it expires, and on a 401 one refresh of the session (whose
// refusal signs the person out) and the call sent again. It is a second client on purpose: the mock
// layer must never sit on the app's one, whose /notifications, /products and /users are the product's.
import axios, { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { refreshSession, sessionToken } from '../../../lib/api-client';
import { sampleWord } from '../demo-words';
import { installDemoMock } from '../mock/install-mock';

// The API base as src/config/env.ts reads it. Not imported from there: that made the bundler move a
// module of every first screen into a chunk of its own (one more request, about 0.4 KiB more gzip).
const API_BASE = import.meta.env.VITE_API_URL || '/api/v1';

type Sent = InternalAxiosRequestConfig & { sentAgain?: boolean };

/** The app's session on an axios instance: its token on each call, and its refresh on a 401. */
export function withAppSession(client: AxiosInstance): AxiosInstance {
  client.interceptors.request.use(async (config) => {
    const token = await sessionToken();
    if (token) config.headers.set('x-auth-token', token);
    return config;
  });
  client.interceptors.response.use(undefined, async (error: unknown) => {
    const config = isAxiosError(error) ? (error.config as Sent | undefined) : undefined;
    // Only a call that carried the session's token, and only once.
    if (!config || !isAxiosError(error) || error.response?.status !== 401 || config.sentAgain || !config.headers.get('x-auth-token')) throw error;
    const token = await refreshSession();
    if (!token) throw error;
    // The config of a passed-through call is the mock library's copy (its own adapter, no transforms,
    // no base): those from the instance again, so the call goes out as it did the first time.
    const again: Sent = { ...config, adapter: undefined, transformRequest: undefined, transformResponse: undefined, baseURL: undefined };
    return client.request({ ...again, sentAgain: true } as Sent);
  });
  return client;
}

export const demoClient = withAppSession(axios.create({ baseURL: API_BASE, headers: { Accept: 'application/json' } }));

/** The overview's switch: while on, the sample server refuses every change, so the screens show their error states. */
export const sampleServer = { refusing: false };

// Installed once, when the demo apps' chunk first loads; its data lives until the page reloads.
// A short pause before each answer, as a server would take, so the screens' loading states show. The
// searches also match the fixed values as the screens show them, in the person's language.
installDemoMock(demoClient, { delayMs: 150, word: sampleWord, refuse: () => sampleServer.refusing });
