// http/shared-json.ts: a view or a list of legal moves held by several bodies (the mover's answer and the
// events of the same version) is serialized once, and each body's text is what JSON.stringify would give,
// with only that body's own parts in it.
import { describe, expect, it } from 'vitest';
import { toJson } from '../../src/http/shared-json.js';

/** A part that counts how many times it is serialized. */
function counted(value: object): { part: object; times: () => number } {
  let times = 0;
  return {
    part: {
      toJSON() {
        times++;
        return value;
      },
    },
    times: () => times,
  };
}

describe('toJson', () => {
  it('gives what JSON.stringify gives, the shared parts last', () => {
    const body = {
      version: 3,
      status: 'active',
      toAct: [1],
      view: { hand: [2, 3] },
      clock: null,
      legalMoves: [{ type: 'draw' }],
    };
    const text = toJson(body);
    expect(JSON.parse(text)).toEqual(body);
    expect(text.startsWith('{"version":3,"status":"active","toAct":[1],')).toBe(true);
    expect(toJson({ version: 1, outcome: null })).toBe(JSON.stringify({ version: 1, outcome: null }));
    expect(JSON.parse(toJson({ view: { a: 1 } }))).toEqual({ view: { a: 1 } });
  });

  it('serializes a view and a list of legal moves once for every body that holds them', () => {
    const view = counted({ hand: [7] });
    const legal = counted([{ type: 'draw' }]);
    const event = { version: 4, entry: { seq: 4 }, view: view.part, legalMoves: legal.part };
    const answer = { id: 'g', version: 4, view: view.part, legalMoves: legal.part };
    const texts = [toJson(event), toJson(answer), toJson({ ...event })];
    expect(view.times()).toBe(1);
    expect(legal.times()).toBe(1);
    expect(texts.map(t => (JSON.parse(t) as { view: unknown }).view)).toEqual([
      { hand: [7] },
      { hand: [7] },
      { hand: [7] },
    ]);
  });

  it("never gives a body another viewer's view, even one equal in content until then", () => {
    const mine = { hand: [2] };
    const theirs = { hand: [2] };
    expect(JSON.parse(toJson({ view: mine }))).toEqual({ view: { hand: [2] } });
    theirs.hand = [3];
    expect(JSON.parse(toJson({ view: theirs }))).toEqual({ view: { hand: [3] } });
    expect(JSON.parse(toJson({ version: 1, view: mine }))).toEqual({ version: 1, view: { hand: [2] } });
  });
});
