// The page's view of order notifications on this device: the state (read once on mount), and turning
// them on or off with the outcome as a message key of the `push` namespace.
import { useCallback, useEffect, useState } from 'react';
import { pushState, turnOffPush, turnOnPush, type PushOwner, type PushState } from './push-client';

export type PushOutcome = 'on' | 'off' | 'blocked' | 'dismissed' | 'failed' | null;

export function usePush(owner: PushOwner) {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PushOutcome>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void pushState().then((s) => active && setState(s));
    return () => {
      active = false;
    };
  }, []);

  const run = useCallback(async (action: () => Promise<PushState>) => {
    setBusy(true);
    setFailure(null);
    try {
      const next = await action();
      setState(next);
      setOutcome(next === 'on' ? 'on' : next === 'blocked' ? 'blocked' : next === 'off' ? 'off' : 'failed');
    } catch (err) {
      setOutcome('failed');
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }, []);

  const guest = owner.guest;
  const orderId = owner.guest ? owner.orderId : null;
  const turnOn = useCallback(() => run(() => turnOnPush(orderId !== null ? { guest: true, orderId } : { guest: false })), [run, orderId]);
  const turnOff = useCallback(() => run(() => turnOffPush({ guest })), [run, guest]);
  return { state, busy, outcome, failure, turnOn, turnOff, setOutcome };
}
