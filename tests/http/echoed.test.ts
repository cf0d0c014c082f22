// What a problem repeats of the request (src/http/echoed.ts): bounded as shown, escapes counted, never cut
// inside an escape or a surrogate pair; a long text keeps its end, where a sentence says what to do.
import { describe, expect, it } from 'vitest';
import { echoed, echoedWhole, TEXT_CHARACTERS, WORD_CHARACTERS } from '../../src/http/echoed.js';
import { MAX_ISSUES, problemDocument } from '../../src/http/problem.js';
import { Refusal } from '../../src/service/refusal.js';

const shownLength = (text: string): number => Array.from(text).length;

describe('what a problem repeats', () => {
  it('leaves a plain sentence as it is', () => {
    const sentence = 'Unknown query parameter "gmae": this route takes game, status, limit.';
    expect(echoed(sentence)).toBe(sentence);
    expect(echoed('')).toBe('');
  });

  it('writes what a screen would act on as escapes, and counts them in the bounds', () => {
    expect(echoed('a\u202Eb\u{E0041}\n')).toBe('a\\u202Eb\\u{E0041}\\u000A');
    // 2,000 line breaks are one word of 12,000 characters as shown: cut to 64.
    const breaks = echoed('\n'.repeat(2000));
    expect(shownLength(breaks)).toBeLessThanOrEqual(WORD_CHARACTERS);
    expect(breaks).toMatch(/^(\\u000A)+…$/);
    const tags = echoed(`${'\u{E0041}'.repeat(64)} `.repeat(20));
    expect(shownLength(tags)).toBeLessThanOrEqual(TEXT_CHARACTERS);
    // No escape is cut in two: every backslash starts a whole one.
    expect(tags.replace(/\\u\{E0041\}/g, '')).not.toContain('\\');
  });

  it('cuts a long word to 64 characters, its closing punctuation kept, on whole characters', () => {
    expect(echoed(`"${'y'.repeat(100)}":`)).toBe(`"${'y'.repeat(60)}…":`);
    expect(shownLength(echoed('.'.repeat(100)))).toBe(WORD_CHARACTERS);
    const astral = echoed(`${'😀'.repeat(100)}`);
    expect(shownLength(astral)).toBe(WORD_CHARACTERS);
    expect(astral).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])/u);
    expect(shownLength(echoed(`"${'a'.repeat(100)}😀😀😀`))).toBe(WORD_CHARACTERS);
  });

  it('cuts a long text in its middle, keeping its end', () => {
    const text = `${'word '.repeat(400)}this route takes after, limit.`;
    const cut = echoed(text);
    expect(shownLength(cut)).toBe(TEXT_CHARACTERS);
    expect(cut.startsWith('word word')).toBe(true);
    expect(cut.endsWith('this route takes after, limit.')).toBe(true);
    expect(cut).toContain('…');
  });

  it('keeps a field path whole unless it is longer than a text', () => {
    const key = `options.${'k'.repeat(100)}`;
    expect(echoedWhole(key)).toBe(key);
    expect(echoedWhole('a\u202Eb')).toBe('a\\u202Eb');
    expect(shownLength(echoedWhole('k'.repeat(5000)))).toBe(TEXT_CHARACTERS);
  });

  it('lists at most 50 of the fields that are wrong, the first ones', () => {
    const errors = Array.from({ length: 1000 }, (_, i) => ({ path: `moves.${i}`, message: 'Invalid input' }));
    const refusal = Refusal.of('invalid-request', 'The body is not valid.', { errors });
    const body = JSON.parse(problemDocument(refusal).body) as { errors: { path: string }[] };
    expect(body.errors).toHaveLength(MAX_ISSUES);
    expect(body.errors[0]?.path).toBe('moves.0');
  });
});
