// The notification settings of this browser: a button that asks for the permission (never asked on load)
// and subscribes the browser to pushes, what the browser says about it, the sound on the player's turn, and
// the player's turn reminders (reminder-setting.tsx) and e-mail address (email-settings.tsx).
import { useState } from 'preact/hooks';
import type { Identity } from '../../api/identity';
import { t } from '../../i18n/i18n';
import { EmailSettings } from './email-settings';
import { ReminderSetting } from './reminder-setting';
import { subscribePush } from './push';
import { setSound, soundOn } from './sound';

type Permission = NotificationPermission | 'unsupported';

const permissionNow = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

export function NotifySettings({ identity }: { readonly identity: Identity }) {
  const [permission, setPermission] = useState<Permission>(permissionNow);
  const [sound, setSoundState] = useState(soundOn);
  const enable = async () => {
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer === 'granted') await subscribePush(identity.key).catch(() => false);
  };
  return (
    <section class="notify-settings" aria-labelledby="notify-heading">
      <h2 id="notify-heading">{t('notify.heading')}</h2>
      {permission === 'default' ? (
        <button type="button" onClick={() => void enable()}>
          {t('notify.enable')}
        </button>
      ) : (
        <p>
          {permission === 'granted'
            ? t('notify.on')
            : permission === 'denied'
              ? t('notify.blocked')
              : t('notify.unsupported')}
        </p>
      )}
      <label class="choice">
        <input
          type="checkbox"
          checked={sound}
          onChange={event => {
            const on = (event.currentTarget as HTMLInputElement).checked;
            setSound(on);
            setSoundState(on);
          }}
        />
        {t('notify.sound')}
      </label>
      <ReminderSetting playerKey={identity.key} />
      <EmailSettings playerKey={identity.key} />
    </section>
  );
}
