// The one way a move is offered (contract.ts): a real button carrying the move as JSON in data-move and
// sending exactly that move; disabled while another move is on its way.
import type { ComponentChildren } from 'preact';
import type { MonteCarloMove } from '../../api/types';
import { Labelled } from '../../chrome/labelled';

interface Props {
  readonly move: MonteCarloMove;
  readonly onMove: (move: MonteCarloMove) => void;
  readonly busy: boolean;
  readonly label?: string;
  readonly class?: string;
  readonly children: ComponentChildren;
}

export function MoveButton({ move, onMove, busy, label, class: extra, children }: Props) {
  return (
    <button
      type="button"
      class={`mc-move${extra ? ` ${extra}` : ''}`}
      data-move={JSON.stringify(move)}
      disabled={busy}
      onClick={() => onMove(move)}
    >
      {label === undefined ? children : <Labelled label={label}>{children}</Labelled>}
    </button>
  );
}
