// A seat's log as the server shows it to that seat (`GET /games/{id}/moves` with the seat's token: every fact
// redacted for it), kept up to date by reading only the entries after the last one read. What a built-in
// strategy is given besides the view and the legal moves; the table's own entries (a seat taken, the start)
// are not the game's and are left out, as the server's own bots never see them.

const TABLE_KINDS: readonly string[] = ['join', 'leave', 'start', 'cancel', 'rematch'];

export interface LogEntryPage {
  readonly entries: readonly { readonly seq: number; readonly kind: string; readonly facts: readonly unknown[] }[];
}

export interface SeatLog {
  /** The seat's facts, oldest first, up to at least entry `version`. */
  upTo(version: number): Promise<readonly unknown[]>;
}

/** `readAfter(seq)` reads a page of the seat's entries after `seq` (GET /games/{id}/moves?after=seq). */
export function seatLog(readAfter: (after: number) => Promise<LogEntryPage>): SeatLog {
  const facts: unknown[] = [];
  let read = -1;
  return {
    async upTo(version) {
      while (read < version) {
        const { entries } = await readAfter(read);
        if (entries.length === 0) break;
        for (const entry of entries) {
          if (!TABLE_KINDS.includes(entry.kind)) facts.push(...entry.facts);
          read = entry.seq;
        }
      }
      return facts;
    },
  };
}
