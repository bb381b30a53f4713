// What the server says to people is in the catalog, and the catalog is in every language: the
// sentences the services write (errors, field errors, route answers, notification texts, coupon
// refusals) are read from the source and each must match a catalog form; each code must have its
// words in en-US (the catalog's own English), es-ES and de-DE, with the same parameters.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../catalog';
import { codeOf, codedFields } from '../codes';

const ROOT = join(__dirname, '../../../..');
type Tree = { [k: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...acc, [key]: v } : { ...acc, ...flatten(v, key) };
  }, {});
const locale = (lang: string) => flatten(JSON.parse(readFileSync(join(ROOT, 'src/locales', lang, 'server.json'), 'utf8')) as Tree);
const LOCALES = { 'en-US': locale('en-US'), 'es-ES': locale('es-ES'), 'de-DE': locale('de-DE') };

const forms = (code: string): readonly string[] => {
  const f = MESSAGES[code];
  return typeof f === 'string' ? [f] : f;
};
/** The locale keys of a code: itself, or its _one and _other forms. */
const keysOf = (code: string) => (forms(code).length === 2 ? [`${code}_one`, `${code}_other`] : [code]);

describe('the message catalog', () => {
  it('has every code in en-US, es-ES and de-DE with the same parameters, the English being the catalog’s', () => {
    for (const code of Object.keys(MESSAGES)) {
      keysOf(code).forEach((key, i) => {
        const english = forms(code)[i].replace(/\{(\w+)\}/g, '{{$1}}');
        expect(LOCALES['en-US'][key], key).toBe(english);
        const holes = (s: string | undefined) => (s?.match(/{{\w+}}/g) ?? []).sort().join();
        for (const lang of ['es-ES', 'de-DE'] as const) {
          expect(LOCALES[lang][key], `${lang} ${key}`).toBeTruthy();
          expect(holes(LOCALES[lang][key]), `${lang} ${key}`).toBe(holes(english));
        }
      });
    }
  });

  it('finds the code and parameters of a sentence', () => {
    expect(codeOf('The e-mail, mobile or password is not correct')).toEqual({ code: 'auth.badCredentials' });
    expect(codeOf('Category not found')).toEqual({ code: 'common.notFound', params: { what: 'Category' } });
    expect(codeOf('Category deactivated')).toEqual({ code: 'common.switchedOff', params: { what: 'Category' } });
    expect(codeOf('The code is not correct; 1 try left')).toEqual({ code: 'auth.codeWrong', params: { count: 1 } });
    expect(codeOf('The code is not correct; 3 tries left')).toEqual({ code: 'auth.codeWrong', params: { count: 3 } });
    expect(codeOf('The coupon SAVE10 expired on 2025-01-31')).toEqual({ code: 'coupons.expired', params: { code: 'SAVE10', date: '2025-01-31' } });
    // The most specific form wins over a looser one that also fits.
    expect(codeOf('Order D-007 was cancelled')?.code).toBe('notifications.cancelled');
    expect(codeOf('Order ORD-1 was refunded')?.code).toBe('notifications.refunded');
    // A parameter named twice must be the same text twice.
    expect(codeOf('The file has more than 500 rows; at most 500 are accepted at once')).toEqual({ code: 'files.tooManyRows', params: { max: 500 } });
    expect(codeOf('The file has more than 500 rows; at most 400 are accepted at once')).toBeNull();
    expect(codeOf('A sentence nobody wrote')).toBeNull();
    expect(codeOf('email: a@b.c is already on line 3')).toBeNull();
    expect(codeOf('INR 10.00 added to your wallet: Top-up. Balance INR 60.00.')).toEqual({
      code: 'wallet.addedBody',
      params: { amount: 'INR 10.00', reason: 'Top-up', balance: 'INR 60.00' },
    });
    expect(codedFields('title', 'New order D-007')).toEqual({ title_code: 'notifications.newOrder', title_params: { call: 'D-007' } });
    expect(codedFields('body', null)).toEqual({});
  });

  it('has each English form once (a sentence has one code)', () => {
    const all = Object.values(MESSAGES).flatMap((f) => (typeof f === 'string' ? [f] : [...f]));
    expect(all.length).toBe(new Set(all).size);
  });
});

// ---- the sentences of the source -------------------------------------------------------------

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' || name === 'messages' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });

/** The end of a `${` expression that starts at `from` (the index after `${`). */
function exprEnd(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '`') {
      // A nested template: skip to its end.
      i++;
      while (i < text.length && text[i] !== '`') i = text[i] === '$' && text[i + 1] === '{' ? exprEnd(text, i + 2) : i + 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** Every text a template literal's body can make: a `cond ? 'a' : 'b'` part both ways, a constant of the file as its value, any other part as "X9". */
function expand(body: string, constants: Record<string, string> = {}): string[] {
  const start = body.indexOf('${');
  if (start < 0) return [body];
  const end = exprEnd(body, start + 2);
  const expr = body.slice(start + 2, end).trim();
  const rest = expand(body.slice(end + 1), constants);
  const choice = /^[^?]+\?\s*(['`])((?:(?!\1).)*)\1\s*:\s*(['`])([\s\S]*)\3$/.exec(expr);
  const values = choice ? [...expand(choice[2], constants), ...expand(choice[4], constants)] : [constants[expr] ?? 'X9'];
  return values.flatMap((v) => rest.map((r) => body.slice(0, start) + v + r));
}

/** The string literal that starts at `from` (a quote or a backquote), quotes included. */
function literalAt(text: string, from: number): string {
  const quote = text[from];
  for (let i = from + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (quote === '`' && text[i] === '$' && text[i + 1] === '{') i = exprEnd(text, i + 2);
    else if (text[i] === quote) return text.slice(from, i + 1);
  }
  return text.slice(from);
}
const SAYINGS = [
  // Errors the services throw, with their field errors.
  String.raw`\b(?:badRequest|unauthorized|forbidden|conflict)\(\s*`,
  String.raw`\bnew AppError\(\s*[^,]+,\s*`,
  String.raw`\bmessage:\s*`,
  String.raw`\bmessage:\s*[^?,;\n]+\?\s*'[^']*'\s*:\s*`,
  // Route answers.
  String.raw`\bok\(\s*`,
  String.raw`\.(?:answer|created)\(\s*`,
  // Notification texts and coupon refusals.
  String.raw`\b(?:title|body|reason|refuse)(?::|\()\s*`,
].map((s) => new RegExp(s + "(?=['`])", 'g'));
/** What no person reads: the API's own name, SMS texts (sent in English by design), payment-provider references. */
const NOT_SAID = [
  /^OK$/, /^Cafeteria platform API$/, /^https?:/, /^\/app\/$/,
  /your code to pay with iCash/, /Cafeteria login code/, /password reset code/, /invites you to order/, /^Order X9$/, /^Order refund$/,
  // A status notification's title: "Order D-007 " and one of STATUS_WORDS, each of which is in the catalog (notifications.accepted…).
  /^Order X9 X9$/,
  // A company's new-order note: the order id and its amount, the same words in every language.
  /^X9: X9$/,
  // The first half of the iCash note (the source joins two literals): the whole is wallet.addedBody / wallet.takenBody.
  /^X9 (added to|taken from) your wallet: X9\. $/,
  // A refused discount approval: "<needs approval>; <why>", each whole sentence in the catalog (discounts.needsApproval…).
  /^X9; X9$/];

describe('what the services say', () => {
  it('is in the catalog, so that es-ES and de-DE readers read it in their language', () => {
    const missing: string[] = [];
    for (const dir of ['server/modules', 'server/plugins', 'server/lib']) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        if (file.includes('/push/messages.ts')) continue; // push texts are written in three languages there
        const text = readFileSync(file, 'utf8');
        const constants = Object.fromEntries([...text.matchAll(/\bconst (\w+) = '((?:[^'\\]|\\.)*)';/g)].map((c) => [c[1], c[2]]));
        for (const re of SAYINGS) {
          for (const m of text.matchAll(re)) {
            const literal = literalAt(text, m.index + m[0].length);
            const bodies = literal.startsWith('`') ? expand(literal.slice(1, -1), constants) : [literal.slice(1, -1).replace(/\\'/g, "'")];
            for (const said of bodies) {
              if (!said.trim() || NOT_SAID.some((r) => r.test(said))) continue;
              if (!codeOf(said)) missing.push(`${file.slice(ROOT.length + 1)}: ${said}`);
            }
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('names each notFound/status record with words of every language', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(join(ROOT, 'server'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bnotFound\(\s*'([^']+)'|\.status\(\s*'[^']*',\s*[\w.]+,\s*'[^']*',\s*'([^']+)'|switched\(\s*'([^']+)'/g)) {
        const word = m[1] ?? m[2] ?? m[3];
        for (const lang of ['en-US', 'es-ES', 'de-DE'] as const) if (!LOCALES[lang][`words.${word}`]) missing.push(`${lang}: ${word}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
