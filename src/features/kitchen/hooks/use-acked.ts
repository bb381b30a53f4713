// Writes the server has acknowledged but the board on screen does not show yet: between the outbox
// dropping a sent bump (or ready) and the board's next read, the ticket would come back for a
// moment. Each acknowledged write's keys count until a board read after it has arrived.
import { useEffect, useState } from 'react';
import type { OutboxRecord } from '../../../lib/offline/outbox';
import { onSynced } from '../../../lib/offline/sync';

export function useAcked(keysOf: (record: OutboxRecord) => string[], receivedAt: number): (key: string) => boolean {
  const [acked, setAcked] = useState<Map<string, number>>(() => new Map());
  useEffect(
    () =>
      onSynced((record) => {
        const keys = keysOf(record);
        if (!keys.length) return;
        const at = Date.now();
        setAcked((prev) => new Map([...prev, ...keys.map((k): [string, number] => [k, at])]));
      }),
    [keysOf],
  );
  return (key: string) => {
    const at = acked.get(key);
    return at !== undefined && at >= receivedAt;
  };
}
