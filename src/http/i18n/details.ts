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
  'undo-not-allowed/not-in-play',
  'undo-not-allowed/not-your-turn',
  'undo-not-allowed/nothing-to-undo',
  'undo-not-allowed/revealed',
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
    'undo-not-allowed/not-in-play': 'La partie {game} n’est pas en cours : il n’y a aucun coup à reprendre.',
    'undo-not-allowed/not-your-turn':
      'Ce n’est pas votre tour : seule la place qui doit jouer peut reprendre ses propres coups du tour.',
    'undo-not-allowed/nothing-to-undo': 'Vous n’avez joué ce tour aucun coup qui puisse être repris.',
    'undo-not-allowed/revealed':
      'Votre dernier coup a révélé quelque chose de caché ou de hasard (une carte, un dé…) : les coups d’avant ne peuvent plus être repris.',
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
    'undo-not-allowed/not-in-play': 'Die Partie {game} wird nicht gespielt: Es gibt keinen Zug zurückzunehmen.',
    'undo-not-allowed/not-your-turn':
      'Du bist nicht am Zug: Nur der Platz am Zug kann seine eigenen Züge dieser Runde zurücknehmen.',
    'undo-not-allowed/nothing-to-undo': 'Du hast in dieser Runde keinen Zug gemacht, der sich zurücknehmen lässt.',
    'undo-not-allowed/revealed':
      'Dein letzter Zug hat etwas Verdecktes oder Zufälliges aufgedeckt (eine Karte, einen Würfel …): Die Züge davor lassen sich nicht mehr zurücknehmen.',
  },
};
