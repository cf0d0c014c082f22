// The table's chat: the messages as plain text (JSX escapes them: never HTML), a line to write, the canned
// messages one tap away, and a way to mute an author. Authors and messages are <bdi>: each takes its own
// direction and none reorders the line around it (a right-to-left name, a message ending in punctuation). Seated players write to the seats channel, anyone
// else to the spectators': the server decides, the page only labels what it gets.
import { useState } from 'preact/hooks';
import type { Identity } from '../api/identity';
import { isolate } from '../i18n/bidi';
import { t, type MessageKey } from '../i18n/i18n';
import { ProblemNote } from './problem';
import type { Chat } from './use-chat';
import { usePassed } from './use-now';

const CANNED: readonly MessageKey[] = [
  'chat.canned.hello',
  'chat.canned.goodLuck',
  'chat.canned.wellPlayed',
  'chat.canned.thanks',
];
const MAX = 500;

interface Props {
  readonly chat: Chat;
  readonly identity: Identity | null;
}

export function ChatPanel({ chat, identity }: Props) {
  const [text, setText] = useState('');
  // Writing closes when the server said it would (a game over): one timer for that moment.
  const closed = usePassed(chat.closesAt);
  // The line typed is cleared only once it was taken, and only if it is still what was sent: a canned message
  // in flight, or a refused one, never wipes what the person is typing.
  const sendTyped = async (line: string): Promise<void> => {
    if (line.trim() === '') return;
    if (await chat.send(line)) setText(now => (now === line ? '' : now));
  };
  return (
    <section class="chat" aria-labelledby="chat-heading" data-testid="chat">
      <h2 id="chat-heading">{t('chat.heading')}</h2>
      <ol class="chat-messages" aria-live="polite">
        {chat.messages.map(m => (
          <li key={m.id} class={`chat-${m.channel}`} data-testid="chat-message">
            <bdi class="chat-author">{m.name ?? t('chat.anonymous')}</bdi>
            {m.channel === 'spectators' ? <span class="muted"> ({t('chat.spectators')})</span> : null}
            {t('chat.said')}
            <bdi class="chat-text">{m.text}</bdi>
            {identity !== null && m.playerId !== null && m.playerId !== identity.id ? (
              <button
                type="button"
                class="link chat-mute"
                aria-label={t('chat.muteLabel', { name: isolate(m.name ?? '') })}
                onClick={() => void chat.mute(m.playerId ?? '')}
              >
                {t('chat.mute')}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {chat.messages.length === 0 ? <p class="muted">{t('chat.empty')}</p> : null}
      <ProblemNote error={chat.error} />
      {closed ? (
        <p class="muted" data-testid="chat-closed">
          {t('chat.closed')}
        </p>
      ) : identity === null ? (
        <p class="muted">{t('chat.signIn')}</p>
      ) : (
        <>
          <div class="chat-canned" role="group" aria-label={t('chat.cannedLabel')}>
            {CANNED.map(key => (
              <button
                key={key}
                type="button"
                class="secondary"
                disabled={chat.busy}
                data-testid="chat-canned"
                onClick={() => void chat.send(t(key))}
              >
                {t(key)}
              </button>
            ))}
          </div>
          <form
            class="chat-form"
            onSubmit={e => {
              e.preventDefault();
              void sendTyped(text);
            }}
          >
            <label>
              <span class="visually-hidden">{t('chat.write')}</span>
              <input
                type="text"
                maxLength={MAX}
                value={text}
                placeholder={t('chat.write')}
                data-testid="chat-input"
                onInput={e => setText((e.target as HTMLInputElement).value)}
              />
            </label>
            <button type="submit" disabled={text.trim() === ''}>
              {t('chat.send')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
