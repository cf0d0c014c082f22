// Moving things from where they were to where they are (the FLIP technique): after each new version the
// table is drawn at once in its new state, then each thing that changed place is drawn back at its old
// place and slides to the new one. Things are told apart by the hooks the games' drawings already carry:
// a pawn's `data-pawn` (one element each) and a card's `data-card` (cards alike share a key, so the old
// and new places of one key are paired nearest first). A thing with no old place arrives with a short
// fade; one that stayed put does not move. Only the Web Animations API is used (no inline style), so the
// page's Content-Security-Policy holds, and document.getAnimations() sees every one.
export const MOVING = '[data-pawn], [data-card]';
const SLIDE_MS = 450;
const ARRIVE_MS = 350;
const SAME_PLACE = 1;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Where each key's things are, in page pixels (their centres), in document order. */
export type Places = ReadonlyMap<string, readonly Point[]>;

const keyOf = (el: Element): string =>
  el.hasAttribute('data-pawn') ? `pawn:${el.getAttribute('data-pawn')}` : `card:${el.getAttribute('data-card')}`;

function centre(el: Element): Point {
  const box = el.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

export interface Pairing<T> {
  /** Each new thing with the old place it came from. */
  readonly moved: ReadonlyArray<{ readonly item: T; readonly from: Point; readonly to: Point }>;
  /** New things with no old place left to come from. */
  readonly arrived: readonly T[];
}

/**
 * Pairs the new places of one key with its old ones: things that did not move first, then the nearest
 * remaining pairs. Pure, so the choice of who went where is tested without a browser.
 */
export function pair<T>(before: readonly Point[], after: ReadonlyArray<{ item: T; at: Point }>): Pairing<T> {
  const old = [...before];
  const rest: Array<{ item: T; at: Point }> = [];
  for (const now of after) {
    const same = old.findIndex(p => distance(p, now.at) < SAME_PLACE);
    if (same >= 0) old.splice(same, 1);
    else rest.push(now);
  }
  const moved: Array<{ item: T; from: Point; to: Point }> = [];
  const arrived: T[] = [];
  for (const now of rest) {
    if (old.length === 0) {
      arrived.push(now.item);
      continue;
    }
    let best = 0;
    for (let i = 1; i < old.length; i++) if (distance(old[i]!, now.at) < distance(old[best]!, now.at)) best = i;
    moved.push({ item: now.item, from: old[best]!, to: now.at });
    old.splice(best, 1);
  }
  return { moved, arrived };
}

/** Page pixels to the element's own units: an SVG drawing is scaled to fit, its transforms are in its units. */
function scaleOf(el: Element): { readonly x: number; readonly y: number } {
  const matrix = (el as SVGGraphicsElement).ownerSVGElement?.getScreenCTM?.();
  return matrix ? { x: matrix.a || 1, y: matrix.d || 1 } : { x: 1, y: 1 };
}

/**
 * Measures the moving things under `root`, animates each from its place in `before` (nothing the first
 * time), and answers their places now for the next call.
 */
export function flip(root: Element, before: Places | null, animate: boolean): Places {
  const things = [...root.querySelectorAll(MOVING)];
  // A slide still running from the last version ends first, so it is measured where it really is.
  for (const el of things) for (const running of el.getAnimations?.() ?? []) running.finish();
  const now = new Map<string, Array<{ item: Element; at: Point }>>();
  for (const el of things) {
    const key = keyOf(el);
    now.set(key, [...(now.get(key) ?? []), { item: el, at: centre(el) }]);
  }
  if (before !== null && animate) {
    for (const [key, after] of now) {
      const { moved, arrived } = pair(before.get(key) ?? [], after);
      for (const { item, from, to } of moved) {
        const scale = scaleOf(item);
        const dx = (from.x - to.x) / scale.x;
        const dy = (from.y - to.y) / scale.y;
        item.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }], {
          duration: SLIDE_MS,
          easing: 'cubic-bezier(.2,.7,.3,1)',
        });
      }
      // A thing that just appeared (a card drawn from a face-down deck) fades in where it lands.
      if (before.size > 0)
        for (const item of arrived)
          item.animate(
            [
              { opacity: 0, transform: 'translateY(-8px)' },
              { opacity: 1, transform: 'none' },
            ],
            {
              duration: ARRIVE_MS,
              easing: 'ease-out',
            },
          );
    }
  }
  return new Map([...now].map(([key, list]) => [key, list.map(p => p.at)]));
}
