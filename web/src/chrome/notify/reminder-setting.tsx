// The player's turn reminders among the notification settings: one switch, on unless turned off, kept by the
// server (PATCH /players/me/notifications) since it applies to every channel and device. Hidden until the
// server said how it stands, so it never shows a state the player did not choose.
import { useEffect, useState } from 'preact/hooks';
import { myNotifications, updateNotifications } from '../../api/client';
import { t } from '../../i18n/i18n';
import { ProblemNote } from '../problem';
import { useAction } from '../use-action';

/** The switch itself, drawn from the choice the server holds. */
export function ReminderSwitch(props: {
  readonly on: boolean;
  readonly busy: boolean;
  readonly onChange: (on: boolean) => void;
}) {
  return (
    <label class="choice">
      <input
        type="checkbox"
        name="turn-reminders"
        checked={props.on}
        disabled={props.busy}
        onChange={event => props.onChange((event.currentTarget as HTMLInputElement).checked)}
      />
      {t('notify.reminders')}
    </label>
  );
}

export function ReminderSetting({ playerKey }: { readonly playerKey: string }) {
  const [on, setOn] = useState<boolean | null>(null);
  const action = useAction();
  useEffect(() => {
    let live = true;
    myNotifications(playerKey).then(
      n => live && setOn(n.reminders),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [playerKey]);
  if (on === null) return null;
  // The switch shows the click at once and is put back if the server refuses it.
  const choose = async (wanted: boolean) => {
    setOn(wanted);
    const done = await action.run(() => updateNotifications(playerKey, { reminders: wanted }));
    setOn(done.ok ? done.value.reminders : !wanted);
  };
  return (
    <>
      <ReminderSwitch on={on} busy={action.busy} onChange={wanted => void choose(wanted)} />
      <ProblemNote error={action.error} onDismiss={() => action.setError(null)} />
    </>
  );
}
