// The signed-in consumer's saved allergens (their profile), read once per user and kept for the tab:
// the menu warns before adding an item that holds one. The profile screen puts a saved list here so
// the menu follows at once. Guests and staff have none.
import { useEffect, useState } from 'react';
import { CONSUMER_ROLES } from '../../../../server/contracts/constants/common';
import type { Allergen } from '../../../../server/contracts/menu';
import { useCurrentUser } from '../../../lib/use-auth';
import { loadProfile } from '../api/account-api';

const known = new Map<string, Allergen[]>();
const inFlight = new Set<string>();
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((l) => l());

/** After the profile saved them: every screen of the tab uses the new list. */
export function rememberMyAllergens(userUuid: string, allergens: readonly Allergen[]): void {
  known.set(userUuid, [...allergens]);
  tell();
}

function load(userUuid: string): void {
  if (known.has(userUuid) || inFlight.has(userUuid)) return;
  inFlight.add(userUuid);
  loadProfile(userUuid)
    .then((p) => rememberMyAllergens(userUuid, p.allergens ?? []))
    .catch(() => {
      /* no warning is better than a wrong one; the next screen that needs them asks again */
    })
    .finally(() => inFlight.delete(userUuid));
}

const EMPTY: Allergen[] = [];

export function useMyAllergens(): Allergen[] {
  const user = useCurrentUser();
  const uuid = user && (CONSUMER_ROLES as readonly string[]).includes(user.role) ? user.uuid : null;
  const [, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    listeners.add(bump);
    return () => {
      listeners.delete(bump);
    };
  }, []);
  useEffect(() => {
    if (uuid) load(uuid);
  }, [uuid]);
  return (uuid && known.get(uuid)) || EMPTY;
}
