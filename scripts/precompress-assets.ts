// Writes a .br and a .gz beside every compressible hashed file of dist/assets at the end of a build,
// so that the server (@fastify/static with preCompressed) sends them as they are, with the best
// compression, no CPU per request, and the immutable cache headers of the original.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files only: images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      if (!COMPRESSIBLE.test(name) || (await stat(path)).size < MIN_BYTES) return;
      const body = await readFile(path);
      const [b, g] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, b), writeFile(`${path}.gz`, g)]);
      totals.files++;
      totals.bytes += body.length;
      totals.br += b.length;
      totals.gzip += g.length;
    }),
  );
  return totals;
}

/** The Vite plugin: after the bundle is written, precompress `<outDir>/assets`. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cafeteria-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const t = await precompressDir(join(outDir, 'assets'));
      const kb = (n: number) => `${Math.round(n / 1024)} kB`;
      this.info(`precompressed ${t.files} assets: ${kb(t.bytes)} -> br ${kb(t.br)}, gzip ${kb(t.gzip)}`);
    },
  };
}
