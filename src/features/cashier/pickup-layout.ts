// How a pickup screen column lays out its call numbers so that all of them fit without scrolling:
// the grid (columns) whose tiles give the largest type, capped for a few orders; when even the
// smallest readable type cannot hold them all, as many as fit per page, and the column turns pages.
// Pure, so it is unit-tested without a browser.

export interface TileLayout {
  columns: number;
  /** Font size of the call numbers, px. */
  fontPx: number;
  /** Tiles per page: every entry when they fit, else fewer (the column turns pages). */
  perPage: number;
}

/** Tile size per px of font: a bold monospace glyph is about 0.62em wide; padding around. */
const tileWidth = (chars: number) => chars * 0.62 + 0.9;
const tileHeight = (withName: boolean) => (withName ? 2.35 : 1.62);

export interface TileSpace {
  width: number;
  height: number;
  count: number;
  /** The longest label's characters. */
  chars: number;
  gap: number;
  minFont: number;
  maxFont: number;
  withName: boolean;
}

export function fitTiles(o: TileSpace): TileLayout {
  const perW = tileWidth(o.chars);
  const perH = tileHeight(o.withName);
  if (o.count === 0 || o.width <= 0 || o.height <= 0) return { columns: 1, fontPx: o.maxFont, perPage: o.count };
  let best = { columns: 1, fontPx: 0 };
  for (let columns = 1; columns <= o.count; columns++) {
    const rows = Math.ceil(o.count / columns);
    const w = (o.width - o.gap * (columns - 1)) / columns;
    const h = (o.height - o.gap * (rows - 1)) / rows;
    const font = Math.min(w / perW, h / perH, o.maxFont);
    if (font > best.fontPx) best = { columns, fontPx: font };
  }
  if (best.fontPx >= o.minFont) return { columns: best.columns, fontPx: Math.floor(best.fontPx), perPage: o.count };
  // Pages at the smallest readable type.
  const columns = Math.max(1, Math.floor((o.width + o.gap) / (o.minFont * perW + o.gap)));
  const rows = Math.max(1, Math.floor((o.height + o.gap) / (o.minFont * perH + o.gap)));
  return { columns, fontPx: o.minFont, perPage: columns * rows };
}
