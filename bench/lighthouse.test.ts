import { describe, expect, it } from 'vitest';
import { describeFigures, diagnosticsRow, medianRun, pageFigures, pageRow, type LhrSlice } from './lighthouse';

// The parts of a Lighthouse 12 result the bench reads, shaped as Lighthouse writes them.
const lhr = (score: number | null, lcp: number, tbt: number): LhrSlice => ({
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'first-contentful-paint': { numericValue: 700 },
    'mainthread-work-breakdown': { numericValue: 4200 },
    'speed-index': { numericValue: 3650 },
    interactive: { numericValue: 8400 },
    'resource-summary': { details: { items: [{ resourceType: 'total', transferSize: 900_000 }, { resourceType: 'script', transferSize: 473_088 }] } },
    'unused-javascript': { details: { items: [{ wastedBytes: 40_000 }, { wastedBytes: 33_728 }] } },
    'largest-contentful-paint-element': {
      details: { items: [{ items: [{ node: { snippet: '<img class="app-shell__logo"\n   src="data:…">' } }] }] },
    },
  },
});

describe('the Lighthouse figures', () => {
  it('reads score, metrics, script transfer, unused JS and the LCP element', () => {
    const f = pageFigures(lhr(0.65, 2234, 1268.4));
    expect(f).toEqual({
      score: 0.65,
      lcpMs: 2234,
      tbtMs: 1268.4,
      fcpMs: 700,
      jsTransferBytes: 473_088,
      lcpElement: '<img class="app-shell__logo" src="data:…">',
      mainThreadMs: 4200,
      unusedJsBytes: 73_728,
      speedIndexMs: 3650,
      interactiveMs: 8400,
    });
    expect(describeFigures(f)).toBe('score 65, LCP 2.2 s, TBT 1268 ms, FCP 0.7 s, JS 462 kB');
  });

  it('says what is missing rather than inventing it', () => {
    const f = pageFigures({ categories: {}, audits: {} });
    expect(f.score).toBeNull();
    expect(f.lcpElement).toBe('none');
    expect(f.jsTransferBytes).toBe(0);
    expect(describeFigures(f)).toBe('score —, LCP —, TBT —, FCP —, JS 0 kB');
  });

  it('puts a page beside the reference page, the ratio being score over score', () => {
    const row = pageRow('kiosk', pageFigures(lhr(0.45, 5000, 900)), pageFigures(lhr(0.9, 600, 0)));
    expect(row.ratio).toBe('0.50');
    expect(row.reference).toBe('static page: score 90, LCP 0.6 s, TBT 0 ms, FCP 0.7 s, JS 462 kB');
    expect(row.goal).toBe('score ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms');
    expect(pageRow('kiosk', pageFigures(lhr(null, 1, 1)), pageFigures(lhr(0.9, 1, 1))).ratio).toBe('—');
    const diagnostics = diagnosticsRow('kiosk', pageFigures(lhr(0.45, 5000, 900)), pageFigures(lhr(0.9, 600, 0)));
    expect(diagnostics.value).toBe('4.2 s main thread, 72 kB unused JS, SI 3.6 s, TTI 8.4 s');
  });

  it('takes the median run by score, a failed score counting lowest', () => {
    const runs = [lhr(0.7, 1, 300), lhr(null, 1, 100), lhr(0.5, 1, 900), lhr(0.9, 1, 50), lhr(0.6, 1, 400)].map(pageFigures);
    expect(medianRun(runs).score).toBe(0.6);
    expect(medianRun(runs.slice(0, 2)).score).toBeNull();
    expect(medianRun([runs[0]])).toBe(runs[0]);
    expect(() => medianRun([])).toThrow();
  });
});
