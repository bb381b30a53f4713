// The guest's allergen filter on the kiosk's menu, apart from its dialog (components/allergen-filter.tsx)
// so that the kiosk's first screen, which holds the filter, does not load the dialog (issue 13).
import type { Allergen } from '../../../server/contracts/constants/menu';

export interface AllergenFilter {
  avoid: Allergen[];
  /** Also hide dishes that may contain traces of them. */
  traces: boolean;
}

export const NO_FILTER: AllergenFilter = { avoid: [], traces: false };

/** Whether a dish stays on the menu under the filter. */
export function passesFilter(p: { allergens: readonly Allergen[]; may_contain: readonly Allergen[] }, f: AllergenFilter): boolean {
  if (!f.avoid.length) return true;
  if (p.allergens.some((a) => f.avoid.includes(a))) return false;
  return !(f.traces && p.may_contain.some((a) => f.avoid.includes(a)));
}
