// A refusal as a person reads it: the server's sentence (for a refused move, the rule's own words), with
// a link to the page that explains the code (the problem's `type`, e.g. /problems/monad/M18-pass-not-allowed).
import { ApiError } from '../api/client';
import { language, t } from '../i18n/i18n';

export function ProblemNote({ error, onDismiss }: { readonly error: unknown; readonly onDismiss?: () => void }) {
  if (error === null || error === undefined) return null;
  const problem = error instanceof ApiError ? error.problem : null;
  const sentence = problem?.detail ?? problem?.title ?? (error instanceof Error ? error.message : String(error));
  const type = problem?.type;
  return (
    <div class="problem" role="alert" data-testid="problem" data-code={problem?.code}>
      <p>{sentence}</p>
      {type !== undefined && type.startsWith('/problems/') ? (
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
