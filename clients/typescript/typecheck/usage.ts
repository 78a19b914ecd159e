// Compiled by `tsc --noEmit --strict` (npm run typecheck) against the types openapi-typescript
// generates with its default options: what a client author writes must compile, and what the
// contract refuses must not (each @ts-expect-error line fails the check if it compiles).
import {
  isVariantReply, referee, variantEvents,
  type CreateGame, type GameView, type Move, type MoveReply, type RefereeEvent, type VariantEvent,
} from "../src/index.js";

// A creation body with only the required fields (the options' defaults are optional).
const emotrions: CreateGame = { variant: "emotrions", players: ["Ann", "Bob"], options: { decks: 1 } };
const fourAces: CreateGame = { variant: "four-aces", players: ["Ann", "Bob"] };

// An event narrowed by its type: its fields are typed.
export function describe(event: RefereeEvent): string {
  switch (event.type) {
    case "trick_resolved": {
      const winner: number | null = event.winner;
      return `trick to ${winner ?? "nobody"}`;
    }
    case "draw": {
      const card: string | undefined = event.card; // absent for who may not see it (G3)
      return `seat ${event.seat} drew ${card ?? "a card"}`;
    }
    default:
      return event.type;
  }
}

// A client that knows the game's variant gets that variant's events: each type with the fields
// it has there (a Four Aces game end says `decided_by`, the others' `reason`).
export function ending(reply: MoveReply): string {
  if (isVariantReply(reply, "four-aces")) {
    for (const event of reply.events) {
      if (event.type === "game_ended") {
        const decidedBy: string | undefined = event.decided_by;
        // @ts-expect-error a Four Aces game end has no `reason` (the other variants' field)
        const reason: string = event.reason;
        return `${decidedBy ?? reason}, round ${event.round ?? "?"}`;
      }
    }
  }
  return reply.view.phase;
}

export function stockAfterDraws(events: RefereeEvent[]): number[] {
  const counts: number[] = [];
  for (const event of variantEvents("pareo", events)) {
    if (event.type === "draw") counts.push(event.stock_count); // required in Pareo's draws
  }
  return counts;
}

export function emotrionsDraw(event: VariantEvent<"emotrions">): string {
  if (event.type !== "draw") return event.type;
  // @ts-expect-error an Emotrions draw has no `stock_count` (Pareo's and Four Aces' have)
  const left: number | undefined = event.stock_count; // fine for a `draw` of any variant
  return `seat ${event.seat}, ${left ?? "?"} left`;
}

// @ts-expect-error a Pareo event is not a Four Aces one: `capture` is no Pareo event type
export const notPareo: VariantEvent<"pareo">["type"] = "capture";

// A view of each variant, narrowed by its variant: its phases and fields are typed.
export function summary(view: GameView): string {
  switch (view.variant) {
    case "emotrions": {
      const phase: "exchange_call" | "exchange_chain" | "stake" | "choose_style" | "reveal" | "finished" = view.phase;
      return `${phase}, ${view.stock_count} in the stock, hand ${view.hand_number}`;
    }
    case "pareo": {
      const attack: string[] = view.attack;
      return `${view.phase}: attack ${attack.join(" ")}`;
    }
    case "four-aces": {
      const table: string[] = view.table;
      return `${view.phase}, round ${view.round}: ${table.join(" ")} on the table`;
    }
  }
}

export async function firstMove(baseUrl: string): Promise<void> {
  const client = referee({ baseUrl });
  const created = await client.createGame(emotrions);
  await client.createGame(fourAces);
  const seats = created.tokens.seats ?? [];
  const legal = await client.legalMoves(created.id, seats[0]);
  await client.play(created.id, seats[0], legal.moves[0]);
  const stake: Move = { type: "stake", cards: ["joy"] };
  await client.play(created.id, seats[0], stake, { ifMatch: 2 });
}

// @ts-expect-error an unknown move type
export const unknownMove: Move = { type: "teleport" };
// @ts-expect-error a stake without its cards
export const missingField: Move = { type: "stake" };
// @ts-expect-error an extra property on a closed object (a move)
export const extraProperty: Move = { type: "resign", reason: "tired" };
// @ts-expect-error an extra property on a closed object (a creation body)
export const extraCreate: CreateGame = { variant: "pareo", players: ["Ann", "Bob"], colour: "red" };
