// The "?" of one group of moves, put by a game's moves list beside the group's heading or button: the
// group is the one the game's help sorts the server's move type into.
import type { GameHelp } from './game-help';
import { HelpTip } from './help-tip';

interface Props {
  readonly game: string;
  readonly help: GameHelp;
  /** A move type as the server lists it ("trade", "call_poker"). */
  readonly moveType: string;
}

export function MoveHelp({ game, help, moveType }: Props) {
  const group = help.groupOf(moveType);
  const entry = help.moves[group];
  return entry === undefined ? null : <HelpTip game={game} entry={entry} kind={`move-${group}`} />;
}
