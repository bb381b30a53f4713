// The zod-free halves of the contracts (issue 13): the PWA imports lists, limits and checkLine from
// server/contracts/constants/ so that a first screen does not load zod. These tests keep them free of
// zod (and of the schema modules, which would bring it back), and check that the schema modules still
// re-export every value, so the server's imports keep working.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '..', 'constants');
const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));

/** Runtime imports only: `import type` and inline-`type` names are erased by the build. */
function runtimeImports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/^import\s+(type\s+)?(?:\{([^}]*)\}|[\w*\s,]+)\s+from\s+'([^']+)';/gm)) {
    if (m[1]) continue;
    const names = m[2]?.split(',').map((n) => n.trim()).filter(Boolean);
    if (names && names.every((n) => n.startsWith('type '))) continue;
    out.push(m[3]);
  }
  return out;
}

describe('server/contracts/constants', () => {
  it('has the modules the PWA imports', () => {
    expect(files).toEqual(
      expect.arrayContaining(['common.ts', 'menu.ts', 'ordering.ts', 'catalogue.ts', 'kiosk.ts', 'realtime.ts', 'orders.ts', 'reports.ts']),
    );
  });

  it.each(files)('%s loads neither zod nor a schema module at runtime', (file) => {
    const imports = runtimeImports(readFileSync(join(DIR, file), 'utf8'));
    expect(imports.filter((spec) => spec === 'zod' || spec.startsWith('zod/') || spec.startsWith('../'))).toEqual([]);
  });

  it('sees a runtime zod import when there is one (the check above can fail)', () => {
    expect(runtimeImports("import { z } from 'zod';\nimport type { X } from '../menu';\nimport { type Y } from '../menu';")).toEqual(['zod']);
    expect(runtimeImports("import { ALLERGENS, type Allergen } from '../menu';")).toEqual(['../menu']);
  });

  it.each(files)('../%s re-exports every value of constants/%s', async (file) => {
    const constants = (await import(join(DIR, file))) as Record<string, unknown>;
    const schemas = (await import(join(DIR, '..', file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(constants)) expect(schemas[name], name).toBe(value);
  });
});
