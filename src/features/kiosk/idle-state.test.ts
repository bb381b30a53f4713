import { describe, expect, it } from 'vitest';
import { IDLE_OFF, idleStep, nextWake, secondsLeft, type IdleEvent, type IdleState, type IdleTiming } from './idle-state';

const KIOSK: IdleTiming = { idleMs: 90_000, countdownMs: 10_000 };
const RECEIPT: IdleTiming = { idleMs: 0, countdownMs: 15_000, touchRestartsCountdown: true };

/** Runs events at the given times; answers the last state and when resets happened. */
function run(timing: IdleTiming, events: [number, IdleEvent][], from: IdleState = IDLE_OFF) {
  let state = from;
  const resets: number[] = [];
  for (const [at, event] of events) {
    const out = idleStep(state, event, at, timing);
    state = out.state;
    if (out.reset) resets.push(at);
  }
  return { state, resets };
}

/** Follows the clock the way the hook does: wakes at nextWake until `until`, recording the seconds shown. */
function follow(timing: IdleTiming, start: IdleState, now: number, until: number) {
  let state = start;
  const shown: (number | null)[] = [];
  const resets: number[] = [];
  let t = now;
  for (let guard = 0; guard < 1000; guard += 1) {
    const wake = nextWake(state, t, timing);
    if (wake === null || wake > until) break;
    t = wake;
    const out = idleStep(state, 'tick', t, timing);
    state = out.state;
    if (out.reset) resets.push(t);
    shown.push(secondsLeft(state, t));
  }
  return { state, shown, resets };
}

describe('the kiosk idle clock', () => {
  it('asks after 90 s without a touch, counts 10 down to the reset', () => {
    const started = run(KIOSK, [[0, 'enable']]).state;
    expect(started).toEqual({ phase: 'watching', since: 0 });
    expect(secondsLeft(started, 0)).toBeNull();
    const { shown, resets } = follow(KIOSK, started, 0, 100_000);
    expect(shown).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, null]);
    expect(resets).toEqual([100_000]);
  });

  it('a touch while watching starts the idle period again; a touch while asking does not end the question', () => {
    const { state } = run(KIOSK, [
      [0, 'enable'],
      [60_000, 'activity'],
      [140_000, 'tick'],
    ]);
    expect(state).toEqual({ phase: 'watching', since: 60_000 });
    const asked = run(KIOSK, [[150_000, 'tick']], state).state;
    expect(asked).toEqual({ phase: 'asking', until: 160_000 });
    expect(run(KIOSK, [[152_000, 'activity']], asked).state).toEqual(asked);
    // "I'm still here": a whole idle period again, no reset.
    const kept = run(KIOSK, [[153_000, 'stillHere'], [160_000, 'tick']], asked);
    expect(kept).toEqual({ state: { phase: 'watching', since: 153_000 }, resets: [] });
  });

  it('off (attract screen, a payment in flight) never resets; back on, the guest gets the whole period from then', () => {
    const asked: IdleState = { phase: 'asking', until: 100_000 };
    const held = run(KIOSK, [[95_000, 'disable'], [500_000, 'tick'], [500_000, 'activity'], [500_000, 'stillHere']], asked);
    expect(held).toEqual({ state: IDLE_OFF, resets: [] });
    expect(nextWake(held.state, 500_000, KIOSK)).toBeNull();
    const back = run(KIOSK, [[600_000, 'enable'], [650_000, 'tick']], held.state);
    expect(back).toEqual({ state: { phase: 'watching', since: 600_000 }, resets: [] });
    // Enabling again while on changes nothing.
    expect(run(KIOSK, [[610_000, 'enable']], back.state).state).toEqual(back.state);
  });

  it('wakes only when something shows: the idle deadline, then each second of the countdown', () => {
    expect(nextWake({ phase: 'watching', since: 1_000 }, 5_000, KIOSK)).toBe(91_000);
    expect(nextWake({ phase: 'asking', until: 10_000 }, 250, KIOSK)).toBe(1_000);
    expect(nextWake({ phase: 'asking', until: 10_000 }, 1_000, KIOSK)).toBe(2_000);
    expect(nextWake({ phase: 'asking', until: 10_000 }, 10_500, KIOSK)).toBe(10_500);
    expect(secondsLeft({ phase: 'asking', until: 10_000 }, 250)).toBe(10);
    expect(secondsLeft({ phase: 'asking', until: 10_000 }, 12_000)).toBe(0);
  });
});

describe('a clock with no countdown (the staff controls)', () => {
  it('lets go after the idle period at once, and a touch keeps it', () => {
    const timing: IdleTiming = { idleMs: 60_000, countdownMs: 0 };
    const on = run(timing, [[0, 'enable'], [30_000, 'activity']]).state;
    expect(run(timing, [[89_999, 'tick']], on)).toEqual({ state: on, resets: [] });
    expect(run(timing, [[90_000, 'tick']], on).resets).toEqual([90_000]);
  });
});

describe('the receipt clock', () => {
  it('counts 15 s down at once and starts over; a touch starts the count again', () => {
    const shown = run(RECEIPT, [[0, 'enable']]).state;
    expect(secondsLeft(shown, 0)).toBe(15);
    const touched = run(RECEIPT, [[9_000, 'activity']], shown).state;
    expect(secondsLeft(touched, 9_000)).toBe(15);
    expect(follow(RECEIPT, touched, 9_000, 24_000).resets).toEqual([24_000]);
    expect(follow(RECEIPT, shown, 0, 15_000).resets).toEqual([15_000]);
  });
});
