// Devices: the keys of this player, one per device where they play (this one marked), each revocable at once;
// and the two ways to sign in on another device: a passkey added here (then "Sign in with a passkey" there),
// or a one-time code shown here and typed there. Revoking this device's own key signs it out.
import { useEffect, useState } from 'preact/hooks';
import { createLinkCode, myKeys, revokeKey } from '../api/client';
import type { Identity } from '../api/identity';
import { passkeysSupported, registerPasskey } from '../api/passkeys';
import type { Schemas } from '../api/types';
import { t } from '../i18n/i18n';
import { NameForm } from './name-form';
import { ProblemNote } from './problem';
import { formatTime, timeAgo } from './time';
import { useAction } from './use-action';

type DeviceKey = Schemas['DeviceKeyInfo'];
type LinkCode = Schemas['LinkCode'];

interface Props {
  readonly identity: Identity | null;
  readonly onIdentity: (identity: Identity | null) => void;
}

export function DevicesPage({ identity, onIdentity }: Props) {
  if (identity === null)
    return (
      <section>
        <h1>{t('devices.title')}</h1>
        <NameForm onIdentity={onIdentity} />
      </section>
    );
  return <Devices identity={identity} onIdentity={onIdentity} />;
}

function Devices({ identity, onIdentity }: Props & { readonly identity: Identity }) {
  const [keys, setKeys] = useState<DeviceKey[] | null>(null);
  const [stamp, setStamp] = useState(0);
  const [code, setCode] = useState<LinkCode | null>(null);
  const [added, setAdded] = useState(false);
  const { busy, error, run } = useAction();
  useEffect(() => {
    void run(async () => setKeys((await myKeys(identity.key)).keys));
  }, [identity.key, stamp]);
  const revoke = async (key: DeviceKey) => {
    const done = await run(() => revokeKey(identity.key, key.id));
    if (!done.ok) return;
    if (key.current) onIdentity(null);
    else setStamp(s => s + 1);
  };
  const addPasskey = async () => {
    setAdded(false);
    if ((await run(() => registerPasskey(identity.key))).ok) setAdded(true);
  };
  const showCode = async () => {
    const made = await run(() => createLinkCode(identity.key));
    if (made.ok) setCode(made.value);
  };
  const now = Date.now();
  return (
    <section class="devices" data-testid="devices">
      <h1>{t('devices.title')}</h1>
      <p>{t('devices.intro')}</p>
      <ul class="device-list">
        {(keys ?? []).map(key => (
          <li key={key.id} data-testid="device" data-current={key.current ? 'true' : 'false'}>
            <strong>{key.label ?? t('devices.unnamed')}</strong>
            {key.current ? <span class="badge"> {t('devices.this')}</span> : null}
            <span class="device-times">
              {' · '}
              {t('devices.added', { when: timeAgo(key.createdAt, now) ?? '' })}
              {' · '}
              {key.lastUsedAt === null
                ? t('devices.neverUsed')
                : t('devices.used', { when: timeAgo(key.lastUsedAt, now) ?? '' })}
            </span>{' '}
            <button type="button" disabled={busy} onClick={() => void revoke(key)}>
              {key.current ? t('devices.signOut') : t('devices.revoke')}
            </button>
          </li>
        ))}
      </ul>
      <h2>{t('devices.another')}</h2>
      <div class="device-actions">
        {passkeysSupported() ? (
          <button type="button" disabled={busy} onClick={() => void addPasskey()} data-testid="add-passkey">
            {t('devices.addPasskey')}
          </button>
        ) : null}
        <button type="button" disabled={busy} onClick={() => void showCode()} data-testid="show-code">
          {t('devices.showCode')}
        </button>
      </div>
      {added ? (
        <p role="status" data-testid="passkey-added">
          {t('devices.passkeyAdded')}
        </p>
      ) : null}
      {code === null ? null : (
        <p role="status">
          <output class="link-code" data-testid="link-code">
            {code.code}
          </output>{' '}
          {t('devices.codeHelp', { time: formatTime(code.expiresAt) })}
        </p>
      )}
      <ProblemNote error={error} />
    </section>
  );
}
