// EmotrionsOnCards (RULES.md E): what it draws of its own. Its cards are drawn with their emotion
// (a picture and a colour of its own), their sign (+, −, 0, also as the frame: solid, dashed,
// dotted) and value (E1.1); the table shows the style, the trick being played (covered stakes as
// backs, E6.3) and the last trick with each stake's strength, its winner and why (E3.4–E3.8).

// E1.1: each card's value.
const VALUES = {
  joy: 1, love: 3, goodness: 5, force: 7, sadness: -1, hatred: -3, fury: -5, hunger: 0, indecision: 0,
};
// E6.2: the three style switches, as the view's `style` and the choose_style move name them.
const STYLE = ["stock_face_up", "covered", "naked"];

// Each emotion's colour (dark enough for its name in it on white, WCAG AA) and picture, drawn in
// a 24 × 24 box.
const LOOK = {
  joy: ["#8a5300", (s) => [s("circle", {cx: 12, cy: 12, r: 5.5}),
    ...[0, 45, 90, 135, 180, 225, 270, 315].map((a) => s("rect", {x: 11, y: 0.5, width: 2, height: 4.5, rx: 1,
      transform: `rotate(${a} 12 12)`}))]],
  love: ["#b0124f", (s) => [s("path", {d: "M12 21.5C5 16 1.5 12 1.5 8A5.2 5.2 0 0 1 12 5.4A5.2 5.2 0 0 1 22.5 8C22.5 12 19 16 12 21.5Z"})]],
  goodness: ["#1b6b2e", (s) => [s("path", {d: "M12 1.5L14.9 8.6L22.5 9.2L16.7 14.1L18.5 21.6L12 17.6L5.5 21.6L7.3 14.1L1.5 9.2L9.1 8.6Z"})]],
  force: ["#1f4fa3", (s) => [s("path", {d: "M14 1L4 14H11L9 23L20 9H13Z"})]],
  sadness: ["#35557d", (s) => [s("path", {d: "M12 1.5C8 8 5 11.5 5 15.5A7 7 0 0 0 19 15.5C19 11.5 16 8 12 1.5Z"})]],
  hatred: ["#5b2a86", (s) => [s("path", {d: "M3 6L6 3L12 9L18 3L21 6L15 12L21 18L18 21L12 15L6 21L3 18L9 12Z"})]],
  fury: ["#a11414", (s) => [s("path", {d: "M12 1C13 6 19 8 19 15A7 7 0 0 1 5 15C5 11 7.5 9 8.5 6C9.5 9 10.5 10 11.5 10C11 7 11 4 12 1Z"})]],
  hunger: ["#6b4420", (s) => [s("path", {d: "M12 12L21.5 6.5A11 11 0 1 0 21.5 17.5Z"}),
    s("circle", {cx: 12, cy: 6.5, r: 1.6, fill: "#fff"})]],
  indecision: ["#4b4b55", (s) => [s("text", {x: 12, y: 20.5, "text-anchor": "middle", "font-size": 24, "font-weight": 800,
    "font-family": "system-ui, sans-serif"}, "?")]],
};

// The words of the Emotrions cards, shared with Emotrions Pareo (played with the same cards).
export const CARD_WORDS = {
  en: {cardNames: {
    joy: "joy", love: "love", goodness: "goodness", force: "force", sadness: "sadness",
    hatred: "hatred", fury: "fury", hunger: "hunger", indecision: "indecision",
  }, signs: {positive: "positive", negative: "negative", neutral: "neutral"}},
  it: {cardNames: {
    joy: "gioia", love: "amore", goodness: "bontà", force: "forza", sadness: "tristezza",
    hatred: "odio", fury: "furia", hunger: "fame", indecision: "indecisione",
  }, signs: {positive: "positiva", negative: "negativa", neutral: "neutra"}},
};

// An Emotrions card: its picture, name, signed value and kind (positive, negative, neutral).
export function emotionFace(code, t) {
  if (!(code in VALUES)) return null;
  const value = VALUES[code];
  const name = t(`cardNames.${code}`);
  const sign = value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0";
  const kind = value > 0 ? "positive" : value < 0 ? "negative" : "neutral";
  const [colour, art] = LOOK[code];
  // The label reads as the card does, its corner first (what a screen reader says is what is seen).
  return {text: `${name} ${sign}`, label: `${sign} ${name} (${t(`signs.${kind}`)})`, kind, corner: sign,
          name, colour, ink: colour, art, dash: kind === "negative" ? "7 4" : kind === "neutral" ? "2 3" : null};
}

const WORDS = {
  en: {
    ...CARD_WORDS.en,
    trick: "On the table", emptyTrick: "No stake yet", style: "Style", standard: "standard",
    lastTrick: "Last trick", strength: "strength {n}", pass: "a pass", wins: "wins",
    why: {
      hunger: "Hunger eats the trick: every card is discarded (E3.5)",
      allPass: "Every stake is a pass: nobody wins it (E3.8)",
      strongest: "{who} wins with the strongest stake, {n} (E3.6)",
      tie: "{who} wins: equal strength {n}, staked first (E3.6)",
      doubles: "Indecision doubles",
      alone: "Indecision alone is a pass",
    },
    move: {stake: "Stake", choose_style: "Choose the style", exchange: "Take a card from",
           decline: "Decline", reveal: "Reveal"},
    field: {stock_face_up: "stock face up", covered: "covered", naked: "naked"},
    event: {
      trick_resolved: "{who} wins the trick", trick_eaten: "Hunger eats the trick: nobody wins it",
      trick_passed: "Every stake is a pass: nobody wins the trick",
      stake: "{who} stakes {cards}", stake_covered: "{who} stakes {count} face down",
      decline: "{who} declines", hand_started: "Hand {hand} starts",
    },
  },
  it: {
    ...CARD_WORDS.it,
    trick: "Sul tavolo", emptyTrick: "Ancora nessuna puntata", style: "Stile", standard: "standard",
    lastTrick: "Ultima presa", strength: "forza {n}", pass: "un passo", wins: "vince",
    why: {
      hunger: "La Fame mangia la presa: tutte le carte sono scartate (E3.5)",
      allPass: "Ogni puntata è un passo: nessuno la vince (E3.8)",
      strongest: "{who} vince con la puntata più forte, {n} (E3.6)",
      tie: "{who} vince: forza pari {n}, ha puntato prima (E3.6)",
      doubles: "L'Indecisione raddoppia",
      alone: "L'Indecisione da sola è un passo",
    },
    move: {stake: "Punta", choose_style: "Scegli lo stile", exchange: "Prendi una carta da",
           decline: "Rinuncia", reveal: "Rivela"},
    field: {stock_face_up: "tallone scoperto", covered: "coperta", naked: "a carte scoperte"},
    event: {
      trick_resolved: "{who} vince la presa", trick_eaten: "La Fame mangia la presa: nessuno la vince",
      trick_passed: "Ogni puntata è un passo: nessuno vince la presa",
      stake: "{who} punta {cards}", stake_covered: "{who} punta {count} carte coperte",
      decline: "{who} rinuncia", hand_started: "Inizia la mano {hand}",
    },
  },
};

// Why a resolved trick went where it went (E3.4–E3.8), from its `trick_resolved` event.
function whyText(g, event) {
  if (event.hunger) return g.t("why.hunger");
  if (event.winner === null) return g.t("why.allPass");
  const won = event.stakes.find((stake) => stake.seat === event.winner);
  const tied = event.stakes.filter((stake) => !stake.pass && stake.strength === won.strength).length > 1;
  return g.t(tied ? "why.tie" : "why.strongest", {who: g.playerName(event.winner), n: won.strength});
}

// A stake's strength in words, with the rule that made it (E3.4, E3.8).
function strengthText(g, stake) {
  if (stake.pass) return `${g.t("pass")} — ${g.t("why.alone")}`;
  const doubled = stake.cards?.length === 2 && stake.cards.filter((c) => c === "indecision").length === 1;
  return g.t("strength", {n: stake.strength}) + (doubled ? ` — ${g.t("why.doubles")}` : "");
}

// The trick of the view (stakes as cards, covered ones as backs), or a resolved trick's stakes
// with their strengths and the winner marked.
function stakeList(g, stakes, {winner = undefined, id}) {
  const {el} = g;
  return el("ol", {id, class: "stakes"}, stakes.map((stake) => {
    const won = winner !== undefined && stake.seat === winner;
    return el("li", {"data-seat": stake.seat, class: won ? "stake won" : "stake", "data-winner": won ? "true" : null},
      el("span", {class: "stake-who"}, won ? "★ " : "", g.playerName(stake.seat)),
      stake.cards ? g.cardRow(stake.cards) : g.backs(stake.count),
      winner !== undefined ? el("span", {class: "stake-strength", text: strengthText(g, stake)}) : null);
  }));
}

export default {
  words: WORDS,
  cardFace: emotionFace,

  drawTable(g, view) {
    const {el, t} = g;
    const on = STYLE.filter((name) => view.style?.[name]);
    const parts = [el("p", {class: "style", text: `${t("style")}: ${on.length ? on.map((n) => t(`field.${n}`)).join(", ") : t("standard")}`})];
    parts.push(el("h3", {text: t("trick")}), view.trick.length ? stakeList(g, view.trick, {id: "trick"})
      : el("p", {id: "trick", class: "empty", text: t("emptyTrick")}));
    // The last trick stays in sight until the next one is resolved: its stakes, their
    // strengths, the winner and why.
    const last = g.lastEvent("trick_resolved", "hand_started");
    if (last) {
      parts.push(el("section", {id: "last-trick", class: "last-trick", "data-winner": last.winner ?? "none"},
        el("h3", {text: t("lastTrick")}), stakeList(g, last.stakes, {winner: last.winner, id: null}),
        el("p", {class: "why", text: whyText(g, last)})));
    }
    parts.push(el("h3", {text: t("piles")}), g.pileList(view.piles));
    return parts;
  },

  describeEvent(g, event) {
    if (event.type === "stake") {
      return event.cards ? g.t("event.stake", {who: g.playerName(event.seat), cards: event.cards.map(g.cardText).join(" + ")})
        : g.t("event.stake_covered", {who: g.playerName(event.seat), count: event.count});
    }
    if (event.type !== "trick_resolved") return null;
    // E3.5, E3.8: a trick hunger eats, or all passes, has no winner.
    if (event.winner === null) return g.t(event.hunger ? "event.trick_eaten" : "event.trick_passed");
    const stakes = event.stakes.map((stake) => `${g.playerName(stake.seat)} ${stake.cards.map(g.cardText).join(" + ")} (${
      stake.pass ? g.t("pass") : stake.strength})`).join(", ");
    return `${g.t("event.trick_resolved", {who: g.playerName(event.winner)})}: ${stakes}`;
  },
};
