// Shared by the till's queue and the kitchen boards.
import { useEffect, useState } from 'react';

/** The current time, re-read every `everyMs` (the queue's "time since placed" ticks with it). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
