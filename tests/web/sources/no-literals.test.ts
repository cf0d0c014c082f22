// Every word a person reads goes through the catalog (STYLE.md, "Every word through the catalog"): no
// component of web/src may print a literal with a letter in it. The page's components are read with the
// TypeScript compiler and every JSX text node, every string given to an attribute a person reads
// (aria-label, title, placeholder, alt, and the page's own props that end up on screen), and every string
// or template literal put between braces in JSX is checked. Symbols (→, ·, ♠, ×) are not words and pass.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB = fileURLToPath(new URL('../../../web/src/', import.meta.url));
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'prompt',
  'empty',
  'note',
]);
const LETTER = /\p{L}/u;

const components = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory()
      ? components(join(dir, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(dir, entry.name)]
        : [],
  );

/** The literal text of a string or template literal (a template's fixed parts), or null. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map(s => s.literal.text)].join(' ');
  return null;
}

/** Words written into a component's output: "file:line: text". */
export function literalsIn(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${relative(WEB, file)}:${line}: ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer !== undefined) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const text = value === undefined ? null : literalText(value);
      if (text !== null && LETTER.test(text)) report(node, text);
    }
    if (ts.isJsxExpression(node) && node.expression !== undefined && ts.isJsxElement(node.parent)) {
      const text = literalText(node.expression);
      if (text !== null && LETTER.test(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('the page’s components', () => {
  it('print no literal words: every word comes from the catalog', () => {
    const found = components(WEB).flatMap(file => literalsIn(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('would catch a literal in text, in a read attribute and between braces', () => {
    const source = `export const A = () => (<p title="Hello">Hi {'there'} {\`x \${1} words\`}<b aria-label={'ok'} class="word" /></p>);`;
    expect(literalsIn(join(WEB, 'x.tsx'), source)).toHaveLength(5);
    expect(literalsIn(join(WEB, 'y.tsx'), `export const B = () => <p title={t('k')}>{t('k')} · →</p>;`)).toEqual([]);
  });
});
