// Uploaded images: checked by their bytes (not the name or the claimed type), size-capped,
// re-encoded to WebP at a bounded size, and written under DATA_DIR/uploads/<folder>/. The database
// keeps the public path (/uploads/<folder>/<file>), which the server serves with caching headers.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { badRequest } from './http';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

export interface SavedImage {
  path: string;
  width: number;
  height: number;
  bytes: number;
}

export async function saveImage(
  uploadsDir: string,
  folder: 'products' | 'categories' | 'banners' | 'companies',
  data: Buffer,
  opts: { maxBytes: number; maxWidth?: number; maxHeight?: number; field?: string },
): Promise<SavedImage> {
  const field = opts.field ?? 'image';
  if (data.length === 0) throw badRequest('The image file is empty', [{ path: field, message: 'Empty file' }]);
  if (data.length > opts.maxBytes) {
    const mb = (opts.maxBytes / 1024 / 1024).toFixed(1);
    throw badRequest(`The image is larger than ${mb} MB`, [{ path: field, message: `At most ${mb} MB` }]);
  }
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw badRequest('The file is not a JPEG, PNG, WebP, GIF or AVIF image', [{ path: field, message: 'Unsupported image type' }]);
  }
  const out = await sharp(data, { animated: false })
    .rotate()
    .resize({ width: opts.maxWidth ?? 1200, height: opts.maxHeight ?? 1200, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const dir = join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const file = `${randomUUID()}.webp`;
  await writeFile(join(dir, file), out.data);
  return { path: `/uploads/${folder}/${file}`, width: out.info.width, height: out.info.height, bytes: out.data.length };
}
