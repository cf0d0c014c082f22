// The player's e-mail address among the notification settings: add one (the server mails a link; until it is opened the
// panel says to check the inbox), choose each turn or a daily digest, change it, remove it. A new address given beside
// a confirmed one is shown as pending: mail still goes to the confirmed one until it is confirmed. Shown only when the
// server sends e-mail (GET /players/me/notifications, which also gives the address). The confirmation is opened from
// the mailbox, often in another tab: the panel reads the address again when the page comes back into view.
import { useEffect, useState } from 'preact/hooks';
import { myNotifications, removeEmail, setEmail } from '../../api/client';
import type { Schemas } from '../../api/types';
import { isolate } from '../../i18n/bidi';
import { t } from '../../i18n/i18n';
import { ProblemNote } from '../problem';
import { useAction } from '../use-action';

type Email = Schemas['EmailAddress'];
type Frequency = Schemas['EmailFrequency'];

/** Unknown until the answer came; `off` when the server sends no e-mail. */
type Loaded = { readonly kind: 'loading' } | { readonly kind: 'off' } | { readonly kind: 'on'; email: Email | null };

const FREQUENCIES: readonly Frequency[] = ['each-turn', 'daily-digest'];
const FREQUENCY_WORDS = { 'each-turn': 'email.eachTurn', 'daily-digest': 'email.dailyDigest' } as const;

/**
 * While a new address awaits its link: send the link again, or keep the confirmed address (giving it again
 * calls the change off). The frequency choice is hidden meanwhile, since saving it would call the change off too.
 */
function PendingActions(props: {
  readonly email: Email;
  readonly pending: NonNullable<Email['pending']>;
  readonly busy: boolean;
  readonly save: (body: Schemas['SetEmailBody']) => Promise<boolean>;
}) {
  const { email, pending, busy, save } = props;
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void save(pending)}>
        {t('email.resend')}
      </button>{' '}
      <button
        type="button"
        disabled={busy}
        onClick={() => void save({ address: email.address, frequency: email.frequency })}
      >
        {t('email.keep', { address: isolate(email.address) })}
      </button>
    </>
  );
}

/** The address field, for a first address and for a new one beside a confirmed address. */
function AddressInput(props: {
  readonly label: string;
  readonly value: string;
  readonly onInput: (v: string) => void;
}) {
  return (
    <label>
      {props.label}{' '}
      <input
        type="email"
        name="email-address"
        autocomplete="email"
        required
        maxLength={254}
        value={props.value}
        onInput={e => props.onInput(e.currentTarget.value)}
      />
    </label>
  );
}

function FrequencyChoice(props: { readonly value: Frequency; readonly onChange: (f: Frequency) => void }) {
  return (
    <fieldset>
      <legend>{t('email.frequency')}</legend>
      {FREQUENCIES.map(f => (
        <label key={f} class="choice">
          <input
            type="radio"
            name="email-frequency"
            value={f}
            checked={props.value === f}
            onChange={() => props.onChange(f)}
          />
          {t(FREQUENCY_WORDS[f])}
        </label>
      ))}
    </fieldset>
  );
}

/** What the panel says of the address: confirmed, awaiting its link, or confirmed with a new one awaiting. */
export function emailState(email: Email): string {
  const address = isolate(email.address);
  if (email.pending !== undefined) return t('email.pending', { address, pending: isolate(email.pending.address) });
  return email.confirmed ? t('email.confirmed', { address }) : t('email.checkInbox', { address });
}

export function EmailSettings({ playerKey }: { readonly playerKey: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [address, setAddress] = useState('');
  const [frequency, setFrequency] = useState<Frequency>('each-turn');
  const action = useAction();

  useEffect(() => {
    let live = true;
    const read = async () => {
      const { channels, email } = await myNotifications(playerKey);
      if (!live) return;
      if (!channels.email) return setLoaded({ kind: 'off' });
      setLoaded({ kind: 'on', email });
      if (email !== null) setFrequency(email.frequency);
    };
    void read().catch(() => undefined);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [playerKey]);

  if (loaded.kind !== 'on') return null;
  const email = loaded.email;
  const save = async (body: Schemas['SetEmailBody']) => {
    const done = await action.run(() => setEmail(playerKey, body));
    if (done.ok) {
      setLoaded({ kind: 'on', email: done.value });
      setFrequency(done.value.frequency);
      setAddress('');
    }
    return done.ok;
  };
  // The choice shows at once, as the click made it (a controlled radio would otherwise snap back on the
  // re-render while the request is on its way); it is put back if the server refuses it.
  const choose = async (address: string, chosen: Frequency, before: Frequency) => {
    setFrequency(chosen);
    if (!(await save({ address, frequency: chosen }))) setFrequency(before);
  };
  const remove = async () => {
    const done = await action.run(() => removeEmail(playerKey));
    if (done.ok) setLoaded({ kind: 'on', email: null });
  };

  return (
    <div class="email-settings" data-testid="email-settings">
      <h3>{t('email.heading')}</h3>
      {email === null ? (
        <form
          onSubmit={e => {
            e.preventDefault();
            void save({ address: address.trim(), frequency });
          }}
        >
          <AddressInput label={t('email.address')} value={address} onInput={setAddress} />
          <FrequencyChoice value={frequency} onChange={setFrequency} />
          <button type="submit" disabled={action.busy || address.trim() === ''}>
            {t('email.add')}
          </button>
        </form>
      ) : (
        <>
          <p data-testid="email-state">{emailState(email)}</p>
          {email.pending !== undefined ? (
            <PendingActions email={email} pending={email.pending} busy={action.busy} save={save} />
          ) : email.confirmed ? (
            <>
              <FrequencyChoice value={frequency} onChange={f => void choose(email.address, f, email.frequency)} />
              {/* A new address waits beside this one until its link is opened (the server keeps both). */}
              <form
                onSubmit={e => {
                  e.preventDefault();
                  void save({ address: address.trim(), frequency: email.frequency });
                }}
              >
                <AddressInput label={t('email.newAddress')} value={address} onInput={setAddress} />{' '}
                <button type="submit" disabled={action.busy || address.trim() === ''}>
                  {t('email.change')}
                </button>
              </form>
            </>
          ) : (
            <button
              type="button"
              disabled={action.busy}
              onClick={() => void save({ address: email.address, frequency: email.frequency })}
            >
              {t('email.resend')}
            </button>
          )}{' '}
          <button type="button" disabled={action.busy} onClick={() => void remove()}>
            {email.pending === undefined ? t('email.remove') : t('email.removeBoth')}
          </button>
        </>
      )}
      <ProblemNote error={action.error} onDismiss={() => action.setError(null)} />
    </div>
  );
}
