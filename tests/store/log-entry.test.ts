// Entries typed by kind (store/log-entry.ts): a row or a notification becomes an entry only with the fields
// its kind carries; one that no append writes is an error, never an entry with a seat or a move made up.
import { describe, expect, it } from 'vitest';
import { entryOf, type StoredEntry } from '../../src/store/log-entry.js';
import { noticeOf, readNotice } from '../../src/store/wakeup-notice.js';

const createdAt = new Date('2026-11-23T06:00:00.000Z');
const stored = (fields: Partial<StoredEntry>): StoredEntry => ({
  seq: 3,
  kind: 'move',
  seat: 1,
  move: { type: 'draw' },
  facts: [{ type: 'drew' }],
  keyDigest: null,
  createdAt,
  ...fields,
});

describe('entries typed by kind', () => {
  it("keeps a move's move and seat, and its key's digest", () => {
    const entry = entryOf(stored({ keyDigest: '42' }));
    expect(entry).toEqual({
      seq: 3,
      kind: 'move',
      seat: 1,
      move: { type: 'draw' },
      facts: [{ type: 'drew' }],
      keyDigest: '42',
      createdAt,
    });
    // The kind narrows the entry: only a move has a move.
    if (entry.kind === 'move') expect(entry.move).toEqual({ type: 'draw' });
  });

  it('gives resignations, timeouts, table entries and entry 0 no move', () => {
    for (const kind of ['resign', 'timeout', 'join', 'leave', 'cancel', 'rematch'] as const) {
      expect(entryOf(stored({ kind, move: null }))).toMatchObject({ kind, seat: 1, move: null });
    }
    expect(entryOf(stored({ kind: 'start', seat: null, move: null }))).toMatchObject({ seat: null, move: null });
    expect(entryOf(stored({ kind: 'cancel', seat: null, move: null }))).toMatchObject({ seat: null });
    expect(entryOf(stored({ seq: 0, kind: 'setup', seat: null, move: null }))).toMatchObject({ seq: 0, seat: null });
  });

  it('refuses a seat command without its seat, and a kind no append writes', () => {
    for (const kind of ['move', 'resign', 'timeout'] as const) {
      expect(() => entryOf(stored({ kind, seat: null }))).toThrow(`entry 3 is a ${kind} without a seat`);
    }
    const unknown = JSON.parse('{"kind":"draw"}') as Pick<StoredEntry, 'kind'>;
    expect(() => entryOf(stored(unknown))).toThrow('unknown kind "draw"');
  });

  it('reads a notification of such an entry as its number alone, so that the follower reads the log', () => {
    const game = '0f0e6a47-3a43-4d3b-9d58-2a0e4bdfbb21';
    const payload = noticeOf(game, {
      seq: 3,
      kind: 'resign',
      seat: null,
      move: null,
      facts: '[]',
      keyDigest: null,
      at: createdAt.toISOString(),
    });
    expect(readNotice(payload)).toEqual({ topic: game, seq: 3, entry: undefined });
  });
});
