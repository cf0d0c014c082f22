// Where the keyboard's focus goes after a move: the button pressed is disabled while the move travels and
// then gone (the moves change), so the browser drops the focus on the body and a keyboard user starts again
// from the top of the page. After the person's own move, a focus so lost (or left on the status by this
// hook) goes to the moves when it is their turn, else to the status line, which says whose turn it is.
// Never before they have moved: opening a page does not steal the focus. preventScroll: the bar is in view.
import { useEffect, useRef } from 'preact/hooks';

export function useFocusAfterMove(version: number | undefined, busy: boolean, myTurn: boolean) {
  const moves = useRef<HTMLElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (busy) moved.current = true;
    if (!moved.current || busy) return;
    const active = document.activeElement;
    const lost = active === null || active === document.body || !active.isConnected;
    if (!lost && active !== status.current) return;
    const target = myTurn ? moves.current : status.current;
    if (target !== null && target !== active) target.focus({ preventScroll: true });
  }, [version, busy, myTurn]);
  return { moves, status };
}
