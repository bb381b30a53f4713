import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMEOUTS } from '../../../config/constants';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Idle reset of a public screen: after `TIMEOUTS.kioskIdle` with no touch, pointer or key the
 * countdown starts (`remaining` counts seconds down); any activity or `stillHere()` stops it, and at
 * zero `onReset` runs. Off while `enabled` is false (the attract screen, and the payment screen unless
 * someone's iCash is signed in there).
 */
export function useIdleReset(enabled: boolean, onReset: () => void) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const tick = useRef<ReturnType<typeof setInterval> | null>(null);
  const resetRef = useRef(onReset);
  resetRef.current = onReset;

  const stopCountdown = useCallback(() => {
    if (tick.current) clearInterval(tick.current);
    tick.current = null;
    setRemaining(null);
  }, []);

  const arm = useCallback(() => {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => {
      const end = Date.now() + TIMEOUTS.kioskIdleCountdown;
      setRemaining(Math.ceil(TIMEOUTS.kioskIdleCountdown / 1000));
      tick.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
        setRemaining(left);
        if (left === 0) {
          if (tick.current) clearInterval(tick.current);
          tick.current = null;
          setRemaining(null);
          resetRef.current();
        }
      }, 250);
    }, TIMEOUTS.kioskIdle);
  }, []);

  const stillHere = useCallback(() => {
    stopCountdown();
    arm();
  }, [arm, stopCountdown]);

  useEffect(() => {
    if (!enabled) {
      stopCountdown();
      return undefined;
    }
    arm();
    // While the countdown shows, only "Continue" (or a touch on it) ends it: the dialog is the touch.
    const onActivity = () => {
      if (!tick.current) arm();
    };
    for (const e of ACTIVITY) window.addEventListener(e, onActivity, { passive: true });
    return () => {
      for (const e of ACTIVITY) window.removeEventListener(e, onActivity);
      if (idleTimer.current) clearTimeout(idleTimer.current);
      stopCountdown();
    };
  }, [enabled, arm, stopCountdown]);

  return { remaining, stillHere };
}
