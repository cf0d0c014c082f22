// Whether the first-game hints are shown: on until the person turns them off, remembered on this device
// (localStorage, like the language). A browser that refuses storage shows them and forgets the choice.
const KEY = 'croupier.hints';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const hintsOn = (): boolean => storage()?.getItem(KEY) !== 'off';

export function setHintsOn(on: boolean): void {
  try {
    storage()?.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // A full or refused storage keeps the choice for this page only.
  }
}
