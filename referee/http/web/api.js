// The documented public API (openapi.yaml), as the pages use it: nothing else is called.

export class Problem extends Error {
  // A non-2xx reply: its status, its problem+json body (rule, detail, errors) and, on a 429 or
  // a 503, how many seconds to wait (Retry-After), else null.
  constructor(status, body, retryAfter = null) {
    super(body?.detail || body?.title || `HTTP ${status}`);
    this.status = status;
    this.body = body || {};
    this.retryAfter = retryAfter;
  }
}

export class Api {
  constructor(language) {
    this.language = language;  // sent as Accept-Language: rejection details come back in it
  }

  async call(method, path, {token = null, body = undefined, headers = {}} = {}) {
    const init = {method, headers: {Accept: "application/json", "Accept-Language": this.language,
                                     ...headers}};
    if (token) init.headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const reply = await fetch(path, init);
    const text = await reply.text();
    let data = null;
    try { data = text ? JSON.parse(text) : null; } catch { data = {detail: text}; }
    if (!reply.ok) {
      const wait = reply.headers.get("Retry-After");
      throw new Problem(reply.status, data, wait !== null && /^\d+$/.test(wait) ? Number(wait) : null);
    }
    return data;
  }

  variants() { return this.call("GET", "/v1/variants"); }
  create(body) { return this.call("POST", "/v1/games", {body}); }
  game(id, token) { return this.call("GET", `/v1/games/${encodeURIComponent(id)}`, {token}); }
  legalMoves(id, token) {
    return this.call("GET", `/v1/games/${encodeURIComponent(id)}/legal-moves`, {token});
  }
  move(id, token, move, version) {
    // If-Match: a move chosen on a stale screen is refused (412) rather than misapplied.
    const headers = version ? {"If-Match": `"${version}"`} : {};
    return this.call("POST", `/v1/games/${encodeURIComponent(id)}/moves`, {token, body: move, headers});
  }
  rematch(id, tableToken) {
    return this.call("POST", `/v1/games/${encodeURIComponent(id)}/rematch`, {token: tableToken});
  }
  hint(id, token) {
    return this.call("GET", `/v1/games/${encodeURIComponent(id)}/hint`, {token});
  }
  // The director (docs/tournaments.md "Director"): a seat or the table calls; the director's
  // token lists the calls and takes decisions, sent with If-Match as moves are.
  callDirector(id, token, message) {
    return this.call("POST", `/v1/games/${encodeURIComponent(id)}/director-calls`, {token, body: {message}});
  }
  directorCalls(id, token) {
    return this.call("GET", `/v1/games/${encodeURIComponent(id)}/director-calls`, {token});
  }
  decisions(id, token) {
    return this.call("GET", `/v1/games/${encodeURIComponent(id)}/decisions`, {token});
  }
  decide(id, token, decision, version, key) {
    const headers = {"Idempotency-Key": key, ...(version ? {"If-Match": `"${version}"`} : {})};
    return this.call("POST", `/v1/games/${encodeURIComponent(id)}/decisions`, {token, body: decision, headers});
  }
  gamesTagged(tag, cursor = null) {
    const query = new URLSearchParams({tag, limit: "100"});
    if (cursor) query.set("cursor", cursor);
    return this.call("GET", `/v1/games?${query}`);
  }
  result(id) { return this.call("GET", `/v1/games/${encodeURIComponent(id)}/result`); }
  events(id, token, after) {
    return this.call("GET", `/v1/games/${encodeURIComponent(id)}/events?after=${after}`, {token});
  }
  streamTicket(id, token) {
    return this.call("POST", `/v1/games/${encodeURIComponent(id)}/stream-tickets`, {token});
  }
}

// Follows a game's events live (docs/streams.md): EventSource cannot send Authorization, so a
// token holder opens each stream with a single-use ticket; a dropped stream is reopened with a
// new ticket after the last seq seen. Returns a function that stops following.
export function follow(api, gameId, token, onEvent, onState) {
  let last = 0;
  let source = null;
  let stopped = false;
  let timer = null;

  async function open() {
    if (stopped) return;
    let url = `/v1/games/${encodeURIComponent(gameId)}/events?after=${last}`;
    try {
      if (token) url += `&ticket=${encodeURIComponent((await api.streamTicket(gameId, token)).ticket)}`;
    } catch (error) {
      onState(false);
      // A bad token or an unknown game will not get better; a store outage or a limit may.
      if (error instanceof Problem && error.status < 500 && error.status !== 429) return;
      timer = setTimeout(open, 2000);
      return;
    }
    source = new EventSource(url);
    source.onopen = () => onState(true);
    source.onmessage = (message) => {
      const event = JSON.parse(message.data);
      if (event.seq <= last) return;
      last = event.seq;
      onEvent(event);
      if (event.type === "game_ended") { source.close(); onState(false, true); }
    };
    source.onerror = () => {
      if (stopped || source.readyState !== EventSource.CLOSED) { onState(false); return; }
      onState(false);
      if (!token) return;  // a spectator's stream reconnects by itself; closed means ended
      timer = setTimeout(open, 1000);  // a spent ticket's 401 on the browser's own retry
    };
  }
  open();
  return () => { stopped = true; clearTimeout(timer); if (source) source.close(); };
}
