// 4 Aces (RULES.md A): what it draws of its own. Its cards carry their suit symbol (A1.1), the
// table cards can be selected to compose a capture or a swap, and the table shows the piles,
// the Piumas (A6.3), the cards removed by Interruptions and the window open for one (A7), the
// Interruptions left and the Victory Points (A8).

const SUIT_SYMBOLS = {S: "♠", C: "♣", D: "♦", H: "♥"};

const WORDS = {
  en: {
    suits: {S: "spades", C: "clubs", D: "diamonds", H: "hearts"},
    jokers: {BJ: "black joker", RJ: "red joker"},
    removed: "Removed by Interruptions", interruptionsLeft: "Interruptions left",
    window: "Interruption window: {who} may remove {cards}", with: "with",
    move: {swap: "Swap", pass: "Pass", capture: "Capture", drop: "Drop", interrupt: "Interrupt",
           decline: "Decline", lay: "Lay on the table"},
    field: {give: "give", take: "take", joker_value: "joker value"},
    event: {
      capture: "{who} captures {take} with {card}", interrupted: "{who} interrupts: {card} leaves the game",
      piuma: "Piuma by {who}", pass: "{who} passes", swap: "{who} swaps", drop: "{who} drops",
      lay: "{who} lays", mulligan_ended: "The Mulligan is over", interruption_asked: "{who} may interrupt",
      dealer_cut: "Cut for the deal",
    },
  },
  it: {
    suits: {S: "picche", C: "fiori", D: "quadri", H: "cuori"},
    jokers: {BJ: "jolly nero", RJ: "jolly rosso"},
    removed: "Tolte con le Interruzioni", interruptionsLeft: "Interruzioni rimaste",
    window: "Finestra d'Interruzione: {who} può togliere {cards}", with: "con",
    move: {swap: "Scambia", pass: "Passa", capture: "Cattura", drop: "Cala", interrupt: "Interrompi",
           decline: "Rinuncia", lay: "Posa sul tavolo"},
    field: {give: "dai", take: "prendi", joker_value: "valore del jolly"},
    event: {
      capture: "{who} cattura {take} con {card}", interrupted: "{who} interrompe: {card} esce dal gioco",
      piuma: "Piuma di {who}", pass: "{who} passa", swap: "{who} scambia", drop: "{who} cala",
      lay: "{who} posa", mulligan_ended: "Il Mulligan è finito", interruption_asked: "{who} può interrompere",
      dealer_cut: "Taglio per il mazziere",
    },
  },
};

const cardsText = (g, cards) => (cards || []).map(g.cardText).join(" + ");

export default {
  words: WORDS,

  cardFace(code, t) {
    if (code === "BJ" || code === "RJ") {  // A1.2: the jokers, black and red
      return {text: code === "BJ" ? "🃏 ♠♣" : "🃏 ♦♥", label: t(`jokers.${code}`),
              kind: code === "BJ" ? "black" : "red"};
    }
    const suit = code.slice(-1);
    if (!(suit in SUIT_SYMBOLS)) return null;
    const rank = code.slice(0, -1);
    return {text: `${rank}${SUIT_SYMBOLS[suit]}`, label: `${rank} ${t(`suits.${suit}`)}`,
            kind: suit === "D" || suit === "H" ? "red" : "black"};
  },

  drawTable(g, view) {
    const {el, t} = g;
    // The table cards are the core's "table" zone: selecting them composes a capture or a swap.
    const parts = [el("div", {id: "table-cards"}, g.cardRow(view.table || [], "table"))];
    if (view.window) {
      parts.push(el("p", {id: "window", text: `⚡ ${t("window", {
        who: g.playerName(view.window.asked), cards: (view.window.cards || []).map(g.cardText).join(", ")})}`}));
    }
    parts.push(el("h3", {text: t("piles")}), g.pileList(view.piles));
    if (view.piumas?.some((p) => p.length)) {
      parts.push(el("p", {}, "Piuma: ", view.piumas.map((p, i) => (p.length
        ? `${g.sideName(i)} ${p.map(g.cardText).join(" ")}` : null)).filter(Boolean).join(" · ")));
    }
    if (view.removed?.length) parts.push(el("p", {id: "removed"}, `✂ ${t("removed")}: `, g.cardRow(view.removed)));
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
};
