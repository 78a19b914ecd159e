// EmotrionsOnCards (RULES.md E): what it draws of its own. Its cards carry their sign and value,
// the table shows the style and the current trick (covered stakes as backs, E6.2), and a trick
// that nobody takes is said to be eaten (E3.5). Everything else the core draws from the view.

// E1.1: each card's value; a card's sign is shown, so nothing depends on colour.
const VALUES = {
  joy: 1, love: 3, goodness: 5, force: 7, sadness: -1, hatred: -3, fury: -5, hunger: 0, indecision: 0,
};
// E6.2: the three style switches, as the view's `style` and the choose_style move name them.
const STYLE = ["stock_face_up", "covered", "naked"];

// The words of the Emotrions cards, shared with Emotrions Pareo (played with the same cards).
export const CARD_WORDS = {
  en: {cardNames: {
    joy: "joy", love: "love", goodness: "goodness", force: "force", sadness: "sadness",
    hatred: "hatred", fury: "fury", hunger: "hunger", indecision: "indecision",
  }},
  it: {cardNames: {
    joy: "gioia", love: "amore", goodness: "bontà", force: "forza", sadness: "tristezza",
    hatred: "odio", fury: "furia", hunger: "fame", indecision: "indecisione",
  }},
};

// An Emotrions card: its name, signed value and kind (positive, negative, neutral).
export function emotionFace(code, t) {
  if (!(code in VALUES)) return null;
  const value = VALUES[code];
  const name = t(`cardNames.${code}`);
  const sign = value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0";
  const kind = value > 0 ? "positive" : value < 0 ? "negative" : "neutral";
  return {text: `${name} ${sign}`, label: `${name} ${sign}`, kind};
}

const WORDS = {
  en: {
    ...CARD_WORDS.en,
    trick: "Current trick", emptyTrick: "No stake yet", style: "Style",
    move: {stake: "Stake", choose_style: "Choose the style", exchange: "Take a card from",
           decline: "Decline", reveal: "Reveal"},
    field: {stock_face_up: "stock face up", covered: "covered", naked: "naked"},
    event: {
      trick_resolved: "Trick won by {winner}", trick_eaten: "Trick eaten: nobody wins it",
      stake: "{who} stakes", decline: "{who} declines",
    },
  },
  it: {
    ...CARD_WORDS.it,
    trick: "Presa in corso", emptyTrick: "Ancora nessuna puntata", style: "Stile",
    move: {stake: "Punta", choose_style: "Scegli lo stile", exchange: "Prendi una carta da",
           decline: "Rinuncia", reveal: "Rivela"},
    field: {stock_face_up: "tallone scoperto", covered: "coperta", naked: "a carte scoperte"},
    event: {
      trick_resolved: "Presa vinta da {winner}", trick_eaten: "Presa mangiata: nessuno la vince",
      stake: "{who} punta", decline: "{who} rinuncia",
    },
  },
};

export default {
  words: WORDS,
  cardFace: emotionFace,

  drawTable(g, view) {
    const {el, t} = g;
    const trick = view.trick.length
      ? el("ol", {id: "trick"}, view.trick.map((stake) => el("li", {"data-seat": stake.seat},
        el("strong", {text: `${g.playerName(stake.seat)}: `}),
        // E6.2 covered: a stake's cards are hidden, only how many shows.
        stake.cards ? g.cardRow(stake.cards) : el("span", {text: "🂠".repeat(stake.count)}))))
      : el("p", {id: "trick", text: t("emptyTrick")});
    return [
      el("p", {class: "style"}, `${t("style")}: `, STYLE
        .map((name) => `${t(`field.${name}`)} ${view.style?.[name] ? t("on") : t("off")}`).join(", ")),
      el("h3", {text: t("trick")}), trick,
      el("h3", {text: t("piles")}), g.pileList(view.piles),
    ];
  },

  describeEvent(g, event) {
    if (event.type !== "trick_resolved") return null;
    // E3.5: a trick hunger eats has no winner.
    return event.winner === null ? g.t("event.trick_eaten")
      : g.t("event.trick_resolved", {winner: g.playerName(event.winner)});
  },
};
