// The director's decisions and the calls to the director, in words, for the seat's page (the
// game's log) and the director's page: "The director: penalty of 5 points to Bob (player 2) —
// slow play", "Bob (player 2) called the director: “they are too slow”". A decision's fields
// are those of docs/tournaments.md "Director"; seats are numbered from 1 as people count them.

import {humanize, wordOr} from "./cards.js";

// `g`: {t, playerName(seat), describeMove(move)} of the page.
export function seatWho(g, seat) {
  return g.t("seatWho", {name: g.playerName(seat), n: Number(seat) + 1});
}

// What the decision does, without its reason: "penalty of 5 points to Bob (player 2)".
export function decisionWhat(g, decision) {
  const values = {...decision};
  if (decision.seat !== undefined && decision.seat !== null) values.who = seatWho(g, decision.seat);
  switch (decision.type) {
    case "award": {
      const winners = (decision.winners || []).map((seat) => seatWho(g, seat)).join(", ");
      values.winners = winners || g.t("nobody");
      const text = g.t("decision.award", values);
      return Array.isArray(decision.scores) && decision.scores.length
        ? `${text} (${g.t("scoresWere", {scores: decision.scores.map((points, seat) => `${g.playerName(seat)} ${points}`).join(", ")})})`
        : text;
    }
    case "correct": {
      // The decision as logged names the version of the move it replaced (`corrected_version`;
      // its own `version` is the decision's), and shows the move itself only to its seat and
      // the table (G3); the request names it `version`.
      values.version = decision.corrected_version ?? decision.version;
      const who = values.who ? `${values.who} · ` : "";
      const {seat, ...move} = decision.move || {};  // the seat is said once, as `who`
      values.move = `${who}${decision.move ? g.describeMove(move)
        : wordOr(g.t, `move.${decision.move_type}`, humanize(decision.move_type ?? "move"))}`;
      break;
    }
    default:
  }
  const text = g.t(`decision.${decision.type}`, values);
  return text === `decision.${decision.type}` ? decision.type : text;
}

// A decision as the log says it: "The director: … — reason".
export function describeDecision(g, decision) {
  const what = decisionWhat(g, decision);
  return decision.reason ? g.t("directorSaid", {what, reason: decision.reason}) : g.t("directorDid", {what});
}

// A call to the director: who called, and the message where the caller may see it (the
// director, the caller); the table's call has no seat.
export function describeCall(g, call) {
  const who = call.seat === null || call.seat === undefined ? g.t("theTable") : seatWho(g, call.seat);
  return call.message ? g.t("calledSaying", {who, message: call.message}) : g.t("called", {who});
}
