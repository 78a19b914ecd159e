// How cards and moves look and read on screen. A card is drawn as a card, in SVG made here (no
// image, no font from the network): a frame, a corner index, a picture and a name, each given by
// the game's file (games/*.js `cardFace`); a card of a game with no file is a frame with its
// code. A card's words (its `label`) are its text alternative, so nothing depends on colour or
// on the picture. A move reads as its type's word and its fields, as the variant declares them
// (`move_types` in `GET /v1/variants`), unless the game's file words it itself.

const NS = "http://www.w3.org/2000/svg";

// svg("path", {d: "…"}, child, …): an SVG element (attributes as given).
export function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== null && value !== undefined && value !== false) element.setAttribute(name, String(value));
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) {
      element.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
  }
  return element;
}

// A card's face: {text, label, kind, corner, name, colour, ink, dash, art}, from the game's
// file, else its plain code.
export function cardFace(game, t, code) {
  return game.cardFace?.(code, t) || {text: code, label: code, kind: "plain", corner: code};
}

// Text fitted to `width` when it is long (a card's name at the foot of a card).
function fitted(attributes, text, width) {
  const node = svg("text", attributes, text);
  if (String(text).length * (attributes["font-size"] || 8) * 0.55 > width) {
    node.setAttribute("textLength", width);
    node.setAttribute("lengthAdjust", "spacingAndGlyphs");
  }
  return node;
}

// The picture of a card's face (viewBox 60 × 84).
export function cardPicture(face) {
  const ink = face.ink || "#1b1b1f";
  const colour = face.colour || "#55555f";
  const parts = [
    svg("rect", {x: 1.5, y: 1.5, width: 57, height: 81, rx: 6, fill: "#fff", stroke: colour,
                 "stroke-width": 3, "stroke-dasharray": face.dash || null}),
  ];
  if (face.band) parts.push(svg("rect", {x: 5, y: 5, width: 50, height: 74, rx: 4, fill: face.band}));
  const corner = String(face.corner ?? face.text);
  parts.push(fitted({x: 6, y: 17, "font-size": corner.length > 3 ? 10 : 14, "font-weight": 700, fill: ink,
                     "font-family": "system-ui, sans-serif"}, corner, 34));
  if (face.mark) parts.push(svg("g", {transform: "translate(6 21) scale(0.42)", fill: ink}, face.mark(svg)));
  if (face.art) parts.push(svg("g", {transform: "translate(14 24) scale(1.35)", fill: colour}, face.art(svg)));
  else if (!face.mark) {
    parts.push(fitted({x: 30, y: 50, "text-anchor": "middle", "font-size": 12, "font-weight": 700, fill: ink,
                       "font-family": "system-ui, sans-serif"}, face.text, 48));
  }
  if (face.name) {
    parts.push(fitted({x: 30, y: 76, "text-anchor": "middle", "font-size": 8.5, "font-weight": 700, fill: ink,
                       "font-family": "system-ui, sans-serif"}, face.name, 48));
  }
  return svg("svg", {viewBox: "0 0 60 84", class: "card-svg", "aria-hidden": "true", focusable: "false"}, parts);
}

// A card's back (a face-down card, the stock), with a count when given.
export function backPicture(count = null) {
  const lines = [];
  for (let x = -84; x < 60; x += 8) lines.push(svg("line", {x1: x, y1: 84, x2: x + 84, y2: 0}));
  return svg("svg", {viewBox: "0 0 60 84", class: "card-svg", "aria-hidden": "true", focusable: "false"},
    svg("rect", {x: 1.5, y: 1.5, width: 57, height: 81, rx: 6, fill: "#24457f", stroke: "#10223f", "stroke-width": 3}),
    svg("g", {stroke: "#5b7fbf", "stroke-width": 2}, lines),
    svg("rect", {x: 6, y: 6, width: 48, height: 72, rx: 4, fill: "none", stroke: "#fff", "stroke-width": 1.5}),
    count === null ? null : [
      svg("circle", {cx: 30, cy: 42, r: 15, fill: "#fff", stroke: "#10223f", "stroke-width": 2}),
      svg("text", {x: 30, y: 48, "text-anchor": "middle", "font-size": String(count).length > 2 ? 13 : 17,
                   "font-weight": 700, fill: "#10223f", "font-family": "system-ui, sans-serif"}, count),
    ]);
}

// A card as an element: a <button> when `onClick` is given, else an image; its words are its
// label (for screen readers and as a tooltip).
export function cardElement(face, code, {onClick = null, pressed = false, size = null} = {}) {
  const element = document.createElement(onClick ? "button" : "span");
  element.className = `card card-${face.kind}${size ? ` card-${size}` : ""}`;
  element.dataset.card = code;
  element.title = face.label;
  element.append(cardPicture(face));
  if (onClick) {
    // A button is named by its words, hidden from sight (the picture shows them).
    element.type = "button";
    element.setAttribute("aria-pressed", String(pressed));
    const words = document.createElement("span");
    words.className = "sr-only";
    words.textContent = face.label;
    element.append(words);
    element.addEventListener("click", onClick);
  } else {
    element.setAttribute("role", "img");
    element.setAttribute("aria-label", face.label);
  }
  return element;
}

// Face-down cards: a back with their count, and words for it.
export function backElement(count, label, {size = null} = {}) {
  const element = document.createElement("span");
  element.className = `card card-back${size ? ` card-${size}` : ""}`;
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", label);
  element.title = label;
  element.dataset.count = count ?? "";
  element.append(backPicture(count));
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
