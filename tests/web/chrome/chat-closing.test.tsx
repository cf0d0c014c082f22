// @vitest-environment happy-dom
// The chat on the page once the game is over: it learns when writing closes from the server (`closesAt` on
// the chat's page, read again when the game ends), and at that moment stops offering to write, by itself (one
// timer), keeping the messages to read; a refusal (422 chat-closed) closes it too.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, postChat, readChat } from '../../../web/src/api/client';
import type { ChatMessage, Problem } from '../../../web/src/api/types';
import { ChatPanel } from '../../../web/src/chrome/chat';
import { useChat, type Chat } from '../../../web/src/chrome/use-chat';

vi.mock('../../../web/src/api/client', async original => ({
  ...(await original<typeof import('../../../web/src/api/client')>()),
  postChat: vi.fn(),
  readChat: vi.fn(),
}));
const read = vi.mocked(readChat);

const NOW = Date.parse('2026-11-29T12:00:00.000Z');
const message = {
  id: 1,
  channel: 'seats',
  text: 'gg',
  playerId: 'p',
  seat: 0,
  name: 'Bob',
  at: '2026-11-29T11:59:00.000Z',
};
const page = (closesAt: string | null) => ({ messages: [message as ChatMessage], next: null, closesAt }) as never;

let root: HTMLElement;
let chat: Chat | undefined;
function Table() {
  chat = useChat('g', 'key');
  return <ChatPanel chat={chat} identity={{ id: 'ada', name: 'Ada', key: 'key' }} />;
}
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
const writable = () => root.querySelector('[data-testid="chat-input"]') !== null;
const closedNote = () => root.querySelector('[data-testid="chat-closed"]')?.textContent ?? null;

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW });
  read.mockReset();
  root = document.createElement('div');
});
afterEach(() => {
  render(null, root);
  vi.useRealTimers();
});

describe('the chat once the game is over', () => {
  it('reads again once the first read is done, when the game ends during it', async () => {
    let answer: (value: never) => void = () => undefined;
    read.mockReturnValueOnce(new Promise<never>(resolve => (answer = resolve)));
    await act(() => render(<Table />, root));
    read.mockResolvedValue(page(new Date(NOW - 1).toISOString()));
    await act(() => (chat as Chat).recheck());
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    await act(() => answer(page(null)));
    await settle();
    await settle();
    expect(read).toHaveBeenCalledTimes(2);
    expect(read).toHaveBeenLastCalledWith('g', 'key', 1);
    expect(writable()).toBe(false);
  });

  it('takes an unreadable moment for none', async () => {
    read.mockResolvedValue(page('soon'));
    await act(() => render(<Table />, root));
    await settle();
    expect((chat as Chat).closesAt).toBeNull();
    expect(writable()).toBe(true);
  });

  it('closes by itself when the server said, and keeps the messages', async () => {
    read.mockResolvedValue(page(null));
    await act(() => render(<Table />, root));
    await settle();
    expect(writable()).toBe(true);
    // The game ends: the page asks again, and the server sets the moment.
    read.mockResolvedValue(page(new Date(NOW + 600_000).toISOString()));
    await act(() => (chat as Chat).recheck());
    await settle();
    expect(read).toHaveBeenLastCalledWith('g', 'key', 1);
    expect(writable()).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(599_000);
    });
    expect(writable()).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(writable()).toBe(false);
    expect(closedNote()).toBe('The chat is closed; its messages can still be read.');
    expect(root.textContent).toContain('gg');
  });

  it('closes when a message is refused as too late, whatever the two clocks say', async () => {
    // The server's clock is 30 s ahead of this browser's: its moment is still to come here.
    const closedAt = new Date(NOW + 30_000).toISOString();
    read.mockResolvedValue(page(closedAt));
    await act(() => render(<Table />, root));
    await settle();
    expect(writable()).toBe(true);
    vi.mocked(postChat).mockRejectedValueOnce(
      new ApiError(422, {
        type: '/problems/chat-closed',
        title: 'closed',
        status: 422,
        code: 'chat-closed',
        detail: 'The chat is closed.',
        closedAt,
      } as Problem),
    );
    await act(async () => {
      await (chat as Chat).send('one more');
    });
    expect(writable()).toBe(false);
    expect(closedNote()).not.toBeNull();
  });
});
