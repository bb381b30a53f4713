// A hover and focus hint on an icon button or a collapsed menu entry: MUI's Tooltip (with Popper),
// which is no part of a first screen (issue 13). Until its chunk is there (it is fetched ahead once the
// page has settled) the element shows without the hint; its name (aria-label) never depends on it. A
// chunk that does not come (offline, no service worker) leaves the element as it is.
import type { TooltipProps } from '@mui/material/Tooltip';
import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { withTimeout } from '../lib/chunk-timeout';
import { preloadWhenIdle } from '../lib/lazy-part';

type HintProps = { title: ReactNode; placement?: TooltipProps['placement']; children: ReactElement };

const AsItIs = ({ children }: HintProps) => children;
const load = () => withTimeout(import('@mui/material/Tooltip')).then((m) => ({ default: m.default as ComponentType<HintProps> }));
const Tooltip = lazy(() => load().catch(() => ({ default: AsItIs })));
preloadWhenIdle(() => load().catch(() => undefined));

export function Hint({ title, placement, children }: HintProps) {
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} placement={placement}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
