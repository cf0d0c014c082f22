// @vitest-environment happy-dom
// The page's chat sends each message with an Idempotency-Key kept until the message is taken: sending the same
// text again after a failure (the answer lost on a bad connection) reuses the key, so the server writes it
// once; another text, or the same text once taken, is a new message with a new key.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postChat, readChat } from '../../../web/src/api/client';
import type { ChatMessage } from '../../../web/src/api/types';
import { useChat, type Chat } from '../../../web/src/chrome/use-chat';

vi.mock('../../../web/src/api/client', async original => ({
  ...(await original<typeof import('../../../web/src/api/client')>()),
  postChat: vi.fn(),
  readChat: vi.fn(),
}));
const posted = vi.mocked(postChat);

let root: HTMLElement;
let chat: Chat | undefined;
function Probe() {
  chat = useChat('g', 'key');
  return null;
}

const message = (id: number, text: string) =>
  ({ id, channel: 'seats', text, playerId: 'p', seat: 0, name: 'Ada', at: '2026-11-28T12:00:00.000Z' }) as ChatMessage;

beforeEach(async () => {
  vi.mocked(readChat).mockResolvedValue({ messages: [], next: null } as never);
  posted.mockReset();
  root = document.createElement('div');
  await act(() => render(<Probe />, root));
});
afterEach(() => render(null, root));

const send = async (text: string): Promise<boolean> => {
  let taken = false;
  await act(async () => {
    taken = await (chat as Chat).send(text);
  });
  return taken;
};
const keyOf = (call: number): unknown => posted.mock.calls[call]?.[3];

describe('the chat on the page', () => {
  it('sends a message again after a failure with the same Idempotency-Key, and a new message with a new one', async () => {
    posted.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await send('gg')).toBe(false);
    posted.mockResolvedValueOnce(message(1, 'gg'));
    expect(await send('gg')).toBe(true);
    expect(keyOf(0)).toEqual(expect.any(String));
    expect(keyOf(1)).toBe(keyOf(0));
    posted.mockResolvedValueOnce(message(2, 'gg'));
    expect(await send('gg')).toBe(true);
    expect(keyOf(2)).not.toBe(keyOf(1));
    posted.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await send('well played')).toBe(false);
    posted.mockResolvedValueOnce(message(3, 'rematch?'));
    expect(await send('rematch?')).toBe(true);
    expect(keyOf(4)).not.toBe(keyOf(3));
    expect((chat as Chat).messages.map(m => m.id)).toEqual([1, 2, 3]);
  });
});
