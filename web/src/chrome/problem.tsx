// A refusal as a person reads it: the server's sentence (for a refused move, the rule's own words), with, for a
// rule a move broke, a link to the page that quotes the rule in the reader's language (the problem's `type`, e.g.
// /problems/monad/M18-pass-not-allowed, with the reader's `?lang`: the `type` is the same in every language). The
// pages of the server's own codes (/problems/game-not-found) advise API clients (routes, headers, settings): a
// person has the sentence, in their language, which says what to do.
// Any other failure (the network, the browser's passkeys, a bug) is said by the page in its own words, by
// kind; the browser's raw message stays only as a folded technical detail.
import { ApiError } from '../api/client';
import { language, t } from '../i18n/i18n';
import { ERROR_SENTENCES, errorKind } from './error-kind';

export function ProblemNote({ error, onDismiss }: { readonly error: unknown; readonly onDismiss?: () => void }) {
  if (error === null || error === undefined) return null;
  const problem = error instanceof ApiError ? error.problem : null;
  const kind = problem === null ? errorKind(error) : null;
  const sentence = problem?.detail ?? problem?.title ?? (kind === null ? '' : t(ERROR_SENTENCES[kind]));
  const raw = problem === null ? (error instanceof Error ? error.message : String(error)) : '';
  const type = problem?.type;
  /** `/problems/<game>/<rule>`: a rule's page, in every language. */
  const rulePage = type !== undefined && /^\/problems\/[^/]+\/[^/]+$/.test(type);
  return (
    <div class="problem" role="alert" data-testid="problem" data-code={problem?.code} data-kind={kind ?? undefined}>
      <p>{sentence}</p>
      {raw === '' ? null : (
        <details class="problem-detail">
          <summary>{t('problem.detail')}</summary>
          <code>{raw}</code>
        </details>
      )}
      {rulePage ? (
        <p class="problem-more">
          <a href={language() === 'en' ? type : `${type}?lang=${language()}`} target="_blank" rel="noopener">
            {t('problem.why', { code: problem?.code ?? '' })}
          </a>
        </p>
      ) : null}
      {onDismiss ? (
        <button type="button" class="link" onClick={onDismiss}>
          {t('problem.dismiss')}
        </button>
      ) : null}
    </div>
  );
}
