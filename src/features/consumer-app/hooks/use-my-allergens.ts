// The signed-in consumer's saved allergens (their profile), read once per user and kept for the tab:
// the menu warns before adding an item that holds one. The profile screen puts a saved list here so
// the menu follows at once. Guests and staff have none. A failed read gives no warning (better than
// a wrong one); the next screen that needs them asks again.
import { useEffect } from 'react';
import { CONSUMER_ROLES } from '../../../../server/contracts/constants/common';
import type { Allergen } from '../../../../server/contracts/menu';
import { tabCache, useTabCache } from '../../../lib/tab-cache';
import { useCurrentUser } from '../../../lib/use-auth';
import { loadProfile } from '../api/account-api';

const known = tabCache((userUuid): Promise<Allergen[]> => loadProfile(userUuid).then((p) => [...(p.allergens ?? [])]));

/** After the profile saved them: every screen of the tab uses the new list. */
export function rememberMyAllergens(userUuid: string, allergens: readonly Allergen[]): void {
  known.set(userUuid, [...allergens]);
}

const EMPTY: Allergen[] = [];

export function useMyAllergens(): Allergen[] {
  const user = useCurrentUser();
  const uuid = user && (CONSUMER_ROLES as readonly string[]).includes(user.role) ? user.uuid : null;
  useTabCache(known);
  useEffect(() => {
    if (uuid) known.load(uuid);
  }, [uuid]);
  return (uuid && known.get(uuid)) || EMPTY;
}
