// The reference web client: create a game, play a seat, watch as a spectator, keep score for a
// physical table. It uses only the documented API (api.js) and the event stream.
//
// Routes live in the URL fragment, which browsers never send to a server, so a seat's token
// never reaches a log: `#game=ID&token=T` (a seat), `#game=ID&table=T` (the scorekeeper),
// `#game=ID` (a spectator), anything else the creation form; `#rule-E3.3` opens a rule.
//
// No game is named here. A game is drawn from what `GET /v1/variants` declares (its options,
// its cards, its move types and their fields) and from its view; a game that draws something of
// its own (a trick, a chart, the Piumas) does it in its own file, games/<game>.js, found by
// variant name in games/index.js.

import {Api, Problem, follow} from "./api.js";
import {cardElement, cardFace, describeFields, humanize, wordOr} from "./cards.js";
import {gameFor} from "./games/index.js";
import {LANGUAGES, translate} from "./i18n.js";

const DEFAULT_NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"];
const MAX_LISTED = 80;  // legal-move buttons shown at once; the composer covers the rest

const app = {
  language: initialLanguage(),
  api: null,
  rules: null,
  catalogue: null,  // GET /v1/variants, read once
  screen: null,  // the game screen's state, or null on the creation form
};

function initialLanguage() {
  const saved = localStorage.getItem("referee.language");
  if (LANGUAGES.includes(saved)) return saved;
  return (navigator.language || "en").toLowerCase().startsWith("it") ? "it" : "en";
}

// A word of the page, the game's own first (its file's `words`) on a game screen.
function t(key, values) {
  return translate(app.language, key, values, app.screen?.game?.words);
}

function variantList() {
  if (!app.catalogue) app.catalogue = app.api.variants().catch((error) => { app.catalogue = null; throw error; });
  return app.catalogue;
}

// el("p", {class: "x", text: "…", onclick: f, "data-x": 1}, child, …)
function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "text") element.textContent = value;
    else if (name === "class") element.className = value;
    else if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

function ruleLink(id) {
  return el("a", {href: `#rule-${id}`, class: "rule-link", "data-rule": id, text: id});
}

// ---------------------------------------------------------------------------------------------
// Rules panel

async function loadRules() {
  if (!app.rules) {
    const reply = await fetch("rules.json");
    app.rules = (await reply.json()).rules;
  }
  return app.rules;
}

function naturalOrder(a, b) {
  return a.localeCompare(b, "en", {numeric: true});
}

async function showRule(id) {
  const rules = await loadRules();
  const panel = document.getElementById("rules-panel");
  const list = document.getElementById("rules-list");
  document.getElementById("rules-note").textContent = t("rulesNote");
  if (!list.childElementCount) {
    for (const ruleId of Object.keys(rules).sort(naturalOrder)) {
      const rule = rules[ruleId];
      list.append(el("section", {id: `rule-${ruleId}`, class: "rule", tabindex: "-1"},
        el("h3", {}, el("span", {class: "rule-id", text: ruleId}), rule.title ? ` ${rule.title}` : ""),
        el("p", {text: rule.text.replace(/\*\*?/g, "")}),  // Markdown emphasis, not needed here
        el("p", {class: "rule-source", text: rule.source})));
    }
  }
  panel.hidden = false;
  document.body.classList.add("rules-open");
  for (const old of list.querySelectorAll(".rule.current")) old.classList.remove("current");
  const target = id && document.getElementById(`rule-${id}`);
  if (target) {
    target.classList.add("current");
    target.scrollIntoView({block: "start"});
    target.focus({preventScroll: true});
  }
}

function hideRules() {
  document.getElementById("rules-panel").hidden = true;
  document.body.classList.remove("rules-open");
}

// ---------------------------------------------------------------------------------------------
// Routing

function route() {
  const params = new URLSearchParams(location.hash.slice(1));
  return {game: params.get("game"), token: params.get("token"), table: params.get("table")};
}

function start() {
  if (app.screen?.stop) app.screen.stop();
  app.screen = null;
  app.api = new Api(app.language);
  document.documentElement.lang = app.language;
  renderChrome();
  const where = route();
  const main = document.getElementById("main");
  main.replaceChildren();
  if (where.game) gameScreen(main, where);
  else createScreen(main);
  if (location.hash.startsWith("#rule-")) showRule(decodeURIComponent(location.hash.slice(6)));
}

function renderChrome() {
  document.title = t("title");
  document.getElementById("brand").textContent = t("title");
  const newGame = document.getElementById("new-game");
  newGame.textContent = t("newGame");
  const language = document.getElementById("language");
  language.textContent = t("language");
  language.setAttribute("aria-label", t("languageLabel"));
  // The button names the other language in that language.
  language.lang = LANGUAGES[(LANGUAGES.indexOf(app.language) + 1) % LANGUAGES.length];
  document.getElementById("open-rules").textContent = t("rules");
  document.getElementById("rules-title").textContent = t("rules");
  document.getElementById("close-rules").textContent = t("closeRules");
  document.getElementById("close-rules").setAttribute("aria-label", t("closeRules"));
}

// ---------------------------------------------------------------------------------------------
// Creating a game

async function createScreen(main) {
  main.append(el("p", {text: t("loading")}));
  let catalogue;
  try {
    catalogue = await variantList();
  } catch (error) {
    main.replaceChildren(problemBox(error));
    return;
  }
  const form = el("form", {id: "create-form", class: "panel", novalidate: true});
  const variantSelect = el("select", {id: "variant", name: "variant"},
    catalogue.variants.map((v) => el("option", {value: v.name, text: `${v.title} (${v.name})`})));
  const details = el("div", {id: "create-details"});
  const result = el("div", {id: "create-result", "aria-live": "polite"});
  form.append(
    el("h2", {text: t("createTitle")}),
    el("label", {for: "variant", text: t("variant")}), variantSelect,
    details,
    el("p", {}, el("button", {type: "submit", id: "create", class: "primary", text: t("create")})),
  );
  main.replaceChildren(form, result);

  const variantOf = () => catalogue.variants.find((v) => v.name === variantSelect.value);
  function fillDetails() {
    const variant = variantOf();
    const count = el("select", {id: "player-count"});
    for (let n = variant.players.min; n <= variant.players.max; n += 1) {
      count.append(el("option", {value: n, text: n}));
    }
    const names = el("div", {id: "player-names", class: "grid"});
    const fillNames = () => {
      names.replaceChildren();
      for (let seat = 0; seat < Number(count.value); seat += 1) {
        const id = `player-${seat}`;
        names.append(el("label", {for: id, text: t("playerName", {n: seat})}),
          el("input", {id, name: id, value: DEFAULT_NAMES[seat], maxlength: 40, required: true}));
        // Play against the computer: any seat may be given to a bot of a level the variant has
        // (its `bots` in GET /v1/variants; docs/bots.md).
        if (!variant.bots?.length) continue;
        names.append(el("label", {for: `bot-${seat}`, text: t("playedBy", {n: seat})}),
          el("select", {id: `bot-${seat}`, "data-bot": seat},
            el("option", {value: "", text: t("person")}),
            variant.bots.map((level) => el("option", {value: level, text: t("computer", {level})}))));
      }
    };
    // An option's default may depend on the number of players (`default_by_players`).
    const defaults = [];
    const word = (value) => (value === true ? t("yes") : value === false ? t("no") : String(value));
    const showDefaults = () => {
      for (const [option, element] of defaults) {
        const value = "default" in option ? option.default : option.default_by_players?.[count.value];
        const text = t("optionDefault", {value: value === undefined ? "—" : word(value)});
        if (element.tagName === "OPTION") element.textContent = text; else element.placeholder = text;
      }
    };
    count.addEventListener("change", () => { fillNames(); showDefaults(); });
    fillNames();
    const presets = el("select", {id: "preset"}, el("option", {value: "", text: t("noPreset")}),
      (variant.presets || []).map((p) => el("option", {value: p.name, text: `${p.name} (${
        Object.entries(p.options).map(([name, on]) => `${name} ${on === true ? t("yes") : on === false ? t("no") : on}`).join(", ")})`})));
    const options = el("fieldset", {id: "options"}, el("legend", {text: t("options")}));
    for (const option of variant.options) {
      const id = `option-${option.name}`;
      const choices = option.choices || (option.type === "boolean" ? [true, false] : null);
      let control;
      if (choices) {
        control = el("select", {id, "data-option": option.name});
        const unset = el("option", {value: ""});
        defaults.push([option, unset]);
        control.append(unset);
        for (const choice of choices) {
          control.append(el("option", {value: JSON.stringify(choice), text: word(choice)}));
        }
      } else {
        // An option without a closed list (a number, a word): empty means its default.
        control = el("input", {id, "data-option": option.name, "data-free": option.type});
        defaults.push([option, control]);
      }
      options.append(el("div", {class: "option"},
        el("label", {for: id}, `${option.name} `, ruleLink(option.rule)),
        control, el("small", {text: option.description})));
    }
    showDefaults();
    details.replaceChildren(
      el("label", {for: "player-count", text: t("players")}), count, names,
      el("label", {for: "preset", text: t("preset")}), presets, options,
      el("label", {for: "seed", text: t("seed")}), el("input", {id: "seed", maxlength: 100}),
      el("p", {class: "check"}, el("input", {type: "checkbox", id: "scorekeeper"}),
        el("label", {for: "scorekeeper", text: t("scorekeeper")})),
    );
  }
  variantSelect.addEventListener("change", fillDetails);
  fillDetails();

  form.addEventListener("submit", async (submit) => {
    submit.preventDefault();
    const body = {variant: variantSelect.value, players: []};
    for (const input of form.querySelectorAll("#player-names input")) body.players.push(input.value.trim());
    const bots = {};
    for (const select of form.querySelectorAll("[data-bot]")) {
      if (select.value) bots[select.dataset.bot] = select.value;
    }
    if (Object.keys(bots).length) body.bots = bots;
    const preset = form.querySelector("#preset").value;
    if (preset) body.preset = preset;
    const options = {};
    for (const control of form.querySelectorAll("[data-option]")) {
      if (!control.value) continue;
      const free = control.dataset.free;
      options[control.dataset.option] = free === "integer" || free === "number" ? Number(control.value)
        : free ? control.value : JSON.parse(control.value);
    }
    if (Object.keys(options).length) body.options = options;
    const seed = form.querySelector("#seed").value.trim();
    if (seed) body.seed = seed;
    if (form.querySelector("#scorekeeper").checked) body.deal = "table";
    try {
      const created = await app.api.create(body);
      result.replaceChildren(createdLinks(created));
    } catch (error) {
      result.replaceChildren(problemBox(error));
    }
  });
}

function gameLink(id, key, token) {
  const fragment = new URLSearchParams({game: id});
  if (key) fragment.set(key, token);
  return `${location.origin}${location.pathname}#${fragment}`;
}

function createdLinks(created) {
  const bots = created.view.bots || {};
  const rows = created.view.players.filter((player) => !bots[player.seat]).map((player) => ({
    label: t("seatLink", {seat: player.seat, name: player.name}),
    url: gameLink(created.id, "token", created.tokens.seats[player.seat]), kind: `seat-${player.seat}`,
  }));
  rows.push({label: t("spectatorLink"), url: gameLink(created.id), kind: "spectator"});
  rows.push({label: t("tableLink"), url: gameLink(created.id, "table", created.tokens.table), kind: "table"});
  return el("section", {class: "panel", id: "links"},
    el("p", {text: t("created", {id: created.id})}),
    Object.entries(bots).map(([seat, level]) => el("p", {"data-bot-seat": seat,
      text: t("botSeat", {seat, name: created.view.players[seat].name, level})})),
    el("ul", {class: "links"}, rows.map((row) => {
      const input = el("input", {readonly: true, value: row.url, "aria-label": row.label});
      const copy = el("button", {type: "button", text: t("copy"), onclick: async () => {
        input.select();
        try { await navigator.clipboard.writeText(row.url); copy.textContent = t("copied"); } catch { /* selected */ }
      }});
      return el("li", {"data-link": row.kind}, el("strong", {text: row.label}), input,
        el("a", {href: row.url, class: "button", target: "_blank", rel: "noopener noreferrer", text: t("open")}),
        copy);
    })));
}

// ---------------------------------------------------------------------------------------------
// A game: seat, spectator or scorekeeper

function gameScreen(main, where) {
  const screen = {
    id: where.game,
    token: where.token || where.table || null,
    role: where.token ? "seat" : where.table ? "table" : "spectator",
    view: null,
    legal: null,
    selected: {hand: [], table: []},  // indexes into the caller's hand and the table cards
    picked: [],  // the scorekeeper's cards, picked from the deck (repeats allowed)
    events: [],
    refreshing: null,
    again: false,
    seen: 0,  // the highest version an event has shown
  };
  app.screen = screen;
  const part = (id, ...children) => el("section", {id, class: "panel"}, ...children);
  main.replaceChildren(
    // Two columns on a wide screen (the game; what to do and what happened), one on a phone,
    // where a rejection shows just above the moves it concerns.
    el("div", {id: "game", "data-role": screen.role},
      el("div", {class: "game-main"}, part("status"), part("players"), part("hands"), part("table")),
      el("div", {class: "game-side"},
        el("div", {id: "message", "aria-live": "assertive"}),
        screen.token ? part("moves") : null,
        part("events", el("h2", {}, t("events"), " ", el("span", {id: "live", class: "badge"})),
          el("ul", {id: "event-list"})),
        el("details", {id: "raw", class: "panel"}, el("summary", {text: "JSON"}), el("pre", {id: "raw-view"})))));
  refresh();
  screen.stop = follow(app.api, screen.id, screen.token, (event) => {
    addEvent(event);
    screen.seen = Math.max(screen.seen, event.version);
    if (!screen.view || event.version > screen.view.version) refresh();
  }, (live, ended) => {
    const badge = document.getElementById("live");
    if (!badge) return;
    badge.textContent = ended ? t("gameOver") : live ? `● ${t("live")}` : `○ ${t("offline")}`;
    badge.dataset.live = String(live);
  });
}

// Reads the view (unless a move's reply just gave it) and the legal moves again. Calls made
// meanwhile coalesce into one more read, made only if events showed a newer version.
async function refresh(given = null) {
  const screen = app.screen;
  if (!screen) return;
  if (screen.refreshing) { screen.again = true; return; }
  screen.refreshing = (async () => {
    let view = given;
    do {
      screen.again = false;
      try {
        view = view || await app.api.game(screen.id, screen.token);
        if (!screen.entry) {
          // The variant's declarations (cards, move types) and its own drawing, if it has one.
          const listed = (await variantList()).variants.find((v) => v.name === view.variant);
          screen.entry = listed || {name: view.variant, cards: [], move_types: []};
          screen.game = gameFor(view.variant);
        }
        const legal = screen.token && view.status === "active"
          ? await app.api.legalMoves(screen.id, screen.token) : {moves: [], total: 0};
        if (app.screen !== screen) return;
        if (!screen.view || screen.view.version !== view.version) {
          screen.selected = {hand: [], table: []};
          screen.picked = [];
        }
        screen.view = view;
        screen.legal = legal;
        renderGame();
      } catch (error) {
        if (app.screen === screen) showMessage(problemBox(error));
      }
      view = null;
    } while (screen.again && app.screen === screen && screen.seen > (screen.view?.version ?? 0));
  })();
  try { await screen.refreshing; } finally { screen.refreshing = null; }
}

function playerName(seat) {
  const player = app.screen?.view?.players?.find((p) => p.seat === seat);
  return player ? player.name : `#${seat}`;
}

function renderGame() {
  const {view} = app.screen;
  if (app.screen.namesPending) {
    // Events that came before the first view were described without the players' names.
    app.screen.namesPending = false;
    const list = document.getElementById("event-list");
    list.replaceChildren(...app.screen.events.map(eventItem).reverse());
  }
  document.getElementById("game").dataset.version = view.version;
  document.getElementById("game").dataset.status = view.status;
  renderStatus(view);
  renderPlayers(view);
  renderHands(view);
  renderTable(view);
  if (app.screen.token) renderMoves(view);
  document.getElementById("raw-view").textContent = JSON.stringify(view, null, 1);
}

function renderStatus(view) {
  const screen = app.screen;
  const who = screen.role === "seat" ? t("you", {seat: view.you, name: playerName(view.you)})
    : screen.role === "table" ? t("scorekeeping") : t("spectating");
  const waiting = view.to_act.length ? view.to_act.map(playerName).join(", ") : t("nobody");
  document.getElementById("status").replaceChildren(el("div", {},
    el("h2", {}, `${view.variant} · ${view.id}`),
    el("p", {class: "who", text: who}),
    el("dl", {class: "facts"},
      el("dt", {text: t("status")}), el("dd", {id: "game-status", "data-status": view.status,
                                               text: t(view.status)}),
      el("dt", {text: t("phase")}), el("dd", {id: "game-phase", text: view.phase}),
      el("dt", {text: t("version")}), el("dd", {id: "game-version", text: view.version})),
    el("p", {id: "waiting", text: t("waitingFor", {names: waiting})}),
    view.winners.length
      ? el("p", {id: "winners", class: "winners", text: `★ ${t("winners", {names: view.winners.map(playerName).join(", ")})}`})
      : null));
}

function renderPlayers(view) {
  const rows = view.players.map((player) => {
    const seat = player.seat;
    const marks = [];
    if (view.to_act.includes(seat)) marks.push(`▶ ${t("toAct")}`);
    if (view.winners.includes(seat)) marks.push(`★ ${t("winner")}`);
    if ((view.out || []).includes(seat)) marks.push(`✗ ${t("out")}`);
    if (view.bots?.[seat]) marks.push(t("botMark", {level: view.bots[seat]}));
    const score = view.scores[seat] || {};
    return el("tr", {"data-seat": seat, class: view.to_act.includes(seat) ? "to-act" : null},
      el("td", {text: seat}),
      el("th", {scope: "row", text: player.name + (view.you === seat ? " ●" : "")}),
      el("td", {text: view.hands[seat]?.count ?? ""}),
      el("td", {class: "score-hand", text: score.hand ?? ""}),
      el("td", {class: "score-total", text: score.total ?? ""}),
      el("td", {text: marks.join(" ")}));
  });
  document.getElementById("players").replaceChildren(el("table", {id: "scores"},
    el("thead", {}, el("tr", {}, [t("seat"), t("name"), t("cards"), t("handScore"), t("total"), ""]
      .map((heading) => el("th", {scope: "col", text: heading})))),
    el("tbody", {}, rows)));
}

function toggle(zone, index) {
  const list = app.screen.selected[zone];
  const at = list.indexOf(index);
  if (at >= 0) list.splice(at, 1); else list.push(index);
  rerenderSelection();
}

// Cards in words and as elements, with the game's faces (games/*.js) or their plain codes.
function cardText(code) {
  return cardFace(app.screen?.game || {}, t, code).text;
}

function card(code, options) {
  return cardElement(cardFace(app.screen?.game || {}, t, code), code, options);
}

function isCard(value) {
  return typeof value === "string" && (app.screen?.entry?.cards || []).includes(value);
}

// A row of cards; in a `zone` ("hand" or "table") they can be selected to compose a move.
function cardRow(cards, zone) {
  const selectable = zone && app.screen.role !== "spectator" && app.screen.view.status === "active";
  return el("div", {class: "cards", "data-zone": zone || null}, cards.map((code, index) => selectable
    ? card(code, {pressed: app.screen.selected[zone].includes(index), onClick: () => toggle(zone, index)})
    : card(code)));
}

function rerenderSelection() {
  renderHands(app.screen.view);
  renderTable(app.screen.view);
  renderMoves(app.screen.view);
}

// The move types the variant declares, by wire type (GET /v1/variants `move_types`).
function declaredFields(type) {
  return (app.screen?.entry?.move_types || []).find((m) => m.type === type)?.fields || null;
}

// A move in words: the game's own words for it, else its type and declared fields.
function describeMove(move) {
  const g = kit();
  let text = app.screen?.game?.describeMove?.(g, move) ?? describeFields(g, move, declaredFields(move.type));
  if (move.seat !== undefined && move.seat !== null) text = `${playerName(move.seat)} · ${text}`;
  return text;
}

// What a game's file draws with (games/index.js).
function kit() {
  return {el, t, cardText, cardRow, playerName, pileList, sideName: (index) => sideName(app.screen.view, index)};
}

// The scorekeeper names the cards a move used, from the whole deck (the variant's `cards`): the
// referee cannot know them, the cards being real ones dealt at the table.
function deckPalette() {
  const picked = app.screen.picked;
  return el("div", {id: "palette"},
    el("h2", {text: t("pickCards")}),
    el("div", {class: "cards", "data-zone": "deck"}, app.screen.entry.cards.map((code) =>
      card(code, {onClick: () => { picked.push(code); rerenderSelection(); }}))),
    el("p", {id: "picked"}, el("strong", {text: `${t("picked")}: `}), picked.length
      ? el("span", {class: "cards"}, picked.map((code, index) => card(code, {
        pressed: true, onClick: () => { picked.splice(index, 1); rerenderSelection(); }})))
      : "—"));
}

function renderHands(view) {
  const section = document.getElementById("hands");
  const parts = [];
  if (app.screen.role === "table" && view.status === "active") parts.push(deckPalette());
  if (view.you !== null && view.hands[view.you]?.cards) {
    parts.push(el("h2", {text: t("yourHand")}), el("div", {id: "my-hand"}, cardRow(view.hands[view.you].cards, "hand")));
  }
  const others = view.players.filter((p) => p.seat !== view.you && view.hands[p.seat]?.cards);
  if (others.length) {
    parts.push(el("h2", {text: t("hands")}));
    for (const player of others) {
      parts.push(el("div", {class: "seat-hand", "data-seat": player.seat},
        el("strong", {text: `${player.name}: `}), cardRow(view.hands[player.seat].cards)));
    }
  }
  section.hidden = parts.length === 0;
  section.replaceChildren(...parts);
}

// Each seat's (or side's) cards: the won piles.
function pileList(piles) {
  return el("ul", {class: "piles"}, piles.map((pile, index) => el("li", {"data-seat": index},
    el("strong", {text: `${sideName(app.screen.view, index)} (${pile.length}): `}), cardRow(pile))));
}

function sideName(view, index) {
  const sides = view.sides;
  return sides ? sides[index].map(playerName).join(" + ") : playerName(index);
}

// What every view has (API.md "View"), drawn by the status, the scores and the hands; the rest
// of a view is the variant's table.
const COMMON_VIEW = new Set(["id", "variant", "version", "rules_version", "deal_source", "deal_commitment",
  "players", "you", "role", "created_at", "updated_at", "hints", "bots", "options", "status", "phase",
  "to_act", "hands", "scores", "winners", "out", "sides", "stock_count", "stock_top"]);

function renderTable(view) {
  const parts = [el("h2", {text: t("table")})];
  if (view.stock_count !== undefined) parts.push(el("p", {text: t("stock", {n: view.stock_count})}));
  if (view.stock_top) parts.push(el("p", {}, "▲ ", card(view.stock_top)));
  const game = app.screen.game;
  if (game.drawTable) parts.push(...game.drawTable(kit(), view));
  else {
    for (const [key, value] of Object.entries(view)) {
      if (!COMMON_VIEW.has(key)) parts.push(...drawPart(key, value));
    }
  }
  document.getElementById("table").replaceChildren(...parts);
}

// A part of the view no game's file draws, from its shape: cards as cards (`table` can be
// selected), a list per seat as the seats' rows, entries naming a `seat` with its player.
function drawPart(key, value) {
  const title = el("h3", {text: wordOr(t, `field.${key}`, humanize(key))});
  const box = (child) => [title, el("div", {class: "view-part", "data-key": key}, child)];
  if (Array.isArray(value)) {
    if (!value.length) return box("—");
    if (value.every(isCard)) return box(cardRow(value, key === "table" ? "table" : null));
    if (value.every((item) => Array.isArray(item) && item.every(isCard))) return box(pileList(value));
    if (value.every((item) => item && typeof item === "object" && !Array.isArray(item))) {
      return box(el("ol", {}, value.map((item) => el("li", {"data-seat": item.seat ?? null}, entryParts(item)))));
    }
  } else if (value && typeof value === "object") {
    return box(entryParts(value));
  }
  return box(partText(value));
}

function entryParts(item) {
  return Object.entries(item).flatMap(([name, value]) => {
    if (name === "seat") return [el("strong", {text: `${playerName(value)}: `})];
    const label = `${wordOr(t, `field.${name}`, name.replaceAll("_", " "))} `;
    if (isCard(value)) return [card(value), " "];
    if (Array.isArray(value) && value.every(isCard)) return [label, cardRow(value), " "];
    return [`${label}${partText(value)} `];
  });
}

function partText(value) {
  if (value === true || value === false) return value ? t("yes") : t("no");
  if (value === null || value === undefined) return "—";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

// The cards a move names, as a list with repeats (a multiset): the values of its card fields.
function moveCards(move) {
  const fields = declaredFields(move.type);
  const values = fields ? fields.filter((f) => f.kind === "cards" || f.kind === "card").map((f) => move[f.name])
    : Object.values(move);
  return values.flatMap((value) => (Array.isArray(value) ? value : [value])).filter(isCard);
}

function containsAll(haystack, needles) {
  const left = [...haystack];
  return needles.every((code) => {
    const at = left.indexOf(code);
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

function selectedCards() {
  const {view, selected, picked, role} = app.screen;
  const table = selected.table.map((i) => (view.table || [])[i]);
  if (role === "table") return {hand: [...picked], table};
  const hand = (view.you !== null ? view.hands[view.you]?.cards : null) || [];
  return {hand: selected.hand.map((i) => hand[i]), table};
}

function renderMoves(view) {
  const section = document.getElementById("moves");
  if (!section) return;
  const screen = app.screen;
  const legal = screen.legal || {moves: [], total: 0};
  const chosen = selectedCards();
  const wanted = [...chosen.hand, ...chosen.table];
  const fitting = legal.moves.filter((move) => containsAll(moveCards(move), wanted));
  const parts = [el("h2", {text: screen.role === "table" ? t("tableMoves") : t("legalMoves")})];
  if (!legal.moves.length) {
    parts.push(el("p", {id: "no-moves", text: t("noMoves")}));
  } else {
    parts.push(el("p", {class: "hint", text: t("selectHint")}));
    parts.push(el("div", {id: "legal-moves", class: "moves"}, fitting.slice(0, MAX_LISTED).map((move) =>
      el("button", {type: "button", class: "move", "data-move": JSON.stringify(move),
                    text: describeMove(move), onclick: () => sendMove(move)}))));
    if (fitting.length > MAX_LISTED || legal.truncated) {
      parts.push(el("p", {class: "hint", text: t("more", {shown: Math.min(fitting.length, MAX_LISTED), total: legal.total})}));
    }
  }
  // A hint is the computer's choice: only in a variant that has computer players.
  if (screen.role === "seat" && view.hints && screen.entry?.bots?.length && view.status === "active"
      && view.to_act.includes(view.you)) {
    parts.push(el("p", {}, el("button", {type: "button", id: "hint", text: t("hint"), onclick: showHint})),
      el("div", {id: "hint-result", "aria-live": "polite"}));
  }
  if (view.status === "active") parts.push(composer(view, chosen));
  section.replaceChildren(...parts);
}

// What the strong computer player would play for this seat now (GET /v1/games/{id}/hint).
async function showHint() {
  const screen = app.screen;
  const box = document.getElementById("hint-result");
  try {
    const hint = await app.api.hint(screen.id, screen.token);
    const best = hint.candidates[0];
    box.replaceChildren(el("p", {}, el("strong", {text: `${t("hintTitle")}: `}),
      el("span", {id: "hint-move", text: describeMove(hint.move)}),
      best ? ` (${t("hintRate", {rate: Math.round(best.win_rate * 100)})}) ` : " ",
      el("button", {type: "button", id: "play-hint", text: t("playHint"), onclick: () => sendMove(hint.move)})));
  } catch (error) {
    box.replaceChildren(problemBox(error));
  }
}

// Moves built from the selected cards, legal or not: the referee judges them (G4). Each move type
// the legal moves show whose required fields are all cards is offered, its card fields filled
// from the selection as declared (the first from the hand, or the scorekeeper's picked cards;
// the second from the selected table cards); an optional number (a joker's value) has an input.
function composer(view, chosen) {
  const screen = app.screen;
  const seatSelect = screen.role === "table"
    ? el("select", {id: "report-seat", "aria-label": t("forSeat")}, view.players.map((p) =>
      el("option", {value: p.seat, selected: view.to_act[0] === p.seat, text: `${p.seat}: ${p.name}`})))
    : null;
  const withSeat = (move) => (seatSelect ? {...move, seat: Number(seatSelect.value)} : move);
  const buttons = [];
  const numbers = new Map();  // an optional integer field's input, by field name
  const types = [...new Set((screen.legal?.moves || []).map((m) => m.type))];
  for (const type of chosen.hand.length ? types : []) {
    const fields = declaredFields(type) || [];
    const cardFields = fields.filter((f) => f.kind === "cards" || f.kind === "card");
    if (!cardFields.length || fields.some((f) => f.required && !cardFields.includes(f))) continue;
    const optional = fields.filter((f) => !f.required && f.kind === "integer");
    for (const field of optional) {
      if (!numbers.has(field.name)) {
        numbers.set(field.name, el("input", {type: "number", id: `field-${field.name}`, "data-field": field.name,
          min: field.minimum ?? null, max: field.maximum ?? null, class: "number",
          "aria-label": wordOr(t, `field.${field.name}`, field.name)}));
      }
    }
    const build = () => {
      const move = {type};
      const sources = [chosen.hand, chosen.table];
      cardFields.forEach((field, index) => {
        const cards = sources[index] || [];
        if (field.kind === "cards") move[field.name] = cards;
        else if (cards.length) move[field.name] = cards[0];
      });
      for (const field of optional) {
        const input = numbers.get(field.name);
        if (input.value !== "") move[field.name] = Number(input.value);
      }
      return move;
    };
    buttons.push(el("button", {type: "button", class: "compose", "data-compose": type,
      text: wordOr(t, `move.${type}`, humanize(type)), onclick: () => sendMove(withSeat(build()))}));
  }
  const json = el("textarea", {id: "move-json", rows: 2, spellcheck: "false", "aria-label": t("composeJson")});
  if (screen.draft) json.value = screen.draft;
  json.addEventListener("input", () => { screen.draft = json.value; });
  const sendJson = el("button", {type: "button", id: "send-json", text: t("send"), onclick: () => {
    let move;
    try { move = JSON.parse(json.value); } catch (error) {
      showMessage(el("div", {class: "problem", role: "alert"}, el("strong", {text: "JSON: "}), error.message));
      return;
    }
    sendMove(seatSelect && move.seat === undefined ? withSeat(move) : move);
  }});
  return el("div", {class: "composer"},
    seatSelect ? el("p", {}, el("label", {for: "report-seat", text: `${t("forSeat")} `}), seatSelect) : null,
    buttons.length ? el("p", {}, el("strong", {text: `${t("compose")}: `}),
      [...numbers].map(([name, input]) => el("label", {class: "inline"},
        `${wordOr(t, `field.${name}`, name.replaceAll("_", " "))} `, input)), buttons) : null,
    screen.role === "table"
      ? el("p", {}, el("button", {type: "button", id: "undo", text: t("undo"), onclick: () => sendMove({type: "undo"})}))
      : null,
    el("details", {open: screen.draft ? true : null}, el("summary", {text: t("composeJson")}), json, sendJson));
}

async function sendMove(move) {
  const screen = app.screen;
  showMessage(null);
  try {
    const reply = await app.api.move(screen.id, screen.token, move, screen.view.version);
    screen.draft = "";
    for (const event of reply.events) addEvent(event);
    screen.seen = Math.max(screen.seen, reply.version);
    refresh(reply.view);
  } catch (error) {
    showMessage(problemBox(error, move));
    if (error instanceof Problem && error.status === 412) refresh();
  }
}

function showMessage(content) {
  const box = document.getElementById("message");
  if (box) box.replaceChildren(...(content ? [content] : []));
}

// A refused move or failed call: the rule it breaks (a link to its text) and the reason.
function problemBox(error, move = null) {
  if (!(error instanceof Problem)) {
    return el("div", {class: "problem", role: "alert"}, el("strong", {text: "✗ "}), String(error.message || error));
  }
  const body = error.body;
  const rule = body.rule;
  return el("div", {class: "problem", role: "alert", "data-status": error.status, "data-rule": rule || null},
    el("strong", {text: `✗ ${error.status === 422 && rule ? t("rejected") : t("error", {status: error.status})}`}),
    move ? el("span", {class: "problem-move", text: ` (${describeMove(move)})`}) : null,
    rule ? el("span", {}, ` — ${t("rule")} `, ruleLink(rule)) : null,
    el("p", {class: "problem-detail", text: body.detail || body.title || ""}),
    body.errors ? el("pre", {text: JSON.stringify(body.errors, null, 1)}) : null);
}

// ---------------------------------------------------------------------------------------------
// The event log

// An event in words: the game's own words for it (its file's describeEvent), else the word for
// its type with its fields filled in (cards in words), else its type and the cards it shows.
function describeEvent(event) {
  const own = app.screen?.game?.describeEvent?.(kit(), event);
  if (own) return own;
  const seat = event.seat ?? event.by;
  const who = seat !== undefined && seat !== null ? playerName(seat) : "";
  const key = `event.${event.type}`;
  const values = {who};
  for (const [name, value] of Object.entries(event)) {
    values[name] = isCard(value) ? cardText(value)
      : Array.isArray(value) && value.length && value.every(isCard) ? value.map(cardText).join(" + ") : value;
  }
  switch (event.type) {
    case "move":
      values.move = event.move ? describeMove(event.move) : wordOr(t, `move.${event.move_type}`, humanize(event.move_type));
      return t(key, values);
    case "hand_ended":
    case "round_ended": {
      // Each seat's (or side's) points this hand or round; null for a seat taking no part.
      const points = (event.points || []).map((p, i) => (p === null || p === undefined ? null
        : `${event.sides ? event.sides[i].map(playerName).join(" + ") : playerName(i)} ${p > 0 ? "+" : ""}${p}`));
      const text = t(key, values);
      return points.some(Boolean) ? `${text}: ${points.filter(Boolean).join(", ")}` : text;
    }
    case "game_ended":
      values.winners = (event.winners || []).map(playerName).join(", ");
      return t(key, values);
    default:
  }
  let text = t(key, values);
  if (text === key) text = `${who ? `${who}: ` : ""}${event.type.replaceAll("_", " ")}`;
  // The cards the event shows the caller (hidden ones are absent, G3), unless its words do.
  const shown = [event.card, ...(Array.isArray(event.cards) ? event.cards : [])].filter(isCard);
  if (shown.length && !/\{cards?\}/.test(t(key))) text += ` — ${shown.map(cardText).join(" + ")}`;
  return text;
}

function addEvent(event) {
  const screen = app.screen;
  if (!screen || screen.events.some((e) => e.seq === event.seq)) return;
  screen.events.push(event);
  if (!screen.view) screen.namesPending = true;
  const list = document.getElementById("event-list");
  if (!list) return;
  list.prepend(eventItem(event));
  while (list.childElementCount > 300) list.lastElementChild.remove();
}

function eventItem(event) {
  const item = el("li", {"data-seq": event.seq, "data-type": event.type},
    el("span", {class: "seq", text: `#${event.seq} `}), describeEvent(event));
  if (event.rule) item.append(" ", ruleLink(event.rule));
  return item;
}

// ---------------------------------------------------------------------------------------------
// Wiring

document.addEventListener("click", (click) => {
  const link = click.target.closest("a.rule-link");
  if (link) {
    click.preventDefault();  // keep the game's fragment (and its token) in the address bar
    showRule(link.dataset.rule);
  }
});
document.getElementById("open-rules").addEventListener("click", () => showRule(null));
document.getElementById("close-rules").addEventListener("click", hideRules);
document.getElementById("language").addEventListener("click", () => {
  app.language = LANGUAGES[(LANGUAGES.indexOf(app.language) + 1) % LANGUAGES.length];
  localStorage.setItem("referee.language", app.language);
  start();
});
document.getElementById("new-game").addEventListener("click", (click) => {
  click.preventDefault();
  if (location.hash === "#new") start(); else location.hash = "new";  // hashchange starts it
});
window.addEventListener("hashchange", () => {
  if (location.hash.startsWith("#rule-")) showRule(decodeURIComponent(location.hash.slice(6)));
  else start();
});

start();
