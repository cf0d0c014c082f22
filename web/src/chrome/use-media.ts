// Whether a CSS media query matches now, kept up to date: for the rare drawing whose geometry (not only
// its style) follows the screen, such as the Monte Carlo track's number of columns. False where there is no
// window (components rendered to a string in tests).
import { useEffect, useState } from 'preact/hooks';

const matches = (query: string): boolean => typeof matchMedia === 'function' && matchMedia(query).matches;

export function useMedia(query: string): boolean {
  const [now, setNow] = useState(() => matches(query));
  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined;
    const list = matchMedia(query);
    const changed = () => setNow(list.matches);
    changed();
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [query]);
  return now;
}
