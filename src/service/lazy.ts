// A module imported on first use rather than at start: the libraries a request rarely needs (passkeys, push,
// e-mail, ratings at the end of a game, the API docs page) cost the embedded server's start a second of module
// loading on this machine when imported eagerly (issue 22, hole 5). The import is made once and shared; a
// failed one is tried again by the next caller.
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}
