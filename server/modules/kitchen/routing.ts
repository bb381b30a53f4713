// Which kitchen stations make which order line: pure, so that the board, the expeditor and a bump
// all read the same answer. A product's own routes win over its category's; a combo without a route
// of its own is split by its choices (the burger to the grill, the drink to drinks), each choice
// routed as a product, else by the combo's category; a line (or choice) with no route goes to the
// store's default station, or to every station when it has none.
import type { OrderItemComboChoice } from '../../contracts/menu';

export interface RoutingTable {
  /** Active stations of the store, in board order. */
  stations: string[];
  /** product uuid -> stations */
  byProduct: Map<string, string[]>;
  /** category uuid -> stations */
  byCategory: Map<string, string[]>;
  /** The station for unrouted lines; null: every station. */
  defaultStation: string | null;
  /** product uuid -> its category */
  categoryOf: Map<string, string>;
}

export interface RoutedLineInput {
  product_uuid: string | null;
  combo: OrderItemComboChoice[];
}

/** Per station making the line: the combo choices it makes (every choice when the whole line goes there). */
export type LineRouting = Map<string, OrderItemComboChoice[]>;

function fallback(table: RoutingTable): string[] {
  return table.defaultStation && table.stations.includes(table.defaultStation) ? [table.defaultStation] : table.stations;
}

/** The stations of a product by its own routes, else its category's; null when neither routes it. */
function routed(table: RoutingTable, productUuid: string | null): string[] | null {
  if (!productUuid) return null;
  const own = table.byProduct.get(productUuid);
  if (own?.length) return own;
  const category = table.categoryOf.get(productUuid);
  const byCategory = category ? table.byCategory.get(category) : undefined;
  return byCategory?.length ? byCategory : null;
}

export function routeLine(table: RoutingTable, line: RoutedLineInput): LineRouting {
  const out: LineRouting = new Map();
  if (table.stations.length === 0) return out;
  const whole = (stations: string[]) => {
    for (const s of stations) out.set(s, line.combo);
    return out;
  };
  const own = line.product_uuid ? table.byProduct.get(line.product_uuid) : undefined;
  if (own?.length || line.combo.length === 0) return whole(routed(table, line.product_uuid) ?? fallback(table));
  // A combo without a route of its own: each choice where it is made.
  const comboCategory = line.product_uuid ? table.categoryOf.get(line.product_uuid) : undefined;
  const comboFallback = (comboCategory && table.byCategory.get(comboCategory)) || fallback(table);
  for (const choice of line.combo) {
    for (const s of routed(table, choice.product_uuid) ?? comboFallback) out.set(s, [...(out.get(s) ?? []), choice]);
  }
  return out;
}

/** The table from a store's stations and routes (routes to stations not listed are dropped). */
export function routingTable(
  stations: string[],
  routes: { station_uuid: string; category_uuid: string | null; product_uuid: string | null }[],
  defaultStation: string | null,
  categoryOf: Map<string, string>,
): RoutingTable {
  const active = new Set(stations);
  const byProduct = new Map<string, string[]>();
  const byCategory = new Map<string, string[]>();
  const add = (m: Map<string, string[]>, key: string, station: string) => m.set(key, [...(m.get(key) ?? []), station]);
  for (const r of routes) {
    if (!active.has(r.station_uuid)) continue;
    if (r.product_uuid) add(byProduct, r.product_uuid, r.station_uuid);
    else if (r.category_uuid) add(byCategory, r.category_uuid, r.station_uuid);
  }
  // Board order within each list, so a line on two stations lists them as the store does.
  const order = (a: string, b: string) => stations.indexOf(a) - stations.indexOf(b);
  for (const m of [byProduct, byCategory]) for (const v of m.values()) v.sort(order);
  return { stations, byProduct, byCategory, defaultStation, categoryOf };
}
