// The server's own sentences in French and German, by the key a refusal names with `saying` (service/
// refusal.ts), ICU MessageFormat filled from its params; the English sentence stays where the refusal is
// made. A refusal without a key, or whose key is not here, is answered wholly in English. Typed by the
// keys, so French and German cannot drift apart.
import type { Language } from './accept-language.js';

const KEYS = [
  'version-conflict',
  'time-out',
  'not-started',
  'game-cancelled',
  'seat-taken',
  'seat-taken/none-left',
  'seat-taken/started',
  'already-seated',
  'not-finished',
  'invalid-request/name',
  'game-not-found',
  // Post-game reviews (issue 23).
  'game-not-over/review',
  'invalid-request/seat',
] as const;
export type DetailKey = (typeof KEYS)[number];

export const isDetailKey = (key: string): key is DetailKey => (KEYS as readonly string[]).includes(key);

export const DETAILS: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<DetailKey, string>>>> = {
  fr: {
    'version-conflict':
      'La partie est à la version {version, number, ::group-off}, pas à la {expected, number, ::group-off}.',
    'time-out': 'La place {seat} a dépassé son temps dans la partie {game} : ce dépassement l’a fait abandonner.',
    'not-started':
      "La partie {game} attend que ses places ouvertes soient prises ; personne ne peut encore {what, select, resign {abandonner. Pour rendre votre place avant le début, POST /games/'{id}'/leave.} other {jouer.}}",
    'game-cancelled': 'La partie {game} a été annulée avant de commencer.',
    'seat-taken': 'La place {seat} de la partie {game} est prise.',
    'seat-taken/none-left': 'La partie {game} n’a plus de place ouverte.',
    'seat-taken/started': 'Toutes les places de la partie {game} sont prises : elle a commencé.',
    'already-seated': 'Vous êtes déjà assis à la partie {game} ; un joueur occupe au plus une place par partie.',
    'not-finished':
      'La partie {game} est {status, select, waiting {en attente de joueurs} active {en cours} cancelled {annulée} other {{status}}} : une revanche est proposée une fois qu’elle est terminée.',
    'invalid-request/name': 'Un nom compte de 1 à {max} caractères imprimables.',
    'game-not-found': 'Il n’y a pas de partie {game}.',
    // Post-game reviews (issue 23).
    'game-not-over/review':
      'La partie {game} est {status, select, waiting {en attente de joueurs} active {en cours} other {{status}}} : son analyse est publique une fois qu’elle est terminée ou annulée.',
    'invalid-request/seat': 'La partie {game} a les places 0 à {last} : la place {seat} n’en fait pas partie.',
  },
  de: {
    'version-conflict':
      'Die Partie ist auf Version {version, number, ::group-off}, nicht {expected, number, ::group-off}.',
    'time-out':
      'Platz {seat} hat in der Partie {game} die Zeit überschritten: Die Zeitüberschreitung hat ihn aufgeben lassen.',
    'not-started':
      "Die Partie {game} wartet darauf, dass ihre offenen Plätze besetzt werden; noch darf niemand {what, select, resign {aufgeben. Um deinen Platz vor dem Beginn freizugeben: POST /games/'{id}'/leave.} other {ziehen.}}",
    'game-cancelled': 'Die Partie {game} wurde vor ihrem Beginn abgesagt.',
    'seat-taken': 'Platz {seat} der Partie {game} ist besetzt.',
    'seat-taken/none-left': 'Die Partie {game} hat keinen offenen Platz mehr.',
    'seat-taken/started': 'Alle Plätze der Partie {game} sind besetzt: Sie hat begonnen.',
    'already-seated': 'Du sitzt schon an der Partie {game}; ein Spieler hat höchstens einen Platz pro Partie.',
    'not-finished':
      'Die Partie {game} ist {status, select, waiting {noch nicht begonnen} active {noch im Gang} cancelled {abgesagt} other {{status}}}: Eine Revanche gibt es, sobald sie beendet ist.',
    'invalid-request/name': 'Ein Name hat 1 bis {max} druckbare Zeichen.',
    'game-not-found': 'Es gibt keine Partie {game}.',
    // Post-game reviews (issue 23).
    'game-not-over/review':
      'Die Partie {game} ist {status, select, waiting {noch nicht begonnen} active {noch im Gang} other {{status}}}: Ihre Analyse ist öffentlich, sobald sie beendet oder abgesagt ist.',
    'invalid-request/seat': 'Die Partie {game} hat die Plätze 0 bis {last}: Platz {seat} gehört nicht dazu.',
  },
};
