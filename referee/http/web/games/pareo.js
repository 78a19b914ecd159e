// Emotrions Pareo (RULES.md P): the roles of the play (the Challenger and the Pareo, P2), the
// attack on the table, and the last play with who took it and why (P4). Its cards are Emotrions
// cards.

import {CARD_WORDS, emotionFace} from "./emotrions.js";

const WORDS = {
  en: {
    ...CARD_WORDS.en,
    attack: "Attack on the table", challengerRole: "Challenger", pareoRole: "Pareo",
    lastPlay: "Last play", answerWord: "Answer", declined: "declined", took: "{who} takes the play (V = {value})",
    discarded: "Hunger: every card is discarded (P4.1)",
    move: {attack: "Attack", answer: "Answer", decline: "Decline", reveal: "Reveal"},
    event: {
      play_resolved: "Play taken by {taker} (V = {value})", challenger: "Challenger: {who}",
      attack: "{who} attacks with {cards}", answer: "{who} answers with {cards}", decline: "{who} declines",
      hand_started: "Hand {hand} starts",
    },
  },
  it: {
    ...CARD_WORDS.it,
    attack: "Attacco sul tavolo", challengerRole: "Sfidante", pareoRole: "Pareo",
    lastPlay: "Ultima giocata", answerWord: "Risposta", declined: "rinuncia", took: "{who} prende la giocata (V = {value})",
    discarded: "Fame: tutte le carte sono scartate (P4.1)",
    move: {attack: "Attacca", answer: "Rispondi", decline: "Rinuncia", reveal: "Rivela"},
    event: {
      play_resolved: "Giocata presa da {taker} (V = {value})", challenger: "Sfidante: {who}",
      attack: "{who} attacca con {cards}", answer: "{who} risponde con {cards}", decline: "{who} rinuncia",
      hand_started: "Inizia la mano {hand}",
    },
  },
};

export default {
  words: WORDS,
  cardFace: emotionFace,

  drawTable(g, view) {
    const {el, t} = g;
    const parts = [
      el("p", {class: "roles", text: `${t("challengerRole")}: ${g.playerName(view.challenger)} · ${t("pareoRole")}: ${
        g.playerName(view.pareo_seat)}`}),
      el("h3", {text: t("attack")}),
      view.attack.length ? el("div", {id: "attack"}, g.cardRow(view.attack)) : el("p", {id: "attack", class: "empty", text: "—"}),
    ];
    // The last play stays in sight: the attack, the answer, who took it and why (P4).
    const last = g.lastEvent("play_resolved", "hand_started");
    if (last) {
      parts.push(el("section", {id: "last-trick", class: "last-trick", "data-winner": last.taker ?? "none"},
        el("h3", {text: t("lastPlay")}),
        el("ol", {class: "stakes"},
          el("li", {class: last.taker === last.challenger ? "stake won" : "stake", "data-seat": last.challenger,
                    "data-winner": last.taker === last.challenger ? "true" : null},
            el("span", {class: "stake-who"}, last.taker === last.challenger ? "★ " : "",
              `${g.playerName(last.challenger)} (${t("challengerRole")})`), g.cardRow(last.attack)),
          el("li", {class: last.taker === last.pareo ? "stake won" : "stake", "data-seat": last.pareo,
                    "data-winner": last.taker === last.pareo ? "true" : null},
            el("span", {class: "stake-who"}, last.taker === last.pareo ? "★ " : "",
              `${g.playerName(last.pareo)} (${t("pareoRole")})`),
            last.answer ? g.cardRow(last.answer) : el("span", {text: t("declined")}))),
        el("p", {class: "why"}, last.taker === null ? t("discarded") : t("took", {who: g.playerName(last.taker), value: last.value}),
          last.reason ? `: ${last.reason}` : "", last.step ? [" (", g.ruleLink(last.step), ")"] : "")));
    }
    parts.push(el("h3", {text: t("piles")}), g.pileList(view.piles));
    return parts;
  },

  describeEvent(g, event) {
    if (event.type !== "play_resolved") return null;
    // P4.1: a play hunger discards goes to nobody, and has no value.
    if (event.taker === null) return g.t("discarded");
    return g.t("event.play_resolved", {...event, taker: g.playerName(event.taker)});
  },
};
