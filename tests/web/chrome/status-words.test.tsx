// The status line's move number in words a person understands, in each language: before the first move it says
// that no move was made yet, never "Move 0" (a table dealt with its seats taken) nor "Move 2" (a table whose
// second seat was taken by invitation: its log holds the deal, the join and the start); from the first move on,
// the log's number, as the recent moves and the history number it. A vacation taken before the first move is no
// move either: the recent entries, read from the deal on, hold none.
import { render } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import type { Game, LogEntry } from '../../../web/src/api/types';
import { StatusLine } from '../../../web/src/chrome/status';
import { setLanguage } from '../../../web/src/i18n/i18n';

const names = (seat: number): string => ['Ada', 'Grace'][seat] ?? `Seat ${seat}`;

const WORDS = {
  en: { none: 'No move yet.', third: 'Move 3.', numbered: /\bMove \d/ },
  fr: { none: 'Aucun coup pour l’instant.', third: 'Coup 3.', numbered: /\bCoup \d/ },
  de: { none: 'Noch kein Zug.', third: 'Zug 3.', numbered: /\bZug \d/ },
} as const;

/** The status line's text, Ada to act, at `version` whose entry (when read) is of `kind`, after `recent`. */
function statusAt(
  version: number,
  kind: LogEntry['kind'] | null,
  recent: readonly Pick<LogEntry, 'seq' | 'kind'>[] = [],
): string {
  const game = { version, status: 'active', toAct: [0], outcome: null, seat: 0 } as unknown as Game;
  const html = render(<StatusLine game={game} names={names} last={kind === null ? null : { kind }} recent={recent} />);
  return html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
}

describe.each(['en', 'fr', 'de'] as const)('the status line in %s', language => {
  afterEach(async () => setLanguage('en'));

  it('says that no move was made yet, with no number, at a table just dealt', async () => {
    await setLanguage(language);
    for (const text of [statusAt(0, null), statusAt(0, 'setup')]) {
      expect(text).toContain(WORDS[language].none);
      expect(text).not.toMatch(WORDS[language].numbered);
    }
  });

  it('says so too at a table whose seats were taken by invitation before anyone moved', async () => {
    await setLanguage(language);
    for (const kind of ['join', 'start', 'leave'] as const) {
      expect(statusAt(2, kind)).toContain(WORDS[language].none);
      expect(statusAt(2, kind)).not.toMatch(WORDS[language].numbered);
    }
  });

  it("numbers the moves from the first one on, as the log does, whatever the table's entries after it", async () => {
    await setLanguage(language);
    for (const kind of ['move', 'undo', 'vacation', 'stand-in'] as const) {
      expect(statusAt(3, kind)).toContain(WORDS[language].third);
      expect(statusAt(3, kind)).not.toContain(WORDS[language].none);
    }
    // The entry not read yet: the number, as before.
    expect(statusAt(3, null)).toContain(WORDS[language].third);
  });

  it('says no move was made yet after a vacation taken before the first move, and numbers one taken after', async () => {
    await setLanguage(language);
    const kinds = ['setup', 'join', 'start', 'vacation'] as const;
    const before = kinds.map((kind, seq) => ({ seq, kind }));
    expect(statusAt(3, 'vacation', before)).toContain(WORDS[language].none);
    expect(statusAt(3, 'vacation', before)).not.toMatch(WORDS[language].numbered);
    const after = (['setup', 'move', 'move', 'vacation'] as const).map((kind, seq) => ({ seq, kind }));
    expect(statusAt(3, 'vacation', after)).toContain(WORDS[language].third);
    // Recent entries that do not reach back to the deal say nothing of the moves before them.
    expect(statusAt(3, 'vacation', before.slice(1))).toContain(WORDS[language].third);
  });
});
