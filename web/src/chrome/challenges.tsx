// Challenges on the home page: a form to challenge a player by handle to a game for two, and the challenges received,
// each with Accept and Decline. A challenge is casual, or rated with the correspondence clock: a rated game needs a
// clock (service/ratings/needs-clock.ts), and this is the one the new-table form picks for it. An accepted challenge
// opens its game. The list is read again whenever `stamp` changes (the player's stream announces challenges).
import { useEffect, useState } from 'preact/hooks';
import { answerChallenge, challengePlayer, myChallenges } from '../api/client';
import type { Identity } from '../api/identity';
import type { ClockOption, Schemas } from '../api/types';
import { gameUis } from '../games/registry';
import { isolate } from '../i18n/bidi';
import { t } from '../i18n/i18n';
import { navigate } from '../router';
import { BANK_PRESET, clockOption } from './new-table-body';
import { ProblemNote } from './problem';

type Challenge = Schemas['Challenge'];

/** The clock a challenge is sent with: the correspondence clock when rated, none when casual. */
export const challengeClock = (rated: boolean): ClockOption | undefined =>
  rated ? clockOption(BANK_PRESET) : undefined;

function RatedChoice({ rated, onChange }: { readonly rated: boolean; readonly onChange: (rated: boolean) => void }) {
  return (
    <label class="choice">
      <input type="checkbox" name="rated" checked={rated} onChange={e => onChange(e.currentTarget.checked)} />
      {t('challenge.rated')}
    </label>
  );
}

export function ChallengePanel({ identity, stamp }: { readonly identity: Identity; readonly stamp: number }) {
  const games = Object.values(gameUis);
  const [handle, setHandle] = useState('');
  const [game, setGame] = useState(games[0]?.id ?? '');
  const [rated, setRated] = useState(false);
  const [received, setReceived] = useState<Challenge[]>([]);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [again, setAgain] = useState(0);
  useEffect(() => {
    let live = true;
    myChallenges(identity.key).then(
      list => live && setReceived(list.challenges.filter(c => c.to.playerId === identity.id)),
      (caught: unknown) => live && setError(caught),
    );
    return () => {
      live = false;
    };
  }, [identity.key, stamp, again]);
  const send = async (): Promise<void> => {
    setError(null);
    try {
      const challenge = await challengePlayer(identity.key, handle.trim(), game, challengeClock(rated));
      if (challenge.status === 'accepted' && challenge.gameId !== null)
        navigate({ page: 'game', id: challenge.gameId, at: null });
      else setSent(challenge.to.handle);
      setHandle('');
    } catch (caught) {
      setError(caught);
    }
  };
  const answer = async (challenge: Challenge, verb: 'accept' | 'decline'): Promise<void> => {
    setError(null);
    try {
      const answered = await answerChallenge(identity.key, challenge.id, verb);
      if (verb === 'accept' && answered.gameId !== null) navigate({ page: 'game', id: answered.gameId, at: null });
      else setAgain(n => n + 1);
    } catch (caught) {
      setError(caught);
      setAgain(n => n + 1);
    }
  };
  return (
    <section class="challenges" aria-labelledby="challenge-heading" data-testid="challenges">
      <h2 id="challenge-heading">{t('challenge.heading')}</h2>
      <ul>
        {received.map(c => (
          <li key={c.id} data-testid="challenge-received">
            {t('challenge.received', { name: isolate(c.from.name), game: gameUis[c.game]?.title() ?? c.game })}{' '}
            <button type="button" onClick={() => void answer(c, 'accept')}>
              {t('challenge.accept')}
            </button>{' '}
            <button type="button" class="secondary" onClick={() => void answer(c, 'decline')}>
              {t('challenge.decline')}
            </button>
          </li>
        ))}
      </ul>
      <form
        class="challenge-form"
        onSubmit={e => {
          e.preventDefault();
          void send();
        }}
      >
        <label>
          {t('challenge.handle')}{' '}
          <input
            type="text"
            value={handle}
            maxLength={40}
            data-testid="challenge-handle"
            onInput={e => setHandle((e.target as HTMLInputElement).value)}
          />
        </label>{' '}
        <select value={game} aria-label={t('new.game')} onChange={e => setGame((e.target as HTMLSelectElement).value)}>
          {games.map(g => (
            <option key={g.id} value={g.id}>
              {g.title()}
            </option>
          ))}
        </select>{' '}
        <RatedChoice rated={rated} onChange={setRated} />{' '}
        <button type="submit" disabled={handle.trim() === ''}>
          {t('challenge.send')}
        </button>
      </form>
      {sent !== null ? <p role="status">{t('challenge.sent', { handle: isolate(sent) })}</p> : null}
      <ProblemNote error={error} />
    </section>
  );
}

/** On a player's profile: challenge them to a game for two (a bot accepts at once: its table opens). */
export function ChallengeButton({ identity, handle }: { readonly identity: Identity; readonly handle: string }) {
  const games = Object.values(gameUis);
  const [game, setGame] = useState(games[0]?.id ?? '');
  const [rated, setRated] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const send = async (): Promise<void> => {
    setError(null);
    try {
      const challenge = await challengePlayer(identity.key, handle, game, challengeClock(rated));
      if (challenge.status === 'accepted' && challenge.gameId !== null)
        navigate({ page: 'game', id: challenge.gameId, at: null });
      else setSent(true);
    } catch (caught) {
      setError(caught);
    }
  };
  return (
    <p class="challenge-button" data-testid="challenge-profile">
      <select value={game} aria-label={t('new.game')} onChange={e => setGame((e.target as HTMLSelectElement).value)}>
        {games.map(g => (
          <option key={g.id} value={g.id}>
            {g.title()}
          </option>
        ))}
      </select>{' '}
      <RatedChoice rated={rated} onChange={setRated} />{' '}
      <button type="button" disabled={sent} onClick={() => void send()}>
        {t('challenge.send')}
      </button>
      {sent ? <span role="status"> {t('challenge.sent', { handle: isolate(handle) })}</span> : null}
      <ProblemNote error={error} />
    </p>
  );
}
