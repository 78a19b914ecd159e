// 4 Aces (RULES.md A): what it draws of its own. Its cards are French cards with their rank and
// suit (A1.1), drawn as such, and the jokers as jokers; the table cards can be selected to
// compose a capture or a swap; the table shows the last capture or drop, the piles, the Piumas
// (A6.2), the cards removed by Interruptions and the window open for one (A7), the Interruptions
// left and the Victory Points (A8).

const SUIT_SYMBOLS = {S: "♠", C: "♣", D: "♦", H: "♥"};
const RED = "#b3121c";
const BLACK = "#16161a";

// Each suit's picture in a 24 × 24 box.
const SUITS = {
  S: (s) => [s("path", {d: "M12 1.5C8 7 2.5 10.5 2.5 14.5A4.6 4.6 0 0 0 10.6 17.3L9 22.5H15L13.4 17.3A4.6 4.6 0 0 0 21.5 14.5C21.5 10.5 16 7 12 1.5Z"})],
  C: (s) => [s("circle", {cx: 12, cy: 6.6, r: 4.6}), s("circle", {cx: 6.4, cy: 13.8, r: 4.6}),
    s("circle", {cx: 17.6, cy: 13.8, r: 4.6}), s("path", {d: "M10.8 11H13.2L15 22.5H9Z"})],
  D: (s) => [s("path", {d: "M12 1.5L20.5 12L12 22.5L3.5 12Z"})],
  H: (s) => [s("path", {d: "M12 21.5C5 16 1.5 12 1.5 8A5.2 5.2 0 0 1 12 5.4A5.2 5.2 0 0 1 22.5 8C22.5 12 19 16 12 21.5Z"})],
};
const JOKER = (s) => [s("path", {d: "M2 8L7 15L12 4L17 15L22 8L20 20H4Z"}),
  s("circle", {cx: 2, cy: 7, r: 2}), s("circle", {cx: 12, cy: 3, r: 2}), s("circle", {cx: 22, cy: 7, r: 2})];

const WORDS = {
  en: {
    suits: {S: "spades", C: "clubs", D: "diamonds", H: "hearts"},
    ranks: {A: "ace", J: "jack", Q: "queen", K: "king"},
    jokers: {BJ: "black joker", RJ: "red joker"}, jokerName: "JOKER",
    tableCards: "On the table", lastMove: "Last move",
    why: {capture: "{who} captures: {take} add up to {value}, the value of {card} (A6.1)",
          drop: "{who} drops {card}: it can capture nothing (A6.1)", piuma: "the table is swept clean: a Piuma (A6.2)"},
    removed: "Removed by Interruptions", interruptionsLeft: "Interruptions left",
    window: "Interruption window: {who} may remove {cards}", with: "with",
    move: {swap: "Swap", pass: "Pass", capture: "Capture", drop: "Drop", interrupt: "Interrupt",
           decline: "Decline", lay: "Lay on the table"},
    field: {give: "give", take: "take", joker_value: "joker value"},
    event: {
      capture: "{who} captures {take} with {card}", interrupted: "{who} interrupts: {card} leaves the game",
      piuma: "Piuma by {who}", pass: "{who} passes", swap: "{who} gives {give}, takes {take}", drop: "{who} drops {card}",
      lay: "{who} lays {cards}", mulligan_ended: "The Mulligan is over", interruption_asked: "{who} may interrupt",
      dealer_cut: "Cut for the deal", round_started: "Round {round} starts",
    },
  },
  it: {
    suits: {S: "picche", C: "fiori", D: "quadri", H: "cuori"},
    ranks: {A: "asso", J: "fante", Q: "donna", K: "re"},
    jokers: {BJ: "jolly nero", RJ: "jolly rosso"}, jokerName: "JOLLY",
    tableCards: "Sul tavolo", lastMove: "Ultima mossa",
    why: {capture: "{who} cattura: {take} fanno {value}, il valore di {card} (A6.1)",
          drop: "{who} cala {card}: non può catturare nulla (A6.1)", piuma: "il tavolo è spazzato: una Piuma (A6.2)"},
    removed: "Tolte con le Interruzioni", interruptionsLeft: "Interruzioni rimaste",
    window: "Finestra d'Interruzione: {who} può togliere {cards}", with: "con",
    move: {swap: "Scambia", pass: "Passa", capture: "Cattura", drop: "Cala", interrupt: "Interrompi",
           decline: "Rinuncia", lay: "Posa sul tavolo"},
    field: {give: "dai", take: "prendi", joker_value: "valore del jolly"},
    event: {
      capture: "{who} cattura {take} con {card}", interrupted: "{who} interrompe: {card} esce dal gioco",
      piuma: "Piuma di {who}", pass: "{who} passa", swap: "{who} dà {give}, prende {take}", drop: "{who} cala {card}",
      lay: "{who} posa {cards}", mulligan_ended: "Il Mulligan è finito", interruption_asked: "{who} può interrompere",
      dealer_cut: "Taglio per il mazziere", round_started: "Inizia il giro {round}",
    },
  },
};

const cardsText = (g, cards) => (cards || []).map(g.cardText).join(" + ");

export default {
  words: WORDS,

  cardFace(code, t) {
    if (code === "BJ" || code === "RJ") {  // A1.2: the jokers, black and red
      const colour = code === "BJ" ? BLACK : RED;
      return {text: `🃏 ${t(`jokers.${code}`)}`, label: t(`jokers.${code}`), kind: code === "BJ" ? "black" : "red",
              corner: "★", name: t("jokerName"), colour, ink: colour, art: JOKER};
    }
    const suit = code.slice(-1);
    if (!(suit in SUIT_SYMBOLS)) return null;
    const rank = code.slice(0, -1);
    const colour = suit === "D" || suit === "H" ? RED : BLACK;
    return {text: `${rank}${SUIT_SYMBOLS[suit]}`, label: `${wordRank(t, rank)} ${t(`suits.${suit}`)}`,
            kind: colour === RED ? "red" : "black", corner: rank, colour, ink: colour,
            mark: SUITS[suit], art: SUITS[suit]};
  },

  drawTable(g, view) {
    const {el, t} = g;
    // The table cards are the core's "table" zone: selecting them composes a capture or a swap.
    const parts = [el("h3", {text: t("tableCards")}), el("div", {id: "table-cards"}, g.cardRow(view.table || [], "table"))];
    if (view.window) {
      parts.push(el("p", {id: "window", class: "notice", text: `⚡ ${t("window", {
        who: g.playerName(view.window.asked), cards: (view.window.cards || []).map(g.cardText).join(", ")})}`}));
    }
    // The last capture or drop stays in sight: who played what, and what it took.
    const last = g.lastEvent(["capture", "drop"], "round_started");
    if (last) {
      parts.push(el("section", {id: "last-trick", class: "last-trick", "data-winner": last.seat},
        el("h3", {text: t("lastMove")}),
        el("p", {class: "stake won", "data-winner": "true", "data-seat": last.seat},
          el("span", {class: "stake-who", text: `★ ${g.playerName(last.seat)}`}), g.cardRow([last.card]),
          last.take ? [` ${t("move.capture")} → `, g.cardRow(last.take)] : ` ${t("move.drop")}`),
        el("p", {class: "why", text: whyText(g, last)})));
    }
    parts.push(el("h3", {text: t("piles")}), g.pileList(view.piles));
    if (view.piumas?.some((p) => p.length)) {
      parts.push(el("p", {}, "Piuma: ", view.piumas.map((p, i) => (p.length
        ? `${g.sideName(i)} ${p.map(g.cardText).join(" ")}` : null)).filter(Boolean).join(" · ")));
    }
    if (view.removed?.length) parts.push(el("div", {id: "removed"}, el("h3", {text: `✂ ${t("removed")}`}), g.cardRow(view.removed)));
    if (view.interruptions) {
      parts.push(el("p", {id: "interruptions", text: `${t("interruptionsLeft")}: ${view.interruptions
        .map((entry, seat) => `${g.playerName(seat)} ${entry.left}`).join(" · ")}`}));
    }
    if (view.vp) parts.push(el("p", {id: "vp", text: `VP: ${view.vp.map((vp, i) => `${g.sideName(i)} ${vp}`).join(" · ")}`}));
    return parts;
  },

  describeMove(g, move) {
    if (move.type !== "capture") return null;
    return `${g.t("move.capture")} ${g.t("with")} ${g.cardText(move.card)}` +
      (move.joker_value ? ` (${g.t("field.joker_value")} ${move.joker_value})` : "") +
      `: ${cardsText(g, move.take)}`;
  },

  describeEvent(g, event) {
    if (event.type !== "capture") return null;
    return g.t("event.capture", {who: g.playerName(event.seat), take: cardsText(g, event.take), card: g.cardText(event.card)}) +
      (event.piuma ? ` — Piuma (A6.2)` : "");
  },
};

// A1.2: a table card's value (a joker on the table is worth 1).
function value(code) {
  const rank = code.slice(0, -1);
  if (code === "BJ" || code === "RJ" || rank === "A") return 1;
  return ["J", "Q", "K"].includes(rank) ? 10 : Number(rank);
}

// Why the last capture or drop went as it did (A6.1, A6.2).
function whyText(g, event) {
  const who = g.playerName(event.seat);
  if (event.type === "drop") return g.t("why.drop", {who, card: g.cardText(event.card)});
  const text = g.t("why.capture", {who, take: cardsText(g, event.take), card: g.cardText(event.card),
    value: event.take.reduce((sum, code) => sum + value(code), 0)});
  return event.piuma ? `${text}; ${g.t("why.piuma")}` : text;
}

function wordRank(t, rank) {
  const word = t(`ranks.${rank}`);
  return word === `ranks.${rank}` ? rank : word;
}
