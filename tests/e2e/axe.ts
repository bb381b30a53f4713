// axe-core for the browser suite: injected by the test (the app's CSP allows only its own scripts, so
// a spec using it sets `test.use({ bypassCSP: true })`). The rules are WCAG 2.0/2.1/2.2 A and AA, plus
// three that people using a screen reader or voice control meet on every screen: the accessible name
// of a control holds its visible text (label-content-name-mismatch, experimental in axe), one h1 per
// page and headings that do not skip a level.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Rules outside the WCAG tags that a screen must pass too, whatever axe's impact for them. */
export const EXTRA_RULES = ['label-content-name-mismatch', 'heading-order', 'page-has-heading-one'];

interface AxeNode {
  target: string[];
  html: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

export interface Violation {
  id: string;
  impact: string;
  count: number;
  /** One line for a test's failure message: rule, impact, help and the first elements. */
  text: string;
}

/** Every violation on the page as it is now (rule, impact, number of elements). */
export async function axeRun(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  // A dialog or a menu still fading in has its text half transparent, and axe would measure that
  // contrast: wait for the running transitions and animations to end (endless ones, spinners, aside).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(
    async ({ tags, extra }) => {
      type Axe = { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      const rules = Object.fromEntries(extra.map((id) => [id, { enabled: true }]));
      return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules })).violations;
    },
    { tags: TAGS, extra: EXTRA_RULES },
  );
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    count: v.nodes.length,
    text: `${v.id} (${v.impact}, ${v.nodes.length}): ${v.help} at ${v.nodes
      .slice(0, 4)
      .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 140)}`)
      .join(' | ')}`,
  }));
}

/** All violations, each as one line (for screens that must be clean of every impact). */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await axeRun(page)).map((v) => v.text);
}

/** Serious and critical violations, and any of the EXTRA_RULES: what no shared screen may have. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeRun(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical' || EXTRA_RULES.includes(v.id)).map((v) => v.text);
}

export type Lang = 'en-US' | 'es-ES' | 'de-DE';

/** A string of the app's locale files (`ns:a.b`), placeholders left as they are: lets a spec find a control in any language. */
export function localeText(lang: Lang, key: string): string {
  const [ns, path] = key.includes(':') ? key.split(':') : ['translation', key];
  let node: unknown = JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return node;
}
