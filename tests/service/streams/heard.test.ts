// What the process heard since a mark (service/streams/heard.ts): a stream that read a key or its player's last
// event before subscribing reads again only when the topic was notified in between, or when anything may have
// been missed (the LISTEN connection lost, or a mark older than what is remembered).
import { describe, expect, it } from 'vitest';
import { HeardTopics } from '../../../src/service/streams/heard.js';

describe('heard topics', () => {
  it('tells a topic notified after the mark, and only that topic', () => {
    const heard = new HeardTopics();
    heard.heard('key:a');
    const mark = heard.mark();
    expect(heard.since(mark, 'key:a')).toBe(false);
    heard.heard('player:p');
    expect(heard.since(mark, 'player:p')).toBe(true);
    expect(heard.since(mark, 'key:a')).toBe(false);
    heard.heard('key:a');
    expect(heard.since(mark, 'key:a')).toBe(true);
    expect(heard.since(heard.mark(), 'key:a')).toBe(false);
  });

  it('answers "heard" for every topic after the connection was lost', () => {
    const heard = new HeardTopics();
    const mark = heard.mark();
    heard.heardAll();
    expect(heard.since(mark, 'key:never')).toBe(true);
    expect(heard.since(heard.mark(), 'key:never')).toBe(false);
  });

  it('forgets old topics, answering "heard" for marks older than what it remembers', () => {
    const heard = new HeardTopics();
    const old = heard.mark();
    heard.heard('key:a');
    const recent = (): number => heard.mark();
    let mark = recent();
    for (let i = 0; i < 3 * 4096; i++) {
      heard.heard(`game:${i}`);
      if (i === 2 * 4096) mark = recent();
    }
    expect(heard.since(old, 'key:b')).toBe(true);
    expect(heard.since(mark, 'key:a')).toBe(false);
    expect(heard.since(mark, `game:${3 * 4096 - 1}`)).toBe(true);
    expect(heard.since(mark, 'game:0')).toBe(false);
  });
});
