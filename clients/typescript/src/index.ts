/**
 * A typed client for the Referee HTTP API: the contract's types (`schema.d.ts`, generated from
 * openapi.yaml by openapi-typescript with its default options), openapi-fetch for every
 * operation (`referee.api`), and the helpers a web or mobile client needs: create a game, see
 * it, list its legal moves, play one, read or follow its events (resuming with Last-Event-ID).
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, operations, paths } from "./schema.js";

export type { components, operations, paths };
export type Schemas = components["schemas"];
export type CreateGame = NonNullable<operations["createGame"]["requestBody"]>["content"]["application/json"];
export type Created = Schemas["Created"];
export type GameView = Schemas["GameView"];
export type Move = NonNullable<operations["playMove"]["requestBody"]>["content"]["application/json"];
export type MoveReply = Schemas["MoveReply"];
export type LegalMoves = Schemas["LegalMoves"];
export type RefereeEvent = Schemas["Event"];
/** A variant's name: `"emotrions"`, `"pareo"`, `"four-aces"`. */
export type Variant = GameView["variant"];
/** A game of `V` as the caller may see it. */
export type VariantView<V extends Variant> = Extract<GameView, { variant: V }>;
/** The reply to a move in a game of `V`: that variant's events and view. */
export type VariantMoveReply<V extends Variant> = Extract<MoveReply, { view: { variant: V } }>;
/**
 * An event of a game of `V` (the contract's `EmotrionsEvent`, `PareoEvent`, `FourAcesEvent`):
 * told apart by `type` like `RefereeEvent`, each type with the fields it has in that variant
 * (a Four Aces `game_ended` says `decided_by`, the others' `reason`).
 */
export type VariantEvent<V extends Variant> = VariantMoveReply<V>["events"][number];

/** Whether `reply` is a move's in a game of `variant`: then its events and view are typed. */
export function isVariantReply<V extends Variant>(reply: MoveReply, variant: V):
    reply is VariantMoveReply<V> {
  return reply.view.variant === variant;
}

/**
 * `events` (from `events()` or `stream()`) read as those of a game of `variant`, which the
 * caller knows (the view's, the creation body's): every event the service logs in a game is
 * its variant's. Nothing is checked at run time.
 */
export function variantEvents<V extends Variant>(variant: V, events: readonly RefereeEvent[]):
    VariantEvent<V>[] {
  void variant;
  return events as unknown as VariantEvent<V>[];
}
export type Problem = Schemas["Problem"];

/** A reply that is not a success: its status and its RFC 9457 problem. */
export class RefereeError extends Error {
  constructor(readonly status: number, readonly problem: Problem | undefined) {
    super(`${status}: ${problem?.detail ?? problem?.title ?? "request failed"}`);
    this.name = "RefereeError";
  }
}

export interface RefereeOptions {
  /** The service's root URL, e.g. `https://referee.example.org`. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
}

export interface PlayOptions {
  /** Apply only if the game is still at this version (else 412). */
  ifMatch?: number;
  /** Makes a retry safe: the same key and body get the first reply again. */
  idempotencyKey?: string;
}

export interface StreamOptions {
  token?: string;
  /** The last `seq` received: the stream resumes after it (Last-Event-ID). */
  lastEventId?: number;
  signal?: AbortSignal;
  /** How many times to reconnect after a dropped connection (default 5). */
  retries?: number;
}

function auth(token: string | undefined): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined || !result.response.ok) {
    throw new RefereeError(result.response.status, result.error as Problem | undefined);
  }
  return result.data;
}

export function referee(options: RefereeOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const api: Client<paths> = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchImpl });

  return {
    /** Every operation, typed, through openapi-fetch. */
    api,

    async createGame(body: CreateGame): Promise<Created> {
      return unwrap(await api.POST("/v1/games", { body }));
    },

    async getGame(gameId: string, token?: string): Promise<GameView> {
      return unwrap(await api.GET("/v1/games/{game_id}", {
        params: { path: { game_id: gameId } }, headers: auth(token),
      }));
    },

    async legalMoves(gameId: string, token: string): Promise<LegalMoves> {
      return unwrap(await api.GET("/v1/games/{game_id}/legal-moves", {
        params: { path: { game_id: gameId } }, headers: auth(token),
      }));
    },

    async play(gameId: string, token: string, move: Move, opts: PlayOptions = {}): Promise<MoveReply> {
      const header: { "If-Match"?: string; "Idempotency-Key"?: string } = {};
      if (opts.ifMatch !== undefined) header["If-Match"] = `"${opts.ifMatch}"`;
      if (opts.idempotencyKey !== undefined) header["Idempotency-Key"] = opts.idempotencyKey;
      return unwrap(await api.POST("/v1/games/{game_id}/moves", {
        params: { path: { game_id: gameId }, header }, headers: auth(token), body: move,
      }));
    },

    async events(gameId: string, token?: string, after = 0): Promise<RefereeEvent[]> {
      const page = unwrap(await api.GET("/v1/games/{game_id}/events", {
        params: { path: { game_id: gameId }, query: { after } },
        headers: { ...auth(token), Accept: "application/json" },
      }));
      // The 200 is JSON or, asked with Accept: text/event-stream, a stream (a string).
      if (typeof page === "string") throw new RefereeError(406, undefined);
      return page.events;
    },

    /**
     * The game's events as Server-Sent Events: every event after `lastEventId`, then each new
     * one as it happens, until `game_ended`. A dropped connection is resumed from the last
     * event received (Last-Event-ID), so no event is missed or repeated.
     */
    async *stream(gameId: string, opts: StreamOptions = {}): AsyncGenerator<RefereeEvent> {
      let last = opts.lastEventId;
      let retries = opts.retries ?? 5;
      for (;;) {
        const headers: Record<string, string> = { ...auth(opts.token), Accept: "text/event-stream" };
        if (last !== undefined) headers["Last-Event-ID"] = String(last);
        const response = await fetchImpl(
          `${options.baseUrl}/v1/games/${encodeURIComponent(gameId)}/events`,
          { headers, signal: opts.signal },
        );
        if (response.status === 204) return; // ended, and nothing after `last`
        if (!response.ok || response.body === null) {
          throw new RefereeError(response.status, await response.json().catch(() => undefined));
        }
        try {
          for await (const event of sse(response.body)) {
            last = event.seq;
            yield event;
            if (event.type === "game_ended") return;
          }
        } catch (error) {
          if (opts.signal?.aborted) throw error;
        }
        if (retries-- <= 0) throw new Error("the event stream kept dropping");
      }
    },

    async verifyRecord(record: Schemas["RecordInput"]): Promise<Schemas["Verification"]> {
      return unwrap(await api.POST("/v1/records/verify", { body: record }));
    },

    async verifyResult(result: Schemas["SignedResult"], record?: Schemas["RecordInput"]):
        Promise<Schemas["ResultVerification"]> {
      return unwrap(await api.POST("/v1/results/verify", {
        body: record === undefined ? { result } : { result, record },
      }));
    },
  };
}

export type Referee = ReturnType<typeof referee>;

/** The events of a `text/event-stream` body (`data` lines; comments and `retry` skipped). */
async function* sse(body: ReadableStream<Uint8Array>): AsyncGenerator<RefereeEvent> {
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, "");
      buffer = buffer.slice(newline + 1);
      if (line === "") {
        if (data.length) yield JSON.parse(data.join("\n")) as RefereeEvent;
        data = [];
      } else if (line.startsWith("data:")) {
        data.push(line.slice(5).trimStart());
      }
    }
  }
}
