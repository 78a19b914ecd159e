// The reference web client: create a game, play a seat, watch as a spectator, keep score for a
// physical table. It uses only the documented API (api.js) and the event stream.
//
// Routes live in the URL fragment, which browsers never send to a server, so a seat's token
// never reaches a log: `#game=ID&token=T` (a seat), `#game=ID&table=T` (the scorekeeper),
// `#game=ID` (a spectator), anything else the creation form; `#rule-E3.3` opens a rule.

import {Api, Problem, follow} from "./api.js";
import {cardElement, cardText, describeMove} from "./cards.js";
import {LANGUAGES, translate} from "./i18n.js";

const DEFAULT_NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"];
const EMOTRIONS_CARDS = ["joy", "love", "goodness", "force", "sadness", "hatred", "fury", "hunger", "indecision"];
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
// The cards a scorekeeper may report, by variant (RULES.md E1.1, A1.1).
const DECKS = {
  emotrions: EMOTRIONS_CARDS,
  pareo: EMOTRIONS_CARDS,
  "four-aces": [..."SCDH"].flatMap((suit) => RANKS.map((rank) => rank + suit)).concat(["BJ", "RJ"]),
};
const BOT_LEVELS = ["random", "greedy", "strong"];  // docs/bots.md
const MAX_LISTED = 80;  // legal-move buttons shown at once; the composer covers the rest

const app = {
  language: initialLanguage(),
  api: null,
  rules: null,
  screen: null,  // the game screen's state, or null on the creation form
};

function initialLanguage() {
  const saved = localStorage.getItem("referee.language");
  if (LANGUAGES.includes(saved)) return saved;
  return (navigator.language || "en").toLowerCase().startsWith("it") ? "it" : "en";
}

function t(key, values) {
  return translate(app.language, key, values);
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
    catalogue = await app.api.variants();
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
        // Play against the computer: any seat may be given to a bot of a level (docs/bots.md).
        names.append(el("label", {for: `bot-${seat}`, text: t("playedBy", {n: seat})}),
          el("select", {id: `bot-${seat}`, "data-bot": seat},
            el("option", {value: "", text: t("person")}),
            BOT_LEVELS.map((level) => el("option", {value: level, text: t("computer", {level})}))));
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

function cardRow(cards, zone) {
  const selectable = zone && app.screen.role !== "spectator" && app.screen.view.status === "active";
  return el("div", {class: "cards", "data-zone": zone || null}, cards.map((code, index) => selectable
    ? cardElement(app.language, code, {pressed: app.screen.selected[zone].includes(index),
                                       onClick: () => toggle(zone, index)})
    : cardElement(app.language, code)));
}

function rerenderSelection() {
  renderHands(app.screen.view);
  renderTable(app.screen.view);
  renderMoves(app.screen.view);
}

// The scorekeeper names the cards a move used, from the whole deck: the referee cannot know
// them, the cards being real ones dealt at the table.
function deckPalette(view) {
  const picked = app.screen.picked;
  return el("div", {id: "palette"},
    el("h2", {text: t("pickCards")}),
    el("div", {class: "cards", "data-zone": "deck"}, (DECKS[view.variant] || []).map((code) =>
      cardElement(app.language, code, {onClick: () => { picked.push(code); rerenderSelection(); }}))),
    el("p", {id: "picked"}, el("strong", {text: `${t("picked")}: `}), picked.length
      ? el("span", {class: "cards"}, picked.map((code, index) => cardElement(app.language, code, {
        pressed: true, onClick: () => { picked.splice(index, 1); rerenderSelection(); }})))
      : "—"));
}

function renderHands(view) {
  const section = document.getElementById("hands");
  const parts = [];
  if (app.screen.role === "table" && view.status === "active") parts.push(deckPalette(view));
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

function pileList(view, piles) {
  return el("ul", {class: "piles"}, piles.map((pile, index) => el("li", {"data-seat": index},
    el("strong", {text: `${sideName(view, index)} (${pile.length}): `}), cardRow(pile))));
}

function sideName(view, index) {
  const sides = view.sides;
  return sides ? sides[index].map(playerName).join(" + ") : playerName(index);
}

function renderTable(view) {
  const parts = [el("h2", {text: t("table")})];
  if (view.stock_count !== undefined) parts.push(el("p", {text: t("stock", {n: view.stock_count})}));
  if (view.stock_top) parts.push(el("p", {}, "▲ ", cardElement(app.language, view.stock_top)));
  if (view.variant === "emotrions") {
    parts.push(el("p", {class: "style"}, `${t("style")}: `, ["stock_face_up", "covered", "naked"]
      .map((name) => `${t(`styleSwitch.${name}`)} ${view.style?.[name] ? t("on") : t("off")}`).join(", ")));
    parts.push(el("h3", {text: t("trick")}));
    parts.push(view.trick.length ? el("ol", {id: "trick"}, view.trick.map((stake) => el("li", {"data-seat": stake.seat},
      el("strong", {text: `${playerName(stake.seat)}: `}),
      stake.cards ? cardRow(stake.cards) : el("span", {text: "🂠".repeat(stake.count)})))) : el("p", {id: "trick", text: t("emptyTrick")}));
    parts.push(el("h3", {text: t("piles")}), pileList(view, view.piles));
  } else if (view.variant === "pareo") {
    parts.push(el("p", {text: `${t("challengerRole")}: ${playerName(view.challenger)} · ${t("pareoRole")}: ${playerName(view.pareo_seat)}`}));
    parts.push(el("h3", {text: t("attack")}),
      view.attack.length ? el("div", {id: "attack"}, cardRow(view.attack)) : el("p", {id: "attack", text: "—"}));
    parts.push(el("h3", {text: t("piles")}), pileList(view, view.piles));
  } else if (view.variant === "four-aces") {
    parts.push(el("div", {id: "table-cards"}, cardRow(view.table || [], "table")));
    if (view.window) {
      const cards = (view.window.cards || []).map((c) => cardText(app.language, c)).join(", ");
      parts.push(el("p", {id: "window", text: `⚡ ${t("window", {who: playerName(view.window.asked), cards})}`}));
    }
    parts.push(el("h3", {text: t("piles")}), pileList(view, view.piles));
    if (view.piumas?.some((p) => p.length)) {
      parts.push(el("p", {}, "Piuma: ", view.piumas.map((p, i) => p.length ? `${sideName(view, i)} ${p.map((c) => cardText(app.language, c)).join(" ")}` : null).filter(Boolean).join(" · ")));
    }
    if (view.removed?.length) parts.push(el("p", {id: "removed"}, `✂ ${t("removed")}: `, cardRow(view.removed)));
    if (view.interruptions) {
      parts.push(el("p", {id: "interruptions", text: `${t("interruptionsLeft")}: ${view.interruptions
        .map((entry, seat) => `${playerName(seat)} ${entry.left}`).join(" · ")}`}));
    }
    if (view.vp) parts.push(el("p", {id: "vp", text: `VP: ${view.vp.map((vp, i) => `${sideName(view, i)} ${vp}`).join(" · ")}`}));
  }
  document.getElementById("table").replaceChildren(...parts);
}

// The cards a move names, as a list with repeats (a multiset).
function moveCards(move) {
  return [...(move.cards || []), ...(move.give || []), ...(move.card ? [move.card] : []), ...(move.take || [])];
}

function containsAll(haystack, needles) {
  const left = [...haystack];
  return needles.every((card) => {
    const at = left.indexOf(card);
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

function selectedCards() {
  const {view, selected, picked, role} = app.screen;
  if (role === "table") return {hand: [...picked], table: selected.table.map((i) => (view.table || [])[i])};
  const hand = (view.you !== null ? view.hands[view.you]?.cards : null) || [];
  return {hand: selected.hand.map((i) => hand[i]), table: selected.table.map((i) => (view.table || [])[i])};
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
                    text: describeMove(app.language, move, playerName), onclick: () => sendMove(move)}))));
    if (fitting.length > MAX_LISTED || legal.truncated) {
      parts.push(el("p", {class: "hint", text: t("more", {shown: Math.min(fitting.length, MAX_LISTED), total: legal.total})}));
    }
  }
  if (screen.role === "seat" && view.hints && view.status === "active" && view.to_act.includes(view.you)) {
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
      el("span", {id: "hint-move", text: describeMove(app.language, hint.move, playerName)}),
      best ? ` (${t("hintRate", {rate: Math.round(best.win_rate * 100)})}) ` : " ",
      el("button", {type: "button", id: "play-hint", text: t("playHint"), onclick: () => sendMove(hint.move)})));
  } catch (error) {
    box.replaceChildren(problemBox(error));
  }
}

// Moves built from the selected cards, legal or not: the referee judges them (G4).
function composer(view, chosen) {
  const screen = app.screen;
  const seatSelect = screen.role === "table"
    ? el("select", {id: "report-seat", "aria-label": t("forSeat")}, view.players.map((p) =>
      el("option", {value: p.seat, selected: view.to_act[0] === p.seat, text: `${p.seat}: ${p.name}`})))
    : null;
  const withSeat = (move) => (seatSelect ? {...move, seat: Number(seatSelect.value)} : move);
  const buttons = [];
  const added = new Set();
  const add = (type, build) => {
    added.add(type);
    buttons.push(el("button", {type: "button", class: "compose", "data-compose": type,
      text: t(`move.${type}`), onclick: () => sendMove(withSeat(build()))}));
  };
  if (view.variant === "emotrions" && chosen.hand.length) add("stake", () => ({type: "stake", cards: chosen.hand}));
  if (view.variant === "pareo" && chosen.hand.length) {
    const type = view.phase === "answer" ? "answer" : "attack";
    add(type, () => ({type, cards: chosen.hand}));
  }
  let jokerValue = null;
  if (view.variant === "four-aces" && chosen.hand.length) {
    if (view.phase === "mulligan") add("swap", () => ({type: "swap", give: chosen.hand, take: chosen.table}));
    else if (view.phase === "play") {
      const card = chosen.hand[0];
      if (card === "BJ" || card === "RJ") {
        jokerValue = el("select", {id: "joker-value", "aria-label": t("jokerValue")},
          [5, 6, 7, 8, 9].map((v) => el("option", {value: v, text: v})));
      }
      add("capture", () => ({type: "capture", card, take: chosen.table,
                             ...(jokerValue ? {joker_value: Number(jokerValue.value)} : {})}));
      add("drop", () => ({type: "drop", card}));
    }
  }
  // Any other kind of move made of cards that the legal moves show (a scorekeeper's `lay`…).
  const kinds = new Set((screen.legal?.moves || []).filter((m) => Array.isArray(m.cards)).map((m) => m.type));
  for (const type of kinds) {
    if (!added.has(type) && chosen.hand.length) add(type, () => ({type, cards: chosen.hand}));
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
    buttons.length ? el("p", {}, el("strong", {text: `${t("compose")}: `}), jokerValue, buttons) : null,
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
    move ? el("span", {class: "problem-move", text: ` (${describeMove(app.language, move, playerName)})`}) : null,
    rule ? el("span", {}, ` — ${t("rule")} `, ruleLink(rule)) : null,
    el("p", {class: "problem-detail", text: body.detail || body.title || ""}),
    body.errors ? el("pre", {text: JSON.stringify(body.errors, null, 1)}) : null);
}

// ---------------------------------------------------------------------------------------------
// The event log

function describeEvent(event) {
  const seat = event.seat ?? event.by;
  const who = seat !== undefined && seat !== null ? playerName(seat) : "";
  const key = `event.${event.type}`;
  const values = {...event, who};
  switch (event.type) {
    case "move":
      values.move = event.move ? describeMove(app.language, event.move, playerName) : t(`move.${event.move_type}`);
      return t(key, values);
    case "trick_resolved":
      if (event.winner === null) return t("event.trick_eaten");
      values.winner = playerName(event.winner);
      return t(key, values);
    case "play_resolved":
      values.taker = event.taker === null ? t("nobody") : playerName(event.taker);
      return t(key, values);
    case "capture":
      values.card = cardText(app.language, event.card);
      values.take = (event.take || []).map((c) => cardText(app.language, c)).join(" + ");
      return t(key, values);
    case "interrupted":
      values.card = event.card ? cardText(app.language, event.card) : "?";
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
  // The cards the event shows the caller (hidden ones are absent, G3).
  const shown = [...(event.card ? [event.card] : []), ...(Array.isArray(event.cards) ? event.cards : [])];
  if (shown.length) text += ` — ${shown.map((c) => cardText(app.language, c)).join(" + ")}`;
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
