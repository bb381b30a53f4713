// The prices a screen showed for an order taken offline, claimed so the server honours them: each
// product's own price once (however many lines it has) and each chosen option's price or delta once.
// The kiosk and the till send them; every line of one order comes from the same menu, so the first
// line of a product speaks for all.

export interface ShownLine {
  product_uuid: string;
  product_price: number;
  options: readonly { option_uuid: string; price: number }[];
}

export function priceClaims(lines: readonly ShownLine[]) {
  const products = new Map<string, number>();
  const options = new Map<string, number>();
  for (const l of lines) {
    if (!products.has(l.product_uuid)) products.set(l.product_uuid, l.product_price);
    for (const o of l.options) if (!options.has(o.option_uuid)) options.set(o.option_uuid, o.price);
  }
  return {
    offline_prices: [...products].map(([product_uuid, unit_price]) => ({ product_uuid, unit_price })),
    ...(options.size ? { offline_option_prices: [...options].map(([option_uuid, price]) => ({ option_uuid, price })) } : {}),
  };
}
