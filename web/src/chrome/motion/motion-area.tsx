// The table's moving part: after each new version it slides pawns and cards from their old places to
// their new ones (flip.ts). With prefers-reduced-motion nothing moves: the new version is simply drawn.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { flip, type Places } from './flip';
import { prefersReducedMotion } from './reduced-motion';
import './motion.css';

interface Props {
  /** The version drawn: things move when it changes, not on every render. */
  readonly version: number;
  readonly children: ComponentChildren;
}

export function MotionArea({ version, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const places = useRef<Places | null>(null);
  const drawn = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (root.current === null || drawn.current === version) return;
    const changed = drawn.current !== null;
    drawn.current = version;
    places.current = flip(root.current, places.current, changed && !prefersReducedMotion());
  });
  return (
    <div ref={root} class="motion-area">
      {children}
    </div>
  );
}
