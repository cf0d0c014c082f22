// /docs runs the document's examples against this server unchanged: create a game, read it, list its legal
// moves, make the example move. The examples are one seeded game (examples.ts), but Swagger UI keeps no
// state between operations, so two interceptors do: when POST /games answers 201 the page remembers the new
// game and authorizes with the token of its seat to act; requests to the example game's URL then go to it.
// swagger-ui-express writes these functions into the page's init script by their source text, so they can
// close over nothing: the example id is written into their text.
type Interceptor = (message: unknown) => unknown;

export function tryItOutOptions(exampleGameId: string): {
  requestInterceptor: Interceptor;
  responseInterceptor: Interceptor;
} {
  const example = JSON.stringify(exampleGameId);
  const requestInterceptor = new Function(
    'request',
    `var game = window.croupierGame;
    if (game) request.url = request.url.split(${example}).join(encodeURIComponent(game));
    return request;`,
  ) as Interceptor;
  const responseInterceptor = new Function(
    'response',
    `var body = response.body;
    if (response.status === 201 && body && typeof body.id === 'string' && Array.isArray(body.seats)) {
      window.croupierGame = body.id;
      var toAct = body.toAct[0];
      var seat = body.seats.filter(function (s) { return s.seat === toAct && s.token; })[0];
      if (seat) window.ui.preauthorizeApiKey('seatToken', seat.token);
    }
    return response;`,
  ) as Interceptor;
  return { requestInterceptor, responseInterceptor };
}
