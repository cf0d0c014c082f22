// The optional sound on the player's turn: off unless turned on, remembered on this device (localStorage,
// like the language). A short tone made with Web Audio: no file to load, nothing played before a click
// allowed the page to make sound.
const STORED = 'croupier.turnSound';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const soundOn = (): boolean => storage()?.getItem(STORED) === 'on';

export function setSound(on: boolean): void {
  if (on) storage()?.setItem(STORED, 'on');
  else storage()?.removeItem(STORED);
}

/** Two short notes, quiet. */
export function playTurnSound(): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const gain = audio.createGain();
    gain.gain.value = 0.08;
    gain.connect(audio.destination);
    [660, 880].forEach((frequency, i) => {
      const tone = audio.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(audio.currentTime + i * 0.12);
      tone.stop(audio.currentTime + i * 0.12 + 0.1);
    });
    setTimeout(() => void audio.close(), 600);
  } catch {
    // A browser that refuses sound now just stays silent.
  }
}
