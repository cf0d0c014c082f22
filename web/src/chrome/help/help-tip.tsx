// A small "?" button beside a thing on the table that opens a short explanation and a link to its rule.
// A real button with aria-expanded and aria-controls, so a tap, a click, Enter and Space all open it and
// a screen reader says whether it is open; Escape closes it and gives the focus back to the button. The
// popover is drawn in the flow (no portal), so it follows the table's layout on a phone and on a desktop.
import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n/i18n';
import type { HelpEntry } from './game-help';
import { ruleHref } from './rule-link';
import './help.css';

interface Props {
  readonly game: string;
  readonly entry: HelpEntry;
  /** Which kind it explains, for tests and the stylesheet ("move-trade", "square-bank"). */
  readonly kind: string;
}

export function HelpTip({ game, entry, kind }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLSpanElement>(null);
  // Kept inside the screen: a "?" near the right edge of a phone opens its popover shifted to the left.
  useLayoutEffect(() => {
    const el = popover.current;
    if (!open || el === null) return;
    el.style.removeProperty('translate');
    const box = el.getBoundingClientRect();
    const margin = 8;
    const over = box.right - (document.documentElement.clientWidth - margin);
    const shift = over > 0 ? Math.min(over, box.left - margin) : 0;
    if (shift > 0) el.style.setProperty('translate', `${-shift}px 0`);
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <span class="help-tip" data-help={kind}>
      <button
        ref={button}
        type="button"
        class="help-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('help.about', { topic: t(entry.title) })}
        onClick={() => setOpen(o => !o)}
        onKeyDown={e => {
          if (e.key === 'Escape' && open) close();
        }}
      >
        ?
      </button>
      <span
        ref={popover}
        id={id}
        class="help-popover"
        role="note"
        hidden={!open}
        onKeyDown={e => {
          if (e.key === 'Escape') close();
        }}
      >
        <strong>{t(entry.title)}</strong> {t(entry.text)}{' '}
        <a href={ruleHref(game, entry.rule)} target="_blank" rel="noopener">
          {t('help.rule', { rule: entry.rule })}
        </a>
      </span>
    </span>
  );
}
