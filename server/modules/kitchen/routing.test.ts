import { describe, expect, it } from 'vitest';
import { routeLine, routingTable } from './routing';

const choice = (product_uuid: string) => ({ slot_uuid: `slot-${product_uuid}`, slot_name: 'Slot', product_uuid, name: product_uuid, upcharge: 0 });
const categoryOf = new Map([
  ['burger', 'mains'],
  ['cola', 'drinks'],
  ['fries', 'sides'],
  ['meal', 'combos'],
]);
const routes = [
  { station_uuid: 'grill', category_uuid: 'mains', product_uuid: null },
  { station_uuid: 'bar', category_uuid: 'drinks', product_uuid: null },
  { station_uuid: 'bar', category_uuid: null, product_uuid: 'fries' },
];

describe('routeLine', () => {
  it("splits a combo without a route of its own by its choices' routes", () => {
    const table = routingTable(['grill', 'bar', 'fryer'], routes, null, categoryOf);
    const at = routeLine(table, { product_uuid: 'meal', combo: [choice('burger'), choice('cola'), choice('fries')] });
    expect([...at.keys()].sort()).toEqual(['bar', 'grill']);
    expect(at.get('grill')!.map((c) => c.product_uuid)).toEqual(['burger']);
    expect(at.get('bar')!.map((c) => c.product_uuid)).toEqual(['cola', 'fries']);
  });

  it('sends a combo with its own route whole, and unrouted lines to the default station or everywhere', () => {
    const table = routingTable(['grill', 'bar'], [...routes, { station_uuid: 'grill', category_uuid: null, product_uuid: 'meal' }], null, categoryOf);
    const whole = routeLine(table, { product_uuid: 'meal', combo: [choice('burger'), choice('cola')] });
    expect([...whole.keys()]).toEqual(['grill']);
    expect(whole.get('grill')).toHaveLength(2);
    expect([...routeLine(table, { product_uuid: 'salad', combo: [] }).keys()]).toEqual(['grill', 'bar']);
    const withDefault = routingTable(['grill', 'bar'], routes, 'bar', categoryOf);
    expect([...routeLine(withDefault, { product_uuid: 'salad', combo: [] }).keys()]).toEqual(['bar']);
    // A route to a station that is not active counts as no route.
    const grillOff = routingTable(['bar'], routes, null, categoryOf);
    expect([...routeLine(grillOff, { product_uuid: 'burger', combo: [] }).keys()]).toEqual(['bar']);
  });
});

describe('ticketAge', () => {
  it('turns to warning and to late at the store’s thresholds', async () => {
    const { ticketAge } = await import('../../contracts/constants/kitchen');
    expect([0, 4, 5, 9, 10, 42].map((m) => ticketAge(m, 5, 10))).toEqual(['fresh', 'fresh', 'warning', 'warning', 'late', 'late']);
  });
});
