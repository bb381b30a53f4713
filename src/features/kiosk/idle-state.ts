// The kiosk's idle clock as plain data, so that its rules are tested without timers (idle-state.test.ts);
// hooks/use-idle-reset.ts drives it with the real (or the test's) clock.
//
//   off ──enable──▶ watching ──(idleMs without a touch)──▶ asking ──(countdownMs)──▶ reset
//                     ▲   │ touch: watch again from now         │ "I'm still here"
//                     └───┴─────────────────────────────────────┘
//
// Off while nothing is to be lost (the attract screen) and while a payment is in flight: its outcome is
// waited for, then the guest gets a whole idle period again. The receipt uses the same clock with no idle
// period: its countdown starts at once and a touch starts it again.

export interface IdleTiming {
  /** How long without a touch, pointer or key before the countdown starts (0: at once). */
  idleMs: number;
  /** The countdown shown before the reset. */
  countdownMs: number;
  /** A touch during the countdown starts it again (the receipt); otherwise only "still here" ends it (the dialog is the touch). */
  touchRestartsCountdown?: boolean;
}

export type IdleState =
  | { phase: 'off' }
  | { phase: 'watching'; since: number }
  | { phase: 'asking'; until: number };

export type IdleEvent = 'enable' | 'disable' | 'activity' | 'stillHere' | 'tick';

export const IDLE_OFF: IdleState = { phase: 'off' };

function watchFrom(now: number, timing: IdleTiming): IdleState {
  return timing.idleMs <= 0 ? { phase: 'asking', until: now + timing.countdownMs } : { phase: 'watching', since: now };
}

/** The next state, and whether the kiosk starts over now. */
export function idleStep(state: IdleState, event: IdleEvent, now: number, timing: IdleTiming): { state: IdleState; reset: boolean } {
  const same = { state, reset: false };
  if (event === 'disable') return { state: IDLE_OFF, reset: false };
  if (state.phase === 'off') return event === 'enable' ? { state: watchFrom(now, timing), reset: false } : same;
  switch (event) {
    case 'enable':
      return same;
    case 'activity':
      if (state.phase === 'watching') return { state: watchFrom(now, timing), reset: false };
      return timing.touchRestartsCountdown ? { state: { phase: 'asking', until: now + timing.countdownMs }, reset: false } : same;
    case 'stillHere':
      return { state: watchFrom(now, timing), reset: false };
    case 'tick':
      if (state.phase === 'watching') {
        if (now < state.since + timing.idleMs) return same;
        // No countdown (the staff controls): straight to the reset.
        if (timing.countdownMs <= 0) return { state: watchFrom(now, timing), reset: true };
        return { state: { phase: 'asking', until: now + timing.countdownMs }, reset: false };
      }
      // Starting over: the clock waits for whoever comes next (the screen it returns to turns it off or on).
      return now >= state.until ? { state: watchFrom(now, timing), reset: true } : same;
  }
}

/** Whole seconds left on the countdown (10, 9, … 1, 0), or null when none shows. */
export function secondsLeft(state: IdleState, now: number): number | null {
  return state.phase === 'asking' ? Math.max(0, Math.ceil((state.until - now) / 1000)) : null;
}

/** When the clock must look again: the end of the idle period, or the next change of the seconds shown. */
export function nextWake(state: IdleState, now: number, timing: IdleTiming): number | null {
  if (state.phase === 'off') return null;
  if (state.phase === 'watching') return state.since + timing.idleMs;
  const left = state.until - now;
  if (left <= 0) return now;
  // The moment the shown number drops by one (or the end).
  const rest = left % 1000;
  return now + (rest === 0 ? 1000 : rest);
}
