// The PWA renders with Preact's compat layer: vite.config.ts aliases react and react-dom to it, which
// takes about 57 KiB gzip off every mode's first load (issue 13). Two places where Preact behaves
// unlike React, which the screens rely on, are given React's behaviour here (installed once by main.tsx):
//
// - autoFocus: React focuses an element rendered with `autoFocus` when it is attached; Preact only
//   sets the HTML attribute, which a browser honours once per page load, so a field in a dialog opened
//   later would not get the focus.
// - When effects run: Preact runs useEffect after the next animation frame (with a 35 ms timer beside
//   it); React's scheduler runs them in a task right after the commit. Frames do not come in a hidden
//   tab and are held by a test's fake clock; a task right after the commit is what React does, so the
//   idle clocks, sockets and outbox triggers set up in effects start as they did.
import { options, type VNode } from 'preact';

type Ref = ((el: Element | null) => void) | { current: Element | null } | null | undefined;

const focused = new WeakSet<Element>();

function applyRef(ref: Ref, el: Element | null) {
  if (typeof ref === 'function') ref(el);
  else if (ref) ref.current = el;
}

function autoFocusOnAttach() {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    previous?.(vnode);
    const props = vnode.props as Record<string, unknown> | null;
    if (typeof vnode.type !== 'string' || !props || !(props.autoFocus || props.autofocus)) return;
    delete props.autoFocus;
    delete props.autofocus;
    const own = vnode.ref as Ref;
    vnode.ref = ((el: Element | null) => {
      applyRef(own, el);
      if (el instanceof HTMLElement && !focused.has(el)) {
        focused.add(el);
        el.focus();
      }
    }) as VNode['ref'];
  };
}

function effectsInATask() {
  const queue: (() => void)[] = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    for (const run of queue.splice(0)) run();
  };
  options.requestAnimationFrame = (run) => {
    queue.push(run);
    if (queue.length === 1) channel.port2.postMessage(null);
  };
}

let installed = false;

/** Gives Preact React's behaviour where the screens rely on it (see above). */
export function installPreactCompat(): void {
  if (installed) return;
  installed = true;
  autoFocusOnAttach();
  effectsInATask();
}
