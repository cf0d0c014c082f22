// The notification of an append: it names the game and the entry, carries the entry when it fits in a
// Postgres notification (under 8,000 bytes), and is read back into the entry the log holds.
import { describe, expect, it } from 'vitest';
import { noticeOf, readNotice } from '../../src/store/wakeup-notice.js';

const game = '0f0e6a47-3a43-4d3b-9d58-2a0e4bdfbb21';
const at = '2026-11-23T06:00:00.123Z';

describe('notices of appended entries', () => {
  it('carries the entry, read back as the log holds it', () => {
    const payload = noticeOf(game, {
      seq: 7,
      kind: 'move',
      seat: 1,
      move: '{"type":"draw"}',
      facts: '[{"type":"drew","card":"A:1"}]',
      keyDigest: '-5010229573455851542',
      at,
    });
    expect(readNotice(payload)).toEqual({
      topic: game,
      seq: 7,
      entry: {
        seq: 7,
        kind: 'move',
        seat: 1,
        move: { type: 'draw' },
        facts: [{ type: 'drew', card: 'A:1' }],
        keyDigest: '-5010229573455851542',
        createdAt: new Date(at),
      },
    });
  });

  it('names the process that delivers the entry to its own followers itself, when there is one', () => {
    const entry = { seq: 7, kind: 'move', seat: 1, move: '{"type":"draw"}', facts: '[]', keyDigest: null, at } as const;
    expect(readNotice(noticeOf(game, entry, 'a1f1b744-8ed8-475c-9d8c-64378385447b')).by).toBe(
      'a1f1b744-8ed8-475c-9d8c-64378385447b',
    );
    expect(readNotice(noticeOf(game, entry)).by).toBeUndefined();
    expect(readNotice(noticeOf(game, entry, 'a1f1b744-8ed8-475c-9d8c-64378385447b')).entry).toEqual(
      readNotice(noticeOf(game, entry)).entry,
    );
  });

  it('leaves the entry unread for a topic nobody wants here, and still names it', () => {
    const payload = noticeOf(game, {
      seq: 7,
      kind: 'move',
      seat: 1,
      move: '{"type":"draw"}',
      facts: '[]',
      keyDigest: null,
      at,
    });
    const asked: string[] = [];
    const wanted = (topic: string): boolean => {
      asked.push(topic);
      return false;
    };
    expect(readNotice(payload, wanted)).toEqual({ topic: game, seq: 7, entry: undefined });
    expect(asked).toEqual([game]);
  });

  it('keeps an entry without a move or a seat (a table entry, a timeout)', () => {
    const payload = noticeOf(game, { seq: 0, kind: 'setup', seat: null, move: null, facts: '[]', keyDigest: null, at });
    expect(readNotice(payload).entry).toEqual({
      seq: 0,
      kind: 'setup',
      seat: null,
      move: null,
      facts: [],
      keyDigest: null,
      createdAt: new Date(at),
    });
  });

  it('names only the entry when it would not fit in a notification', () => {
    const facts = JSON.stringify([{ type: 'long', text: 'é'.repeat(4_000) }]);
    const payload = noticeOf(game, { seq: 12, kind: 'move', seat: 0, move: null, facts, keyDigest: null, at });
    expect(payload).toBe(`${game}:12`);
    expect(readNotice(payload)).toEqual({ topic: game, seq: 12, entry: undefined });
  });

  it("reads a player's topic, and a payload it cannot parse as a bare number", () => {
    expect(readNotice('player:abc:3')).toEqual({ topic: 'player:abc', seq: 3, entry: undefined });
    expect(readNotice(`${game}:4:{not json`)).toEqual({ topic: game, seq: 4, entry: undefined });
    expect(readNotice(game)).toEqual({ topic: game, seq: undefined, entry: undefined });
  });
});
