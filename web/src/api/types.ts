// The API's shapes as the page uses them, named once from the generated schema (src/client/schema.d.ts).
import type { Schemas } from '../../../src/client/api';

export type { Schemas };
export type Game = Schemas['Game'];
export type GameId = Game['game'];
export type GameSummary = Schemas['GameSummary'];
export type GameEvent = Schemas['GameEvent'];
export type PlayerEvent = Schemas['PlayerEvent'];
/** An event of the player's stream about one of their games (the others are about the player: webhook-disabled). */
export type GamePlayerEvent = Schemas['GamePlayerEvent'];
export type ChatMessage = Schemas['ChatMessage'];
export type Presence = Schemas['Presence'];
export type LogEntry = Schemas['LogEntry'];
export type Clock = Schemas['Clock'];
export type Outcome = Schemas['Outcome'];
export type Problem = Schemas['Problem'];
export type TableSeat = Schemas['TableSeat'];
export type Profile = Schemas['Profile'];
export type Leaderboard = Schemas['Leaderboard'];
export type Invite = Schemas['Invite'];
export type CreateGameBody = Schemas['CreateGameBody'];
export type ClockOption = Schemas['ClockOption'];
export type GameReview = Schemas['GameReview'];
export type DecisionReview = GameReview['decisions'][number];

export type MonadView = Schemas['MonadView'];
export type MonadMove = Schemas['MonadMove'];
export type MonadCard = Schemas['MonadCard'];
export type MonadColour = Schemas['MonadColour'];
export type MonadFact = Schemas['MonadSeenFact'];
export type MonadOptions = Schemas['MonadOptions'];

export type MonteCarloView = Schemas['MonteCarloView'];
export type MonteCarloMove = Schemas['MonteCarloMove'];
export type MonteCarloFact = Schemas['MonteCarloSeenFact'];
export type MonteCarloSquare = Schemas['MonteCarloSquare'];
export type MonteCarloOptions = Schemas['MonteCarloOptions'];
