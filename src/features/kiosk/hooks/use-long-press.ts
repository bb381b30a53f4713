import { useCallback, useEffect, useRef, type PointerEvent } from 'react';

/**
 * Handlers for a press held `ms` long (a finger or the mouse kept down, not moved off): then `onHold`
 * runs once. A tap, a scroll or a drag off the element does nothing, so a guest touching the logo in
 * passing reveals nothing.
 */
export function useLongPress(onHold: () => void, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const holdRef = useRef(onHold);
  holdRef.current = onHold;
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  const start = useCallback(
    (e: PointerEvent) => {
      if (e.button !== 0) return;
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        holdRef.current();
      }, ms);
    },
    [cancel, ms],
  );
  return {
    onPointerDown: start,
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    // A held finger opens no context menu (touch browsers show one after about half a second).
    onContextMenu: (e: { preventDefault(): void }) => e.preventDefault(),
  };
}
