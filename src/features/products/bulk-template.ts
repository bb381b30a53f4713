// The template file for the bulk product upload, made in the browser: the columns the server reads
// (required first) and two example rows. Lists (allergens, may contain, dietary) are separated by
// ";" so a cell needs no quotes.
import { PRODUCT_BULK_OPTIONAL_COLUMNS, PRODUCT_BULK_REQUIRED_COLUMNS } from '../../../server/contracts/catalogue';
import { saveCsv } from '../../lib/save-file';
import { categoryOptions } from './api/products-api';

export const BULK_COLUMNS = [...PRODUCT_BULK_REQUIRED_COLUMNS, ...PRODUCT_BULK_OPTIONAL_COLUMNS] as const;

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** CSV text: a header row, then one example row per given category name (or a placeholder). */
export function bulkTemplateCsv(categoryNames: readonly string[] = []): string {
  const first = categoryNames[0] ?? 'Breakfast';
  const second = categoryNames[1] ?? first;
  const examples: Record<(typeof BULK_COLUMNS)[number], string>[] = [
    {
      name: 'Masala Dosa',
      category: first,
      price: '45.50',
      type: 'veg',
      description: 'Crisp dosa, potato masala, chutney',
      stock: '',
      is_available: 'yes',
      sort_order: '1',
      allergens: 'mustard',
      may_contain: 'nuts;sesame',
      dietary: 'vegetarian;vegan;gluten_free',
      spicy_level: '1',
      kcal: '380',
    },
    {
      name: 'Cold Coffee',
      category: second,
      price: '60.00',
      type: 'beverage',
      description: 'Chilled, lightly sweet',
      stock: '40',
      is_available: 'yes',
      sort_order: '2',
      allergens: 'milk',
      may_contain: '',
      dietary: 'vegetarian',
      spicy_level: '0',
      kcal: '',
    },
  ];
  const lines = [BULK_COLUMNS.join(','), ...examples.map((row) => BULK_COLUMNS.map((c) => quote(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers the template as a file download. */
export function downloadBulkTemplate(categoryNames: readonly string[] = []): void {
  saveCsv(bulkTemplateCsv(categoryNames), 'products-template.csv');
}

/** The template with the store's own category names where they can be read (example names otherwise). */
export async function downloadStoreTemplate(storeUuid: string | undefined): Promise<void> {
  let names: string[] = [];
  try {
    if (storeUuid) names = (await categoryOptions({ store_uuid: storeUuid })).map((c) => c.name);
  } catch {
    /* the template works with example names too */
  }
  downloadBulkTemplate(names);
}
