// Every sentence of the server's own refusals exists in French and German (issue 21): the source of every
// refusal (`Refusal.of`, `refuse`) is walked with the TypeScript parser, and each must name a catalog key
// with `.saying(key, values)` whose French and German sentences use only the values it gives; each
// sentence parses as ICU and fills from sample values. Before, some sixty refusals said only English.
// Exempt, with the reason: what Node's HTTP parser refuses before a request exists (client-errors.ts's
// parseRefusal), whose language cannot be known, so it is answered in English.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import IntlMessageFormat from 'intl-messageformat';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DETAIL_KEYS, DETAILS } from '../../src/http/i18n/details.js';
import { TITLES } from '../../src/http/i18n/titles.js';

const SRC = new URL('../../src/', import.meta.url).pathname;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield path;
  }
}

interface Site {
  readonly where: string;
  readonly key: string | null;
  readonly values: ReadonlySet<string>;
}

const isRefusalCall = (node: ts.CallExpression): boolean => {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'refuse';
  return (
    ts.isPropertyAccessExpression(callee) && callee.name.text === 'of' && callee.expression.getText() === 'Refusal'
  );
};

/** The property names an object literal (or either branch of a conditional) gives. */
function valuesOf(node: ts.Expression | undefined): string[] {
  if (node === undefined) return [];
  if (ts.isParenthesizedExpression(node)) return valuesOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...valuesOf(node.whenTrue), ...valuesOf(node.whenFalse)];
  if (!ts.isObjectLiteralExpression(node)) return [];
  return node.properties.flatMap(p => (p.name !== undefined && ts.isIdentifier(p.name) ? [p.name.text] : []));
}

/** The refusals built in src/, each with the key and values its `.saying` names (key null: none). */
function refusalSites(): Site[] {
  const sites: Site[] = [];
  for (const file of sourceFiles(SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && isRefusalCall(node)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        const where = `${file.slice(SRC.length)}:${line}`;
        // The chain after the call: .after(…) may come before or after .saying(…).
        let outer: ts.Node = node;
        let saying: ts.CallExpression | null = null;
        while (ts.isPropertyAccessExpression(outer.parent) && ts.isCallExpression(outer.parent.parent)) {
          if (outer.parent.name.text === 'saying') saying = outer.parent.parent;
          outer = outer.parent.parent;
        }
        const [key, values] = saying?.arguments ?? [];
        sites.push({
          where,
          key: key !== undefined && ts.isStringLiteral(key) ? key.text : null,
          values: new Set(valuesOf(values)),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sites;
}

interface Element {
  readonly type: number;
  readonly value?: string;
  readonly options?: Readonly<Record<string, { readonly value: readonly Element[] }>>;
}
// intl-messageformat's element types (TYPE in @formatjs/icu-messageformat-parser).
const ARGUMENT = new Set([1, 2, 3, 4, 5, 6]);
const NUMERIC = new Set([2, 6]);

const ast = (message: string, lang: string): readonly Element[] =>
  new IntlMessageFormat(message, lang).getAst() as readonly Element[];

/** The arguments a sentence always names: those outside any select or plural branch. */
const topArguments = (message: string, lang: string): string[] =>
  ast(message, lang).flatMap(e => (ARGUMENT.has(e.type) && e.value !== undefined ? [e.value] : []));

/** Every argument of a sentence, branches included, with whether it is formatted as a number. */
function allArguments(elements: readonly Element[], found = new Map<string, boolean>()): Map<string, boolean> {
  for (const e of elements) {
    if (ARGUMENT.has(e.type) && e.value !== undefined)
      found.set(e.value, (found.get(e.value) ?? false) || NUMERIC.has(e.type));
    for (const option of Object.values(e.options ?? {})) allArguments(option.value, found);
  }
  return found;
}

/** A sample value for each argument, of the kind the sentence formats it as. */
const samplesFor = (message: string, lang: string): Record<string, string | number> =>
  Object.fromEntries([...allArguments(ast(message, lang))].map(([name, numeric]) => [name, numeric ? 2 : `<${name}>`]));

const sites = refusalSites();
const exempt = (site: Site) => site.key === null && site.where.startsWith('http/client-errors.ts');

describe('the server’s refusals in French and German', () => {
  it('are found in the source (the walk cannot pass by finding none)', () => {
    expect(sites.length).toBeGreaterThan(80);
  });

  it('each name a catalog key, except what Node refuses before a request exists', () => {
    const unsaid = sites.filter(site => site.key === null && !exempt(site)).map(site => site.where);
    expect(unsaid).toEqual([]);
    const unknown = sites.filter(s => s.key !== null && !(DETAIL_KEYS as readonly string[]).includes(s.key));
    expect(unknown.map(s => `${s.where} ${s.key}`)).toEqual([]);
    // The exemption holds one thing only: the parser's refusals, said before a language can be read.
    expect(sites.filter(exempt).length).toBeLessThanOrEqual(1);
  });

  it.each(['fr', 'de'] as const)('%s: each sentence is given the values it always names by every refusal', lang => {
    const missing = sites.flatMap(site => {
      if (site.key === null || !(DETAIL_KEYS as readonly string[]).includes(site.key)) return [];
      const message = DETAILS[lang][site.key as (typeof DETAIL_KEYS)[number]];
      return topArguments(message, lang)
        .filter(name => !site.values.has(name))
        .map(name => `${site.where} ${site.key}: {${name}}`);
    });
    expect(missing).toEqual([]);
  });

  it.each(['fr', 'de'] as const)('%s: every key has a sentence that parses and fills from its values', lang => {
    for (const key of DETAIL_KEYS) {
      const message = DETAILS[lang][key];
      const samples = samplesFor(message, lang);
      const text = String(new IntlMessageFormat(message, lang).format(samples));
      for (const name of Object.keys(samples)) expect(text, `${key} {${name}}`).not.toContain(`{${name}}`);
      expect(text.length, key).toBeGreaterThan(10);
    }
  });

  it('every key is used by some refusal', () => {
    const used = new Set(sites.map(s => s.key));
    expect(DETAIL_KEYS.filter(key => !used.has(key))).toEqual([]);
  });
});

describe('the German refusals', () => {
  // The page and the games' catalogs say "du" to a player; a problem in "Sie" would switch register mid-game.
  // Third-person "sie"/"ihre" (the game, its seats) stay; the formal address does not.
  const FORMAL =
    /\b(Ihnen|Ihren|Ihrem|Ihrer|Sie (haben|können|schreiben|brauchen)|(können|haben|brauchen|schreiben|warten) Sie)\b/;

  it('address the player as du, as the page does', () => {
    const german = [...Object.values(DETAILS.de), ...Object.values(TITLES.de)];
    expect(german.length).toBeGreaterThan(50);
    expect(german.filter(sentence => FORMAL.test(sentence))).toEqual([]);
  });
});
