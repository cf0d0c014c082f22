// The server's own sentences in French, by the key a refusal names (detail-keys.ts), ICU MessageFormat
// filled from the refusal's params. Typed by the keys: a key without its sentence here fails the typecheck.
import type { DetailKey } from './detail-keys.js';

export const FR: Readonly<Record<DetailKey, string>> = {
  'version-conflict':
    'La partie est à la version {version, number, ::group-off}, pas à la {expected, number, ::group-off}.',
  'time-out':
    'La place {seat} a dépassé son temps dans la partie {game} : elle a perdu au temps{standIn, select, bot {, et un bot la joue jusqu’à la fin de la partie} other {}}.',
  'not-started':
    "La partie {game} attend que ses places ouvertes soient prises ; personne ne peut encore {what, select, resign {abandonner. Pour rendre votre place avant le début, POST /games/'{id}'/leave.} other {jouer.}}",
  'game-cancelled': 'La partie {game} a été annulée avant de commencer.',
  'seat-taken': 'La place {seat} de la partie {game} est prise.',
  'seat-taken/none-left': 'La partie {game} n’a plus de place ouverte.',
  'seat-taken/started': 'Toutes les places de la partie {game} sont prises : elle a commencé.',
  'already-seated': 'Vous êtes déjà assis à la partie {game} ; un joueur occupe au plus une place par partie.',
  'not-finished':
    'La partie {game} est {status, select, waiting {en attente de joueurs} active {en cours} cancelled {annulée} other {{status}}} : une revanche est proposée une fois qu’elle est terminée.',
  'invalid-request/label':
    'Le libellé d’un appareil compte de 1 à {max} caractères de texte simple : il contient {character}, un caractère de contrôle ou de format (comme un contrôle bidi, qui réordonne le texte autour de lui) ; retirez-le.',
  'invalid-request/name': 'Un nom compte de 1 à {max} caractères imprimables.',
  'game-not-found': 'Il n’y a pas de partie {game}.',
  'game-not-over/review':
    'La partie {game} est {status, select, waiting {en attente de joueurs} active {en cours} other {{status}}} : son analyse est publique une fois qu’elle est terminée ou annulée.',
  'review-not-offered':
    'La partie {game} est une partie de {kind}, que ce serveur n’analyse pas : aucune analyse n’est proposée pour elle.',
  'too-many-reviews':
    'Ce serveur calcule ou tient en attente {count, plural, one {# analyse} other {# analyses}}, le maximum qu’il accepte à la fois (MAX_REVIEWS {max, number}) : réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'review-unavailable':
    'L’analyse de la place {seat} de la partie {game} n’a pas pu être calculée maintenant (le serveur est trop occupé) : réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'invalid-request/seat': 'La partie {game} a les places 0 à {last} : la place {seat} n’en fait pas partie.',
  'undo-not-allowed/not-in-play': 'La partie {game} n’est pas en cours : il n’y a aucun coup à reprendre.',
  'undo-not-allowed/not-your-turn':
    'Ce n’est pas votre tour : seule la place qui doit jouer peut reprendre ses propres coups du tour.',
  'undo-not-allowed/nothing-to-undo': 'Vous n’avez joué ce tour aucun coup qui puisse être repris.',
  'undo-not-allowed/revealed':
    'Votre dernier coup a révélé quelque chose de caché ou de hasard (une carte, un dé…) : les coups d’avant ne peuvent plus être repris.',
  'table-expired':
    'La partie {game} a attendu des joueurs {days, plural, one {# jour} other {# jours}} sans remplir ses places : elle a expiré. Cherchez une autre table dans le salon (GET /games?status=waiting&open=true), ou ouvrez-en une.',
  'not-creator':
    "Seule la personne qui a ouvert la partie {game} peut l’annuler ; vous avez pris une place ouverte : quittez la table (POST /games/'{id}'/leave).",

  // The hardening, HTTP-layer and use-case refusals that were said in English only (issue 21).
  'server-at-capacity':
    'Ce serveur tient déjà autant de connexions qu’il le peut ({total, number}) : réessayez dans un instant, ou sur un autre serveur.',
  'too-many-connections':
    'Votre adresse tient {count, plural, one {# connexion} other {# connexions}} à ce serveur, le maximum pour une adresse ({max, number}) : fermez-en (un seul flux d’événements par joueur suit toutes ses parties).',
  'rate-limited': 'Trop de requêtes ; réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'last-event-id':
    'Last-Event-ID doit être {what, select, version {un numéro de version} other {un numéro d’événement}}.',
  'headers-too-large':
    'Les en-têtes de la requête dépassent ce que ce serveur lit ({kb, number} ko en tout) : envoyez moins d’en-têtes, ou de plus courts.',
  'expectation-failed':
    'Ce serveur ne satisfait aucune attente sauf 100-continue : envoyez la requête sans son en-tête Expect.',
  'route-not-found/connect': 'Ce serveur n’est pas un proxy : CONNECT n’est pas servi.',
  'route-not-found': 'Il n’y a pas de route {method} {path}.',
  'request-timeout':
    'La requête n’est pas arrivée à temps : ses en-têtes sont attendus {headers, number} s, son corps {body, number} s de plus. Envoyez chacun d’un coup, et en entier.',
  'request-timeout/body':
    'Le corps de la requête n’est pas arrivé dans les {seconds, number} s qui ont suivi ses en-têtes : envoyez-le d’un coup, et en entier.',
  'invalid-request/not-valid':
    '{what, select, body {Le corps n’est pas valide.} query {Les paramètres de la requête ne sont pas valides.} path {Le chemin n’est pas valide.} other {La requête n’est pas valide.}}',
  'invalid-request/unknown-query':
    '{count, plural, one {Paramètre de requête inconnu} other {Paramètres de requête inconnus}} {names} : cette route {takes, plural, =0 {n’en prend aucun} other {prend {known}}}.',
  'invalid-request/if-match': 'If-Match doit être une version écrite en étiquette d’entité : "12".',
  'invalid-request/idempotency-key': 'Idempotency-Key compte de 1 à 200 caractères ASCII visibles.',
  'invalid-request/no-host':
    'La requête n’a pas d’en-tête Host, qu’exige HTTP/1.1 : envoyez Host avec le nom de ce serveur.',
  'invalid-request/percent':
    '{where, select, path {Le chemin contient} other {Les paramètres de la requête contiennent}} un encodage-pourcent mal formé : écrivez « % » lui-même %25.',
  'invalid-request/nul':
    '{where, select, path {Le chemin} query {La requête} header {L’en-tête {name}} body {Le corps} other {Le champ « {name} » du corps}} ne doit contenir ni caractère NUL (%00, \\u0000) ni demi-paire UTF-16 isolée : retirez-le.',
  'unsupported-media-type/content-type':
    'Le corps a été envoyé {given, select, no {sans Content-Type} other {avec Content-Type {type}}} : envoyez du JSON avec Content-Type: application/json.',
  'malformed-json': 'Le corps n’a pas pu être lu comme du JSON.',
  'malformed-json/utf8': 'Le corps n’est pas de l’UTF-8 valide : envoyez du JSON encodé en UTF-8.',
  'payload-too-large': 'Le corps dépasse ce que ce serveur accepte.',
  'payload-too-large/declared':
    'Le corps est annoncé à {declared, number} octets (Content-Length) ; ce serveur en lit au plus {max, number} : envoyez un corps plus petit.',
  'unsupported-media-type/encoding': 'Envoyez le corps en JSON UTF-8, sans encodage de contenu.',
  'unsupported-media-type/json': 'Envoyez le corps en JSON UTF-8 avec Content-Type: application/json.',
  'invalid-request/unreadable-body': 'Le corps n’a pas pu être lu.',
  'invalid-request/content-encoding':
    'Le corps n’est pas du {encoding} valide, comme l’annonce son Content-Encoding : encodez-le correctement, ou envoyez-le tel quel sans Content-Encoding.',
  'invalid-request/unreadable': 'La requête n’a pas pu être lue ; vérifiez son chemin, ses en-têtes et son corps.',
  'missing-token/seat': "Envoyez le jeton de place ainsi : Authorization: Bearer '<token>'.",
  'missing-token/request': "Cette requête demande un jeton de place : Authorization: Bearer '<token>'.",
  'invalid-request/lang': 'Le paramètre de requête lang vaut en, fr ou de.',
  'problem-code-not-found': '« {code} » n’est ni un code de problème de ce serveur ni une règle d’un jeu qu’il sert.',
  'game-not-found/rules': 'Ce serveur n’a pas de livre de règles pour un jeu nommé « {game} ».',
  'join-deadline-passed':
    'La partie {game} acceptait des joueurs jusqu’au {closes} (joinWithinSeconds) : ses places ouvertes n’ont pas toutes été prises à temps, elle est donc annulée.',
  'not-waiting':
    'La partie {game} {phase, select, cancelled {a été annulée} other {a commencé}} : on ne peut {what, select, leave {la quitter} cancel {l’annuler} rematch {prendre sa place à la revanche} other {la rejoindre}} que tant qu’elle attend des joueurs.',
  'too-many-waiting-tables':
    "Vous avez {waiting, plural, one {# table} other {# tables}} en attente de joueurs, le maximum pour un créateur ({max, number}) : annulez-en une (POST /games/'{id}'/cancel avec votre clé ; GET /players/me/games?status=waiting les liste) ou attendez qu’une se remplisse.",
  'too-many-waiting-tables/address':
    'Votre adresse a {waiting, plural, one {# table ouverte} other {# tables ouvertes}} sans clé de joueur en attente de joueurs, le maximum pour un créateur ({max, number}) : attendez qu’une se remplisse, ou qu’elles expirent, {days, plural, one {# jour} other {# jours}} après leur ouverture ; ou ouvrez des tables avec une clé de joueur (POST /players).',
  'too-many-new-tables':
    'Vous avez ouvert {count, plural, one {# table} other {# tables}} avec une place ouverte dans la dernière minute, le maximum pour un créateur ({max, number}) : réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'bad-invite': 'Ce code d’invitation n’ouvre aucune place de la partie {game}.',
  'bad-invite/seat': 'Ce code d’invitation n’ouvre pas la place {seat} de la partie {game}.',
  'bad-invite/unlisted': 'La partie {game} n’est pas dans le salon : pour la rejoindre, il faut un code d’invitation.',
  'invalid-request/no-such-seat': 'La partie {game} a les places 0 à {last} ; il n’y a pas de place {seat}.',
  'seat-taken/not-open': 'La place {seat} de la partie {game} n’est pas ouverte.',
  'version-conflict/busy':
    '{what, select, table {La table a changé} other {La partie a changé}} {attempts} fois pendant que cette requête était décidée : envoyez-la de nouveau.',
  'invalid-request/not-a-move': 'Ce n’est pas un coup de {title}.',
  'idempotency-key-reused':
    'La clé d’idempotence « {key} » a déjà servi à votre place pour une autre requête dans cette partie : prenez une nouvelle clé pour une nouvelle requête.',
  'invalid-request/blank-name':
    'Un nom doit se voir : {visible, select, none {il n’a aucun caractère visible (seulement des espaces ou des signes diacritiques)} other {{blank} ne dessine rien}}. Utilisez des lettres, des chiffres ou des symboles visibles.',
  'missing-token/player':
    "{why, select, me {Une place '{ \"me\": true }' est celle du joueur qui appelle} other {Cette requête demande un joueur}} : envoyez votre clé de joueur en Authorization: Bearer '<key>' (POST /players en crée une).",
  'unknown-token/player': 'Cette clé n’appartient à aucun joueur (POST /players en crée une).',
  'wrong-game/token': 'Ce jeton tient une place dans une autre partie, pas dans {game}.',
  'wrong-game/key': 'Cette clé de joueur ne tient aucune place dans la partie {game}.',
  'unknown-token': 'Ce jeton ne tient aucune place.',
  'revoked-key':
    'Cette clé a été révoquée le {at} : reconnectez cet appareil, avec une clé d’accès ou un code de liaison affiché par un appareil encore connecté.',
  'revoked-key/seat-token':
    'Ce jeton de place a été remis à une clé d’appareil révoquée le {at} : jouez cette place depuis un appareil encore connecté (chacune de vos clés agit pour elle).',
  'key-not-found': 'Vous n’avez pas de clé {id} (GET /players/me/keys liste les vôtres).',
  'passkey-not-found': 'Vous n’avez pas de clé d’accès {id} (GET /players/me/passkeys liste les vôtres).',
  'bad-link-code/unknown':
    'Ce code ne lie aucun appareil : vérifiez-le sur l’appareil qui l’affiche, ou demandez-lui un nouveau code.',
  'bad-link-code/used':
    'Ce code a déjà servi : un code lie un seul appareil ; demandez un nouveau code à l’appareil connecté.',
  'bad-link-code/signed-out':
    'L’appareil qui a créé ce code a été déconnecté depuis, le code ne lie donc plus rien : demandez un nouveau code à un appareil encore connecté.',
  'bad-link-code/expired':
    'Ce code a expiré le {at} (un code vaut {minutes, plural, one {# minute} other {# minutes}}) : demandez un nouveau code à l’appareil connecté.',
  'too-many-link-codes':
    'Vous avez créé {max, plural, one {# code de liaison} other {# codes de liaison}} dans les {minutes, plural, one {# dernière minute} other {# dernières minutes}}, le maximum : réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'passkey-refused/challenge':
    'Cette réponse de clé d’accès répond à un défi que ce serveur n’a pas émis, déjà utilisé ou expiré : demandez de nouvelles options et réessayez.',
  'passkey-refused/unknown-credential':
    'Cette clé d’accès n’est pas enregistrée ici : connectez-vous autrement, puis ajoutez-la depuis l’écran Appareils.',
  'passkey-refused/verification':
    'La réponse de la clé d’accès ne se vérifie pas (une autre origine ou un autre site, une signature fausse ou un utilisateur non vérifié) : réessayez depuis ce site.',
  'passkey-refused/credential-id':
    'L’identifiant de cette clé d’accès dépasse {max, number} octets, ce que WebAuthn ne permet à aucun authentificateur : ajoutez une clé d’accès créée par un autre authentificateur.',
  'passkey-refused/counter':
    'Le compteur de signatures de cette clé d’accès ne dépasse pas celui de sa dernière connexion, signe que l’authentificateur a peut-être été copié : reconnectez-vous avec elle, et retirez-la depuis l’écran Appareils si ce n’est pas de votre fait.',
  'passkey-refused/registered-elsewhere':
    'Cette clé d’accès est enregistrée ici pour un autre joueur : créez sur votre authentificateur une nouvelle clé d’accès pour ce compte.',
  'invalid-request/cursor': 'Ce curseur n’a pas été émis par ce serveur.',
  'missing-token/awaiting': 'Pour lister les parties qui vous attendent, il faut votre jeton de place.',
  'invalid-request/think-ms-bot':
    'Place {seat} : « thinkMs » est pour un bot qui réfléchit (comme « ismcts ») ; {kind, select, none {cette place n’a pas de bot} other {« {bot} » répond aussitôt}}.',
  'invalid-request/think-ms-range':
    'Place {seat} : « thinkMs » doit être un nombre entier de millisecondes de {min, number} à {max, number}, pas {value}.',
  'invalid-request/seats-count':
    '« seats » donne {count, plural, one {# place} other {# places}} pour une partie à {players} joueurs : donnez une entrée par place.',
  'invalid-request/seat-kinds':
    'La place {seat} demande plus d’un choix parmi « bot », « me » et « open » : n’en gardez qu’un.',
  'invalid-request/seat-name':
    'Place {seat} : seule la place d’une personne prend un « name » (une place ouverte prend le nom de qui s’y assoit).',
  'invalid-request/unknown-bot':
    'Ce serveur n’a pas de joueur intégré « {bot} » pour {title}{count, plural, =0 { ; il n’en a aucun} other { : choisissez parmi {known}}}.',
  'invalid-request/no-person':
    "Au moins une place doit être jouée par une personne (laissez son entrée vide : '{}') ; les matchs entre bots seuls se jouent avec `npm run arena`.",
  'invalid-request/me-twice':
    'Un joueur occupe au plus une place par partie : ne marquez qu’une place \'{ "me": true }\'.',
  'invalid-request/unknown-game': 'Ce serveur ne sert pas « {game} ».',
  'invalid-request/players': '{title} se joue de {min} à {max} joueurs.',
  'invalid-request/options': '{title} demande des options.',
  'invalid-request/on-timeout-clock':
    '« onTimeout » dit ce qui arrive quand une pendule est écoulée : donnez aussi une pendule à la table, ou retirez « onTimeout ».',
  'invalid-request/on-timeout-players':
    '« onTimeout » : « bot » laisse les autres jouer dans une partie à 3 joueurs ou plus ; cette table en a {players} : utilisez « resign ».',
  'invalid-request/vacation-until':
    '« until » ({until}) doit être après maintenant ({now}) : donnez la fin de vos vacances à venir.',
  'vacation-over-budget':
    'Vous avez {days, number} jours de vacances sur 365 jours glissants et en avez pris {used} ; il vous reste {left} jours, et ces vacances en demandent {asked} : choisissez un « until » plus proche.',
  'vacation-conflict/on':
    'Vous êtes en vacances jusqu’au {until} : terminez-les d’abord (DELETE /players/me/vacation).',
  'vacation-conflict/off': 'Vous n’êtes pas en vacances : il n’y a rien à terminer.',
  'invalid-request/join-within':
    '« joinWithinSeconds » est un délai pour prendre les places ouvertes : donnez-le à une table qui a une place ouverte (\'{ "open": true }\').',
  'game-not-found/not-served': 'La partie {game} est une partie de « {kind} », que ce serveur ne sert pas.',
  'game-not-over':
    'La partie {game} est {status, select, waiting {en attente de joueurs} active {en cours} other {{status}}} : son export (avec la graine) devient public une fois qu’elle est terminée ou annulée.',
  'version-not-found':
    'La partie {game} est à la version {version, number, ::group-off} : demandez une version de 0 à {version, number, ::group-off}.',
  'database-unavailable': 'La base de données est injoignable ; réessayez dans un instant.',
  'internal-error': 'Le serveur n’a pas pu répondre ; l’échec a été journalisé.',
  'invalid-request/handle':
    'Un identifiant compte de {min} à {max} caractères : lettres et chiffres ASCII, « - » et « _ » (comme ada_l ou grace-h).',
  'invalid-request/handle-reserved':
    'L’identifiant « {handle} » est réservé par le serveur (des mots comme me, admin et bot, et les identifiants qui commencent par « bot- ») : choisissez-en un autre.',
  'handle-taken':
    'L’identifiant « {handle} » est pris (les identifiants sont uniques quelle que soit la casse) : choisissez-en un autre, ou omettez-le pour en recevoir un.',
  'handle-taken/none-free': 'Aucun identifiant libre n’a été trouvé pour ce nom : choisissez-en un (« handle »).',
  'missing-token/chat':
    "Pour écrire dans le chat, il faut votre clé de joueur ou votre jeton de place : Authorization: Bearer '<key>'.",
  'chat-channel-forbidden': 'Seuls les joueurs assis écrivent dans le canal seats ; écrivez dans le canal spectators.',
  'chat-text-invalid': 'Un message a de 1 à {max} caractères ; celui-ci en a {length}.',
  'chat-text-invalid/control':
    'Un message est du texte simple : celui-ci contient le caractère de contrôle {character} ; seuls les retours à la ligne sont gardés.',
  'chat-text-invalid/bidi':
    'Un message ne peut pas contenir {character}, un contrôle qui réordonne le texte qui le suit ; retirez-le (la page affiche chaque message dans son propre sens).',
  'chat-text-invalid/invisible':
    'Un message doit montrer quelque chose : celui-ci n’a que des espaces, des signes diacritiques ou des caractères qui ne dessinent rien.',
  'chat-text-invalid/hidden':
    'Un message ne peut pas contenir {character} ici : ce caractère ne dessine rien et peut porter un texte que le lecteur ne voit pas ; retirez-le.',
  'idempotency-key-reused/chat':
    'Vous avez déjà employé la clé d’idempotence « {key} » pour un autre message dans le chat de cette partie : prenez une nouvelle clé pour un nouveau message.',
  'chat-closed':
    'Le chat de la partie {game} est fermé depuis le {since} : {status, select, cancelled {la table a été annulée} other {la partie est finie, et son chat d’après-partie a duré POST_GAME_CHAT_MS après sa dernière entrée}}. On peut encore le lire.',
  'chat-too-fast':
    'Vous écrivez plus vite que le chat ne le permet ({burst} messages d’un coup, puis un par seconde) : attendez une seconde.',
  'player-not-found': 'Aucun joueur n’a l’identifiant ou le pseudo « {handle} ».',
  'not-yourself/mute': 'Vous ne pouvez pas {kind, select, block {vous bloquer} other {vous rendre muet}} vous-même.',
  'not-yourself/challenge': 'Vous ne pouvez pas vous défier vous-même.',
  'challenge-not-found': 'Aucun défi n’a l’identifiant {id}.',
  'challenge-blocked': 'Ce joueur ne reçoit pas vos défis.',
  'challenge-closed':
    'Ce défi {status, select, accepted {a déjà été accepté} declined {a été refusé} other {a expiré}}.',
  'challenger-too-many-tables/waiting':
    '{name}, qui vous a défié, a déjà {max, plural, one {# table} other {# tables}} en attente de joueurs, le maximum pour un créateur, et la table de ce défi serait la sienne : le défi reste en attente ; acceptez-le de nouveau quand {name} aura annulé une table ou qu’une se sera remplie.',
  'challenger-too-many-tables/per-minute':
    '{name}, qui vous a défié, a ouvert {max, plural, one {# table} other {# tables}} avec une place ouverte dans la dernière minute, le maximum pour un créateur, et la table de ce défi serait la sienne : le défi reste en attente ; acceptez-le de nouveau dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'not-challenged': 'Ce défi s’adresse à un autre joueur : seul lui peut l’accepter ou le refuser.',
  'invalid-request/rated-anonymous':
    'Une partie classée ne réunit que des joueurs avec une clé et des robots intégrés : la place {seat} serait anonyme. Faites-la occuper par un joueur (ouverte, ou « me »), ou demandez une partie amicale (« rated »: false).',
  'invalid-request/rated-known-start':
    'Une partie classée part d’une donne que personne ne connaît : avec « {field} » à votre choix, ce ne serait pas le cas, elle ne peut donc être qu’amicale. Retirez « {field} », ou demandez une partie amicale (« rated »: false).',
  'invalid-request/rated-needs-clock':
    'Une partie classée a besoin d’une pendule : sans elle, un joueur qui perd pourrait cesser de jouer et la partie ne finirait jamais. Donnez une pendule à la table (« clock »), ou demandez une partie amicale (« rated »: false).',
  'missing-token/rated':
    "La partie {game} est classée : prenez la place avec votre clé de joueur (Authorization: Bearer '<key>' ; POST /players en crée une).",
  'address-refused':
    'Cette adresse est refusée : {reason, select, malformed {ce n’est pas une URL} scheme {seules les URL https et http sont desservies} tooLong {elle dépasse 2048 caractères} loopback {elle désigne cette machine (boucle locale)} unspecified {elle désigne l’adresse non spécifiée (0.0.0.0 ou ::)} private {c’est une adresse de réseau privé} linkLocal {c’est une adresse lien-local} metadata {c’est un service de métadonnées de nuage} reserved {c’est une adresse réservée, pas publique} unresolvable {son nom d’hôte ne se résout pas} other {{reason}}}.',
  'address-refused/push-scheme':
    'Cette adresse est refusée : un point de terminaison push est une URL https (les services push ne répondent qu’en https).',
  'too-many-webhooks': 'Vous avez {max, number} webhooks, le maximum pour un joueur : supprimez-en un d’abord.',
  'webhook-not-found': 'Vous n’avez pas de webhook {id}.',
  'email-off': 'Ce serveur n’envoie pas de courriel (il tourne sans SMTP_URL).',
  'email-address-invalid/too-long': 'Cette adresse électronique dépasse {max, number} caractères.',
  'email-address-invalid/malformed':
    'Ce n’est pas une adresse électronique : écrivez-la nom@example.org, sans espaces ni nom affiché.',
  'email-not-found': 'Vous n’avez donné aucune adresse électronique.',
  'email-token-invalid':
    'Ce lien n’est pas valide : il a déjà servi, a été remplacé par un plus récent, ou est mal recopié. Copiez le lien entier du dernier courriel.',
  'email-token-expired':
    'Ce lien de confirmation a plus de 24 heures : donnez à nouveau votre adresse (POST /players/me/email) pour en recevoir un nouveau.',
  'too-many-confirmations/player':
    'Vous avez demandé {max, plural, one {# courriel de confirmation} other {# courriels de confirmation}} dans la dernière heure, le maximum pour un joueur : réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'too-many-confirmations/client':
    '{max, plural, one {# courriel de confirmation a été demandé} other {# courriels de confirmation ont été demandés}} depuis votre réseau dans la dernière heure, le maximum pour une adresse : réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'bad-push-subscription':
    '{what, select, p256dh {keys.p256dh n’est pas une clé publique P-256 (65 octets, base64 URL)} other {keys.auth n’est pas un secret de 16 octets en base64 URL}} : envoyez l’abonnement tel que le navigateur le donne.',
  'too-many-push-subscriptions':
    'Vous avez {max, number} abonnements push, le maximum pour un joueur : supprimez-en un d’abord.',
  'push-subscription-not-found': 'Vous n’avez pas d’abonnement push {id}.',
};
