import { useCallback, useEffect, useRef, useState } from 'react';
import { IDLE_OFF, idleStep, nextWake, secondsLeft, type IdleEvent, type IdleState, type IdleTiming } from '../idle-state';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Drives the idle clock (../idle-state.ts) with timers: `remaining` counts the seconds down while the
 * countdown shows, `stillHere()` ends it, and at zero `onReset` runs. Off while `enabled` is false
 * (the attract screen, a payment in flight). One timer at a time, set for the next moment anything
 * shows; a touch only moves the deadline, so the screen does not render again at every touch.
 */
export function useIdleReset(enabled: boolean, onReset: () => void, timing: IdleTiming) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const machine = useRef<IdleState>(IDLE_OFF);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const resetRef = useRef(onReset);
  resetRef.current = onReset;
  const timingRef = useRef(timing);
  timingRef.current = timing;

  const apply = useCallback((event: IdleEvent) => {
    const now = Date.now();
    const { state, reset } = idleStep(machine.current, event, now, timingRef.current);
    machine.current = state;
    setRemaining(secondsLeft(state, now));
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const wake = nextWake(state, now, timingRef.current);
    if (wake !== null) timer.current = setTimeout(() => apply('tick'), Math.max(0, wake - now));
    if (reset) resetRef.current();
  }, []);

  const stillHere = useCallback(() => apply('stillHere'), [apply]);

  useEffect(() => {
    if (!enabled) return undefined;
    apply('enable');
    const onActivity = () => apply('activity');
    for (const e of ACTIVITY) window.addEventListener(e, onActivity, { passive: true });
    return () => {
      for (const e of ACTIVITY) window.removeEventListener(e, onActivity);
      apply('disable');
    };
  }, [enabled, apply]);

  return { remaining, stillHere };
}
