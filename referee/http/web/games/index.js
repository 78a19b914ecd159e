// The games that draw something of their own, by variant name (`GET /v1/variants`). A variant
// with no entry here is drawn by the core (app.js) from its declarations (cards, move types and
// their fields in `GET /v1/variants`) and its view alone, and is playable as it is.
//
// A game's file exports one object; every member is optional:
//   words                 {en: {…}, it: {…}}: its words, looked up before the core's
//                         (move.<type>, field.<name>, event.<type>, and what its drawing uses)
//   cardFace(code, t)     how a card is drawn and read, or null for the plain code:
//                         {text (in a sentence), label (its text alternative), kind (positive,
//                         negative, neutral, red, black), corner (its index), name (at its
//                         foot), colour and ink, dash (the frame's line), art(svg) and
//                         mark(svg) (its picture and the small sign under the corner, as SVG
//                         nodes in a 24 × 24 box, made with cards.js `svg`)}
//   drawTable(g, view)    the table's content below the stock, as a list of nodes; it may
//                         draw from the events shown so far (g.lastEvent: the last trick)
//   describeMove(g, move) a move in words, or null for the core's words from its fields
//   describeEvent(g, event) an event in words, or null for the core's
// `g` is the core's drawing kit (app.js, `kit`): el, t, cardText, cardRow, pileList, backs,
// lastEvent, ruleLink, playerName, sideName.

import emotrions from "./emotrions.js";
import fourAces from "./four_aces.js";
import pareo from "./pareo.js";

export const GAMES = {"emotrions": emotrions, "pareo": pareo, "four-aces": fourAces};

// What a variant without a file of its own draws of its own: nothing.
const PLAIN = {};

export function gameFor(variant) {
  return Object.hasOwn(GAMES, variant) ? GAMES[variant] : PLAIN;
}
