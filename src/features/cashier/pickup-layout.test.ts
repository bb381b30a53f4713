import { describe, expect, it } from 'vitest';
import { fitTiles } from './pickup-layout';

const space = { chars: 5, gap: 12, minFont: 30, maxFont: 150, withName: false };

describe('fitTiles', () => {
  it('gives a few numbers large type, capped', () => {
    expect(fitTiles({ ...space, width: 1100, height: 900, count: 2 }).fontPx).toBe(150);
  });

  it('fits 30 numbers in a 1280×720 column without pages, every tile inside the column', () => {
    const width = 700;
    const height = 560;
    const fit = fitTiles({ ...space, width, height, count: 30 });
    expect(fit.perPage).toBe(30);
    expect(fit.fontPx).toBeGreaterThanOrEqual(30);
    const rows = Math.ceil(30 / fit.columns);
    expect(fit.columns * fit.fontPx * (5 * 0.62 + 0.9) + (fit.columns - 1) * 12).toBeLessThanOrEqual(width);
    expect(rows * fit.fontPx * 1.62 + (rows - 1) * 12).toBeLessThanOrEqual(height);
  });

  it('turns pages when even the smallest type cannot hold them all', () => {
    const fit = fitTiles({ ...space, width: 400, height: 300, count: 200 });
    expect(fit.fontPx).toBe(30);
    expect(fit.perPage).toBeLessThan(200);
    expect(fit.perPage).toBeGreaterThan(0);
  });
});
