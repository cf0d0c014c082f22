// Monte Carlo Gamble's rule sentences in French and German (the English ones are built with each
// violation), as ICU MessageFormat by violation code, filled from the violation's params (raw colour ids,
// pawn ids, amounts in dollars). Data only; the HTTP layer formats them (http/i18n/problem-words.ts).
// Positions and boards given by API users are refused in English only.
import type { RuleMessages } from '../../engine/index.js';

const COLOUR_FR = '{colour, select, red {rouge} blue {bleu} yellow {jaune} other {blanc}}';
const COLOURS_FR = '{colour, select, red {rouges} blue {bleus} yellow {jaunes} other {blancs}}';
const COLOUR_DE = '{colour, select, red {Rot} blue {Blau} yellow {Gelb} other {Weiß}}';
const COLOUR_ADJ_DE = '{colour, select, red {rote} blue {blaue} yellow {gelbe} other {weiße}}';

export const messages: RuleMessages = {
  fr: {
    'monte-carlo/C2-players': 'Monte Carlo Gamble se joue de 2 à 4 joueurs.',
    'monte-carlo/C20-game-over': 'La partie est terminée.',
    'monte-carlo/C2-not-started': 'La table n’est pas encore installée.',
    'monte-carlo/C21-not-playing': 'La place {seat} ne joue pas à cette table.',
    'monte-carlo/C2-not-your-turn': 'Ce n’est pas votre tour : c’est à la place {seats} d’agir.',
    'monte-carlo/C16-send-back-first': 'Choisissez le pion qu’une ruine renvoie à la banque derrière lui.',
    'monte-carlo/C8-name-colour-first': 'Annoncez la couleur que vous jouerez avant de lancer le dé.',
    'monte-carlo/C6-roll-first': 'Lancez d’abord le dé.',
    'monte-carlo/C6-move-a-pawn': 'Avancez un de vos pions du nombre obtenu.',
    'monte-carlo/C14-bet-first': 'Placez votre mise sur la table du casino.',
    'monte-carlo/C14-choose-option': 'Vous avez gagné au casino : choisissez l’option A ou B.',
    'monte-carlo/C17-call-or-end': 'Défiez au poker un pion adverse de votre pile, ou finissez votre tour.',
    'monte-carlo/C19-pledge-first': 'Engagez une somme (0 pour rester dehors) pour rejoindre le poker.',
    'monte-carlo/C17-stake-first': 'Fixez l’enjeu du poker que vous avez lancé.',
    'monte-carlo/C18-throw-or-stop': 'Lancez les dés de poker, ou arrêtez de lancer.',
    'monte-carlo/C2-nothing-to-do': 'La table n’attend aucun coup.',
    'monte-carlo/C1-money-unit': 'L’argent circule par multiples de 10 000 $.',
    'monte-carlo/C6-not-your-pawn': 'Le pion {pawn} n’est pas à vous.',
    'monte-carlo/C8-named-colour': `Avancez un pion ${COLOUR_FR} : c’est la couleur que vous avez annoncée.`,
    'monte-carlo/C9-pawn-home': 'Le pion {pawn} est arrivé et quitte la piste.',
    'monte-carlo/C10-blocked-needs-1-2-3':
      'Le pion {pawn} est bloqué sous un adversaire : il ne repart que sur un 1, un 2 ou un 3.',
    'monte-carlo/C11-bank-needs-1-2-3': 'Le pion {pawn} est dans une banque : il ne repart que sur un 1, un 2 ou un 3.',
    'monte-carlo/C18-no-duel': 'Aucun poker n’est en cours.',
    'monte-carlo/C18-dice':
      'Nommez les dés à lancer par leur indice de 0 à 4, chacun une fois, dans l’ordre croissant.',
    'monte-carlo/C18-first-throw-all-dice': 'Le premier lancer d’une main lance les cinq dés.',
    'monte-carlo/C18-no-throw-left': 'Il ne vous reste aucun lancer.',
    'monte-carlo/C8-not-your-colour': `Vous ne jouez pas les pions ${COLOURS_FR}.`,
    'monte-carlo/C8-colour-all-home': `Tous les pions ${COLOURS_FR} sont arrivés : annoncez votre autre couleur.`,
    'monte-carlo/C14-double-chance-bet':
      'Misez sur deux couleurs différentes, dans l’ordre pique, cœur, carreau, trèfle.',
    'monte-carlo/C14-single-chance-bet': 'Misez sur une seule couleur.',
    'monte-carlo/C14-option': 'Choisissez l’option A ou B.',
    'monte-carlo/C17-not-a-target': 'Le pion {pawn} n’est pas un pion adverse de votre pile que vous pouvez défier.',
    'monte-carlo/C19-pledge-too-high': 'Vous pouvez engager au plus {max, number} $.',
    'monte-carlo/C17-stake-too-low': 'L’enjeu est d’au moins 10 000 $.',
    'monte-carlo/C17-stake-too-high': 'L’enjeu est ici d’au plus {max, number} $.',
    'monte-carlo/C18-throw-first': 'Lancez les cinq dés avant de vous arrêter.',
    'monte-carlo/C16-not-a-ruined-pawn':
      'Le pion {pawn} ne peut pas être renvoyé pour cette ruine : choisissez parmi {choices}.',
    // Positions and boards given through the API (position.ts, board.ts).
    'monte-carlo/C2-colours':
      'Avec {players} joueurs, chaque place joue {perSeat, plural, one {# couleur} other {# couleurs}} bien à elle.',
    'monte-carlo/C2-pawns':
      'Donnez {perColour} pions de chaque couleur, place par place et couleur par couleur ({colours}).',
    'monte-carlo/C9-square': 'Le pion {pawn} est au-delà de la piste : écrivez ’home’ pour un pion arrivé.',
    'monte-carlo/C14-never-rests-on-casino': 'Le pion {pawn} ne peut pas s’arrêter sur la case casino {square}.',
    'monte-carlo/C12-never-rests-on-arrow': 'Le pion {pawn} ne peut pas s’arrêter sur la case flèche {square}.',
    'monte-carlo/C10-stack-order':
      'La pile de la case {square} doit être sur une case verte et nommer exactement ses pions.',
    'monte-carlo/C16-money-range': 'Chaque joueur détient entre 10 000 $ et 250 000 $.',
    'monte-carlo/C1-money-total':
      'La banque et les joueurs doivent détenir ensemble 1 000 000 $, pas {total, number} $.',
    'monte-carlo/C4-casino-cards':
      'La pioche et la défausse du casino doivent contenir les 17 cartes du casino, chacune une fois.',
    'monte-carlo/C2-seat': 'La place {seat} n’est pas à cette table.',
    'monte-carlo/C21-max-turns': 'Le tour {turn} dépasse le dernier tour, le {max}.',
    'monte-carlo/C8-colour-named':
      '{named, select, yes {Annoncez la couleur que la place joue ce tour-ci (partie à deux).} other {Seule une couleur annoncée d’une partie à deux va avec cette étape.}}',
    'monte-carlo/C8-colour': `La place {seat} ne peut pas avancer de pion ${COLOUR_FR}.`,
    'monte-carlo/C6-die': 'Un dé va avec l’étape move_pawn, et seulement avec elle.',
    'monte-carlo/C7-no-pawn-can-move': 'Aucun pion de la place {seat} ne peut avancer de {die}.',
    'monte-carlo/C20-already-won': 'Tous les pions de la place {seat} sont arrivés : cette partie est finie.',
    'monte-carlo/C3-invalid-board':
      'Ce plateau n’est pas un plateau de Monte Carlo Gamble valide : voyez la règle C3 (cases, longueur, arrivée).',
  },
  de: {
    'monte-carlo/C2-players': 'Monte Carlo Gamble wird zu zweit bis zu viert gespielt.',
    'monte-carlo/C20-game-over': 'Die Partie ist vorbei.',
    'monte-carlo/C2-not-started': 'Der Tisch ist noch nicht aufgebaut.',
    'monte-carlo/C21-not-playing': 'Platz {seat} spielt an diesem Tisch nicht mit.',
    'monte-carlo/C2-not-your-turn': 'Du bist nicht dran: Platz {seats} muss handeln.',
    'monte-carlo/C16-send-back-first': 'Wähle die Figur, die ein Ruin zur Bank hinter ihr zurückschickt.',
    'monte-carlo/C8-name-colour-first': 'Nenne die Farbe, die du ziehst, bevor du würfelst.',
    'monte-carlo/C6-roll-first': 'Würfle zuerst.',
    'monte-carlo/C6-move-a-pawn': 'Ziehe eine deiner Figuren um die gewürfelte Zahl.',
    'monte-carlo/C14-bet-first': 'Setze auf dem Kasinotisch.',
    'monte-carlo/C14-choose-option': 'Du hast im Kasino gewonnen: Wähle Option A oder B.',
    'monte-carlo/C17-call-or-end': 'Fordere eine gegnerische Figur deines Stapels zum Poker oder beende deine Runde.',
    'monte-carlo/C19-pledge-first': 'Setze einen Betrag (0, um draußen zu bleiben), um beim Poker einzusteigen.',
    'monte-carlo/C17-stake-first': 'Nenne den Einsatz des Pokers, das du gefordert hast.',
    'monte-carlo/C18-throw-or-stop': 'Wirf die Pokerwürfel oder hör auf zu werfen.',
    'monte-carlo/C2-nothing-to-do': 'Der Tisch wartet auf keinen Zug.',
    'monte-carlo/C1-money-unit': 'Geld wechselt nur in Vielfachen von 10.000 $.',
    'monte-carlo/C6-not-your-pawn': 'Figur {pawn} gehört dir nicht.',
    'monte-carlo/C8-named-colour': `Ziehe eine ${COLOUR_ADJ_DE} Figur: Das ist die Farbe, die du genannt hast.`,
    'monte-carlo/C9-pawn-home': 'Figur {pawn} ist im Ziel und verlässt die Bahn.',
    'monte-carlo/C10-blocked-needs-1-2-3':
      'Figur {pawn} ist unter einem Gegner blockiert: sie kommt nur mit einer 1, 2 oder 3 los.',
    'monte-carlo/C11-bank-needs-1-2-3': 'Figur {pawn} steht in einer Bank: sie kommt nur mit einer 1, 2 oder 3 los.',
    'monte-carlo/C18-no-duel': 'Es wird gerade kein Poker gespielt.',
    'monte-carlo/C18-dice':
      'Nenne die zu werfenden Würfel mit ihrem Index 0–4, jeden einmal, in aufsteigender Reihenfolge.',
    'monte-carlo/C18-first-throw-all-dice': 'Der erste Wurf einer Hand wirft alle fünf Würfel.',
    'monte-carlo/C18-no-throw-left': 'Du hast keinen Wurf mehr.',
    'monte-carlo/C8-not-your-colour': `Du spielst nicht ${COLOUR_DE}.`,
    'monte-carlo/C8-colour-all-home': `Alle Figuren in ${COLOUR_DE} sind im Ziel: Nenne deine andere Farbe.`,
    'monte-carlo/C14-double-chance-bet':
      'Setze auf zwei verschiedene Farben, in der Reihenfolge Pik, Herz, Karo, Kreuz.',
    'monte-carlo/C14-single-chance-bet': 'Setze auf genau eine Farbe.',
    'monte-carlo/C14-option': 'Wähle Option A oder B.',
    'monte-carlo/C17-not-a-target': 'Figur {pawn} ist keine gegnerische Figur deines Stapels, die du fordern darfst.',
    'monte-carlo/C19-pledge-too-high': 'Du kannst höchstens {max, number} $ setzen.',
    'monte-carlo/C17-stake-too-low': 'Der Einsatz beträgt mindestens 10.000 $.',
    'monte-carlo/C17-stake-too-high': 'Der Einsatz beträgt hier höchstens {max, number} $.',
    'monte-carlo/C18-throw-first': 'Wirf die fünf Würfel, bevor du aufhörst.',
    'monte-carlo/C16-not-a-ruined-pawn':
      'Figur {pawn} kann für diesen Ruin nicht zurückgeschickt werden: Wähle eine von {choices}.',
    // Positions and boards given through the API (position.ts, board.ts).
    'monte-carlo/C2-colours':
      'Mit {players} Spielern spielt jeder Platz {perSeat, plural, one {# eigene Farbe} other {# eigene Farben}}.',
    'monte-carlo/C2-pawns': 'Gib {perColour} Figuren jeder Farbe an, Platz für Platz und Farbe für Farbe ({colours}).',
    'monte-carlo/C9-square': 'Figur {pawn} steht hinter der Bahn: Schreibe ’home’ für eine angekommene Figur.',
    'monte-carlo/C14-never-rests-on-casino': 'Figur {pawn} kann nicht auf dem Kasinofeld {square} stehen bleiben.',
    'monte-carlo/C12-never-rests-on-arrow': 'Figur {pawn} kann nicht auf dem Pfeilfeld {square} stehen bleiben.',
    'monte-carlo/C10-stack-order':
      'Der Stapel auf Feld {square} muss auf einem grünen Feld liegen und genau seine Figuren nennen.',
    'monte-carlo/C16-money-range': 'Jeder Spieler hat zwischen 10.000 $ und 250.000 $.',
    'monte-carlo/C1-money-total': 'Bank und Spieler müssen zusammen 1.000.000 $ haben, nicht {total, number} $.',
    'monte-carlo/C4-casino-cards':
      'Nachziehstapel und Ablagestapel des Kasinos müssen die 17 Kasinokarten enthalten, jede einmal.',
    'monte-carlo/C2-seat': 'Platz {seat} gehört nicht zu diesem Tisch.',
    'monte-carlo/C21-max-turns': 'Runde {turn} liegt nach der letzten Runde, {max}.',
    'monte-carlo/C8-colour-named':
      '{named, select, yes {Nenne die Farbe, die der Platz in dieser Runde zieht (Partie zu zweit).} other {Nur eine genannte Farbe einer Partie zu zweit gehört zu diesem Schritt.}}',
    'monte-carlo/C8-colour': `Platz {seat} kann keine ${COLOUR_ADJ_DE} Figur ziehen.`,
    'monte-carlo/C6-die': 'Ein Würfel gehört zum Schritt move_pawn, und nur zu ihm.',
    'monte-carlo/C7-no-pawn-can-move': 'Keine Figur von Platz {seat} kann um {die} ziehen.',
    'monte-carlo/C20-already-won': 'Alle Figuren von Platz {seat} sind angekommen: Diese Partie ist vorbei.',
    'monte-carlo/C3-invalid-board':
      'Dieses Brett ist kein gültiges Monte-Carlo-Gamble-Brett: Siehe Regel C3 (Felder, Länge, Ziel).',
  },
};
