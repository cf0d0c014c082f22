// Monad's rule sentences in French and German (the English ones are built with each violation), as ICU
// MessageFormat by violation code, filled from the violation's params: raw ids (a colour, a set) that the
// messages name with `select`. Data only; the HTTP layer formats them (http/i18n/problem-words.ts). The
// refusals of positions given to setupFromPosition (custom games) are here too (issue 21).
import type { RuleMessages } from '../../engine/index.js';

// French cards are feminine ("une bi rouge"); German names them "Bi (rot)".
const SET_FR = '{set, select, common {commune} Monad {Monad} other {{set}}}';
const COLOUR_FR =
  '{colour, select, red {rouge} orange {orange} yellow {jaune} purple {violette} blue {bleue} other {verte}}';
const TARGET_FR = '{target, select, Monad {un Monad} other {une {target}}}';
const SET_DE = '{set, select, common {Grundkarte} bi {Bi} tri {Tri} quad {Quad} quint {Quint} other {{set}}}';
const COLOUR_DE = '{colour, select, red {rot} orange {orange} yellow {gelb} purple {lila} blue {blau} other {grün}}';
const TARGET_DE =
  '{target, select, Monad {einen Monad} bi {eine Bi} tri {eine Tri} quad {eine Quad} quint {eine Quint} other {{target}}}';
const TGT_DE = '{target, select, Monad {Monad} bi {Bi} tri {Tri} quad {Quad} quint {Quint} other {{target}}}';
const ACTION_FR = '{action, select, draw {piocher} flip {retourner la défausse} other {passer}}';
const ACTION_DE = '{action, select, draw {ziehen} flip {den Ablagestapel umdrehen} other {passen}}';

export const messages: RuleMessages = {
  fr: {
    'monad/M5-players': 'Monad se joue de 2 à 4 joueurs, pas {players}.',
    'monad/M20-teams-need-four': 'Le jeu en équipes demande exactement 4 joueurs.',
    'monad/M11-game-over': 'La partie est terminée.',
    'monad/M6-not-dealt': 'Les cartes n’ont pas encore été distribuées.',
    'monad/M21-resigned': 'Vous avez abandonné cette partie.',
    'monad/M21-already-resigned': 'Vous avez déjà abandonné.',
    'monad/M8-not-your-turn': 'C’est au tour de la place {seat}, pas au vôtre.',
    'monad/M12-warm-and-cool':
      'Un échange donne une carte chaude (rouge, orange, jaune) et une carte froide (violette, bleue, verte).',
    'monad/M12w-commons-never-wild': 'Les communes ne sont jamais jokers : échangez deux cartes de la même série.',
    'monad/M12-same-set':
      'Les deux cartes doivent être de la même série, sauf si l’une est un joker (une bi ou plus dans votre couleur d’identité).',
    'monad/M13-no-bonus-for-commons': 'Échanger des communes ne rapporte pas de bonus.',
    'monad/M13-no-bonus-with-wild': 'Un échange qui utilise un joker ne rapporte pas de bonus.',
    'monad/M13-not-a-bonus-pair': 'Seuls les échanges rouge/violette, orange/bleue et jaune/verte rapportent un bonus.',
    'monad/M13-one-bonus-per-turn': 'Vous avez déjà pris un bonus ce tour-ci.',
    'monad/M13-bonus-takes-nothing':
      'Toutes les séries sous cet échange manquent, il n’y a donc pas de bonus à prendre : échangez sans lui.',
    'monad/M12-two-cards': 'Un échange donne exactement deux cartes ; vous en avez nommé {named}.',
    'monad/M12-not-in-hand': `Vous n’avez pas la ${SET_FR} ${COLOUR_FR} que vous proposez.`,
    'monad/M12-column-empty':
      'Il ne reste plus de {target} sur la table contre {set, select, common {des communes} other {des {set}}}.',
    'monad/M14-target-unavailable': `Il ne reste plus ${TARGET_FR} sur la table à acheter.`,
    'monad/M14-two-or-more-cards': 'Un achat joue deux cartes ou plus ; vous en avez nommé {named}.',
    'monad/M14-not-in-hand': `Vous n’avez pas la ${SET_FR} ${COLOUR_FR} que vous proposez.`,
    'monad/M14-lower-sets-only': `Seules des cartes de séries inférieures peuvent payer ${TARGET_FR}, pas une ${SET_FR} ${COLOUR_FR}.`,
    'monad/M14-not-enough-points': `Vos cartes valent {total} points ; ${TARGET_FR} coûte {price}.`,
    'monad/M15-prepare-first': 'Un saut demande un échange ou un achat plus tôt dans le même tour.',
    'monad/M15-four-to-six-commons': 'Un saut joue 4, 5 ou 6 communes ; vous en avez nommé {named}.',
    'monad/M15-different-colours': 'Les communes d’un saut doivent toutes être de couleurs différentes.',
    'monad/M15-not-in-hand': `Vous n’avez pas de commune ${COLOUR_FR}.`,
    'monad/M15-column-empty': 'Il ne reste plus de {target} sur la table pour y sauter.',
    'monad/M9-whole-turn-only': `Vous avez fait une transaction ce tour-ci, vous ne pouvez donc pas ${ACTION_FR} : finissez plutôt votre tour.`,
    'monad/M16-no-deck':
      '{discard, select, some {Il n’y a pas de pioche : retournez plutôt la défausse.} other {Il n’y a pas de pioche dans laquelle piocher.}}',
    'monad/M17-deck-exists': 'Il y a déjà une pioche : piochez-y au lieu de retourner la défausse.',
    'monad/M17-discard-empty': 'La défausse est vide : il n’y a rien à retourner.',
    'monad/M18-pass-not-allowed':
      'Vous ne pouvez passer que si vous ne pouvez rien faire d’autre. {can, select, trade {Vous pouvez encore échanger.} draw {Vous pouvez encore piocher.} flip {Vous pouvez encore retourner la défausse.} other {Vous pouvez encore acheter ' +
      TARGET_FR +
      ' avec deux cartes ' +
      '{set, select, common {communes} other {{set}}}' +
      ' et assez de cartes inférieures.}}',
    'monad/M9-no-transaction':
      'Vous n’avez fait ni échange, ni achat, ni saut ce tour-ci : piochez, retournez la défausse ou passez.',
    // The refusals of a custom position (setupFromPosition), issue 21.
    'monad/M5-position-seats':
      'La position a {seats, plural, one {# place} other {# places}} pour une partie à {players} joueurs.',
    'monad/M6-position-identities': 'Chaque place a besoin de sa propre couleur d’identité.',
    'monad/M5-position-identity': `Une table à {players} joueurs n’a pas de carte d’identité ${COLOUR_FR} (M5) : choisissez parmi {left}.`,
    'monad/M4-position-too-many-cards': `La position contient {count} cartes {set, select, common {communes} other {{set}}} de couleur ${COLOUR_FR} ; le jeu en compte {copies}.`,
    'monad/M5-position-cards': `La position contient {count} cartes {set, select, common {communes} other {{set}}} de couleur ${COLOUR_FR} ; une table à {players} joueurs en compte {copies} (M5).`,
    'monad/M4-position-monads': 'Les places tiennent {held} Monads et la pile {stack} : il y en a {total} en tout.',
    'monad/M11-position-already-won': 'La place {seat} tient déjà les Monads qu’il faut pour gagner.',
    'monad/M21-position-resigned':
      'Une position demande deux camps encore en jeu (en équipes, aucune place qui a abandonné).',
    'monad/M8-position-turn': 'La place {seat} ne peut pas être celle qui joue.',
    'monad/M9-position-turn': 'Un tour où un échange, un achat ou un bonus a été fait compte au moins une transaction.',
  },
  de: {
    'monad/M5-players': 'Monad wird zu zweit bis zu viert gespielt, nicht zu {players}.',
    'monad/M20-teams-need-four': 'Das Teamspiel braucht genau 4 Spieler.',
    'monad/M11-game-over': 'Die Partie ist vorbei.',
    'monad/M6-not-dealt': 'Die Karten sind noch nicht verteilt.',
    'monad/M21-resigned': 'Du hast diese Partie aufgegeben.',
    'monad/M21-already-resigned': 'Du hast schon aufgegeben.',
    'monad/M8-not-your-turn': 'Platz {seat} ist dran, nicht du.',
    'monad/M12-warm-and-cool':
      'Ein Tausch gibt eine warme Karte (rot, orange, gelb) und eine kalte Karte (lila, blau, grün).',
    'monad/M12w-commons-never-wild': 'Grundkarten sind nie Joker: Tausche zwei Karten derselben Reihe.',
    'monad/M12-same-set':
      'Beide Karten müssen zur selben Reihe gehören, außer eine ist ein Joker (eine Bi oder höher in deiner Identitätsfarbe).',
    'monad/M13-no-bonus-for-commons': 'Ein Tausch von Grundkarten bringt keinen Bonus.',
    'monad/M13-no-bonus-with-wild': 'Ein Tausch mit einem Joker bringt keinen Bonus.',
    'monad/M13-not-a-bonus-pair': 'Nur Tausche Rot/Lila, Orange/Blau und Gelb/Grün bringen einen Bonus.',
    'monad/M13-one-bonus-per-turn': 'Du hast in dieser Runde schon einen Bonus genommen.',
    'monad/M13-bonus-takes-nothing':
      'Alle Reihen unter diesem Tausch fehlen, es gibt also keinen Bonus: Tausche ohne ihn.',
    'monad/M12-two-cards': 'Ein Tausch gibt genau zwei Karten ab; du hast {named} genannt.',
    'monad/M12-not-in-hand': `Du hast die ${SET_DE} (${COLOUR_DE}) nicht, die du anbietest.`,
    'monad/M12-column-empty': `Auf dem Tisch liegt nichts mehr aus der Reihe ${TGT_DE}, gegen das du ${SET_DE}-Karten tauschen könntest.`,
    'monad/M14-target-unavailable': `Auf dem Tisch liegt nichts mehr aus der Reihe ${TGT_DE} zum Kaufen.`,
    'monad/M14-two-or-more-cards': 'Ein Kauf gibt zwei oder mehr Karten ab; du hast {named} genannt.',
    'monad/M14-not-in-hand': `Du hast die ${SET_DE} (${COLOUR_DE}) nicht, die du anbietest.`,
    'monad/M14-lower-sets-only': `Nur Karten niedrigerer Reihen können ${TARGET_DE} bezahlen, keine ${SET_DE} (${COLOUR_DE}).`,
    'monad/M14-not-enough-points': `Deine Karten sind {total} Punkte wert; ${TARGET_DE} kostet {price}.`,
    'monad/M15-prepare-first': 'Ein Sprung braucht einen Tausch oder Kauf früher in derselben Runde.',
    'monad/M15-four-to-six-commons': 'Ein Sprung gibt 4, 5 oder 6 Grundkarten ab; du hast {named} genannt.',
    'monad/M15-different-colours': 'Die Grundkarten eines Sprungs müssen alle verschiedene Farben haben.',
    'monad/M15-not-in-hand': `Du hast keine Grundkarte (${COLOUR_DE}).`,
    'monad/M15-column-empty': `In der Reihe ${TGT_DE} liegt keine Karte mehr, zu der du springen könntest.`,
    'monad/M9-whole-turn-only': `Du hast in dieser Runde schon eine Transaktion gemacht und kannst deshalb nicht ${ACTION_DE}: Beende stattdessen deine Runde.`,
    'monad/M16-no-deck':
      '{discard, select, some {Es gibt keinen Ziehstapel: Drehe stattdessen den Ablagestapel um.} other {Es gibt keinen Ziehstapel, von dem du ziehen könntest.}}',
    'monad/M17-deck-exists': 'Es gibt schon einen Ziehstapel: Ziehe davon, statt umzudrehen.',
    'monad/M17-discard-empty': 'Der Ablagestapel ist leer: Es gibt nichts umzudrehen.',
    'monad/M18-pass-not-allowed':
      'Du darfst nur passen, wenn du sonst nichts tun kannst. {can, select, trade {Du kannst noch tauschen.} draw {Du kannst noch ziehen.} flip {Du kannst noch den Ablagestapel umdrehen.} other {Du kannst noch ' +
      TARGET_DE +
      ' mit zwei Karten der Reihe ' +
      SET_DE +
      ' und genug niedrigeren Karten kaufen.}}',
    'monad/M9-no-transaction':
      'Du hast in dieser Runde weder getauscht noch gekauft noch gesprungen: Ziehe, drehe den Ablagestapel um oder passe.',
    // The refusals of a custom position (setupFromPosition), issue 21.
    'monad/M5-position-seats':
      'Die Position hat {seats, plural, one {# Platz} other {# Plätze}} für eine Partie mit {players} Spielern.',
    'monad/M6-position-identities': 'Jeder Platz braucht seine eigene Identitätsfarbe.',
    'monad/M5-position-identity':
      'Ein Tisch mit {players} Spielern hat keine Identitätskarte in {colour, select, red {Rot} orange {Orange} yellow {Gelb} purple {Lila} blue {Blau} other {Grün}} (M5): Wähle unter {left}.',
    'monad/M4-position-too-many-cards': `Die Position enthält {count} Karten der Art ${SET_DE} (${COLOUR_DE}); das Spiel hat {copies}.`,
    'monad/M5-position-cards': `Die Position enthält {count} Karten der Art ${SET_DE} (${COLOUR_DE}); ein Tisch mit {players} Spielern hat {copies} (M5).`,
    'monad/M4-position-monads': 'Die Plätze halten {held} Monads und der Stapel {stack}: Es gibt insgesamt {total}.',
    'monad/M11-position-already-won': 'Platz {seat} hält schon die Monads, die zum Sieg nötig sind.',
    'monad/M21-position-resigned':
      'Eine Position braucht zwei Seiten, die noch spielen (im Teamspiel keinen Platz, der aufgegeben hat).',
    'monad/M8-position-turn': 'Platz {seat} kann nicht der Platz sein, der dran ist.',
    'monad/M9-position-turn':
      'Eine Runde, in der getauscht, gekauft oder ein Bonus genommen wurde, hat mindestens eine Transaktion.',
  },
};
