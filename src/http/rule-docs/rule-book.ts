// Finding one rule in a rule book. The books (docs/rules/<game>.md) give every rule a bullet that opens with
// its id in bold (`- **M18 Pass.** …`, `- **M10** …`); the rule's text is that bullet and the indented
// lines under it. A rule code names its rule first (`monad/M12w-commons-never-wild` → M12w).

/** A rule id as the books write it: capital letter(s), a number, perhaps a letter (M12w). */
const RULE_ID = '[A-Z]+\\d+[a-z]?';

/** The rule id and the descriptive rest of the part of a rule code after the game (`M18-pass-not-allowed`). */
export function ruleIdOf(rule: string): string | null {
  return new RegExp(`^(${RULE_ID})(?:-[a-z0-9]+(?:-[a-z0-9]+)*)?$`).exec(rule)?.[1] ?? null;
}

/** The markdown of rule `id`'s bullet with its indented continuation, or null when the book has no such rule. */
export function ruleText(book: string, id: string): string | null {
  const lines = book.split('\n');
  const opens = new RegExp(`^- \\*\\*${id}(?![0-9a-z])`);
  const start = lines.findIndex(line => opens.test(line));
  if (start < 0) return null;
  let end = start + 1;
  while (end < lines.length && /^\s+\S/.test(lines[end] ?? '')) end++;
  return lines.slice(start, end).join('\n');
}

/** The book's title: its first heading. */
export function titleOf(book: string, fallback: string): string {
  return /^# (.+)$/m.exec(book)?.[1]?.trim() ?? fallback;
}

/** Rendered HTML with an anchor on every rule's list item (`<li id="M18">`), so a page can link to one rule. */
export function anchorRules(html: string): string {
  return html.replace(new RegExp(`<li>(\\s*<p>)?<strong>(${RULE_ID})(?=[\\s.<])`, 'g'), '<li id="$2">$1<strong>$2');
}
