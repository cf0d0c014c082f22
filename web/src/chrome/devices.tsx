// Devices: the keys of this player, one per device where they play (this one marked), each revocable at once;
// and the two ways to sign in on another device: a passkey added here (then "Sign in with a passkey" there),
// or a one-time code shown here and typed there. Revoking this device's own key signs it out. The passkeys are
// listed with the device that added each (revoking that device removes them, as the server does), so one added
// by a stolen key is seen and removed.
import { useEffect, useState } from 'preact/hooks';
import { createLinkCode, myKeys, myPasskeys, removePasskey, revokeKey } from '../api/client';
import { serverNow } from '../api/server-clock';
import type { Identity } from '../api/identity';
import { passkeysSupported, registerPasskey } from '../api/passkeys';
import type { Schemas } from '../api/types';
import { isolate } from '../i18n/bidi';
import { t } from '../i18n/i18n';
import { NameForm } from './name-form';
import { ProblemNote } from './problem';
import { formatTime, timeAgo } from './time';
import { useAction } from './use-action';

type DeviceKey = Schemas['DeviceKeyInfo'];
type LinkCode = Schemas['LinkCode'];
type Passkey = Schemas['PasskeyInfo'];

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
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [stamp, setStamp] = useState(0);
  const [code, setCode] = useState<LinkCode | null>(null);
  const [added, setAdded] = useState(false);
  const { busy, error, run } = useAction();
  useEffect(() => {
    void run(async () => {
      const [mine, theirPasskeys] = await Promise.all([myKeys(identity.key), myPasskeys(identity.key)]);
      setKeys(mine.keys);
      setPasskeys(theirPasskeys.passkeys);
    });
  }, [identity.key, stamp]);
  const revoke = async (key: DeviceKey) => {
    const done = await run(() => revokeKey(identity.key, key.id));
    if (!done.ok) return;
    if (key.current) onIdentity(null);
    else setStamp(s => s + 1);
  };
  const addPasskey = async () => {
    setAdded(false);
    if ((await run(() => registerPasskey(identity.key))).ok) {
      setAdded(true);
      setStamp(s => s + 1);
    }
  };
  const remove = async (passkey: Passkey) => {
    if ((await run(() => removePasskey(identity.key, passkey.id))).ok) setStamp(s => s + 1);
  };
  const showCode = async () => {
    const made = await run(() => createLinkCode(identity.key));
    if (made.ok) setCode(made.value);
  };
  const now = serverNow();
  return (
    <section class="devices" data-testid="devices">
      <h1>{t('devices.title')}</h1>
      <p>{t('devices.intro')}</p>
      <ul class="device-list">
        {(keys ?? []).map(key => (
          <li key={key.id} data-testid="device" data-current={key.current ? 'true' : 'false'}>
            <strong>{key.label === null ? t('devices.unnamed') : <bdi>{key.label}</bdi>}</strong>
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
      <h2>{t('devices.passkeys')}</h2>
      <p>{t('devices.passkeysIntro')}</p>
      {passkeys !== null && passkeys.length === 0 ? <p>{t('devices.noPasskeys')}</p> : null}
      <ul class="device-list" data-testid="passkeys">
        {(passkeys ?? []).map(passkey => (
          <li key={passkey.id} data-testid="passkey">
            <strong>{t('devices.passkey', { when: timeAgo(passkey.createdAt, now) ?? '' })}</strong>
            <span class="device-times">
              {' · '}
              {passkey.addedBy === null
                ? t('devices.passkeyByUnknown')
                : t('devices.passkeyBy', {
                    device: passkey.addedBy.label === null ? t('devices.unnamed') : isolate(passkey.addedBy.label),
                  })}
              {' · '}
              {passkey.lastUsedAt === null
                ? t('devices.neverUsed')
                : t('devices.used', { when: timeAgo(passkey.lastUsedAt, now) ?? '' })}
            </span>{' '}
            <button type="button" disabled={busy} onClick={() => void remove(passkey)}>
              {t('devices.removePasskey')}
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
