// The record a create-or-edit screen works on: `?id=<uuid>` names it (none: a new one). The list
// hands the row over in router state so the form opens at once; otherwise it is fetched.
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAsync } from './use-async';

export function useEditedRecord<T extends { uuid: string }>(stateKey: string, find: (id: string, signal: AbortSignal) => Promise<T | null>) {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('id');
  const passed = (location.state as Record<string, T | undefined> | null)?.[stateKey];
  const initial = passed && passed.uuid === id ? passed : null;
  const lookup = useAsync(async (signal) => (id && !initial ? find(id, signal) : initial), [id]);
  return { id, lookup };
}
