// The rules help at the table (issue 21): every kind the server's views and legal moves can name — each
// move type (through its group), square kind and card kind, read from the OpenAPI document rather than
// listed here, so a new kind without help fails — has a title and an explanation in English, French and
// German and links a rule that each language's rule book has; the help is drawn as a "?" button that a
// screen reader hears as collapsed; the table's help lists every square and card kind; the "How to play"
// page is routed and links the full rules; the hints follow the server's legal moves.
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../../src/http/rule-docs/rule-book';
import { MoveHelp } from '../../../web/src/chrome/help/move-help';
import { TableHelp } from '../../../web/src/chrome/help/table-help';
import { HowToPlayPage } from '../../../web/src/chrome/help/how-to-play';
import type { GameHelp, HelpEntry } from '../../../web/src/chrome/help/game-help';
import { gameUis } from '../../../web/src/games/registry';
import { cardKindOf } from '../../../web/src/games/monte-carlo/help';
import { de } from '../../../web/src/i18n/catalog/de';
import { en } from '../../../web/src/i18n/catalog/en';
import { fr } from '../../../web/src/i18n/catalog/fr';
import { href, parseRoute } from '../../../web/src/router';
import { readFileSync } from '../read-file';

interface Schema {
  readonly enum?: readonly string[];
  readonly discriminator?: { readonly mapping: Readonly<Record<string, string>> };
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly items?: Schema;
}
const openapi = JSON.parse(readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, Schema> };
};
const schema = (name: string): Schema => openapi.components.schemas[name] ?? {};
/** The values a discriminated union's `type` or `kind` takes, as the server documents them. */
const variants = (name: string): string[] => Object.keys(schema(name).discriminator?.mapping ?? {});
const at = (s: Schema | undefined, ...path: string[]): Schema | undefined =>
  path.reduce<Schema | undefined>((node, key) => (key === '[]' ? node?.items : node?.properties?.[key]), s);

const help = (game: string): GameHelp => {
  const found = gameUis[game]?.help;
  if (found === undefined) throw new Error(`${game} has no help`);
  return found;
};

/** Every kind a view can name, from the schema, with the game's help entry for it. */
function kinds(): Array<{ game: string; what: string; entry: HelpEntry | undefined }> {
  const monad = help('monad');
  const mc = help('monte-carlo');
  const monadCards = [
    ...(at(schema('MonadCard'), 'set')?.enum ?? []),
    ...(at(schema('MonadView'), 'trades', '[]', 'takes')?.enum ?? []),
  ];
  const casinoCards = at(schema('MonteCarloView'), 'casino', 'resultPile', '[]')?.enum ?? [];
  const list = [
    ...variants('MonadMove').map(type => ({
      game: 'monad',
      what: `move ${type}`,
      entry: monad.moves[monad.groupOf(type)],
    })),
    ...[...new Set(monadCards)].map(set => ({ game: 'monad', what: `card ${set}`, entry: monad.cards[set] })),
    ...variants('MonteCarloMove').map(type => ({
      game: 'monte-carlo',
      what: `move ${type}`,
      entry: mc.moves[mc.groupOf(type)],
    })),
    ...variants('MonteCarloSquare').map(kind => ({
      game: 'monte-carlo',
      what: `square ${kind}`,
      entry: mc.squares[kind],
    })),
    ...casinoCards.map(card => ({
      game: 'monte-carlo',
      what: `card ${card}`,
      entry: mc.cards[cardKindOf(card as Parameters<typeof cardKindOf>[0])],
    })),
  ];
  return list;
}

const BOOKS = { monad: 'monad', 'monte-carlo': 'monte-carlo' } as const;
const book = (game: string, lang: string): string =>
  readFileSync(
    new URL(
      `../../../docs/rules/${BOOKS[game as keyof typeof BOOKS]}${lang === 'en' ? '' : `.${lang}`}.md`,
      import.meta.url,
    ),
    'utf8',
  );

describe('the rules help', () => {
  it('reads enough kinds from the OpenAPI document to mean something', () => {
    const all = kinds();
    expect(all.filter(k => k.what.startsWith('move')).length).toBeGreaterThanOrEqual(19);
    expect(all.filter(k => k.what.startsWith('square')).length).toBe(9);
    expect(all.filter(k => k.what.startsWith('card')).length).toBeGreaterThanOrEqual(6 + 17);
  });

  it.each(kinds().map(k => [`${k.game}: ${k.what}`, k] as const))(
    '%s has help in three languages and a rule',
    (_, k) => {
      expect(k.entry, `no help for ${k.game} ${k.what}`).toBeDefined();
      const entry = k.entry as HelpEntry;
      for (const catalog of [en, fr, de]) {
        expect(catalog[entry.title]).toBeTruthy();
        expect(catalog[entry.text]).toBeTruthy();
      }
      for (const lang of ['en', 'fr', 'de'])
        expect(ruleText(book(k.game, lang), entry.rule), `${lang} ${entry.rule}`).not.toBeNull();
    },
  );

  it('draws each move group’s help as a collapsed "?" button linking its rule', () => {
    for (const type of variants('MonteCarloMove')) {
      const html = render(<MoveHelp game="monte-carlo" help={help('monte-carlo')} moveType={type} />);
      expect(html).toContain('aria-expanded="false"');
      expect(html).toMatch(/aria-controls="[^"]+"/);
      expect(html).toMatch(/href="\/rules\/monte-carlo\?lang=en#C\d+"/);
      expect(html).toContain(`data-help="move-${help('monte-carlo').groupOf(type)}"`);
    }
  });

  it('lists every square kind and card kind beside the table, with links to How to play and the rules', () => {
    for (const game of ['monad', 'monte-carlo']) {
      const ui = gameUis[game];
      if (ui === undefined) throw new Error(game);
      const html = render(<TableHelp ui={ui} />);
      for (const kind of Object.keys(help(game).squares)) expect(html).toContain(`data-help="square-${kind}"`);
      for (const kind of Object.keys(help(game).cards)) expect(html).toContain(`data-help="card-${kind}"`);
      expect(html).toContain(`href="#/how-to-play/${game}"`);
      expect(html).toContain(`href="/rules/${game}?lang=en"`);
    }
    const mc = render(<TableHelp ui={gameUis['monte-carlo']!} />);
    for (const kind of variants('MonteCarloSquare')) expect(mc).toContain(`data-help="square-${kind}"`);
  });

  it('routes How to play per game, and the page links the full rules', () => {
    expect(parseRoute('#/how-to-play/monad')).toEqual({ page: 'how-to-play', game: 'monad' });
    expect(parseRoute('#/how-to-play')).toEqual({ page: 'how-to-play', game: null });
    expect(href({ page: 'how-to-play', game: 'monte-carlo' })).toBe('#/how-to-play/monte-carlo');
    const page = render(<HowToPlayPage game="monad" />);
    expect(page).toContain('How to play Monad');
    expect(page).toContain('href="/rules/monad?lang=en"');
    const index = render(<HowToPlayPage game={null} />);
    expect(index).toContain('href="#/how-to-play/monte-carlo"');
  });

  it('gives a hint for every move type the server can list, from the types listed', () => {
    for (const type of variants('MonadMove')) expect(help('monad').hint(new Set([type]))).not.toBeNull();
    for (const type of variants('MonteCarloMove')) expect(help('monte-carlo').hint(new Set([type]))).not.toBeNull();
    expect(help('monad').hint(new Set(['trade', 'buy', 'draw']))).toBe('hint.monad.start');
    expect(help('monad').hint(new Set(['trade', 'end_turn']))).toBe('hint.monad.more');
    expect(help('monad').hint(new Set(['end_turn']))).toBe('hint.monad.end');
    expect(help('monte-carlo').hint(new Set(['roll']))).toBe('hint.mc.roll');
    expect(help('monad').hint(new Set())).toBeNull();
  });
});
