// The server's own sentences in German, by the key a refusal names (detail-keys.ts), ICU MessageFormat
// filled from the refusal's params. Typed by the keys: a key without its sentence here fails the typecheck.
import type { DetailKey } from './detail-keys.js';

export const DE: Readonly<Record<DetailKey, string>> = {
  'version-conflict':
    'Die Partie ist auf Version {version, number, ::group-off}, nicht {expected, number, ::group-off}.',
  'time-out':
    'Platz {seat} hat in der Partie {game} die Zeit überschritten: Er hat auf Zeit verloren{standIn, select, bot {, und ein Bot spielt ihn bis zum Ende der Partie} other {}}.',
  'not-started':
    "Die Partie {game} wartet darauf, dass ihre offenen Plätze besetzt werden; noch darf niemand {what, select, resign {aufgeben. Um deinen Platz vor dem Beginn freizugeben: POST /games/'{id}'/leave.} other {ziehen.}}",
  'game-cancelled': 'Die Partie {game} wurde vor ihrem Beginn abgesagt.',
  'seat-taken': 'Platz {seat} der Partie {game} ist besetzt.',
  'seat-taken/none-left': 'Die Partie {game} hat keinen offenen Platz mehr.',
  'seat-taken/started': 'Alle Plätze der Partie {game} sind besetzt: Sie hat begonnen.',
  'already-seated': 'Du sitzt schon an der Partie {game}; ein Spieler hat höchstens einen Platz pro Partie.',
  'not-finished':
    'Die Partie {game} ist {status, select, waiting {noch nicht begonnen} active {noch im Gang} cancelled {abgesagt} other {{status}}}: Eine Revanche gibt es, sobald sie beendet ist.',
  'invalid-request/label':
    'Die Bezeichnung eines Geräts hat 1 bis {max} Zeichen einfachen Text: Sie enthält {character}, ein Steuer- oder Formatzeichen (etwa ein Bidi-Steuerzeichen, das den Text um sich herum umordnet); lass es weg.',
  'invalid-request/name': 'Ein Name hat 1 bis {max} druckbare Zeichen.',
  'game-not-found': 'Es gibt keine Partie {game}.',
  'game-not-over/review':
    'Die Partie {game} ist {status, select, waiting {noch nicht begonnen} active {noch im Gang} other {{status}}}: Ihre Analyse ist öffentlich, sobald sie beendet oder abgesagt ist.',
  'review-not-offered':
    'Die Partie {game} ist eine Partie des Spiels {kind}, das dieser Server nicht analysiert: Für sie gibt es keine Analyse.',
  'too-many-reviews':
    'Dieser Server berechnet {count, plural, one {# Analyse} other {# Analysen}} oder hält sie bereit, so viele, wie er auf einmal annimmt (MAX_REVIEWS {max, number}): Versuche es in {seconds, plural, one {# Sekunde} other {# Sekunden}} noch einmal.',
  'review-unavailable':
    'Die Analyse von Platz {seat} der Partie {game} ließ sich gerade nicht berechnen (der Server ist zu beschäftigt): Versuche es in {seconds, plural, one {# Sekunde} other {# Sekunden}} noch einmal.',
  'invalid-request/seat': 'Die Partie {game} hat die Plätze 0 bis {last}: Platz {seat} gehört nicht dazu.',
  'undo-not-allowed/not-in-play': 'Die Partie {game} wird nicht gespielt: Es gibt keinen Zug zurückzunehmen.',
  'undo-not-allowed/not-your-turn':
    'Du bist nicht dran: Nur der Platz, der dran ist, kann seine eigenen Züge dieser Runde zurücknehmen.',
  'undo-not-allowed/nothing-to-undo': 'Du hast in dieser Runde keinen Zug gemacht, der sich zurücknehmen lässt.',
  'undo-not-allowed/revealed':
    'Dein letzter Zug hat etwas Verdecktes oder Zufälliges aufgedeckt (eine Karte, einen Würfel …): Die Züge davor lassen sich nicht mehr zurücknehmen.',
  'table-expired':
    'Die Partie {game} hat {days, plural, one {# Tag} other {# Tage}} auf Mitspieler gewartet, ohne ihre Plätze zu füllen: Sie ist abgelaufen. Suche einen anderen Tisch in der Lobby (GET /games?status=waiting&open=true) oder eröffne einen.',
  'not-creator':
    "Nur wer die Partie {game} eröffnet hat, darf sie absagen; du hast einen offenen Platz genommen: Verlasse den Tisch (POST /games/'{id}'/leave).",

  // The hardening, HTTP-layer and use-case refusals that were said in English only (issue 21).
  'server-at-capacity':
    'Dieser Server hält schon so viele Verbindungen, wie er kann ({total, number}): Versuche es gleich noch einmal oder bei einem anderen Server.',
  'too-many-connections':
    'Deine Adresse hält {count, plural, one {# Verbindung} other {# Verbindungen}} zu diesem Server, so viele, wie eine Adresse darf ({max, number}): Schließe einige (ein einziger Ereignisstrom pro Spieler folgt all seinen Partien).',
  'rate-limited':
    'Zu viele Anfragen; versuche es in {seconds, plural, one {# Sekunde} other {# Sekunden}} noch einmal.',
  'last-event-id': 'Last-Event-ID muss {what, select, version {eine Versionsnummer} other {eine Ereignisnummer}} sein.',
  'headers-too-large':
    'Die Header der Anfrage sind größer, als dieser Server liest ({kb, number} kB insgesamt): Sende weniger oder kürzere Header.',
  'expectation-failed':
    'Dieser Server erfüllt keine Erwartung außer 100-continue: Sende die Anfrage ohne ihren Expect-Header.',
  'route-not-found/connect': 'Dieser Server ist kein Proxy: CONNECT wird nicht bedient.',
  'route-not-found': 'Es gibt keine Route {method} {path}.',
  'request-timeout':
    'Die Anfrage kam nicht rechtzeitig an: Auf ihre Header wird {headers, number} s gewartet, auf ihren Inhalt {body, number} s länger. Sende beides auf einmal und vollständig.',
  'request-timeout/body':
    'Der Inhalt der Anfrage kam nicht innerhalb von {seconds, number} s nach ihren Headern an: Sende ihn auf einmal und vollständig.',
  'invalid-request/not-valid':
    '{what, select, body {Der Inhalt ist nicht gültig.} query {Die Query-Parameter sind nicht gültig.} path {Der Pfad ist nicht gültig.} other {Die Anfrage ist nicht gültig.}}',
  'invalid-request/unknown-query':
    '{count, plural, one {Unbekannter Query-Parameter} other {Unbekannte Query-Parameter}} {names}: Diese Route {takes, plural, =0 {nimmt keine} other {nimmt {known}}}.',
  'invalid-request/if-match': 'If-Match muss eine Version als Entity-Tag sein: "12".',
  'invalid-request/idempotency-key': 'Idempotency-Key hat 1 bis 200 sichtbare ASCII-Zeichen.',
  'invalid-request/no-host':
    'Die Anfrage hat keinen Host-Header, den HTTP/1.1 verlangt: Sende Host mit dem Namen dieses Servers.',
  'invalid-request/percent':
    '{where, select, path {Der Pfad enthält} other {Die Query enthält}} fehlerhafte Prozentkodierung: Schreibe „%“ selbst als %25.',
  'invalid-request/nul':
    '{where, select, path {Der Pfad} query {Die Query} header {Der Header {name}} body {Der Inhalt} other {Das Feld „{name}“ des Inhalts}} darf weder ein NUL-Zeichen (%00, \\u0000) noch ein einzelnes UTF-16-Surrogat enthalten: Entferne es.',
  'unsupported-media-type/content-type':
    'Der Inhalt wurde {given, select, no {ohne Content-Type} other {mit Content-Type {type}}} gesendet: Sende JSON mit Content-Type: application/json.',
  'malformed-json': 'Der Inhalt ließ sich nicht als JSON lesen.',
  'malformed-json/utf8': 'Der Inhalt ist kein gültiges UTF-8: Sende JSON in UTF-8.',
  'payload-too-large': 'Der Inhalt ist größer, als dieser Server annimmt.',
  'payload-too-large/declared':
    'Der Inhalt ist mit {declared, number} Bytes angekündigt (Content-Length); dieser Server liest höchstens {max, number}: Sende einen kleineren Inhalt.',
  'unsupported-media-type/encoding': 'Sende den Inhalt als JSON in UTF-8, ohne Content-Encoding.',
  'unsupported-media-type/json': 'Sende den Inhalt als JSON in UTF-8 mit Content-Type: application/json.',
  'invalid-request/unreadable-body': 'Der Inhalt ließ sich nicht lesen.',
  'invalid-request/content-encoding':
    'Der Inhalt ist kein gültiges {encoding}, wie sein Content-Encoding angibt: Kodiere ihn richtig oder sende ihn unkodiert ohne Content-Encoding.',
  'invalid-request/unreadable': 'Die Anfrage ließ sich nicht lesen; prüfe ihren Pfad, ihre Header und ihren Inhalt.',
  'missing-token/seat': "Sende das Platz-Token so: Authorization: Bearer '<token>'.",
  'missing-token/request': "Diese Anfrage braucht ein Platz-Token: Authorization: Bearer '<token>'.",
  'invalid-request/lang': 'Der Query-Parameter lang ist en, fr oder de.',
  'problem-code-not-found':
    '„{code}“ ist weder ein Problemcode dieses Servers noch eine Regel eines Spiels, das er anbietet.',
  'game-not-found/rules': 'Dieser Server hat kein Regelbuch für ein Spiel namens „{game}“.',
  'join-deadline-passed':
    'Die Partie {game} nahm Mitspieler bis {closes} auf (joinWithinSeconds): Ihre offenen Plätze wurden nicht rechtzeitig alle besetzt, darum ist sie abgesagt.',
  'not-waiting':
    'Die Partie {game} {phase, select, cancelled {wurde abgesagt} other {hat begonnen}}: {what, select, leave {Verlassen} cancel {Absagen} rematch {Deinen Platz in der Revanche einnehmen} other {Beitreten}} kannst du nur, solange sie auf Mitspieler wartet.',
  'too-many-waiting-tables':
    "Du hast {waiting, plural, one {# Tisch, der auf Mitspieler wartet} other {# Tische, die auf Mitspieler warten}}, so viele, wie ein Ersteller haben darf ({max, number}): Sage einen ab (POST /games/'{id}'/cancel mit deinem Schlüssel; GET /players/me/games?status=waiting listet sie) oder warte, bis sich einer füllt.",
  'too-many-waiting-tables/address':
    'Deine Adresse hat {waiting, plural, one {# ohne Spielerschlüssel eröffneten Tisch, der auf Mitspieler wartet} other {# ohne Spielerschlüssel eröffnete Tische, die auf Mitspieler warten}}, so viele, wie ein Ersteller haben darf ({max, number}): Warte, bis sich einer füllt oder sie {days, plural, one {# Tag} other {# Tage}} nach ihrer Eröffnung ablaufen; oder eröffne Tische mit einem Spielerschlüssel (POST /players).',
  'too-many-new-tables':
    'Du hast in der letzten Minute {count, plural, one {# Tisch} other {# Tische}} mit offenem Platz eröffnet, so viele, wie ein Ersteller darf ({max, number}): Versuche es in {seconds, plural, one {# Sekunde} other {# Sekunden}} noch einmal.',
  'bad-invite': 'Dieser Einladungscode öffnet keinen Platz der Partie {game}.',
  'bad-invite/seat': 'Dieser Einladungscode öffnet Platz {seat} der Partie {game} nicht.',
  'bad-invite/unlisted': 'Die Partie {game} steht nicht in der Lobby: Zum Beitreten braucht es einen Einladungscode.',
  'invalid-request/no-such-seat': 'Die Partie {game} hat die Plätze 0 bis {last}; einen Platz {seat} gibt es nicht.',
  'seat-taken/not-open': 'Platz {seat} der Partie {game} ist nicht offen.',
  'version-conflict/busy':
    '{what, select, table {Der Tisch hat sich} other {Die Partie hat sich}} {attempts}-mal geändert, während diese Anfrage entschieden wurde: Sende sie noch einmal.',
  'invalid-request/not-a-move': 'Das ist kein Zug von {title}.',
  'idempotency-key-reused':
    'Der Idempotenzschlüssel „{key}“ wurde von deinem Platz schon für eine andere Anfrage in dieser Partie benutzt: Nimm für eine neue Anfrage einen neuen Schlüssel.',
  'invalid-request/blank-name':
    'Ein Name muss sichtbar sein: {visible, select, none {Er hat kein sichtbares Zeichen (nur Leerzeichen oder diakritische Zeichen)} other {{blank} zeichnet nichts}}. Verwende Buchstaben, Ziffern oder Symbole, die man sieht.',
  'missing-token/player':
    "{why, select, me {Ein Platz '{ \"me\": true }' ist der des aufrufenden Spielers} other {Diese Anfrage braucht einen Spieler}}: Sende deinen Spielerschlüssel als Authorization: Bearer '<key>' (POST /players erstellt einen).",
  'unknown-token/player': 'Dieser Schlüssel gehört keinem Spieler (POST /players erstellt einen).',
  'wrong-game/token': 'Dieses Token hält einen Platz in einer anderen Partie, nicht in {game}.',
  'wrong-game/key': 'Dieser Spielerschlüssel hält keinen Platz in der Partie {game}.',
  'unknown-token': 'Dieses Token hält keinen Platz.',
  'revoked-key':
    'Dieser Schlüssel wurde am {at} widerrufen: Melde dieses Gerät erneut an, mit einem Passkey oder einem Verknüpfungscode von einem noch angemeldeten Gerät.',
  'revoked-key/seat-token':
    'Dieses Platz-Token wurde einem Geräteschlüssel ausgehändigt, der am {at} widerrufen wurde: Spiele diesen Platz von einem noch angemeldeten Gerät aus (jeder deiner Schlüssel handelt für ihn).',
  'key-not-found': 'Du hast keinen Schlüssel {id} (GET /players/me/keys listet deine auf).',
  'passkey-not-found': 'Du hast keinen Passkey {id} (GET /players/me/passkeys listet deine auf).',
  'bad-link-code/unknown':
    'Dieser Code verknüpft kein Gerät: Prüfe ihn auf dem Gerät, das ihn zeigt, oder lass dir dort einen neuen geben.',
  'bad-link-code/used':
    'Dieser Code wurde schon benutzt: Ein Code verknüpft ein einziges Gerät; lass dir vom angemeldeten Gerät einen neuen geben.',
  'bad-link-code/signed-out':
    'Das Gerät, das diesen Code erstellt hat, wurde inzwischen abgemeldet, daher verknüpft der Code nichts mehr: Lass dir von einem noch angemeldeten Gerät einen neuen Code geben.',
  'bad-link-code/expired':
    'Dieser Code ist am {at} abgelaufen (ein Code gilt {minutes, plural, one {# Minute} other {# Minuten}}): Lass dir vom angemeldeten Gerät einen neuen geben.',
  'too-many-link-codes':
    'Du hast in den letzten {minutes, plural, one {# Minute} other {# Minuten}} {max, plural, one {# Verknüpfungscode} other {# Verknüpfungscodes}} erstellt, so viele wie erlaubt: Versuche es in {seconds, plural, one {# Sekunde} other {# Sekunden}} noch einmal.',
  'passkey-refused/challenge':
    'Diese Passkey-Antwort gilt einer Challenge, die dieser Server nicht ausgegeben hat, die schon benutzt wurde oder abgelaufen ist: Fordere neue Optionen an und versuche es noch einmal.',
  'passkey-refused/unknown-credential':
    'Dieser Passkey ist hier nicht registriert: Melde dich anders an und füge ihn im Bildschirm „Geräte“ hinzu.',
  'passkey-refused/verification':
    'Die Antwort des Passkeys lässt sich nicht prüfen (eine andere Herkunft oder Website, eine falsche Signatur oder ein nicht verifizierter Nutzer): Versuche es von dieser Website aus noch einmal.',
  'passkey-refused/credential-id':
    'Die Kennung dieses Passkeys ist länger als {max, number} Bytes, was WebAuthn keinem Authenticator erlaubt: Füge einen Passkey hinzu, den ein anderer Authenticator erstellt hat.',
  'passkey-refused/counter':
    'Der Signaturzähler dieses Passkeys liegt nicht über dem seiner letzten Anmeldung, ein Zeichen, dass der Authenticator kopiert worden sein könnte: Melde dich noch einmal damit an und entferne ihn im Bildschirm „Geräte“, wenn das nicht von dir kam.',
  'passkey-refused/registered-elsewhere':
    'Dieser Passkey ist hier für einen anderen Spieler registriert: Erstelle auf deinem Authenticator einen neuen Passkey für dieses Konto.',
  'invalid-request/cursor': 'Dieser Cursor stammt nicht von diesem Server.',
  'missing-token/awaiting': 'Um die Partien aufzulisten, die auf dich warten, braucht es dein Platz-Token.',
  'invalid-request/think-ms-bot':
    'Platz {seat}: „thinkMs“ ist für einen Bot, der nachdenkt (etwa „ismcts“); {kind, select, none {dieser Platz hat keinen Bot} other {„{bot}“ antwortet sofort}}.',
  'invalid-request/think-ms-range':
    'Platz {seat}: „thinkMs“ muss eine ganze Zahl von Millisekunden von {min, number} bis {max, number} sein, nicht {value}.',
  'invalid-request/seats-count':
    '„seats“ nennt {count, plural, one {# Platz} other {# Plätze}} für eine Partie mit {players} Spielern: Gib einen Eintrag pro Platz an.',
  'invalid-request/seat-kinds': 'Platz {seat} verlangt mehr als eines von „bot“, „me“ und „open“: Wähle eines.',
  'invalid-request/seat-name':
    'Platz {seat}: Nur der Platz einer Person bekommt einen „name“ (ein offener Platz heißt wie die Person, die ihn nimmt).',
  'invalid-request/unknown-bot':
    'Dieser Server hat keinen eingebauten Spieler „{bot}“ für {title}{count, plural, =0 {; er hat gar keinen} other {: Wähle einen von {known}}}.',
  'invalid-request/no-person':
    "Mindestens ein Platz muss von einer Person gespielt werden (lass seinen Eintrag leer: '{}'); Partien nur zwischen Bots gibt es mit `npm run arena`.",
  'invalid-request/me-twice':
    'Ein Spieler hat höchstens einen Platz pro Partie: Markiere nur einen Platz mit \'{ "me": true }\'.',
  'invalid-request/unknown-game': 'Dieser Server bietet „{game}“ nicht an.',
  'invalid-request/players': '{title} wird von {min} bis {max} Spielern gespielt.',
  'invalid-request/options': '{title} braucht Optionen.',
  'invalid-request/on-timeout-clock':
    '„onTimeout“ sagt, was geschieht, wenn eine Uhr abläuft: Gib dem Tisch auch eine Uhr, oder lass „onTimeout“ weg.',
  'invalid-request/on-timeout-players':
    '„onTimeout“: „bot“ lässt die anderen in einer Partie mit 3 oder mehr Spielern weiterspielen; dieser Tisch hat {players}: Nimm „resign“.',
  'invalid-request/vacation-until':
    '„until“ ({until}) muss nach jetzt ({now}) liegen: Gib das Ende deines kommenden Urlaubs an.',
  'vacation-over-budget':
    'Du hast {days, number} Urlaubstage in 365 gleitenden Tagen und davon {used} genommen; es bleiben {left} Tage, und dieser Urlaub verlangt {asked}: Wähle ein früheres „until“.',
  'vacation-conflict/on': 'Du bist bis {until} im Urlaub: Beende ihn zuerst (DELETE /players/me/vacation).',
  'vacation-conflict/off': 'Du bist nicht im Urlaub: Es gibt nichts zu beenden.',
  'invalid-request/join-within':
    '„joinWithinSeconds“ ist eine Frist zum Besetzen offener Plätze: Gib sie einem Tisch mit offenem Platz (\'{ "open": true }\').',
  'game-not-found/not-served': 'Die Partie {game} ist eine Partie „{kind}“, die dieser Server nicht anbietet.',
  'game-not-over':
    'Die Partie {game} ist {status, select, waiting {noch nicht begonnen} active {noch im Gang} other {{status}}}: Ihr Export (mit dem Seed) ist öffentlich, sobald sie beendet oder abgesagt ist.',
  'version-not-found':
    'Die Partie {game} ist auf Version {version, number, ::group-off}: Frage nach einer Version von 0 bis {version, number, ::group-off}.',
  'database-unavailable': 'Die Datenbank ist nicht erreichbar; versuche es gleich noch einmal.',
  'invalid-request/handle':
    'Ein Kürzel hat {min} bis {max} Zeichen: ASCII-Buchstaben und -Ziffern, „-“ und „_“ (etwa ada_l oder grace-h).',
  'invalid-request/handle-reserved':
    'Das Kürzel „{handle}“ ist dem Server vorbehalten (Wörter wie me, admin und bot, und Kürzel, die mit „bot-“ beginnen): Wähle ein anderes.',
  'handle-taken':
    'Das Kürzel „{handle}“ ist vergeben (Kürzel sind eindeutig, gleich in welcher Schreibung): Wähle ein anderes, oder lass es weg, um eines zu bekommen.',
  'handle-taken/none-free': 'Für diesen Namen wurde kein freies Kürzel gefunden: Wähle eines („handle“).',
  'internal-error': 'Der Server konnte nicht antworten; der Fehler wurde protokolliert.',
  'missing-token/chat':
    "Zum Schreiben im Chat brauchst du deinen Spielerschlüssel oder Platz-Token: Authorization: Bearer '<key>'.",
  'chat-channel-forbidden': 'Nur die sitzenden Spieler schreiben im Kanal seats; schreib im Kanal spectators.',
  'chat-text-invalid': 'Eine Nachricht hat 1 bis {max} Zeichen; diese hat {length}.',
  'chat-text-invalid/control':
    'Eine Nachricht ist einfacher Text: Diese enthält das Steuerzeichen {character}; nur Zeilenumbrüche bleiben erhalten.',
  'chat-text-invalid/bidi':
    'Eine Nachricht darf {character} nicht enthalten, ein Steuerzeichen, das den folgenden Text umordnet; lass es weg (die Seite zeigt jede Nachricht in ihrer eigenen Richtung).',
  'chat-text-invalid/invisible':
    'Eine Nachricht muss etwas zeigen: Diese hat nur Leerzeichen, diakritische Zeichen oder Zeichen, die nichts zeichnen.',
  'chat-text-invalid/hidden':
    'Eine Nachricht darf {character} hier nicht enthalten: Es zeichnet nichts und kann Text tragen, den der Leser nicht sieht; lass es weg.',
  'idempotency-key-reused/chat':
    'Du hast den Idempotenzschlüssel „{key}“ schon für eine andere Nachricht im Chat dieser Partie benutzt: Nimm für eine neue Nachricht einen neuen Schlüssel.',
  'chat-closed':
    'Der Chat der Partie {game} ist seit {since} geschlossen: {status, select, cancelled {Der Tisch wurde abgesagt} other {Die Partie ist zu Ende, und ihr Chat nach der Partie dauerte POST_GAME_CHAT_MS nach ihrem letzten Eintrag}}. Lesen kann man ihn weiterhin.',
  'chat-too-fast':
    'Du schreibst schneller, als der Chat erlaubt ({burst} Nachrichten auf einmal, dann eine pro Sekunde): Warte eine Sekunde.',
  'player-not-found': 'Kein Spieler hat die Kennung oder das Kürzel „{handle}“.',
  'not-yourself/mute': 'Du kannst dich nicht selbst {kind, select, block {blockieren} other {stummschalten}}.',
  'not-yourself/challenge': 'Du kannst dich nicht selbst herausfordern.',
  'challenge-not-found': 'Keine Herausforderung hat die Kennung {id}.',
  'challenge-blocked': 'Dieser Spieler nimmt keine Herausforderungen von dir an.',
  'challenge-closed':
    'Diese Herausforderung {status, select, accepted {wurde schon angenommen} declined {wurde abgelehnt} other {ist abgelaufen}}.',
  'challenger-too-many-tables/waiting':
    '{name}, der dich herausgefordert hat, hat schon {max, plural, one {# Tisch, der auf Mitspieler wartet} other {# Tische, die auf Mitspieler warten}}, so viele, wie ein Ersteller haben darf, und der Tisch dieser Herausforderung wäre seiner: Die Herausforderung bleibt offen; nimm sie noch einmal an, wenn {name} einen Tisch abgesagt hat oder sich einer gefüllt hat.',
  'challenger-too-many-tables/per-minute':
    '{name}, der dich herausgefordert hat, hat in der letzten Minute {max, plural, one {# Tisch} other {# Tische}} mit offenem Platz eröffnet, so viele, wie ein Ersteller darf, und der Tisch dieser Herausforderung wäre seiner: Die Herausforderung bleibt offen; nimm sie in {seconds, plural, one {# Sekunde} other {# Sekunden}} noch einmal an.',
  'not-challenged': 'Diese Herausforderung gilt einem anderen Spieler: Nur er kann sie annehmen oder ablehnen.',
  'invalid-request/rated-anonymous':
    'Eine gewertete Partie bringt nur Spieler mit Schlüssel und eingebaute Bots zusammen: Platz {seat} wäre anonym. Lass ihn von einem Spieler besetzen (offen oder „me“), oder verlange eine ungewertete Partie („rated“: false).',
  'invalid-request/rated-known-start':
    'Eine gewertete Partie beginnt mit einer Verteilung, die niemand kennt: Mit einem selbst gewählten „{field}“ wäre das nicht so, also kann sie nur ungewertet sein. Lass „{field}“ weg, oder verlange eine ungewertete Partie („rated“: false).',
  'invalid-request/rated-needs-clock':
    'Eine gewertete Partie braucht eine Uhr: Ohne sie könnte ein Spieler, der verliert, einfach nicht mehr ziehen, und die Partie endete nie. Gib dem Tisch eine Uhr („clock“), oder verlange eine ungewertete Partie („rated“: false).',
  'missing-token/rated':
    "Die Partie {game} ist gewertet: Nimm den Platz mit deinem Spielerschlüssel (Authorization: Bearer '<key>'; POST /players erstellt einen).",
  'address-refused':
    'Diese Adresse wird abgelehnt: {reason, select, malformed {sie ist keine URL} scheme {nur https- und http-URLs werden beliefert} tooLong {sie ist länger als 2048 Zeichen} loopback {sie bezeichnet diesen Rechner (Loopback)} unspecified {sie bezeichnet die unspezifizierte Adresse (0.0.0.0 oder ::)} private {sie ist eine Adresse eines privaten Netzes} linkLocal {sie ist eine Link-Local-Adresse} metadata {sie ist ein Cloud-Metadatendienst} reserved {sie ist eine reservierte, keine öffentliche Adresse} unresolvable {ihr Hostname lässt sich nicht auflösen} other {{reason}}}.',
  'address-refused/push-scheme':
    'Diese Adresse wird abgelehnt: Ein Push-Endpunkt ist eine https-URL (Push-Dienste antworten nur über https).',
  'too-many-webhooks': 'Du hast {max, number} Webhooks, die meisten, die ein Spieler haben darf: lösche zuerst einen.',
  'webhook-not-found': 'Du hast keinen Webhook {id}.',
  'email-off': 'Dieser Server sendet keine E-Mails (er läuft ohne SMTP_URL).',
  'email-address-invalid/too-long': 'Diese E-Mail-Adresse ist länger als {max, number} Zeichen.',
  'email-address-invalid/malformed':
    'Das ist keine E-Mail-Adresse: schreibe sie als name@example.org, ohne Leerzeichen und ohne Anzeigenamen.',
  'email-not-found': 'Du hast keine E-Mail-Adresse angegeben.',
  'email-token-invalid':
    'Dieser Link ist ungültig: er wurde schon benutzt, durch einen neueren ersetzt oder falsch kopiert. Kopiere den ganzen Link aus der neuesten E-Mail.',
  'email-token-expired':
    'Dieser Bestätigungslink ist älter als 24 Stunden: gib deine Adresse erneut an (POST /players/me/email), um einen neuen zu erhalten.',
  'too-many-confirmations/player':
    'Du hast in der letzten Stunde {max, plural, one {# Bestätigungs-E-Mail} other {# Bestätigungs-E-Mails}} angefordert, so viele wie ein Spieler darf: Versuche es in {seconds, plural, one {# Sekunde} other {# Sekunden}} noch einmal.',
  'too-many-confirmations/client':
    'Aus deinem Netz {max, plural, one {wurde in der letzten Stunde # Bestätigungs-E-Mail} other {wurden in der letzten Stunde # Bestätigungs-E-Mails}} angefordert, so viele wie eine Adresse darf: Versuche es in {seconds, plural, one {# Sekunde} other {# Sekunden}} noch einmal.',
  'bad-push-subscription':
    '{what, select, p256dh {keys.p256dh ist kein öffentlicher P-256-Schlüssel (65 Bytes, URL-sicheres Base64)} other {keys.auth ist kein 16-Byte-Geheimnis in URL-sicherem Base64}}: sende das Abonnement so, wie der Browser es liefert.',
  'too-many-push-subscriptions':
    'Du hast {max, number} Push-Abonnements, die meisten, die ein Spieler haben darf: lösche zuerst eines.',
  'push-subscription-not-found': 'Du hast kein Push-Abonnement {id}.',
};
