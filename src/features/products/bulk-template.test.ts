import { describe, expect, it } from 'vitest';
import { bulkTemplateCsv } from './bulk-template';

describe('bulk upload template', () => {
  it('has the columns the server reads, required ones first, and example rows', () => {
    const [header, ...rows] = bulkTemplateCsv(['Snacks, hot', 'Drinks']).trim().split('\r\n');
    expect(header).toBe('name,category,price,type,description,stock,is_available,sort_order,allergens,may_contain,dietary,spicy_level,kcal');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('"Snacks, hot"');
    expect(rows[1]).toMatch(/^Cold Coffee,Drinks,60\.00,beverage,/);
    // Lists use ";" so they need no quotes.
    expect(rows[0]).toContain(',mustard,nuts;sesame,vegetarian;vegan;gluten_free,1,380');
  });
});
