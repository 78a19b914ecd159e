// How cards and moves read on screen. A game's file gives its cards' faces (games/*.js: signs,
// suit symbols, so nothing depends on colour alone); any other card reads as its code. A move
// reads as its type's word and its fields, as the variant declares them (`move_types` in
// `GET /v1/variants`), unless the game's file words it itself.

// A card's text, label and kind (for styling), from the game's file or its plain code.
export function cardFace(game, t, code) {
  return game.cardFace?.(code, t) || {text: code, label: code, kind: "neutral"};
}

// A card as an element: a <button> when `onClick` is given, else a <span>.
export function cardElement(face, code, {onClick = null, pressed = false} = {}) {
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

// A wire name in words, where no word is given for it: "choose_style" → "Choose style".
export function humanize(name) {
  const words = String(name).replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// The word `t` has for `key` (`move.stake`), else `fallback`.
export function wordOr(t, key, fallback) {
  const word = t(key);
  return word === key ? fallback : word;
}

// A field's value in words, by its declared kind (variants/base.py FieldKind).
function valueText(g, kind, value) {
  switch (kind) {
    case "cards": return value.map(g.cardText).join(" + ");
    case "card": return g.cardText(value);
    case "seat": return g.playerName(value);
    case "boolean": return value ? g.t("on") : g.t("off");
    default: return String(value);
  }
}

// The kind of a field no declaration names, from its value.
function guessedKind(value) {
  if (Array.isArray(value)) return "cards";
  if (typeof value === "string") return "card";
  return typeof value === "boolean" ? "boolean" : "integer";
}

// A move object in words from its declared `fields` (null: guessed from the values):
// "Stake: love +3 + indecision 0", "Swap: give 3♣ + K♦, take 7♠ + A♥", "Pass".
export function describeFields(g, move, fields) {
  const declared = fields || Object.keys(move).filter((name) => name !== "type" && name !== "seat")
    .map((name) => ({name, kind: guessedKind(move[name])}));
  const given = declared.filter((field) => move[field.name] !== undefined && move[field.name] !== null);
  const word = wordOr(g.t, `move.${move.type}`, humanize(move.type));
  if (!given.length) return word;
  // One field of cards or a seat reads as the move's object; anything else is named.
  const named = given.length > 1 || !["cards", "card", "seat"].includes(given[0].kind);
  return `${word}: ${given.map((field) => {
    const value = valueText(g, field.kind, move[field.name]);
    return named ? `${wordOr(g.t, `field.${field.name}`, field.name.replaceAll("_", " "))} ${value}` : value;
  }).join(", ")}`;
}
