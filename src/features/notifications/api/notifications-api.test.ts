import { describe, expect, it } from 'vitest';
import { expectAnswers } from '../../../testing/answers';
import { audiencesFor, homeAudience, listParams } from './notifications-api';

describe('staff notification audiences', () => {
  it('counts each role in the list it hears about live', () => {
    expectAnswers(homeAudience, { admin: 'admin', company: 'company', executive: 'company', manager: 'store', consumer: null });
  });
  it('offers the lists the server lets each role read', () => {
    expect(audiencesFor('admin')).toEqual(['admin', 'company', 'store']);
    expect(audiencesFor('executive')).toEqual(['company', 'store']);
    expect(audiencesFor('manager')).toEqual(['store']);
    expect(audiencesFor(undefined)).toEqual([]);
  });
  it('sends only the scope filter the chosen list takes, paged with `page`', () => {
    const q = { pagenum: 2, limit: 10, company_uuid: 'c', store_uuid: 's' };
    expect(listParams('admin', q)).toEqual({ page: 2, limit: 10 });
    expect(listParams('company', q)).toEqual({ page: 2, limit: 10, company_uuid: 'c' });
    expect(listParams('store', q)).toEqual({ page: 2, limit: 10, store_uuid: 's' });
  });
});
