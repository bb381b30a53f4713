// One action at a time on a form: `busy` while it runs (buttons wait), and its failure as a sentence
// in `error` (cleared when the next one starts).
import { useState } from 'react';

export function useBusy(messageOf: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  return { busy, setBusy, error, setError, run };
}
