// Demo pictures for the seed, drawn locally: an SVG composed here (a coloured background by theme, a
// simple food-ish shape, the name in large text) rendered to PNG by sharp under <uploadsDir>/demo/.
// Nothing is downloaded. A file that already exists is reused, so a re-seed costs nothing.
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** The server serves uploadsDir at /uploads/; demo pictures live in its demo/ folder. */
export const DEMO_IMAGE_DIR = 'demo';
export const demoImageUrl = (file: string) => `/uploads/${DEMO_IMAGE_DIR}/${file}`;

/** A picture's colour theme: one per menu category (a category's key is its theme). */
export const DEMO_THEMES = ['breakfast', 'mains', 'snacks', 'beverages', 'desserts', 'salads'] as const;
export type DemoTheme = (typeof DEMO_THEMES)[number];
export type DemoImageKind = 'product' | 'category' | 'banner' | 'logo';

export interface DemoImageSpec {
  /** File name inside <uploadsDir>/demo/, e.g. `product-masala-dosa.png`. */
  file: string;
  kind: DemoImageKind;
  title: string;
  subtitle?: string;
  theme: DemoTheme;
  /** Banners and logos: the brand colour pair instead of the theme's. */
  colors?: [string, string];
}

export interface DemoImageResult {
  written: number;
  reused: number;
  ms: number;
}

const SIZES: Record<DemoImageKind, [number, number]> = {
  product: [480, 360],
  category: [256, 256],
  banner: [1200, 400],
  logo: [256, 256],
};

const PALETTES: Record<DemoTheme, [string, string]> = {
  breakfast: ['#f59e0b', '#fde68a'],
  mains: ['#c2410c', '#fb923c'],
  snacks: ['#a16207', '#facc15'],
  beverages: ['#0e7490', '#67e8f9'],
  desserts: ['#be185d', '#f9a8d4'],
  salads: ['#15803d', '#86efac'],
};

const FONT = `'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif`;

/** Small stable hash: the same name always gives the same variations. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Split a title into at most `maxLines` lines of about `perLine` characters. */
function wrap(text: string, perLine: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  // A bracketed part such as "(2 pcs)" stays together on one line.
  const words = text.replace(/\([^)]*\)/g, (m) => m.replace(/ /g, '\u00a0')).split(/ +/);
  for (const word of words) {
    if (!line) line = word;
    else if ((line + ' ' + word).length <= perLine) line += ' ' + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length <= maxLines && lines.every((l) => l.length <= perLine) ? lines : null;
}

/** Largest font size (down to a floor) at which the title fits the width in the given lines. */
function fitText(text: string, width: number, start: number, maxLines: number): { size: number; lines: string[] } {
  // One line at a slightly smaller size reads better than a short second line.
  for (let size = start; maxLines > 1 && size >= start * 0.8; size -= 2) {
    const line = wrap(text, Math.floor(width / (size * 0.62)), 1);
    if (line) return { size, lines: line };
  }
  for (let size = start; size >= 14; size -= 2) {
    // Bold DejaVu averages about 0.62em per character.
    const lines = wrap(text, Math.floor(width / (size * 0.62)), maxLines);
    if (lines) return { size, lines };
  }
  return { size: 14, lines: [text] };
}

/** The food-ish drawing for a theme, centred on (cx, cy) at scale s (1 = about 200px wide). */
function shape(theme: DemoTheme, cx: number, cy: number, s: number, seed: number): string {
  const accent = ['#ef4444', '#f97316', '#84cc16', '#a855f7', '#eab308'][seed % 5];
  const g = (body: string) => `<g transform="translate(${cx} ${cy}) scale(${s})">${body}</g>`;
  const plate = `<ellipse cx="0" cy="30" rx="110" ry="34" fill="#ffffff" opacity="0.95"/><ellipse cx="0" cy="26" rx="84" ry="22" fill="#f1f5f9"/>`;
  const steam = `<g fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8">
    <path d="M-30 -70 q-12 -16 0 -32 q12 -16 0 -32"/><path d="M0 -76 q-12 -16 0 -32 q12 -16 0 -32"/><path d="M30 -70 q-12 -16 0 -32 q12 -16 0 -32"/></g>`;
  switch (theme) {
    case 'breakfast':
      return g(`${plate}
        <path d="M-70 20 C-80 -10 -40 -30 -10 -20 C20 -40 70 -20 60 10 C70 30 -50 40 -70 20 Z" fill="#ffffff" stroke="#e2e8f0" stroke-width="3"/>
        <circle cx="-8" cy="0" r="20" fill="#facc15"/><circle cx="-14" cy="-6" r="6" fill="#fef9c3"/>
        <rect x="40" y="-40" width="56" height="50" rx="12" fill="#d97706" transform="rotate(${(seed % 30) - 15} 68 -15)"/>`);
    case 'mains':
      return g(`${steam}
        <ellipse cx="0" cy="-18" rx="88" ry="40" fill="#fef3c7"/>
        <circle cx="-30" cy="-30" r="12" fill="${accent}"/><circle cx="20" cy="-36" r="10" fill="#16a34a"/><circle cx="44" cy="-22" r="9" fill="${accent}"/>
        <path d="M-110 -18 L110 -18 C100 60 -100 60 -110 -18 Z" fill="#ffffff"/>
        <path d="M-104 0 L104 0" stroke="${accent}" stroke-width="6"/>`);
    case 'snacks':
      return g(`${plate}
        <path d="M-80 24 L-30 -70 L20 24 Z" fill="#d97706" stroke="#92400e" stroke-width="4" stroke-linejoin="round"/>
        <path d="M-10 24 L40 -56 L90 24 Z" fill="#f59e0b" stroke="#92400e" stroke-width="4" stroke-linejoin="round"/>
        <circle cx="-60" cy="40" r="8" fill="${accent}"/>`);
    case 'beverages':
      return g(`${steam}
        <path d="M-60 -60 L60 -60 L48 50 Q0 62 -48 50 Z" fill="#ffffff"/>
        <path d="M-54 -40 L54 -40 L46 38 Q0 48 -46 38 Z" fill="${seed % 2 ? '#92400e' : '#f97316'}"/>
        <path d="M60 -36 q44 0 40 36 q-4 30 -48 30" fill="none" stroke="#ffffff" stroke-width="12"/>
        <ellipse cx="0" cy="64" rx="96" ry="14" fill="#ffffff" opacity="0.7"/>`);
    case 'desserts':
      return g(`<path d="M-46 0 L46 0 L0 110 Z" fill="#d97706" stroke="#92400e" stroke-width="4" stroke-linejoin="round"/>
        <path d="M-30 20 L18 60 M-18 0 L30 40 M30 20 L-12 60" stroke="#92400e" stroke-width="3"/>
        <circle cx="-26" cy="-14" r="34" fill="#fdf2f8"/><circle cx="26" cy="-14" r="34" fill="${seed % 2 ? '#a16207' : '#fbcfe8'}"/>
        <circle cx="0" cy="-52" r="34" fill="#ffffff"/><circle cx="0" cy="-92" r="10" fill="#dc2626"/>`);
    case 'salads':
      return g(`<circle cx="-40" cy="-22" r="30" fill="#22c55e"/><circle cx="0" cy="-36" r="32" fill="#16a34a"/><circle cx="42" cy="-22" r="30" fill="#4ade80"/>
        <circle cx="-16" cy="-30" r="12" fill="${accent}"/><circle cx="26" cy="-40" r="10" fill="#ef4444"/><circle cx="58" cy="-32" r="8" fill="#facc15"/>
        <path d="M-110 -14 L110 -14 C100 64 -100 64 -110 -14 Z" fill="#ffffff"/>
        <path d="M-104 6 L104 6" stroke="#16a34a" stroke-width="6"/>`);
  }
}

function background(w: number, h: number, [dark, light]: [string, string], seed: number): string {
  const angle = 20 + (seed % 50);
  return (
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle})">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <circle cx="${w * 0.9}" cy="${h * 0.1}" r="${h * 0.45}" fill="#ffffff" opacity="0.12"/>
    <circle cx="${w * 0.08}" cy="${h * 0.95}" r="${h * 0.3}" fill="#ffffff" opacity="0.10"/>`
  );
}

function textBlock(lines: string[], size: number, x: number, firstBaseline: number, anchor: 'middle' | 'start', fill = '#ffffff'): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${firstBaseline + i * size * 1.15}" text-anchor="${anchor}" ` +
        `font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${fill}">${escapeXml(l)}</text>`,
    )
    .join('');
}

/** The SVG source of one demo picture (exported for tests and for a quick look). */
export function demoImageSvg(spec: DemoImageSpec): string {
  const [w, h] = SIZES[spec.kind];
  const seed = hash(spec.title);
  const colors = spec.colors ?? PALETTES[spec.theme];
  let body: string;
  if (spec.kind === 'product') {
    const { size, lines } = fitText(spec.title, w - 48, 40, 2);
    const band = 30 + lines.length * size * 1.15;
    body = `${shape(spec.theme, w / 2, (h - band) / 2 + 16, 0.95, seed)}
      <rect x="0" y="${h - band}" width="${w}" height="${band}" fill="#000000" opacity="0.35"/>
      ${textBlock(lines, size, w / 2, h - band + 12 + size * 0.9, 'middle')}`;
  } else if (spec.kind === 'category') {
    const { size, lines } = fitText(spec.title, w - 24, 34, 1);
    body = `${shape(spec.theme, w / 2, 98, 0.7, seed)}
      <rect x="0" y="${h - 64}" width="${w}" height="64" fill="#000000" opacity="0.3"/>
      ${textBlock(lines, size, w / 2, h - 32 + size * 0.35, 'middle')}`;
  } else if (spec.kind === 'banner') {
    const title = fitText(spec.title, 760, 72, 2);
    const sub = spec.subtitle ? fitText(spec.subtitle, 760, 36, 2) : { size: 0, lines: [] };
    const textH = title.lines.length * title.size * 1.15 + sub.lines.length * sub.size * 1.2 + (sub.lines.length ? 16 : 0);
    const top = (h - textH) / 2 + title.size * 0.85;
    body = `${shape(spec.theme, 970, 210, 1.25, seed)}
      ${textBlock(title.lines, title.size, 64, top, 'start')}
      ${textBlock(sub.lines, sub.size, 64, top + title.lines.length * title.size * 1.15 + 16, 'start', '#fefce8')}`;
  } else {
    const initials = spec.title
      .split(/\s+/)
      .map((p) => p[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase();
    body = `<circle cx="${w / 2}" cy="${h / 2 - 10}" r="84" fill="#ffffff" opacity="0.92"/>
      ${textBlock([initials], 72, w / 2, h / 2 + 16, 'middle', colors[0])}
      ${textBlock([spec.title], fitText(spec.title, w - 24, 24, 1).size, w / 2, h - 22, 'middle')}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${background(w, h, colors, seed)}${body}</svg>`;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Writes every picture that is not there yet, `concurrency` at a time. Files are written under a
 * temporary name and renamed, so a crash never leaves a half-written PNG that would then be reused.
 */
export async function writeDemoImages(uploadsDir: string, specs: DemoImageSpec[], concurrency = 8): Promise<DemoImageResult> {
  const started = performance.now();
  const dir = join(uploadsDir, DEMO_IMAGE_DIR);
  await mkdir(dir, { recursive: true });
  const unique = [...new Map(specs.map((s) => [s.file, s])).values()];
  let written = 0;
  let reused = 0;
  for (let i = 0; i < unique.length; i += concurrency) {
    await Promise.all(
      unique.slice(i, i + concurrency).map(async (spec) => {
        const target = join(dir, spec.file);
        if (await exists(target)) {
          reused++;
          return;
        }
        const png = await sharp(Buffer.from(demoImageSvg(spec))).png({ compressionLevel: 9 }).toBuffer();
        const tmp = `${target}.${process.pid}.tmp`;
        await writeFile(tmp, png);
        await rename(tmp, target);
        written++;
      }),
    );
  }
  return { written, reused, ms: Math.round(performance.now() - started) };
}
