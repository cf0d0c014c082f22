// What to do about each of the server's codes, and about a refused move, in French: the advice of the page at
// a problem's `type` (routes/problems.ts); the English advice stays in problem.ts's table. Typed by the codes:
// a code added without its advice here fails the typecheck.
import type { ServerCode } from '../problem-codes.js';

export const FR: Readonly<Record<ServerCode | 'rule', string>> = {
  'malformed-json':
    'Envoyez un document JSON avec Content-Type: application/json ; vérifiez les guillemets, les virgules et les crochets.',
  'invalid-request':
    'Lisez `errors` : chaque entrée nomme un champ, un paramètre de requête ou un en-tête, et ce qui ne va pas. Les paramètres de requête inconnus sont refusés eux aussi. Le document OpenAPI (/openapi.json) donne chaque forme.',
  'missing-token': 'Envoyez le jeton de place renvoyé par POST /games en `Authorization: Bearer <token>`.',
  'unknown-token':
    'Vérifiez le jeton : il n’est montré qu’une fois, à la création de la partie, et appartient à une seule place d’une seule partie.',
  'wrong-game':
    'Utilisez le jeton d’une place de cette partie, ou la clé d’un joueur qui y est assis, ou n’envoyez ni l’un ni l’autre pour regarder en spectateur.',
  'not-creator':
    'La personne qui a ouvert la table peut l’annuler ; une personne qui a pris l’une de ses places ouvertes peut la quitter (POST /games/{id}/leave).',
  'game-not-found':
    'Vérifiez l’identifiant de la partie (GET /games liste les parties) ou le nom du jeu (GET /openapi.json liste les jeux servis).',
  'version-not-found': 'Demandez une version de 0 à la `version` actuelle de la partie (GET /games/{id} la donne).',
  'route-not-found': 'Comparez la méthode et le chemin au document OpenAPI (/openapi.json, ou /docs).',
  'problem-code-not-found':
    'Un code de problème est l’un de ceux du serveur (listés dans le README) ou une règle d’un jeu servi, comme monad/M18-pass-not-allowed.',
  'version-conflict':
    'Quelqu’un a joué avant vous : relisez la partie (sa version est dans `currentVersion`), décidez de nouveau, et envoyez le coup avec le nouvel expectedVersion.',
  'seat-taken':
    'Quelqu’un l’a prise avant vous : choisissez une autre place ouverte (le salon, GET /games?status=waiting&open=true, liste les tables qui en ont une).',
  'already-seated':
    'Un joueur occupe au plus une place par partie : jouez celle que vous avez (votre clé agit pour elle).',
  'bad-invite':
    'Vérifiez le code d’invitation (il appartient à une seule place d’une seule partie), ou rejoignez sans code une table du salon.',
  'not-waiting':
    'Les places se prennent et se quittent, et les tables s’annulent, seulement avant le début ; une fois la partie en cours, abandonnez plutôt que de partir.',
  'not-started':
    'Attendez que les places ouvertes soient prises (votre flux de joueur annonce le début de la partie), ou quittez la table.',
  'game-cancelled': 'Il ne se passe plus rien à une table annulée : ouvrez-en une nouvelle avec POST /games.',
  'not-finished':
    'Une revanche est proposée une fois la partie terminée : jouez-la d’abord jusqu’au bout (ou abandonnez).',
  'join-deadline-passed':
    'La table acceptait des joueurs jusqu’à son échéance, `deadline` (joinWithinSeconds après son ouverture), et elle est annulée : cherchez une autre table dans le salon (GET /games?status=waiting&open=true), ou ouvrez-en une.',
  'vacation-over-budget':
    'Chaque joueur a VACATION_DAYS_PER_YEAR jours de vacances (14 par défaut) sur 365 jours glissants, en comptant les vacances prises dans les 365 derniers jours : demandez des vacances plus courtes (un `until` plus proche), ou plus tard.',
  'vacation-conflict':
    'Des vacances commencent (POST /players/me/vacation) quand vous n’êtes pas en vacances, et se terminent (DELETE /players/me/vacation) quand vous l’êtes : terminez les vacances en cours avant d’en commencer d’autres.',
  'table-expired':
    'Une table sans délai pour la rejoindre accepte des joueurs pendant TABLE_EXPIRY_DAYS jours après son ouverture ; puis elle expire, comme si son créateur l’avait annulée : cherchez une autre table dans le salon (GET /games?status=waiting&open=true), ou ouvrez-en une.',
  'too-many-waiting-tables':
    'Les tables qui attendent des joueurs (avec une place ouverte) sont limitées par créateur (MAX_WAITING_TABLES) : annulez-en une dont vous n’avez plus besoin (POST /games/{id}/cancel, avec la clé de joueur à laquelle elles sont comptées ; GET /players/me/games?status=waiting les liste), ou attendez qu’une se remplisse. Les tables ouvertes sans clé de joueur sont comptées par adresse et ne peuvent pas toutes être annulées : elles libèrent leur place quand elles se remplissent ou expirent (TABLE_EXPIRY_DAYS). `limit` dit combien.',
  'too-many-new-tables':
    'Les tables avec une place ouverte sont limitées par créateur et par minute (TABLES_PER_MINUTE) : attendez les secondes de Retry-After. Les parties sans place ouverte ne sont pas comptées.',
  'game-not-over':
    'L’export révèle la graine et chaque carte cachée, et l’analyse chaque coup joué : tous deux ne deviennent donc publics qu’une fois la partie terminée ou annulée. Suivez la partie (GET /games/{id}/events) et redemandez après sa dernière entrée.',
  'review-not-offered':
    'L’analyse d’après-partie cherche chaque décision comme le ferait le bot le plus fort du jeu (ismcts), et un jeu dont les bots ne savent pas chercher n’en a pas, que la partie soit finie ou non : le jeu de cette partie est de ceux-là. Ses coups restent publics une fois la partie finie : GET /games/{id}/export les donne tous.',
  'too-many-reviews':
    'Les analyses sont calculées l’une après l’autre, en quelques secondes chacune, et au plus MAX_REVIEWS sont en calcul ou en attente dans un processus : réessayez après les secondes de Retry-After. Une analyse calculée est gardée, et redemander une analyse en cours de calcul attend qu’elle soit prête.',
  'review-unavailable':
    'Les analyses sont cherchées sur les fils d’exécution des bots, à la priorité la plus basse, après chaque requête et chaque bot attablé : quand le serveur reste occupé au-delà du budget d’une décision et de son délai de grâce, ou qu’un fil échoue, l’analyse est abandonnée et rien n’est gardé. Réessayez après les secondes de Retry-After ; ce qui avait été cherché l’est de nouveau.',
  'time-out':
    'L’échéance de la place est passée avant que le coup n’arrive, et le serveur a enregistré son dépassement de temps : la place a perdu au temps (elle quitte la partie comme par un abandon ou, à une table avec `onTimeout: "bot"` et 3 joueurs ou plus, un bot la joue jusqu’à la fin de la partie). Surveillez `clock.seats[].deadline` dans la partie pour jouer à temps.',
  'payload-too-large': 'Envoyez un corps plus petit ; coups et nouvelles parties tiennent en quelques kilo-octets.',
  'request-timeout':
    'Envoyez les en-têtes et le corps d’un coup : le serveur attend les en-têtes HEADERS_TIMEOUT_MS (10 s), puis le corps BODY_TIMEOUT_MS (30 s) de plus, avant de répondre ceci et de fermer la connexion.',
  'too-many-connections':
    'Fermez les connexions dont vous ne vous servez pas (un seul flux d’événements par joueur, GET /players/me/events, suit toutes ses parties), puis réessayez après Retry-After. La limite est MAX_CONNECTIONS_PER_IP.',
  'server-at-capacity':
    'Réessayez après les secondes de Retry-After ; un opérateur relève MAX_CONNECTIONS et la limite de descripteurs de fichiers (ulimit -n).',
  'headers-too-large':
    'Envoyez moins d’en-têtes, ou de plus courts (16 ko en tout au plus) : un jeton de place, une clé de joueur et les en-têtes habituels tiennent largement sous 1 ko.',
  'expectation-failed':
    'Envoyez la requête sans son en-tête Expect : la seule attente que ce serveur satisfait est 100-continue.',
  'unsupported-media-type': 'Envoyez le corps en JSON UTF-8, sans Content-Encoding.',
  'idempotency-key-reused':
    'Une Idempotency-Key désigne une seule requête : prenez une nouvelle clé pour un autre coup, et la même clé seulement pour retenter la même requête.',
  'chat-channel-forbidden':
    'Les spectateurs (quiconque n’est pas assis à la table) lisent et écrivent le canal `spectators` ; omettez `channel` pour écrire dans le vôtre.',
  'chat-text-invalid':
    'Envoyez dans `text` de 1 à 500 caractères de texte simple, dont au moins un visible ; les retours à la ligne sont gardés, les autres caractères de contrôle, les contrôles bidi U+202A–U+202E et U+2066–U+2069 et les caractères invisibles qui cachent du texte (caractères d’étiquette hors des drapeaux d’Angleterre, d’Écosse et du pays de Galles, U+2060–U+206F, U+FEFF, U+FFF9–U+FFFB, deux sélecteurs de variante de suite) sont refusés.',
  'chat-closed':
    'Le chat d’une partie prend des messages tant que la table attend et que la partie se joue, puis POST_GAME_CHAT_MS (10 minutes) après la dernière entrée d’une partie finie ; celui d’une table annulée ferme aussitôt. On peut toujours le lire (GET /games/{id}/chat).',
  'chat-too-fast':
    'Un joueur peut envoyer 5 messages d’un coup, puis un par seconde : attendez les secondes de Retry-After.',
  'not-yourself': 'Nommez un autre joueur.',
  'challenge-not-found':
    'Vérifiez l’identifiant du défi : GET /challenges liste les défis que vous avez envoyés et reçus.',
  'challenge-blocked': 'Ce joueur vous a bloqué : défiez quelqu’un d’autre, ou ouvrez une table dans le salon.',
  'challenge-closed':
    'Il a été accepté, refusé, ou il a expiré : consultez-le (GET /challenges) ou envoyez-en un nouveau.',
  'challenger-too-many-tables':
    'Un défi à 3 joueurs ou plus ouvre une table avec des places ouvertes, et cette table est celle de l’auteur du défi : elle compte parmi ses tables en attente (MAX_WAITING_TABLES) et parmi les tables qu’il peut ouvrir par minute (TABLES_PER_MINUTE). Le défi reste en attente : acceptez-le de nouveau quand son auteur aura annulé une table en attente ou qu’une se sera remplie (ou après Retry-After, s’il est donné).',
  'not-challenged':
    'Seul le joueur défié accepte ou refuse un défi ; son auteur peut attendre la réponse ou le laisser expirer.',
  'undo-not-allowed':
    'Seule la place qui doit jouer reprend ses propres coups du tour, jusqu’à la dernière carte, le dernier dé ou autre chose cachée qui a été révélée, et avant que quiconque d’autre n’agisse : `reason` dit laquelle de ces conditions fait obstacle ; la partie vue par la place montre `undo.allowed`.',
  'revoked-key':
    'Une clé révoquée depuis un autre appareil (DELETE /players/me/keys/{id}) n’agit plus pour personne : reconnectez cet appareil, avec une clé d’accès (POST /players/passkeys/authentication) ou un code de liaison affiché par un appareil encore connecté (POST /players/link).',
  'key-not-found': 'GET /players/me/keys liste les clés non révoquées de vos appareils, chacune avec son identifiant.',
  'passkey-not-found': 'GET /players/me/passkeys liste vos clés d’accès, chacune avec son identifiant.',
  'bad-link-code':
    'Un code de liaison (POST /players/me/link-codes sur un appareil connecté) vaut 10 minutes et lie un seul appareil : vérifiez ses caractères, ou demandez-en un nouveau à l’appareil connecté.',
  'too-many-link-codes':
    'Un joueur peut créer quelques codes de liaison par tranche de 10 minutes : attendez les secondes de Retry-After.',
  'passkey-refused':
    'Demandez de nouvelles options (…/passkeys/registration/options ou …/passkeys/authentication/options) et répondez-y une fois, depuis ce site : un défi ne sert qu’une fois et expire au bout de 5 minutes, et une réponse faite pour une autre origine est refusée.',
  'handle-taken':
    'Les identifiants sont uniques quelle que soit la casse (Ada et ada sont un même identifiant) : choisissez-en un autre, ou omettez `handle` et le serveur en propose un libre d’après votre nom.',
  'player-not-found':
    'Vérifiez l’identifiant (la casse ne compte pas) ; l’identifiant d’un joueur figure dans la réponse de POST /players et de GET /players/me.',
  'address-refused':
    'Donnez une URL https, ou http vers une adresse publique : les adresses de boucle locale, privées, lien-local, non spécifiées et de métadonnées de nuage sont refusées (`reason` dans la phrase dit laquelle), sauf si le serveur tourne avec WEBHOOK_ALLOW_PRIVATE=1.',
  'too-many-webhooks':
    'Un joueur a au plus 10 webhooks : supprimez-en un dont vous n’avez plus besoin (DELETE /players/me/webhooks/{id}).',
  'email-off':
    'Les notifications par courriel demandent que le serveur tourne avec SMTP_URL ; utilisez plutôt un webhook ou les notifications push.',
  'email-address-invalid':
    'Donnez une adresse simple, nom@example.org, de 254 caractères au plus, sans nom affiché ni espaces.',
  'email-not-found': 'Ajoutez-en une avec POST /players/me/email.',
  'email-token-invalid':
    'Un lien de confirmation ne sert qu’une fois, et seulement pour la dernière adresse donnée ; ouvrez le lien du dernier courriel, en entier, ou donnez de nouveau votre adresse.',
  'email-token-expired':
    'Un lien de confirmation vaut 24 heures : donnez de nouveau votre adresse (POST /players/me/email) pour en recevoir un nouveau.',
  'too-many-confirmations':
    'Chaque adresse nouvelle ou modifiée reçoit un lien de confirmation par courriel : un joueur en demande au plus 5 par heure, et une adresse de client au plus 10. Ouvrez le lien du dernier courriel, ou attendez les secondes de Retry-After.',
  'webhook-not-found': 'GET /players/me/webhooks liste vos webhooks et leurs identifiants.',
  'bad-push-subscription':
    'Envoyez la PushSubscription du navigateur telle qu’il la donne (subscription.toJSON()) : ses clés sont vérifiées dès maintenant.',
  'too-many-push-subscriptions':
    'Supprimez l’abonnement d’un navigateur dont vous ne vous servez plus (DELETE /players/me/push-subscriptions/{id}).',
  'push-subscription-not-found': 'Utilisez l’identifiant renvoyé par POST /players/me/push-subscriptions.',
  'rate-limited':
    'Attendez le nombre de secondes de Retry-After, puis réessayez ; suivez le flux d’événements plutôt que d’interroger en boucle.',
  'database-unavailable':
    'Rien n’a été modifié : réessayez après les secondes de Retry-After, avec la même Idempotency-Key pour un coup.',
  'internal-error':
    'L’échec a été journalisé avec l’identifiant de la requête (X-Request-Id) ; réessayer peut aider, et signaler cet identifiant aide davantage.',
  rule: 'Le code nomme la règle que le coup enfreint ; `detail` dit pourquoi. GET /games/{id}/legal-moves liste les coups que les règles permettent maintenant.',
};
