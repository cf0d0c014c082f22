// Picking a name: creates a player (POST /players) and keeps its key in this browser. Names are 1–40
// printable characters and need not be unique; the key, not the name, is who you are. A person who already
// plays on another device signs this one in instead: with a passkey, or with a code that device shows.
import { useState } from 'preact/hooks';
import { createPlayer, linkDevice } from '../api/client';
import { deviceLabel, type Identity } from '../api/identity';
import { passkeySignIn, passkeysSupported } from '../api/passkeys';
import { t } from '../i18n/i18n';
import { ProblemNote } from './problem';
import { useAction } from './use-action';

export function NameForm({
  onIdentity,
  prompt,
}: {
  readonly onIdentity: (identity: Identity) => void;
  readonly prompt?: string;
}) {
  const [name, setName] = useState('');
  const { busy, error, run } = useAction();
  const submit = async (event: Event) => {
    event.preventDefault();
    const created = await run(() => createPlayer(name.trim()));
    if (created.ok) onIdentity({ id: created.value.id, name: created.value.name, key: created.value.key });
  };
  return (
    <>
      <form class="name-form card-panel" onSubmit={submit} data-testid="name-form">
        <p>{prompt ?? t('name.prompt')}</p>
        <label>
          {t('name.label')}
          <input
            name="name"
            value={name}
            maxLength={40}
            required
            autoComplete="nickname"
            onInput={e => setName(e.currentTarget.value)}
          />
        </label>
        <button type="submit" disabled={busy || name.trim() === ''}>
          {t('name.submit')}
        </button>
        <ProblemNote error={error} />
      </form>
      <SignInElsewhere onIdentity={onIdentity} />
    </>
  );
}

/** Signing this device in as a player of another device: a passkey, or a link code typed here. */
function SignInElsewhere({ onIdentity }: { readonly onIdentity: (identity: Identity) => void }) {
  const [typing, setTyping] = useState(false);
  const [code, setCode] = useState('');
  const { busy, error, run } = useAction();
  const withPasskey = async () => {
    const signedIn = await run(() => passkeySignIn(deviceLabel()));
    if (signedIn.ok) onIdentity(signedIn.value);
  };
  const withCode = async (event: Event) => {
    event.preventDefault();
    const linked = await run(() => linkDevice(code.trim(), deviceLabel()));
    if (linked.ok) onIdentity({ id: linked.value.id, name: linked.value.name, key: linked.value.key });
  };
  return (
    <div class="sign-in-elsewhere card-panel">
      <p>{t('signIn.already')}</p>
      {passkeysSupported() ? (
        <button
          type="button"
          class="secondary"
          disabled={busy}
          onClick={() => void withPasskey()}
          data-testid="passkey-sign-in"
        >
          {t('signIn.passkey')}
        </button>
      ) : null}{' '}
      <button type="button" class="secondary" disabled={busy} onClick={() => setTyping(!typing)} aria-expanded={typing}>
        {t('signIn.haveCode')}
      </button>
      {typing ? (
        <form class="link-code-form" onSubmit={withCode} data-testid="link-code-form">
          <label>
            {t('signIn.code')}
            <input
              name="link-code"
              value={code}
              maxLength={40}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellcheck={false}
              onInput={e => setCode(e.currentTarget.value)}
            />
          </label>
          <button type="submit" disabled={busy || code.trim() === ''}>
            {t('signIn.submitCode')}
          </button>
        </form>
      ) : null}
      <ProblemNote error={error} />
    </div>
  );
}
