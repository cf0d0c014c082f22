// Which chance a game's rules draw from, by the game's derivation version (games.rng_version, migration
// 0009; docs/fairness.md):
//   1  one SHA-256 stream per log entry (`croupier-rng-v1`, seed, seq): every draw of an entry, whatever its
//      key, comes from that one stream in the order the rules ask. Games created before version 2.
//   2  one SHA-256 stream per chance key (`croupier-chance-v2`, seed, key): the same seed gives the same deal,
//      dice and cards whatever the players choose, and a retried move at the same version draws the same.
// A game keeps its version for life, so its log replays and verifies with the derivation it was played with.
import { chanceKeyText, oneStream, type Chance } from '../../engine/index.js';
import { entryRng, stream } from './rng.js';

export const RNG_VERSIONS = [1, 2] as const;
export type RngVersion = (typeof RNG_VERSIONS)[number];
/** The derivation new games are created with. */
export const CURRENT_RNG_VERSION: RngVersion = 2;

export const isRngVersion = (value: unknown): value is RngVersion => RNG_VERSIONS.includes(value as RngVersion);

/** Version 2: a stream per key, the same for every entry of the game. */
export const keyedChance = (seed: string): Chance => ({
  stream: key => stream('croupier-chance-v2', seed, chanceKeyText(key)),
});

/** The chance the rules draw from when deciding log entry `seq` of a game with this seed and derivation. */
export function chanceFor(version: number, seed: string, seq: number): Chance {
  switch (version) {
    case 1:
      return oneStream(entryRng(seed, seq));
    case 2:
      return keyedChance(seed);
    default:
      throw new RangeError(`unknown chance derivation ${version}`);
  }
}
