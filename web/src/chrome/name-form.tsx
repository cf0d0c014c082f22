// Picking a name: creates a player (POST /players) and keeps its key in this browser. Names are 1–40
// printable characters and need not be unique; the key, not the name, is who you are.
import { useState } from 'preact/hooks';
import { createPlayer } from '../api/client';
import type { Identity } from '../api/identity';
import { ProblemNote } from './problem';

export function NameForm({ onIdentity, prompt }: { readonly onIdentity: (identity: Identity) => void; readonly prompt?: string }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const player = await createPlayer(name.trim());
      onIdentity({ id: player.id, name: player.name, key: player.key });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="name-form card-panel" onSubmit={submit} data-testid="name-form">
      <p>{prompt ?? 'Pick a name to play: other players see it at the table.'}</p>
      <label>
        Your name
        <input name="name" value={name} maxLength={40} required autoComplete="nickname" onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <button type="submit" disabled={busy || name.trim() === ''}>
        Start playing
      </button>
      <ProblemNote error={error} />
    </form>
  );
}
