// A person's action on the page (sign up, open a table, join, resign…): its button is disabled while it
// runs, and a refusal is kept to show in its words (problem.tsx). Every form and button of the chrome uses it.
import { useState } from 'preact/hooks';

export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** Runs `action`: its result, or `{ ok: false }` when it failed (the error is then shown). */
  const run = async <T>(
    action: () => Promise<T>,
  ): Promise<{ readonly ok: true; readonly value: T } | { readonly ok: false }> => {
    setBusy(true);
    setError(null);
    try {
      return { ok: true, value: await action() };
    } catch (caught) {
      setError(caught);
      return { ok: false };
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
