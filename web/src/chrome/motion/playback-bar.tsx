// While several moves are shown one by one: which of them is drawn, and "Skip" to the newest.
import { t } from '../../i18n/i18n';
import type { Playback } from './playback';

export function PlaybackBar({ playback }: { readonly playback: Playback }) {
  if (playback.frame === null) return null;
  return (
    <div class="playback" role="group" aria-label={t('playback.label')} data-testid="playback">
      <span aria-live="polite" data-testid="playback-step">
        {playback.loading ? t('playback.label') : t('playback.step', { at: playback.step, total: playback.total })}
      </span>{' '}
      <button type="button" class="secondary" onClick={playback.skip} data-testid="playback-skip">
        {t('playback.skip')}
      </button>
    </div>
  );
}
