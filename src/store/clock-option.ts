// The clock a game is played with, as its record holds it (`games.clock`, read into GameRecord by
// games.ts). What a clock does with it is service/clocks/clock.ts's; declared here because the store
// never imports the service.

/** A time per turn (correspondence), or a bank per seat with an increment (fischer). */
export type ClockOption =
  | { readonly kind: 'per-turn'; readonly perTurnSeconds: number }
  | { readonly kind: 'fischer'; readonly initialSeconds: number; readonly incrementSeconds: number };
