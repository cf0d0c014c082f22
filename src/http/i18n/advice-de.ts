// What to do about each of the server's codes, and about a refused move, in German: the advice of the page at
// a problem's `type` (routes/problems.ts); the English advice stays in problem.ts's table. Typed by the codes:
// a code added without its advice here fails the typecheck.
import type { ServerCode } from '../problem-codes.js';

export const DE: Readonly<Record<ServerCode | 'rule', string>> = {
  'malformed-json':
    'Sende ein JSON-Dokument mit Content-Type: application/json; prüfe Anführungszeichen, Kommas und Klammern.',
  'invalid-request':
    'Lies `errors`: Jeder Eintrag nennt ein Feld, einen Query-Parameter oder einen Header und was daran falsch ist. Unbekannte Query-Parameter werden ebenfalls abgelehnt. Das OpenAPI-Dokument (/openapi.json) beschreibt jede Form.',
  'missing-token': 'Sende das Platz-Token, das POST /games zurückgibt, als `Authorization: Bearer <token>`.',
  'unknown-token':
    'Prüfe das Token: Es wird nur einmal gezeigt, wenn die Partie erstellt wird, und gehört zu genau einem Platz einer Partie.',
  'wrong-game':
    'Nimm das Token eines Platzes dieser Partie oder den Schlüssel eines Spielers, der an ihr sitzt, oder sende keins von beiden, um als Zuschauer zuzusehen.',
  'not-creator':
    'Wer den Tisch eröffnet hat, darf ihn absagen; wer einen seiner offenen Plätze genommen hat, darf ihn verlassen (POST /games/{id}/leave).',
  'game-not-found':
    'Prüfe die Kennung der Partie (GET /games listet Partien auf) oder den Namen des Spiels (GET /openapi.json listet die angebotenen Spiele auf).',
  'version-not-found':
    'Frage nach einer Version von 0 bis zur aktuellen `version` der Partie (GET /games/{id} nennt sie).',
  'route-not-found': 'Gleiche Methode und Pfad mit dem OpenAPI-Dokument ab (/openapi.json oder /docs).',
  'problem-code-not-found':
    'Problemcodes sind die des Servers (im README aufgelistet) oder eine Regel eines angebotenen Spiels, etwa monad/M18-pass-not-allowed.',
  'version-conflict':
    'Jemand hat zuerst gezogen: Lies die Partie neu (ihre Version steht in `currentVersion`), entscheide neu und sende den Zug mit der neuen expectedVersion.',
  'seat-taken':
    'Jemand war schneller: Wähle einen anderen offenen Platz (die Lobby, GET /games?status=waiting&open=true, listet Tische mit einem auf).',
  'already-seated':
    'Ein Spieler hat höchstens einen Platz pro Partie: Spiele den Platz, den du hast (dein Schlüssel gilt für ihn).',
  'bad-invite':
    'Prüfe den Einladungscode (er gehört zu genau einem Platz einer Partie) oder tritt ohne Code einem Tisch aus der Lobby bei.',
  'not-waiting':
    'Plätze werden nur vor dem Beginn genommen oder verlassen, und Tische nur dann abgesagt; läuft die Partie, gib auf, statt zu gehen.',
  'not-started':
    'Warte, bis die offenen Plätze besetzt sind (dein Spieler-Ereignisstrom meldet, wann die Partie beginnt), oder verlasse den Tisch.',
  'game-cancelled': 'An einem abgesagten Tisch passiert nichts mehr: Eröffne mit POST /games einen neuen.',
  'not-finished': 'Eine Revanche gibt es, sobald die Partie vorbei ist: Spiele sie zuerst zu Ende (oder gib auf).',
  'join-deadline-passed':
    'Der Tisch nahm Mitspieler bis zu seiner Frist `deadline` (joinWithinSeconds nach seiner Eröffnung) und ist abgesagt: Suche einen anderen Tisch in der Lobby (GET /games?status=waiting&open=true) oder eröffne einen.',
  'vacation-over-budget':
    'Jeder Spieler hat VACATION_DAYS_PER_YEAR Urlaubstage (standardmäßig 14) in beliebigen 365 Tagen, gerechnet mit dem Urlaub, den er in den letzten 365 Tagen genommen hat: Beantrage einen kürzeren Urlaub (ein früheres `until`) oder später.',
  'vacation-conflict':
    'Ein Urlaub beginnt (POST /players/me/vacation), wenn keiner läuft, und endet (DELETE /players/me/vacation), während einer läuft: Beende den laufenden, bevor du einen neuen beginnst.',
  'table-expired':
    'Ein Tisch ohne Beitrittsfrist nimmt nach seiner Eröffnung TABLE_EXPIRY_DAYS Tage lang Mitspieler auf; danach läuft er ab, als hätte ihn sein Ersteller abgesagt: Suche einen anderen Tisch in der Lobby (GET /games?status=waiting&open=true) oder eröffne einen.',
  'too-many-waiting-tables':
    'Tische, die auf Mitspieler warten (mit einem offenen Platz), sind pro Ersteller begrenzt (MAX_WAITING_TABLES): Sage einen ab, den du nicht mehr brauchst (POST /games/{id}/cancel, mit dem Spielerschlüssel, dem sie angerechnet werden; GET /players/me/games?status=waiting listet sie auf), oder warte, bis sich einer füllt. Tische, die ohne Spielerschlüssel eröffnet wurden, werden nach Adresse gezählt und lassen sich nicht alle absagen: Sie geben ihren Platz frei, wenn sie sich füllen oder ablaufen (TABLE_EXPIRY_DAYS). `limit` sagt, wie viele.',
  'too-many-new-tables':
    'Tische mit einem offenen Platz sind pro Ersteller und Minute begrenzt (TABLES_PER_MINUTE): Warte die Sekunden aus Retry-After ab. Partien ohne offenen Platz zählen nicht.',
  'game-not-over':
    'Der Export zeigt den Seed und jede verdeckte Karte, die Analyse jeden gespielten Zug; beide sind daher erst öffentlich, wenn die Partie beendet oder abgesagt ist: Verfolge die Partie (GET /games/{id}/events) und frage nach ihrem letzten Eintrag noch einmal.',
  'review-not-offered':
    'Die Analyse nach der Partie sucht jede Entscheidung so, wie es der stärkste Bot des Spiels (ismcts) täte, und ein Spiel, dessen Bots nicht suchen können, hat keine, ob die Partie vorbei ist oder nicht: Das Spiel dieser Partie ist eines davon. Ihre Züge sind nach dem Ende trotzdem öffentlich: GET /games/{id}/export gibt sie alle.',
  'too-many-reviews':
    'Analysen werden nacheinander berechnet, jede in wenigen Sekunden, und höchstens MAX_REVIEWS werden in einem Prozess berechnet oder warten: Versuche es nach den Sekunden aus Retry-After noch einmal. Eine einmal berechnete Analyse bleibt erhalten, und wer eine gerade berechnete erneut anfordert, wartet auf sie.',
  'review-unavailable':
    'Analysen werden in den Bot-Threads mit der niedrigsten Priorität gesucht, nach jeder Anfrage und jedem Bot an einem Tisch: Bleibt der Server über das Budget einer Entscheidung und ihre Nachfrist hinaus beschäftigt oder fällt ein Thread aus, wird die Analyse aufgegeben und nichts behalten. Versuche es nach den Sekunden aus Retry-After noch einmal; was gesucht war, wird erneut gesucht.',
  'time-out':
    'Die Frist des Platzes lief ab, bevor der Zug ankam, und der Server hat die Zeitüberschreitung festgehalten: Der Platz hat auf Zeit verloren (er verlässt die Partie wie bei einer Aufgabe, oder an einem Tisch mit `onTimeout: "bot"` und 3 oder mehr Spielern spielt ihn ein Bot für den Rest der Partie). Behalte `clock.seats[].deadline` in der Partie im Blick, um rechtzeitig zu ziehen.',
  'payload-too-large': 'Sende einen kleineren Inhalt; Züge und neue Partien passen in wenige Kilobyte.',
  'request-timeout':
    'Sende Header und Inhalt auf einmal: Der Server wartet HEADERS_TIMEOUT_MS (10 s) auf die Header und BODY_TIMEOUT_MS (30 s) länger auf den Inhalt, dann antwortet er so und schließt die Verbindung.',
  'too-many-connections':
    'Schließe Verbindungen, die du nicht nutzt (ein einziger Ereignisstrom pro Spieler, GET /players/me/events, folgt all seinen Partien), und versuche es nach Retry-After noch einmal. Die Grenze ist MAX_CONNECTIONS_PER_IP.',
  'server-at-capacity':
    'Versuche es nach den Sekunden aus Retry-After noch einmal; ein Betreiber erhöht MAX_CONNECTIONS und die Grenze der Dateideskriptoren (ulimit -n).',
  'headers-too-large':
    'Sende weniger oder kürzere Header (höchstens 16 kB insgesamt): Ein Platz-Token, ein Spielerschlüssel und die üblichen Header passen gut in weniger als 1 kB.',
  'expectation-failed':
    'Sende die Anfrage ohne ihren Expect-Header: Die einzige Erwartung, die dieser Server erfüllt, ist 100-continue.',
  'unsupported-media-type': 'Sende den Inhalt als JSON in UTF-8, ohne Content-Encoding.',
  'idempotency-key-reused':
    'Ein Idempotency-Key benennt genau eine Anfrage: Nimm für einen anderen Zug einen neuen Schlüssel und denselben Schlüssel nur, um dieselbe Anfrage zu wiederholen.',
  'chat-channel-forbidden':
    'Zuschauer (alle, die nicht am Tisch sitzen) lesen und schreiben den Kanal `spectators`; lass `channel` weg, um in deinem eigenen zu schreiben.',
  'chat-text-invalid':
    'Sende in `text` 1 bis 500 Zeichen einfachen Text, mindestens eines davon sichtbar; Zeilenumbrüche bleiben erhalten, andere Steuerzeichen, die Bidi-Steuerzeichen U+202A–U+202E und U+2066–U+2069 und unsichtbare Zeichen, die Text verstecken (Tag-Zeichen außer in den Flaggen von England, Schottland und Wales, U+2060–U+206F, U+FEFF, U+FFF9–U+FFFB, zwei Variantenselektoren hintereinander), werden abgelehnt.',
  'chat-closed':
    'Der Chat einer Partie nimmt Nachrichten an, solange der Tisch wartet und die Partie läuft, und noch POST_GAME_CHAT_MS (10 Minuten) nach dem letzten Eintrag einer beendeten Partie; der eines abgesagten Tisches schließt sofort. Lesen kann man ihn weiterhin (GET /games/{id}/chat).',
  'chat-too-fast':
    'Ein Spieler darf 5 Nachrichten auf einmal senden, dann eine pro Sekunde: Warte die Sekunden aus Retry-After ab.',
  'not-yourself': 'Nenne einen anderen Spieler.',
  'challenge-not-found':
    'Prüfe die Kennung der Herausforderung: GET /challenges listet die Herausforderungen auf, die du gesendet und erhalten hast.',
  'challenge-blocked':
    'Der Spieler hat dich blockiert: Fordere jemand anderen heraus oder eröffne einen Tisch in der Lobby.',
  'challenge-closed':
    'Sie wurde angenommen, abgelehnt oder ist abgelaufen: Sieh sie dir an (GET /challenges) oder sende eine neue.',
  'challenger-too-many-tables':
    'Eine Herausforderung für 3 oder mehr Spieler eröffnet einen Tisch mit offenen Plätzen, und dieser Tisch gehört dem Herausforderer: Er zählt zu dessen wartenden Tischen (MAX_WAITING_TABLES) und zu den Tischen, die er pro Minute eröffnen darf (TABLES_PER_MINUTE). Die Herausforderung bleibt offen: Nimm sie erneut an, sobald der Herausforderer einen wartenden Tisch abgesagt hat oder sich einer gefüllt hat (oder nach Retry-After, falls angegeben).',
  'not-challenged':
    'Nur der herausgeforderte Spieler nimmt eine Herausforderung an oder lehnt sie ab; wer sie gesendet hat, kann auf die Antwort warten oder sie ablaufen lassen.',
  'undo-not-allowed':
    'Nur der Platz, der am Zug ist, nimmt seine eigenen Züge der Runde zurück, bis zur zuletzt aufgedeckten Karte, zum letzten Würfel oder anderem aufgedeckten Verdeckten, und bevor jemand anderes handelt: `reason` sagt, welche dieser Bedingungen im Weg steht; die Partie aus Sicht des Platzes zeigt `undo.allowed`.',
  'revoked-key':
    'Ein von einem anderen Gerät aus widerrufener Schlüssel (DELETE /players/me/keys/{id}) handelt für niemanden mehr: Melde dieses Gerät erneut an, mit einem Passkey (POST /players/passkeys/authentication) oder einem Verknüpfungscode, den ein noch angemeldetes Gerät anzeigt (POST /players/link).',
  'key-not-found':
    'GET /players/me/keys listet die nicht widerrufenen Schlüssel deiner Geräte auf, jeden mit seiner Kennung.',
  'passkey-not-found': 'GET /players/me/passkeys listet deine Passkeys auf, jeden mit seiner Kennung.',
  'bad-link-code':
    'Ein Verknüpfungscode (POST /players/me/link-codes auf einem angemeldeten Gerät) gilt 10 Minuten und verknüpft ein Gerät: Prüfe seine Zeichen oder fordere beim angemeldeten Gerät einen neuen an.',
  'too-many-link-codes':
    'Ein Spieler darf in 10 Minuten nur wenige Verknüpfungscodes erstellen: Warte die Sekunden aus Retry-After ab.',
  'passkey-refused':
    'Fordere neue Optionen an (…/passkeys/registration/options oder …/passkeys/authentication/options) und beantworte sie einmal, von dieser Website aus: Eine Challenge gilt nur einmal und läuft nach 5 Minuten ab, und eine Antwort für eine andere Herkunft wird abgelehnt.',
  'handle-taken':
    'Kürzel sind unabhängig von Groß- und Kleinschreibung eindeutig (Ada und ada sind ein Kürzel): Wähle ein anderes oder lass `handle` weg, dann schlägt der Server aus deinem Namen ein freies vor.',
  'player-not-found':
    'Prüfe das Kürzel (Groß- und Kleinschreibung zählen nicht); das Kürzel eines Spielers steht in der Antwort von POST /players und GET /players/me.',
  'address-refused':
    'Gib eine https-URL an oder http an eine öffentliche Adresse: Loopback-, private, Link-Local-, unspezifizierte und Cloud-Metadaten-Adressen werden abgelehnt (`reason` im Satz sagt, welche), außer der Server läuft mit WEBHOOK_ALLOW_PRIVATE=1.',
  'too-many-webhooks':
    'Ein Spieler hat höchstens 10 Webhooks: Lösche einen, den du nicht mehr brauchst (DELETE /players/me/webhooks/{id}).',
  'email-off':
    'E-Mail-Benachrichtigungen brauchen einen Server, der mit SMTP_URL läuft; nutze stattdessen einen Webhook oder Push-Benachrichtigungen.',
  'email-address-invalid':
    'Gib eine einfache Adresse an, name@example.org, mit höchstens 254 Zeichen, ohne Anzeigenamen und ohne Leerzeichen.',
  'email-not-found': 'Füge mit POST /players/me/email eine hinzu.',
  'email-token-invalid':
    'Ein Bestätigungslink funktioniert einmal und nur für die zuletzt angegebene Adresse; öffne den Link aus der neuesten E-Mail vollständig oder gib deine Adresse erneut an.',
  'email-token-expired':
    'Ein Bestätigungslink gilt 24 Stunden: Gib deine Adresse erneut an (POST /players/me/email), um einen neuen zu bekommen.',
  'too-many-confirmations':
    'Jede neue oder geänderte Adresse bekommt einen Bestätigungslink per E-Mail: Ein Spieler fordert höchstens 5 pro Stunde an, eine Client-Adresse höchstens 10. Öffne den Link aus der neuesten E-Mail oder warte die Sekunden aus Retry-After ab.',
  'webhook-not-found': 'GET /players/me/webhooks listet deine Webhooks und ihre Kennungen auf.',
  'bad-push-subscription':
    'Sende die PushSubscription des Browsers so, wie er sie liefert (subscription.toJSON()): Ihre Schlüssel werden sofort geprüft.',
  'too-many-push-subscriptions':
    'Lösche das Abonnement eines Browsers, den du nicht mehr nutzt (DELETE /players/me/push-subscriptions/{id}).',
  'push-subscription-not-found': 'Nimm die Kennung, die POST /players/me/push-subscriptions zurückgegeben hat.',
  'rate-limited':
    'Warte die Anzahl Sekunden aus Retry-After ab und versuche es dann noch einmal; folge dem Ereignisstrom, statt ständig abzufragen.',
  'database-unavailable':
    'Nichts wurde geändert: Versuche es nach den Sekunden aus Retry-After noch einmal, bei einem Zug mit demselben Idempotency-Key.',
  'internal-error':
    'Der Fehler wurde mit der Kennung der Anfrage (X-Request-Id) protokolliert; ein neuer Versuch kann helfen, das Melden der Kennung hilft mehr.',
  rule: 'Der Code nennt die Regel, gegen die der Zug verstößt; `detail` sagt, warum. GET /games/{id}/legal-moves listet die Züge auf, die die Regeln jetzt erlauben.',
};
