// The demo apps' own HTTP client: an axios instance under the API base with the mock layer on it
// (mock/install-mock.ts). The template's calls are answered in memory; any other call goes to the real
// server with the signed-in person's token, like the app's own client sends it. It is a second client
// on purpose: the mock layer must never sit on the app's one (src/lib/api-client.ts), whose
// /notifications, /products and /users are the product's.
import axios from 'axios';
import { getTokens } from '../../../lib/auth-session';
import { sampleWord } from '../demo-words';
import { installDemoMock } from '../mock/install-mock';

// The API base as src/config/env.ts reads it. Not imported from there: that made the bundler move a
// module of every first screen into a chunk of its own (one more request, about 0.4 KiB more gzip).
const API_BASE = import.meta.env.VITE_API_URL || '/api/v1';

export const demoClient = axios.create({ baseURL: API_BASE, headers: { Accept: 'application/json' } });

demoClient.interceptors.request.use((config) => {
  const token = getTokens()?.token;
  if (token) config.headers.set('x-auth-token', token);
  return config;
});

// Installed once, when the demo apps' chunk first loads; its data lives until the page reloads.
// A short pause before each answer, as a server would take, so the screens' loading states show. The
// searches also match the fixed values as the screens show them, in the person's language.
installDemoMock(demoClient, { delayMs: 150, word: sampleWord });
