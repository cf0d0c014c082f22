// The clock a game is played with, as its record holds it (`games.clock`, read into GameRecord by
// games.ts). What a clock does with it is service/clocks/clock.ts's; declared here because the store
// never imports the service.

/** What becomes of a seat whose time runs out: resigned, or (3+ players) played by a bot from then on. */
export type OnTimeout = 'resign' | 'bot';

/**
 * A time per turn (correspondence), or a bank per seat with an increment (fischer; with `maxSeconds`, the
 * bank never grows past it: the Little Golem time bank). `onTimeout` is absent for the default, `resign`.
 */
export type ClockOption = (
  | { readonly kind: 'per-turn'; readonly perTurnSeconds: number }
  | {
      readonly kind: 'fischer';
      readonly initialSeconds: number;
      readonly incrementSeconds: number;
      readonly maxSeconds?: number;
    }
) & { readonly onTimeout?: OnTimeout };
