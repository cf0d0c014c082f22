// Picking a name: creates a player (POST /players) and keeps its key in this browser. Names are 1–40
// printable characters and need not be unique; the key, not the name, is who you are.
import { useState } from 'preact/hooks';
import { createPlayer } from '../api/client';
import type { Identity } from '../api/identity';
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
  );
}
