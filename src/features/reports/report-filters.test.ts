import { describe, expect, it } from 'vitest';
import { filterProblems, filtersForLevel, paramsOfView, periodDates, periodOfDates, reportLevel, viewFromParams } from './report-filters';

const ACME = '11111111-1111-4111-8111-111111111111';
const HQ = '22222222-2222-4222-8222-222222222222';
const ALICE = '33333333-3333-4333-8333-333333333333';

describe('report addresses', () => {
  it('reads every filter from the address and writes them back the same', () => {
    const q = new URLSearchParams({
      company_uuid: ACME,
      store_uuid: HQ,
      user_uuid: ALICE,
      customer: 'Alice Sharma',
      order_status: 'completed',
      payment_method: 'wallet',
      start_date: '2026-11-01',
      end_date: '2026-11-22',
      search: 'ORD-1',
    });
    const view = viewFromParams(q);
    expect(view).toEqual({
      filters: {
        company_uuid: ACME,
        store_uuid: HQ,
        user_uuid: ALICE,
        order_status: 'completed',
        payment_method: 'wallet',
        start_date: '2026-11-01',
        end_date: '2026-11-22',
        search: 'ORD-1',
      },
      customer: 'Alice Sharma',
    });
    expect(Object.fromEntries(paramsOfView(view))).toEqual(Object.fromEntries(q));
  });

  it('drops what is malformed instead of sending it to be refused', () => {
    const view = viewFromParams(
      new URLSearchParams(
        'company_uuid=nope&order_status=lost&payment_method=cheque&start_date=22.11.2026&search=a&limit=7&pagenum=-1' +
          '&sort_by=password&customer=X',
      ),
    );
    expect(view).toEqual({ filters: {}, customer: undefined });
    expect(paramsOfView(view).toString()).toBe('');
  });
});

describe('report filters', () => {
  it('sends a store report neither company nor store, and picks the report of each role', () => {
    expect(filtersForLevel('store', { company_uuid: ACME, store_uuid: HQ, order_status: 'placed', search: '' })).toEqual({ order_status: 'placed' });
    expect(filtersForLevel('company', { store_uuid: HQ })).toEqual({ store_uuid: HQ });
    expect(reportLevel('admin')).toBe('admin');
    expect(reportLevel('executive')).toBe('company');
    expect(reportLevel('manager')).toBe('store');
    expect(reportLevel('cashier')).toBeNull();
  });

  it('refuses an end date before the start date', () => {
    expect(filterProblems({ start_date: '2026-11-02', end_date: '2026-11-01' })).toEqual({ end_date: 'filters.dateOrder' });
    expect(filterProblems({ start_date: '2026-11-01', end_date: '2026-11-01' })).toEqual({});
  });

  it('turns named periods into dates and back', () => {
    const now = new Date(2026, 2, 3, 15, 0); // 3 March 2026
    expect(periodDates('today', now)).toEqual({ start_date: '2026-03-03', end_date: '2026-03-03' });
    expect(periodDates('yesterday', now)).toEqual({ start_date: '2026-03-02', end_date: '2026-03-02' });
    expect(periodDates('last7', now)).toEqual({ start_date: '2026-02-25', end_date: '2026-03-03' });
    expect(periodDates('thisMonth', now)).toEqual({ start_date: '2026-03-01', end_date: '2026-03-03' });
    expect(periodDates('lastMonth', now)).toEqual({ start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(periodOfDates('2026-02-01', '2026-02-28', now)).toBe('lastMonth');
    expect(periodOfDates('2026-02-01', '2026-02-27', now)).toBe('custom');
    expect(periodOfDates(undefined, undefined, now)).toBe('custom');
  });
});
