// How cards and moves read on screen: names in the page's language, signs and suit symbols, so
// nothing depends on colour alone.

import {translate} from "./i18n.js";

const EMOTRIONS_VALUES = {
  joy: 1, love: 3, goodness: 5, force: 7, sadness: -1, hatred: -3, fury: -5, hunger: 0, indecision: 0,
};
const SUIT_SYMBOLS = {S: "♠", C: "♣", D: "♦", H: "♥"};

// A card's text and its kind (positive, negative, neutral; red or black) for styling.
export function cardFace(language, code) {
  if (code in EMOTRIONS_VALUES) {
    const value = EMOTRIONS_VALUES[code];
    const name = translate(language, `cardNames.${code}`);
    const kind = value > 0 ? "positive" : value < 0 ? "negative" : "neutral";
    const sign = value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0";
    return {text: `${name} ${sign}`, label: `${name} ${sign}`, kind};
  }
  if (code === "BJ" || code === "RJ") {
    const name = translate(language, `jokers.${code}`);
    return {text: code === "BJ" ? "🃏 ♠♣" : "🃏 ♦♥", label: name, kind: code === "BJ" ? "black" : "red"};
  }
  const suit = code.slice(-1);
  const rank = code.slice(0, -1);
  if (suit in SUIT_SYMBOLS) {
    return {text: `${rank}${SUIT_SYMBOLS[suit]}`, label: `${rank} ${translate(language, `suits.${suit}`)}`,
            kind: suit === "D" || suit === "H" ? "red" : "black"};
  }
  return {text: code, label: code, kind: "neutral"};
}

export function cardText(language, code) {
  return cardFace(language, code).text;
}

// A card as an element: a <button> when `onClick` is given, else a <span>.
export function cardElement(language, code, {onClick = null, pressed = false} = {}) {
  const face = cardFace(language, code);
  const element = document.createElement(onClick ? "button" : "span");
  element.className = `card card-${face.kind}`;
  element.textContent = face.text;
  element.dataset.card = code;
  element.title = face.label;
  if (onClick) {
    element.type = "button";
    element.setAttribute("aria-pressed", String(pressed));
    element.setAttribute("aria-label", face.label);
    element.addEventListener("click", onClick);
  }
  return element;
}

function cards(language, list) {
  return list.map((code) => cardText(language, code)).join(" + ");
}

// A move object in words: "Stake: love +3 + indecision 0", "Capture with 9♠: 4♦ + 5♣".
export function describeMove(language, move, playerName) {
  const t = (key, values) => translate(language, key, values);
  const word = t(`move.${move.type}`);
  let text;
  switch (move.type) {
    case "stake":
    case "attack":
    case "answer":
      text = `${word}: ${cards(language, move.cards)}`;
      break;
    case "choose_style":
      text = `${word}: ` + ["stock_face_up", "covered", "naked"]
        .map((name) => `${t(`styleSwitch.${name}`)} ${move[name] ? t("on") : t("off")}`).join(", ");
      break;
    case "exchange":
      text = `${word} ${playerName(move.victim)}`;
      break;
    case "swap":
      text = `${word}: ${t("give")} ${cards(language, move.give)}, ${t("take")} ${cards(language, move.take)}`;
      break;
    case "capture":
      text = `${word} ${t("with")} ${cardText(language, move.card)}` +
        (move.joker_value ? ` (${t("jokerValue")} ${move.joker_value})` : "") +
        `: ${cards(language, move.take)}`;
      break;
    case "drop":
    case "interrupt":
      text = `${word}: ${cardText(language, move.card)}`;
      break;
    default:
      if (word === `move.${move.type}`) text = JSON.stringify(move);
      else text = Array.isArray(move.cards) ? `${word}: ${cards(language, move.cards)}` : word;
  }
  if (move.seat !== undefined && move.seat !== null) text = `${playerName(move.seat)} · ${text}`;
  return text;
}
