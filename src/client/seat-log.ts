// A seat's log as the server shows it to that seat (`GET /games/{id}/moves` with the seat's token: every fact
// redacted for it), kept up to date by reading only the entries after the last one read. What a built-in
// strategy is given besides the view and the legal moves; the table's own entries (a seat taken, the start)
// are not the game's and are left out, as the server's own bots never see them; so are the moves an undo
// took back (its entry's `returnsTo`: the seat's moves after that version), as they are from the state.

const TABLE_KINDS: readonly string[] = ['join', 'leave', 'start', 'cancel', 'rematch'];

export interface LogEntryPage {
  readonly entries: readonly {
    readonly seq: number;
    readonly kind: string;
    readonly facts: readonly unknown[];
    readonly returnsTo?: number;
  }[];
}

export interface SeatLog {
  /** The seat's facts, oldest first, up to at least entry `version`. */
  upTo(version: number): Promise<readonly unknown[]>;
}

/** `readAfter(seq)` reads a page of the seat's entries after `seq` (GET /games/{id}/moves?after=seq). */
export function seatLog(readAfter: (after: number) => Promise<LogEntryPage>): SeatLog {
  const kept: { readonly seq: number; readonly facts: readonly unknown[] }[] = [];
  let read = -1;
  return {
    async upTo(version) {
      while (read < version) {
        const { entries } = await readAfter(read);
        if (entries.length === 0) break;
        for (const entry of entries) {
          if (entry.kind === 'undo') {
            const to = entry.returnsTo ?? entry.seq;
            while (kept.length > 0 && (kept.at(-1)?.seq ?? -1) > to) kept.pop();
          } else if (!TABLE_KINDS.includes(entry.kind)) kept.push({ seq: entry.seq, facts: entry.facts });
          read = entry.seq;
        }
      }
      return kept.flatMap(e => e.facts);
    },
  };
}
