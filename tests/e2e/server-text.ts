// A guard against the server's English reaching a Spanish or German screen: it records the English
// sentence of every API answer the page receives (the envelope's `message` and each field error's)
// and, on each check and once more when the test ends, fails if a page set to es/de shows one of them
// in its visible text (toasts, alerts, helper texts). The PWA is to show those sentences by their
// code in the person's language (src/lib/server-text.ts); one the catalog lacks would arrive here as
// English and fail the test, naming the sentence.
import { test as base, expect, type Page, type Response } from '@playwright/test';

interface Envelope {
  status?: unknown;
  message?: unknown;
  errors?: unknown;
}

/** A sentence a person would read: two words or more (a lone "OK" or "Required" may be a word of any language). */
const isSentence = (s: unknown): s is string => typeof s === 'string' && s.trim().split(/\s+/).length >= 2;

export class ServerTextGuard {
  private readonly said = new Set<string>();

  constructor(private readonly page: Page) {
    page.on('response', (response) => void this.record(response));
  }

  private async record(response: Response): Promise<void> {
    if (!response.url().includes('/api/v1/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    let body: Envelope;
    try {
      body = (await response.json()) as Envelope;
    } catch {
      return; // the page went away, or no body
    }
    if (!body || typeof body !== 'object' || typeof body.status !== 'boolean') return;
    if (isSentence(body.message)) this.said.add(body.message);
    if (Array.isArray(body.errors)) for (const e of body.errors) if (e && isSentence((e as Envelope).message)) this.said.add((e as Envelope).message as string);
  }

  /** The English sentences the server has sent this page so far. */
  sentences(): string[] {
    return [...this.said];
  }

  /** Fails if the page, in Spanish or German, shows any English sentence the server sent. */
  async check(): Promise<void> {
    if (this.page.isClosed()) return;
    const { language, text } = await this.page.evaluate(() => ({
      language: window.localStorage.getItem('cafeteria:language') ?? '',
      text: document.body?.innerText ?? '',
    }));
    if (!/^(es|de)\b/.test(language)) return;
    const shown = this.sentences().filter((s) => text.includes(s));
    expect(shown, `English server text on a ${language} screen`).toEqual([]);
  }
}

/** `test` with `serverText`: the guard of the test's page, checked again when the test ends. */
export const test = base.extend<{ serverText: ServerTextGuard }>({
  serverText: async ({ page }, use) => {
    const guard = new ServerTextGuard(page);
    await use(guard);
    await guard.check();
  },
});
export { expect };
