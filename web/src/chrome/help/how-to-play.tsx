// "How to play": a short page per game (the goal, a turn, the end) in the page's language, linking the
// full rule book the server serves, and an index of the games that have one. The words are the game's
// help table's catalog keys (chrome/help/game-help.ts); the rules themselves stay in the rule book.
import { gameUis } from '../../games/registry';
import { t } from '../../i18n/i18n';
import { href } from '../../router';
import { rulesHref } from './rule-link';

const withHelp = () => Object.values(gameUis).filter(ui => ui.help !== undefined);

export function HowToPlayPage({ game }: { readonly game: string | null }) {
  const ui = game === null ? undefined : gameUis[game];
  const help = ui?.help;
  if (ui === undefined || help === undefined) {
    return (
      <section class="how-to-play" data-testid="how-to-play">
        <h1>{t('howTo.title')}</h1>
        {game === null ? null : <p>{t('howTo.unknown')}</p>}
        <ul>
          {withHelp().map(other => (
            <li key={other.id}>
              <a href={href({ page: 'how-to-play', game: other.id })}>{other.title()}</a>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <article class="how-to-play" data-testid="how-to-play" data-game={ui.id}>
      <h1>{t('howTo.gameTitle', { game: ui.title() })}</h1>
      <h2>{t('howTo.goal')}</h2>
      <p>{t(help.howTo.goal)}</p>
      <h2>{t('howTo.turn')}</h2>
      <p>{t(help.howTo.turn)}</p>
      <h2>{t('howTo.end')}</h2>
      <p>{t(help.howTo.end)}</p>
      <p>
        <a href={rulesHref(ui.id)} data-testid="full-rules">
          {t('howTo.fullRules', { game: ui.title() })}
        </a>
        {' · '}
        <a href={href({ page: 'new', game: ui.id })}>{t('howTo.newTable')}</a>
        {' · '}
        <a href={href({ page: 'how-to-play', game: null })}>{t('howTo.other')}</a>
      </p>
    </article>
  );
}
