// `npm test`: the client against a real Referee (REFEREE_URL: gunicorn on Redis, started by
// tests/contract/test_typescript_client.py), over real HTTP. Every variant is played to its end with
// seeded picks among the legal moves, a live event stream is followed (and resumed with
// Last-Event-ID after a dropped connection), a record and a signed result are verified.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { referee, RefereeError, type CreateGame, type Created, type GameView, type RefereeEvent } from "../src/index.js";

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const BASE = process.env.REFEREE_URL ?? "";
const client = referee({ baseUrl: BASE });

/** A small seeded generator (mulberry32): the same picks on every run. */
function picker(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

async function playToTheEnd(created: Created, seed: number): Promise<{ view: GameView; moves: number }> {
  const seats = created.tokens.seats ?? [];
  const pick = picker(seed);
  let view = await client.getGame(created.id);
  let moves = 0;
  while (view.status !== "finished") {
    const seat = view.to_act[0];
    const legal = await client.legalMoves(created.id, seats[seat]);
    assert.ok(legal.moves.length > 0, `no legal move for seat ${seat}`);
    const reply = await client.play(created.id, seats[seat], legal.moves[pick(legal.moves.length)],
                                    { ifMatch: view.version });
    assert.equal(reply.version, view.version + 1);
    view = reply.view;
    moves += 1;
    assert.ok(moves < 5000, `${view.variant} did not end`);
  }
  return { view, moves };
}

test("the generated types are those of the committed openapi.yaml", () => {
  const out = join(mkdtempSync(join(tmpdir(), "referee-types-")), "schema.d.ts");
  execFileSync(join(PACKAGE, "node_modules", ".bin", "openapi-typescript"),
               [join(PACKAGE, "..", "..", "openapi.yaml"), "--output", out], { stdio: "pipe" });
  assert.equal(readFileSync(out, "utf8"), readFileSync(join(PACKAGE, "src", "schema.d.ts"), "utf8"),
               "src/schema.d.ts is stale: run `npm run generate` in clients/typescript");
});

test("the client has the service's version", () => {
  const ours = JSON.parse(readFileSync(join(PACKAGE, "package.json"), "utf8")).version;
  const toml = readFileSync(join(PACKAGE, "..", "..", "pyproject.toml"), "utf8");
  assert.equal(ours, /^version = "([^"]+)"/m.exec(toml)?.[1]);
});

test("every variant is played to its end", async () => {
  const { data } = await client.api.GET("/v1/variants");
  assert.ok(data);
  for (const [i, variant] of data.variants.entries()) {
    const { min } = variant.players as { min: number }; // the catalogue's shape is open
    const players = Array.from({ length: min }, (_, n) => `P${n}`);
    const body = { variant: variant.name, players, seed: `ts ${variant.name}` } as CreateGame;
    const created = await client.createGame(body);
    assert.equal(created.view.variant, variant.name);
    const { view, moves } = await playToTheEnd(created, 31 + i);
    assert.ok(moves >= 2 && view.winners.length > 0, `${variant.name}: ${moves} moves`);
    // A late move is refused with the documented problem.
    await assert.rejects(client.play(created.id, created.tokens.seats![0], { type: "resign" }),
                         (error: RefereeError) => error.status === 409 || error.status === 422);
  }
});

test("a live stream is followed to the end, and resumed after a dropped connection", async () => {
  const created = await client.createGame({ variant: "pareo", players: ["Ann", "Bob"], seed: "ts stream" });
  const seen: RefereeEvent[] = [];
  const stop = new AbortController();
  // The first connection is dropped after the first events: the client resumes from the last.
  const following = (async () => {
    for await (const event of client.stream(created.id, { token: created.tokens.seats![0], signal: stop.signal })) {
      seen.push(event);
      if (seen.length === 3) break;
    }
    for await (const event of client.stream(created.id, { token: created.tokens.seats![0], lastEventId: seen.at(-1)!.seq })) {
      seen.push(event);
    }
  })();
  await playToTheEnd(created, 7);
  await following;
  const log = await client.events(created.id, created.tokens.seats![0]);
  assert.deepEqual(seen, log, "the stream, resumed, is the log: nothing missed or repeated");
  assert.equal(seen.at(-1)!.type, "game_ended");
  const draw = seen.find((event) => event.type === "draw");
  assert.ok(draw && draw.type === "draw" && draw.seat >= 0);
});

test("a record and a signed result verify", async () => {
  const created = await client.createGame({ variant: "four-aces", players: ["Ann", "Bob"], seed: "ts verify" });
  await playToTheEnd(created, 5);
  const path = { params: { path: { game_id: created.id } } };
  const record = (await client.api.GET("/v1/games/{game_id}/record", path)).data;
  const result = (await client.api.GET("/v1/games/{game_id}/result", path)).data;
  assert.ok(record && result);
  const replayed = await client.verifyRecord(record);
  assert.equal(replayed.valid, true, JSON.stringify(replayed.discrepancy));
  const checked = await client.verifyResult(result, record);
  assert.equal(checked.valid, true, JSON.stringify(checked.discrepancy));
  const forged = { ...result, result: { ...result.result, winners: [1 - result.result.winners[0]] } };
  assert.equal((await client.verifyResult(forged)).discrepancy?.at, "result.signature");
});
