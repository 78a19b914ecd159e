// Emotrions Pareo (RULES.md P): the roles of the play (the Challenger and the Pareo, P2) and the
// attack on the table, and who took a play (P4). Its cards are Emotrions cards.

import {CARD_WORDS, emotionFace} from "./emotrions.js";

const WORDS = {
  en: {
    ...CARD_WORDS.en,
    attack: "Attack", challengerRole: "Challenger", pareoRole: "Pareo",
    move: {attack: "Attack", answer: "Answer", decline: "Decline", reveal: "Reveal"},
    event: {
      play_resolved: "Play taken by {taker} (V = {value})", challenger: "Challenger: {who}",
      attack: "{who} attacks", answer: "{who} answers", decline: "{who} declines",
    },
  },
  it: {
    ...CARD_WORDS.it,
    attack: "Attacco", challengerRole: "Sfidante", pareoRole: "Pareo",
    move: {attack: "Attacca", answer: "Rispondi", decline: "Rinuncia", reveal: "Rivela"},
    event: {
      play_resolved: "Giocata presa da {taker} (V = {value})", challenger: "Sfidante: {who}",
      attack: "{who} attacca", answer: "{who} risponde", decline: "{who} rinuncia",
    },
  },
};

export default {
  words: WORDS,
  cardFace: emotionFace,

  drawTable(g, view) {
    const {el, t} = g;
    return [
      el("p", {text: `${t("challengerRole")}: ${g.playerName(view.challenger)} · ${t("pareoRole")}: ${
        g.playerName(view.pareo_seat)}`}),
      el("h3", {text: t("attack")}),
      view.attack.length ? el("div", {id: "attack"}, g.cardRow(view.attack)) : el("p", {id: "attack", text: "—"}),
      el("h3", {text: t("piles")}), g.pileList(view.piles),
    ];
  },

  describeEvent(g, event) {
    if (event.type !== "play_resolved") return null;
    // P4.1: a play hunger discards goes to nobody.
    return g.t("event.play_resolved", {...event,
      taker: event.taker === null ? g.t("nobody") : g.playerName(event.taker)});
  },
};
