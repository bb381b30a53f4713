// The code and parameters of a server sentence, found by matching it against the catalog's English
// forms: services keep writing plain English (`badRequest('Your cart is empty')`) and the reply gains
// `code` and `params` on the way out (plugins/message-codes.ts), so the PWA can say it in the
// person's language. A sentence the catalog lacks gets no code and is shown as sent.
import { MESSAGES } from './catalog';

export type MessageParams = Record<string, string | number>;
export interface CodedMessage {
  code: string;
  params?: MessageParams;
}

interface Pattern {
  code: string;
  re: RegExp;
  /** Characters outside the parameters: the more, the more specific the form. */
  literal: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exact = new Map<string, string>();
const patterns: Pattern[] = [];
for (const [code, forms] of Object.entries(MESSAGES)) {
  for (const english of typeof forms === 'string' ? [forms] : forms) {
    const parts = english.split(/\{(\w+)\}/);
    if (parts.length === 1) {
      exact.set(english, code);
      continue;
    }
    const seen = new Set<string>();
    // Odd parts are parameter names; a name used twice must hold the same text both times.
    const source = parts
      .map((part, i) => {
        if (i % 2 === 0) return escape(part);
        if (seen.has(part)) return `\\k<${part}>`;
        seen.add(part);
        return `(?<${part}>.+?)`;
      })
      .join('');
    patterns.push({ code, re: new RegExp(`^${source}$`, 's'), literal: english.replace(/\{\w+\}/g, '').length });
  }
}
// The most specific form first: "Order {call} was cancelled" before "Order {order} was {status}".
patterns.sort((a, b) => b.literal - a.literal);

/** The catalog's code (and parameters) of an English sentence; null when the catalog lacks it. */
export function codeOf(message: string): CodedMessage | null {
  const code = exact.get(message);
  if (code) return { code };
  for (const p of patterns) {
    const m = p.re.exec(message);
    if (!m) continue;
    const params: MessageParams = {};
    for (const [name, value] of Object.entries(m.groups ?? {})) params[name] = /^-?\d{1,9}$/.test(value) ? Number(value) : value;
    return { code: p.code, params };
  }
  return null;
}

/** `{ <field>_code, <field>_params }` of a stored sentence (a notification's title or body), or nothing. */
type CodedFields<F extends string> = Partial<Record<`${F}_code`, string> & Record<`${F}_params`, MessageParams>>;

export function codedFields<F extends string>(field: F, text: string | null | undefined): CodedFields<F> {
  const coded = text ? codeOf(text) : null;
  if (!coded) return {};
  return { [`${field}_code`]: coded.code, ...(coded.params ? { [`${field}_params`]: coded.params } : {}) } as CodedFields<F>;
}
