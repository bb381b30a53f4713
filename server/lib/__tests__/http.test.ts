import { describe, expect, it } from 'vitest';
import { likeTerm, pageOf, paged, slugify } from '../http';
import { newOrderId } from '../crypto';
import { pagingQuerySchema } from '../../contracts/common';

describe('paging', () => {
  it('counts pages up and takes `page` as an alias of `pagenum`', () => {
    expect(paged([1, 2], 21, 2, 10)).toEqual({ items: [1, 2], total: 21, pagenum: 2, limit: 10, pageCount: 3 });
    expect(paged([], 0, 0, 10).pageCount).toBe(0);
    expect(pageOf({ page: 3, limit: 5 })).toEqual({ pagenum: 3, limit: 5, offset: 15 });
    expect(pageOf({ pagenum: 1, page: 9, limit: 5 }).offset).toBe(5);
  });

  it('applies a search only when longer than one character', () => {
    expect(pagingQuerySchema.parse({ search: ' a ' }).search).toBeUndefined();
    expect(pagingQuerySchema.parse({ search: ' ab ' }).search).toBe('ab');
    expect(pagingQuerySchema.parse({}).limit).toBe(10);
    expect(pagingQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});

describe('text helpers', () => {
  it('makes slugs from names with accents and symbols', () => {
    expect(slugify('Initech Café & Bar!')).toBe('initech-cafe-bar');
    expect(slugify('  --  ')).toBe('');
  });

  it('escapes LIKE wildcards', () => {
    expect(likeTerm('50%_off')).toBe('%50\\%\\_off%');
  });

  it('makes order ids of ORD- and 8 unambiguous characters', () => {
    const ids = new Set(Array.from({ length: 500 }, newOrderId));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^ORD-[A-HJ-NP-Z2-9]{8}$/);
  });
});
