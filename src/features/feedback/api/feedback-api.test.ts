import { describe, expect, it } from 'vitest';
import { expectAnswers } from '../../../testing/answers';
import { feedbackParams, listLevel } from './feedback-api';

describe('listLevel', () => {
  it('sends each role to the list of its scope', () => {
    expectAnswers(listLevel, { admin: 'admin', company: 'company', executive: 'company', manager: 'store', cashier: 'store' });
  });
});

describe('feedbackParams', () => {
  const q = { pagenum: 1, limit: 25, search: 'cold', company_uuid: 'c', store_uuid: 's', start_date: '2026-01-01', end_date: '2026-01-31' };
  it('keeps every filter for the company and admin lists of order feedback', () => {
    expect(feedbackParams(q, 'company', true)).toEqual(q);
  });
  it('drops the company filter the store list does not take', () => {
    expect(feedbackParams(q, 'store', true)).not.toHaveProperty('company_uuid');
    expect(feedbackParams(q, 'store', true)).toMatchObject({ store_uuid: 's', start_date: '2026-01-01' });
  });
  it('drops the dates the product review lists do not take', () => {
    const p = feedbackParams(q, 'admin', false);
    expect(p).not.toHaveProperty('start_date');
    expect(p).not.toHaveProperty('end_date');
    expect(p).toMatchObject({ company_uuid: 'c', search: 'cold' });
  });
});
