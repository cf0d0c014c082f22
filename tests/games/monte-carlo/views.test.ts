// What each viewer sees: everything is public except the order of the casino draw pile (and the seed,
// which the state never holds).
import { describe, expect, it } from 'vitest';
import { seenFactSchema, viewSchema } from '../../../src/games/monte-carlo/schemas.js';
import { given as givenTable } from '../../support/given.js';
import { fold, game, given, play } from './support.js';

describe('visibility', () => {
  it('every seat and a spectator see the same table, the draw pile only as a count', () => {
    const state = given({ at: { 0: 20, 3: 22 }, result: ['clubs-3'] });
    const spectator = game.view(state, null);
    expect(viewSchema.parse(spectator)).toEqual(spectator);
    expect(spectator.casino).toEqual({ drawPile: 16, resultPile: ['clubs-3'] });
    for (const seat of [0, 1, 2]) expect({ ...game.view(state, seat), viewer: null }).toEqual(spectator);
    expect(JSON.stringify(spectator)).not.toContain(
      state.drawPile
        .slice(0, 2)
        .map(c => JSON.stringify(c))
        .join(','),
    );
  });

  it('the opening fact and every shuffle are redacted to a count; a card is revealed by the fact that draws it', () => {
    const config = { players: 3, options: {} };
    const [opening] = givenTable(game, { ...config, seed: 5 }).history;
    if (opening?.type !== 'position_set') throw new Error('no opening position');
    const seen = game.redact(opening, 1);
    expect(seenFactSchema.parse(seen)).toEqual(seen);
    expect(seen).toEqual({
      type: 'position_set',
      position: { ...opening.position, drawPile: undefined, drawPileSize: 17 },
    });
    expect('drawPile' in (seen.type === 'position_set' ? seen.position : {})).toBe(false);
    expect(game.redact({ type: 'deck_shuffled', order: [...opening.position.drawPile] }, null)).toEqual({
      type: 'deck_shuffled',
      cards: 17,
    });

    const state = fold(game.initial(config), [opening]);
    const top = state.drawPile[0];
    const atCasino = given({ at: { 0: 16, 1: 5 }, draw: top ? [top] : [], turn: { step: 'move_pawn', die: 2 } });
    const { state: betting } = play(atCasino, 0, { type: 'move_pawn', pawn: 0 });
    expect(JSON.stringify(game.view(betting, null))).not.toContain(`"${top}"`);
    const { facts } = play(betting, 0, { type: 'bet', suits: ['spades'] });
    expect(facts.map(f => game.redact(f, 2))).toContainEqual({
      type: 'card_drawn',
      card: top,
      win: top?.startsWith('spades') || top === 'jackpot',
    });
  });
});
