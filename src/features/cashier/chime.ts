// The pickup screen's chime when an order turns ready (three rising tones) and the queue's beep for
// a new order (two), made with WebAudio (no audio file to cache). Browsers keep audio locked until
// the person touches the page; until then `audioLocked()` is true, the chime is skipped (the
// highlight alone shows the order) and the screen offers "Tap to turn sound on". Any touch or key
// on the page unlocks it.
let ctx: AudioContext | null = null;
const listeners = new Set<() => void>();

function context(): AudioContext | null {
  if (ctx) return ctx;
  try {
    const AudioCtor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioCtor) return null;
    ctx = new AudioCtor();
    ctx.addEventListener('statechange', () => listeners.forEach((l) => l()));
    return ctx;
  } catch {
    return null;
  }
}

/** Whether the browser still holds audio back (no touch yet). False where there is no audio at all. */
export function audioLocked(): boolean {
  const c = context();
  return c !== null && c.state !== 'running';
}

/** Tells when audioLocked() may have changed. */
export function onAudioState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call from a touch, click or key: lets the chime play from now on. */
export function unlockAudio(): Promise<void> {
  const c = context();
  return c && c.state !== 'running' ? c.resume().catch(() => undefined) : Promise.resolve();
}

/** Sine tones one after another, `gap` seconds apart, each rising to `peak` and fading over `length` seconds. */
export function playTones(c: AudioContext, freqs: number[], { gap, peak, length }: { gap: number; peak: number; length: number }): void {
  const start = c.currentTime;
  for (const [i, freq] of freqs.entries()) {
    const osc = c.createOscillator();
    const gain = c.createGain();
    osc.type = 'sine';
    osc.frequency.value = freq;
    const t0 = start + i * gap;
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(peak, t0 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + length);
    osc.connect(gain).connect(c.destination);
    osc.start(t0);
    osc.stop(t0 + length + 0.02);
  }
}

/** The queue's beep for a new order: tried even while audio is locked (the touch may come first). */
export function beep(): void {
  const c = context();
  if (!c) return;
  try {
    if (c.state === 'suspended') void c.resume();
    playTones(c, [880, 1320], { gap: 0.16, peak: 0.25, length: 0.14 });
  } catch {
    /* no audio on this device: the highlight still shows */
  }
}

/** Plays the chime; answers whether it played (not while audio is locked). */
export function chime(): boolean {
  const c = context();
  if (!c || c.state !== 'running') return false;
  try {
    playTones(c, [659.25, 880, 1318.5], { gap: 0.22, peak: 0.35, length: 0.6 });
    return true;
  } catch {
    return false;
  }
}
