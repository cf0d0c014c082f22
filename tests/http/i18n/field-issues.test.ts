// A field's issue is said in French or German when zod's locale says exactly what its English said; a schema's
// own sentence, an issue made without the input it refused, or an entry built by hand keeps its words.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldIssuesIn } from '../../../src/http/i18n/field-issues.js';
import { issuesOf } from '../../../src/service/refusal.js';

const SCHEMA = z.strictObject({ name: z.string().min(3), count: z.number().int() });

const issues = (schema: z.ZodType, value: unknown, reportInput = true) => {
  const result = schema.safeParse(value, { reportInput });
  if (result.success) throw new Error('expected a refusal');
  return issuesOf(result.error);
};

describe('fieldIssuesIn', () => {
  it('says zod’s own issues in French and German, path for path', () => {
    const errors = issues(SCHEMA, { name: 'x', count: 1.5, other: true });
    expect(errors.map(e => e.path)).toEqual(['name', 'count', '']);
    expect(fieldIssuesIn(errors, 'fr')).toEqual([
      { path: 'name', message: 'Trop petit : chaîne de caractères doit avoir >=3 caractères' },
      { path: 'count', message: 'Entrée invalide : entier attendu, nombre reçu' },
      { path: '', message: 'Clé non reconnue : "other"' },
    ]);
    expect(fieldIssuesIn(errors, 'de')?.map(e => e.message)).toEqual([
      'Zu klein: erwartet, dass string >=3 Zeichen hat',
      'Ungültige Eingabe: erwartet int, erhalten Zahl',
      'Unbekannter Schlüssel: "other"',
    ]);
  });

  it('keeps the refused input out of the JSON', () => {
    const errors = issues(SCHEMA, { name: 'secret-token-value', count: 'secret-count' });
    expect(JSON.stringify(errors)).not.toContain('secret');
  });

  it('keeps a schema’s own sentence, translating the entries beside it', () => {
    const custom = z.object({ name: z.string().max(2, 'Names are short here.'), count: z.number() });
    expect(fieldIssuesIn(issues(custom, { name: 'abc', count: 'x' }), 'fr')).toEqual([
      { path: 'name', message: 'Names are short here.' },
      { path: 'count', message: 'Entrée invalide : nombre attendu, chaîne de caractères reçu' },
    ]);
  });

  it('keeps an issue whose English named an input it no longer holds', () => {
    expect(fieldIssuesIn(issues(SCHEMA, { name: 5, count: 1 }, false), 'de')).toEqual([
      { path: 'name', message: 'Invalid input: expected string, received number' },
    ]);
  });

  it('keeps entries built by hand, and refuses what is not a list of them', () => {
    expect(fieldIssuesIn([{ path: 'a', message: 'Something.' }], 'fr')).toEqual([{ path: 'a', message: 'Something.' }]);
    expect(fieldIssuesIn('not a list', 'de')).toBeNull();
    expect(fieldIssuesIn([{ path: 1 }], 'de')).toBeNull();
    expect(fieldIssuesIn([], 'de')).toEqual([]);
  });
});
