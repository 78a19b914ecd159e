// The games that draw something of their own, by variant name (`GET /v1/variants`). A variant
// with no entry here is drawn by the core (app.js) from its declarations (cards, move types and
// their fields in `GET /v1/variants`) and its view alone, and is playable as it is.
//
// A game's file exports one object; every member is optional:
//   words                 {en: {…}, it: {…}}: its words, looked up before the core's
//                         (move.<type>, field.<name>, event.<type>, and what its drawing uses)
//   cardFace(code, t)     a card's {text, label, kind} (kind styles it: positive, negative,
//                         neutral, red, black), or null for the plain code
//   drawTable(g, view)    the table's content below the stock, as a list of nodes
//   describeMove(g, move) a move in words, or null for the core's words from its fields
//   describeEvent(g, event) an event in words, or null for the core's
// `g` is the core's drawing kit (app.js, `kit`): el, t, cardText, cardRow, pileList,
// playerName, sideName.

import emotrions from "./emotrions.js";
import fourAces from "./four_aces.js";
import pareo from "./pareo.js";

export const GAMES = {"emotrions": emotrions, "pareo": pareo, "four-aces": fourAces};

// What a variant without a file of its own draws of its own: nothing.
const PLAIN = {};

export function gameFor(variant) {
  return Object.hasOwn(GAMES, variant) ? GAMES[variant] : PLAIN;
}
