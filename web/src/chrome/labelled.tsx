// A control whose visible content is a drawing (cards, a pawn disc, dice) and whose name is a sentence:
// the drawing is hidden from screen readers and the sentence is the control's text, visually hidden. Not
// aria-label, which would hide the visible text from voice control ("click Move Red" must find the button
// whose name contains what is shown: WCAG 2.5.3, axe's label-content-name-mismatch).
import type { ComponentChildren } from 'preact';

export function Labelled({ label, children }: { readonly label: string; readonly children: ComponentChildren }) {
  return (
    <>
      <span aria-hidden="true">{children}</span>
      <span class="visually-hidden">{label}</span>
    </>
  );
}
