// The pickup screen's chime when an order turns ready: three rising tones made with WebAudio (no
// audio file to cache). Browsers keep audio locked until the person touches the page; until then
// `audioLocked()` is true, the chime is skipped (the highlight alone shows the order) and the screen
// offers "Tap to turn sound on". Any touch or key on the page unlocks it.
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

/** Plays the chime; answers whether it played (not while audio is locked). */
export function chime(): boolean {
  const c = context();
  if (!c || c.state !== 'running') return false;
  try {
    const start = c.currentTime;
    for (const [i, freq] of [659.25, 880, 1318.5].entries()) {
      const osc = c.createOscillator();
      const gain = c.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      const t0 = start + i * 0.22;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(0.35, t0 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.6);
      osc.connect(gain).connect(c.destination);
      osc.start(t0);
      osc.stop(t0 + 0.62);
    }
    return true;
  } catch {
    return false;
  }
}
