// The table's chat and presence on the page (issue 24), rendered to HTML: a message is text, never markup;
// the canned messages are one tap away; a muted author is offered for each message of another player; each
// seat says whether its player is here, and the table how many watch.
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { ChatPanel } from '../../../web/src/chrome/chat';
import { PresenceLine } from '../../../web/src/chrome/presence';
import { seatNames } from '../../../web/src/chrome/seats';
import { mergeChat, type Chat } from '../../../web/src/chrome/use-chat';
import { isolated } from '../../support/bidi';

const message = (id: number, text: string, playerId: string | null, name: string | null) => ({
  id,
  channel: 'seats' as const,
  text,
  playerId,
  seat: 0,
  name,
  at: '2026-11-26T12:00:00.000Z',
});

const chatOf = (messages: Chat['messages'], closesAt: number | null = null): Chat => ({
  messages,
  closesAt,
  error: null,
  busy: false,
  hear: () => undefined,
  send: async () => true,
  mute: async () => undefined,
  recheck: () => undefined,
});

const ada = { id: 'ada-id', name: 'Ada', key: 'k' };

describe('the chat panel', () => {
  it('shows messages as text, offers the canned messages and muting others', () => {
    const html = render(
      <ChatPanel
        chat={chatOf([message(1, '<img src=x onerror=alert(1)>', 'bob-id', 'Bob'), message(2, 'hi', 'ada-id', 'Ada')])}
        identity={ada}
      />,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)>');
    for (const canned of ['Hello!', 'Good luck!', 'Well played!', 'Thanks!']) expect(html).toContain(canned);
    // One mute button: Bob's message, not Ada's own.
    expect(html.match(/class="link chat-mute"/g)).toHaveLength(1);
  });

  it('asks a visitor without a name to pick one before writing', () => {
    const html = render(<ChatPanel chat={chatOf([])} identity={null} />);
    expect(html).toContain('No messages yet.');
    expect(html).toContain('Pick a name to write in the chat.');
    expect(html).not.toContain('chat-input');
  });

  it('stops offering to write once the chat has closed, and keeps the messages to read', () => {
    const open = render(
      <ChatPanel chat={chatOf([message(1, 'gg', 'bob-id', 'Bob')], Date.now() + 60_000)} identity={ada} />,
    );
    expect(open).toContain('chat-input');
    expect(open).not.toContain('chat-closed');
    const closed = render(
      <ChatPanel chat={chatOf([message(1, 'gg', 'bob-id', 'Bob')], Date.now() - 1)} identity={ada} />,
    );
    expect(closed).toContain('gg');
    expect(closed).toContain('The chat is closed; its messages can still be read.');
    expect(closed).not.toContain('chat-input');
    expect(closed).not.toContain('chat-canned');
  });

  it('keeps each message once, in order', () => {
    const merged = mergeChat([message(2, 'b', null, null)], [message(1, 'a', null, null), message(2, 'b', null, null)]);
    expect(merged.map(m => m.id)).toEqual([1, 2]);
  });
});

describe('the presence line', () => {
  it('marks each seat here or away and counts the watchers', () => {
    const names = seatNames(
      [
        { seat: 0, name: 'Ada', bot: null, state: 'taken' },
        { seat: 1, name: 'Grace', bot: null, state: 'taken' },
      ],
      null,
    );
    const html = render(
      <PresenceLine
        presence={{
          seats: [
            { seat: 0, here: true },
            { seat: 1, here: false },
          ],
          watching: 3,
        }}
        names={names}
      />,
    );
    expect(html).toContain(`${isolated('Ada')} is here`);
    expect(html).toContain(`${isolated('Grace')} is away`);
    expect(html).toContain('3 watching');
  });
});

// A name or a message in a right-to-left script, or ending in neutral characters, takes its own direction
// without reordering the line around it: each is a <bdi> (dir auto, isolated).
describe('the chat, bidi', () => {
  it('isolates each author and each message', () => {
    const html = render(<ChatPanel chat={chatOf([message(1, 'שלום!', 'bob-id', 'דוד')])} identity={ada} />);
    expect(html).toContain('<bdi class="chat-author">דוד</bdi>');
    expect(html).toContain('<bdi class="chat-text">שלום!</bdi>');
  });
});
