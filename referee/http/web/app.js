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
import {backElement, cardElement, cardFace, describeFields, humanize, wordOr} from "./cards.js";
import {gameFor} from "./games/index.js";
import {LANGUAGES, translate} from "./i18n.js";

const DEFAULT_NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"];
const MAX_LISTED = 40;  // legal-move buttons shown at once (a one-trick game rarely lists more)
// A move type with more legal moves than this (a Mulligan's 1,588 swaps) is composed from the
// selection, not listed.
const MAX_PER_TYPE = 40;

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
  if (!app.catalogue) {
    app.catalogue = app.api.variants().then((data) => { app.catalogueData = data; return data; })
      .catch((error) => { app.catalogue = null; throw error; });
  }
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

// Replaces `node`'s children with the given ones, leaving out the null and false ones.
function put(node, ...children) {
  node.replaceChildren(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
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
  loadRules().catch(() => null);  // the rule texts a refusal quotes
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
  language.title = t("languageLabel");
  // The button names the other language in that language.
  language.lang = LANGUAGES[(LANGUAGES.indexOf(app.language) + 1) % LANGUAGES.length];
  document.getElementById("open-rules").textContent = t("rules");
  document.getElementById("rules-title").textContent = t("rules");
  document.getElementById("close-rules").textContent = t("closeRules");

}

// ---------------------------------------------------------------------------------------------
// Creating a game

// An option's or a preset's words: its label where the listing gives one, else its name in
// words; its help is its description (GET /v1/variants).
function optionLabel(option) {
  return option.label || humanize(option.name);
}

function valueWord(value) {
  if (value === true) return t("yes");
  if (value === false) return t("no");
  return humanize(String(value));
}

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
    catalogue.variants.map((v) => el("option", {value: v.name, text: v.title})));
  const details = el("div", {id: "create-details"});
  // The links come first, where the eye is once the game is made.
  const result = el("div", {id: "create-result", "aria-live": "polite"});
  form.append(
    el("h2", {text: t("createTitle")}),
    el("div", {class: "field"}, el("label", {for: "variant", text: t("variant")}), variantSelect),
    details,
    el("p", {class: "actions"}, el("button", {type: "submit", id: "create", class: "primary", text: t("create")})),
  );
  main.replaceChildren(result, form);

  const variantOf = () => catalogue.variants.find((v) => v.name === variantSelect.value);
  function fillDetails() {
    const variant = variantOf();
    const count = el("select", {id: "player-count"});
    for (let n = variant.players.min; n <= variant.players.max; n += 1) {
      count.append(el("option", {value: n, text: n}));
    }
    const names = el("div", {id: "player-names", class: "seats"});
    const fillNames = () => {
      names.replaceChildren();
      for (let seat = 0; seat < Number(count.value); seat += 1) {
        const id = `player-${seat}`;
        const name = el("input", {id, name: id, value: DEFAULT_NAMES[seat], maxlength: 40, required: true,
                                  autocomplete: "off"});
        const row = el("div", {class: "seat-row"},
          el("div", {class: "field"}, el("label", {for: id, text: t("playerName", {n: seat + 1})}), name));
        // Play against the computer: any seat may be given to a bot of a level the variant has
        // (its `bots` in GET /v1/variants; docs/bots.md). A computer seat keeps a name the
        // creator typed, else it is named for what it is.
        if (variant.bots?.length) {
          const bot = el("select", {id: `bot-${seat}`, "data-bot": seat},
            el("option", {value: "", text: t("person")}),
            variant.bots.map((level) => el("option", {value: level, text: t("computer", {level: levelWord(level)})})));
          bot.addEventListener("change", () => {
            const untouched = name.value === DEFAULT_NAMES[seat] || name.dataset.auto === "true";
            if (!untouched) return;
            name.value = bot.value ? t("computerName", {level: levelWord(bot.value)}) : DEFAULT_NAMES[seat];
            name.dataset.auto = String(Boolean(bot.value));
          });
          row.append(el("div", {class: "field"}, el("label", {for: `bot-${seat}`, text: t("playedBy")}), bot));
        }
        names.append(row);
      }
    };
    // An option's default may depend on the number of players (`default_by_players`).
    const defaults = [];
    const showDefaults = () => {
      for (const [option, element] of defaults) {
        const value = "default" in option ? option.default : option.default_by_players?.[count.value];
        const text = t("optionDefault", {value: value === undefined ? "—" : valueWord(value)});
        if (element.tagName === "OPTION") element.textContent = text; else element.placeholder = text;
      }
    };
    count.addEventListener("change", () => { fillNames(); showDefaults(); });
    fillNames();
    const byName = Object.fromEntries(variant.options.map((o) => [o.name, o]));
    const presets = el("select", {id: "preset"}, el("option", {value: "", text: t("noPreset")}),
      (variant.presets || []).map((p) => el("option", {value: p.name, text: `${p.label || humanize(p.name)} (${
        Object.entries(p.options).map(([name, on]) => `${byName[name] ? optionLabel(byName[name]) : name}: ${valueWord(on)}`).join(", ")})`})));
    const options = el("fieldset", {id: "options"}, el("legend", {text: t("options")}));
    for (const option of variant.options) {
      const id = `option-${option.name}`;
      const choices = option.choices || (option.type === "boolean" ? [true, false] : null);
      let control;
      if (choices) {
        control = el("select", {id, "data-option": option.name, "aria-describedby": `${id}-help`});
        const unset = el("option", {value: ""});
        defaults.push([option, unset]);
        control.append(unset);
        for (const choice of choices) {
          control.append(el("option", {value: JSON.stringify(choice), text: valueWord(choice)}));
        }
      } else {
        // An option without a closed list (a number, a word): empty means its default.
        control = el("input", {id, "data-option": option.name, "data-free": option.type, "aria-describedby": `${id}-help`});
        defaults.push([option, control]);
      }
      options.append(el("div", {class: "option"},
        el("label", {for: id}, `${optionLabel(option)} `, el("span", {class: "rule-ref"}, "(", ruleLink(option.rule), ")")),
        control, el("small", {id: `${id}-help`, text: option.description || ""})));
    }
    showDefaults();
    put(details,
      el("div", {class: "field"}, el("label", {for: "player-count", text: t("players")}), count), names,
      variant.presets?.length ? el("div", {class: "field"}, el("label", {for: "preset", text: t("preset")}), presets) : null,
      variant.options.length ? options : null,
      readingsFieldset(variant),
      el("div", {class: "field"}, el("label", {for: "seed", text: t("seed")}), el("input", {id: "seed", maxlength: 100})),
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
    const preset = form.querySelector("#preset")?.value;
    if (preset) body.preset = preset;
    const options = {};
    for (const control of form.querySelectorAll("[data-option]")) {
      if (!control.value) continue;
      const free = control.dataset.free;
      options[control.dataset.option] = free === "integer" || free === "number" ? Number(control.value)
        : free ? control.value : JSON.parse(control.value);
    }
    Object.assign(options, chosenReadings(form));
    if (Object.keys(options).length) body.options = options;
    const seed = form.querySelector("#seed").value.trim();
    if (seed) body.seed = seed;
    if (form.querySelector("#scorekeeper").checked) body.deal = "table";
    try {
      const created = await app.api.create(body);
      remember(created);
      result.replaceChildren(createdLinks(created));
    } catch (error) {
      result.replaceChildren(problemBox(error));
    }
    result.scrollIntoView({block: "start"});
    result.querySelector("h2, .problem")?.focus();
  });
}

// House readings (docs/readings.md): where the original rules read two ways, a table may play
// the other reading. Each is a choice with RULES.md's reading selected and the sentence it
// reads as its hint (the original in Italian, with its translation on an English page); the
// preset `literal` selects every other reading at one click.
function readingsFieldset(variant) {
  const readings = variant.house_readings;
  if (!readings?.options?.length) return null;
  const box = el("fieldset", {id: "readings"}, el("legend", {text: t("readings")}));
  const literal = readings.presets?.find((p) => p.name === "literal");
  const controls = [];
  const choose = (values) => {
    for (const [reading, control] of controls) {
      control.value = JSON.stringify(reading.name in values ? values[reading.name] : reading.default);
    }
  };
  if (literal) {
    box.append(el("p", {class: "actions"},
      el("button", {type: "button", id: "readings-literal", text: t("readingsLiteral"), onclick: () => choose(literal.options)}),
      el("button", {type: "button", id: "readings-default", text: t("readingsDefault"), onclick: () => choose({})})));
  }
  for (const reading of readings.options) {
    const id = `reading-${reading.name}`;
    const control = el("select", {id, "data-reading": reading.name, "data-default": JSON.stringify(reading.default),
                                  "aria-describedby": `${id}-help`},
      reading.choices.map((choice) => el("option", {value: JSON.stringify(choice), selected: choice === reading.default,
        text: choice === reading.default ? t("readingDefault", {value: valueWord(choice)}) : valueWord(choice)})));
    controls.push([reading, control]);
    const reads = reading.reads || {};
    box.append(el("div", {class: "option"},
      el("label", {for: id}, `${optionLabel(reading)} `, el("span", {class: "rule-ref"}, "(", ruleLink(reading.rule), ")")),
      control,
      el("small", {id: `${id}-help`, class: "reading-hint"},
        el("span", {text: `${t("readingReads", {where: reads.where || reading.rule})} `}),
        el("q", {lang: "it", text: reads.it || ""}),
        app.language === "it" || !reads.en ? null : el("span", {lang: "en", text: ` (${reads.en})`}),
        reading.description ? [el("br"), el("span", {class: "reading-choices", text: reading.description})] : null)));
  }
  return box;
}

// The readings chosen on the form other than RULES.md's: a game under the defaults is created
// as before the readings existed (R220).
function chosenReadings(form) {
  const chosen = {};
  for (const control of form.querySelectorAll("[data-reading]")) {
    if (control.value !== control.dataset.default) chosen[control.dataset.reading] = JSON.parse(control.value);
  }
  return chosen;
}

// A computer player's level in words ("strong" → "Strong").
function levelWord(level) {
  return wordOr(t, `levels.${level}`, humanize(level));
}

// The browser that created a game keeps its table token (localStorage, never sent but as a
// bearer token), so that its screens can ask for the rematch (R94: the table token's right).
function remember(created) {
  const tables = JSON.parse(localStorage.getItem("referee.tables") || "{}");
  tables[created.id] = created.tokens.table;
  const ids = Object.keys(tables);
  for (const old of ids.slice(0, Math.max(0, ids.length - 50))) delete tables[old];
  localStorage.setItem("referee.tables", JSON.stringify(tables));
}

function tableTokenOf(id) {
  return JSON.parse(localStorage.getItem("referee.tables") || "{}")[id] || null;
}

function gameLink(id, key, token) {
  const fragment = new URLSearchParams({game: id});
  if (key) fragment.set(key, token);
  return `${location.origin}${location.pathname}#${fragment}`;
}

function createdLinks(created) {
  const bots = created.view.bots || {};
  const rows = created.view.players.filter((player) => !bots[player.seat]).map((player) => ({
    label: t("seatLink", {seat: player.seat + 1, name: player.name}),
    url: gameLink(created.id, "token", created.tokens.seats[player.seat]), kind: `seat-${player.seat}`,
  }));
  rows.push({label: t("spectatorLink"), url: gameLink(created.id), kind: "spectator"});
  // Only a scorekeeper game's table reports moves; a server-dealt game's table token can only
  // watch, so it is offered nowhere (the rematch uses it, kept by this browser).
  if (created.view.deal_source === "table") {
    rows.unshift({label: t("tableLink"), url: gameLink(created.id, "table", created.tokens.table), kind: "table"});
  }
  return el("section", {class: "panel", id: "links"},
    el("h2", {tabindex: "-1", text: t("created", {title: titleOf(created.view.variant)})}),
    el("p", {class: "hint", text: t("shareLinks")}),
    Object.entries(bots).map(([seat, level]) => el("p", {"data-bot-seat": seat,
      text: t("botSeat", {seat: Number(seat) + 1, name: created.view.players[seat].name, level: levelWord(level)})})),
    el("ul", {class: "links"}, rows.map((row) => {
      const input = el("input", {readonly: true, value: row.url, "aria-label": row.label});
      const copy = el("button", {type: "button", text: t("copy"), onclick: async () => {
        input.select();
        try { await navigator.clipboard.writeText(row.url); copy.textContent = t("copied"); } catch { /* selected */ }
      }});
      return el("li", {"data-link": row.kind}, el("strong", {text: row.label}), input,
        el("a", {href: row.url, class: "button", target: "_blank", rel: "noopener noreferrer", text: t("open")}),
        copy);
    })),
    el("details", {class: "ids"}, el("summary", {text: t("details")}), el("p", {text: `${t("gameId")}: ${created.id}`})));
}

function titleOf(variant) {
  return app.catalogueData?.variants.find((v) => v.name === variant)?.title || humanize(variant);
}

// ---------------------------------------------------------------------------------------------
// A game: seat, spectator or scorekeeper

// How long a computer player's move stays alone on screen before the next one shows (ms), or
// "step" for a Next button: never faster than the eye. Kept in localStorage; any number
// of ms there is taken as it is.
const PACES = {slow: 1400, normal: 800, quick: 350, step: "step"};

function pace() {
  const saved = localStorage.getItem("referee.pace") || "normal";
  if (saved in PACES) return PACES[saved];
  const ms = Number(saved);
  return Number.isFinite(ms) && ms >= 0 ? ms : PACES.normal;
}

function gameScreen(main, where) {
  const screen = {
    id: where.game,
    token: where.token || where.table || null,
    role: where.token ? "seat" : where.table ? "table" : "spectator",
    view: null,
    legal: null,
    selected: {hand: [], table: []},  // indexes into the caller's hand and the table cards
    picked: [],  // the scorekeeper's cards, picked from the deck (repeats allowed)
    events: [],  // every event shown, in order
    story: [],  // the events shown that still stand (an undone move's are taken out, R83)
    queue: [],  // events to show, one computer move at a time
    pumping: false,
    pending: null,  // a view given by a move's reply, shown once its events are
    next: null,  // resolves the wait for the Next button
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
      el("div", {class: "game-main"}, part("status"), el("div", {id: "finished"}), part("players"),
        part("table"), part("hands")),
      el("div", {class: "game-side"},
        el("div", {id: "message", "aria-live": "assertive"}),
        screen.token ? part("moves") : null,
        part("events", el("h2", {}, t("events"), " ", el("span", {id: "live", class: "badge"})),
          el("ul", {id: "event-list"})),
        el("details", {id: "game-details", class: "panel"}, el("summary", {text: t("details")}),
          el("dl", {id: "facts", class: "facts"}),
          el("details", {id: "raw"}, el("summary", {text: t("rawView")}), el("pre", {id: "raw-view"}))))));
  refresh();
  screen.stop = follow(app.api, screen.id, screen.token, (event) => enqueue(event), (live, ended) => {
    const badge = document.getElementById("live");
    if (!badge) return;
    badge.textContent = ended ? t("gameOver") : live ? `● ${t("live")}` : `○ ${t("offline")}`;
    badge.dataset.live = String(live);
  });
}

// Events are shown in order, one computer move at a time: each waits its turn (a short delay,
// or the Next button), and the view they lead to is drawn once they all are.
function enqueue(event) {
  const screen = app.screen;
  if (!screen || screen.events.some((e) => e.seq === event.seq) || screen.queue.some((e) => e.seq === event.seq)) return;
  screen.queue.push(event);
  pump();
}

async function pump() {
  const screen = app.screen;
  if (screen.pumping) return;
  screen.pumping = true;
  let shown = 0;
  try {
    while (screen.queue.length && app.screen === screen) {
      const event = screen.queue[0];
      // Only what happens now is paced: what came before the screen opened shows at once.
      const live = screen.view && event.version > screen.view.version;
      if (live && event.type === "move" && event.bot && screen.events.length) {
        const wait = pace();
        screen.waiting = true;
        renderBusy();
        if (wait === "step") await new Promise((resolve) => { screen.next = resolve; renderBusy(); });
        else await new Promise((resolve) => setTimeout(resolve, wait));
        screen.next = null;
      }
      if (app.screen !== screen) return;
      screen.queue.shift();
      showEvent(event);
      shown += 1;
      screen.seen = Math.max(screen.seen, event.version);
      // The table as the events so far leave it (the last trick and its winner), on the view
      // drawn before them.
      if (screen.view && live) renderTable(screen.view);
    }
  } finally {
    screen.pumping = false;
    screen.waiting = false;
  }
  if (app.screen !== screen) return;
  const pending = screen.pending;
  screen.pending = null;
  if (pending && pending.version >= screen.seen && pending.version > (screen.view?.version ?? 0)) refresh(pending);
  else if (!screen.view || screen.seen > screen.view.version) refresh();
  else if (screen.view && shown) {
    // What the events tell (the last trick, why the game ended) on the view as it is.
    renderTable(screen.view);
    renderFinished(screen.view);
    if (screen.token) renderMoves(screen.view);
  }
}

// While computer moves are being shown: no move can be chosen; with the Next button, the next
// one shows when it is pressed.
function renderBusy() {
  const section = document.getElementById("moves");
  const screen = app.screen;
  if (!section || !screen.view) return;
  const who = screen.queue[0] ? playerName(screen.queue[0].seat) : "";
  put(section, el("h2", {text: screen.role === "table" ? t("tableMoves") : t("legalMoves")}),
    el("p", {id: "busy", class: "notice", text: t("botPlaying", {who})}),
    screen.next ? el("p", {}, el("button", {type: "button", id: "next", class: "primary", text: t("next"),
      onclick: () => screen.next?.()})) : null,
    paceControl());
}

function paceControl() {
  const select = el("select", {id: "pace"}, Object.keys(PACES).map((name) =>
    el("option", {value: name, selected: (localStorage.getItem("referee.pace") || "normal") === name,
                  text: t(`paces.${name}`)})));
  select.addEventListener("change", () => {
    localStorage.setItem("referee.pace", select.value);
    app.screen?.next?.();
  });
  return el("p", {class: "pace"}, el("label", {for: "pace", class: "inline", text: `${t("pace")} `}), select);
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
          screen.entry = listed || {name: view.variant, title: humanize(view.variant), cards: [], move_types: []};
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

// A seat's player: their name, else "Player 3" (seats read from 1; the wire counts from 0).
function playerName(seat) {
  const player = app.screen?.view?.players?.find((p) => p.seat === seat);
  return player ? player.name : t("playerName", {n: Number(seat) + 1});
}

function renderGame() {
  const {view} = app.screen;
  if (app.screen.namesPending) {
    // Events that came before the first view were described without the players' names.
    app.screen.namesPending = false;
    const list = document.getElementById("event-list");
    list.replaceChildren(...logItems(app.screen.events).reverse());
  }
  document.title = `${app.screen.entry.title} · ${t("title")}`;
  document.getElementById("game").dataset.version = view.version;
  document.getElementById("game").dataset.status = view.status;
  renderStatus(view);
  renderFinished(view);
  renderPlayers(view);
  renderHands(view);
  renderTable(view);
  if (app.screen.token) {
    if (app.screen.pumping && app.screen.waiting) renderBusy(); else renderMoves(view);
  }
  document.getElementById("raw-view").textContent = JSON.stringify(view, null, 1);
}

function renderStatus(view) {
  const screen = app.screen;
  const who = screen.role === "seat" ? t("you", {seat: view.you + 1, name: playerName(view.you)})
    : screen.role === "table" ? t("scorekeeping") : t("spectating");
  const waiting = view.to_act.length ? view.to_act.map(playerName).join(", ") : t("nobody");
  document.getElementById("status").replaceChildren(el("div", {},
    el("h2", {id: "game-title", text: screen.entry.title}),
    el("p", {class: "who", text: who}),
    view.status === "active"
      ? el("p", {id: "waiting", class: view.you !== null && view.to_act.includes(view.you) ? "your-turn" : null,
                 text: view.you !== null && view.to_act.includes(view.you) ? `▶ ${t("yourTurn")}` : t("waitingFor", {names: waiting})})
      : null));
  // Versions and ids are for who needs them: in the details panel.
  document.getElementById("facts").replaceChildren(
    el("dt", {text: t("status")}), el("dd", {id: "game-status", "data-status": view.status, text: t(view.status)}),
    el("dt", {text: t("phase")}), el("dd", {id: "game-phase", text: humanize(view.phase)}),
    el("dt", {text: t("version")}), el("dd", {id: "game-version", text: view.version}),
    el("dt", {text: t("gameId")}), el("dd", {text: view.id}),
    el("dt", {text: t("variantName")}), el("dd", {text: view.variant}),
    el("dt", {text: t("rulesVersion")}), el("dd", {text: view.rules_version ?? "—"}));
}

// The finished game: who won and why (the game_ended event's rule and reason), the final
// scores, and the way on: a rematch (for the browser that holds the table token) or a new game.
function renderFinished(view) {
  const box = document.getElementById("finished");
  if (view.status === "active") { box.replaceChildren(); return; }
  const ended = [...app.screen.story].reverse().find((e) => e.type === "game_ended");
  const names = view.winners.map(playerName).join(", ");
  const you = view.you !== null && view.winners.includes(view.you);
  const reason = ended?.reason || (ended?.decided_by ? humanize(ended.decided_by) : null);
  const rule = ended?.rule;
  const table = app.screen.role === "table" ? app.screen.token : tableTokenOf(app.screen.id);
  box.replaceChildren(el("section", {id: "winners", class: "panel finished", role: "status"},
    el("h2", {class: "winners", text: view.winners.length
      ? `★ ${you ? t("youWon") : t("winners", {names, count: view.winners.length})}` : t("gameOver")}),
    reason || rule ? el("p", {id: "why-won"}, `${t("why")}: `, reason ? `${reason} ` : "",
      rule ? el("span", {}, "(", t("rule"), " ", ruleLink(rule), ruleTitle(rule) ? `: ${ruleTitle(rule)}` : "", ")") : "") : null,
    el("p", {class: "actions"},
      table ? el("button", {type: "button", id: "rematch", class: "primary", text: t("rematch"), onclick: () => rematch(table)}) : null,
      el("a", {href: "#new", class: "button", id: "finished-new", text: t("newGame")})),
    table ? null : el("p", {class: "hint", text: t("rematchElsewhere")}),
    el("div", {id: "rematch-result", "aria-live": "polite"})));
}

// POST /v1/games/{id}/rematch (R94): the same players in the same seats, a new shuffle. This
// screen goes on to the same seat (or the table) of the new game; the other seats' links are
// shown to be passed on.
async function rematch(tableToken) {
  const screen = app.screen;
  const box = document.getElementById("rematch-result");
  try {
    const created = await app.api.rematch(screen.id, tableToken);
    remember(created);
    const bots = created.view.bots || {};
    const others = created.view.players.filter((p) => !bots[p.seat] && p.seat !== screen.view.you);
    // The scorekeeper reports every seat's moves: its new table is all it needs.
    if (!others.length || screen.role === "table") {
      location.hash = screen.role === "table" ? `game=${created.id}&table=${created.tokens.table}`
        : screen.role === "seat" ? `game=${created.id}&token=${created.tokens.seats[screen.view.you]}`
        : `game=${created.id}`;
      return;
    }
    box.replaceChildren(createdLinks(created));
  } catch (error) {
    box.replaceChildren(problemBox(error));
  }
}

function ruleTitle(id) {
  return app.rules?.[id]?.title || "";
}

function renderPlayers(view) {
  const rows = view.players.map((player) => {
    const seat = player.seat;
    const marks = [];
    if (view.to_act.includes(seat)) marks.push(el("span", {class: "mark act", text: `▶ ${t("toAct")}`}));
    if (view.winners.includes(seat)) marks.push(el("span", {class: "mark win", text: `★ ${t("winner")}`}));
    if ((view.out || []).includes(seat)) marks.push(el("span", {class: "mark out", title: t("outHelp"), text: `✗ ${t("out")}`}));
    const score = view.scores[seat] || {};
    return el("tr", {"data-seat": seat, class: view.to_act.includes(seat) ? "to-act" : null},
      el("td", {class: "seat-no", text: seat + 1}),
      el("th", {scope: "row"}, player.name, view.you === seat ? el("span", {class: "you", text: ` (${t("youShort")})`}) : null,
        view.bots?.[seat] ? el("span", {class: "bot", text: ` · ${t("botMark", {level: levelWord(view.bots[seat])})}`}) : null),
      el("td", {class: "score-hand", text: score.hand ?? ""}),
      el("td", {class: "score-total", text: score.total ?? ""}),
      el("td", {class: "marks"}, marks));
  });
  put(document.getElementById("players"), el("table", {id: "scores"},
    el("caption", {text: t("scoresTitle")}),
    el("thead", {}, el("tr", {}, [t("seat"), t("name"), t("handScore"), t("total"), t("marks")]
      .map((heading) => el("th", {scope: "col", text: heading})))),
    el("tbody", {}, rows)),
    ...((view.out || []).length ? [el("p", {class: "hint", id: "out-help", text: `✗ ${t("out")}: ${t("outHelp")}`})] : []));
}

function toggle(zone, index) {
  const list = app.screen.selected[zone];
  const at = list.indexOf(index);
  if (at >= 0) list.splice(at, 1); else list.push(index);
  rerenderSelection();
  // The same card keeps the focus once its row is drawn again (keyboard use).
  document.querySelector(`[data-zone="${zone}"] > :nth-child(${index + 1})`)?.focus();
}

// Cards in words and as drawn cards, with the game's faces (games/*.js) or their plain codes.
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
function cardRow(cards, zone, size = null) {
  const selectable = zone && app.screen.role !== "spectator" && app.screen.view.status === "active";
  return el("div", {class: "cards", "data-zone": zone || null}, cards.map((code, index) => selectable
    ? card(code, {pressed: app.screen.selected[zone].includes(index), onClick: () => toggle(zone, index), size})
    : card(code, {size})));
}

// Face-down cards: one back with their count.
function backs(count) {
  return backElement(count, t("faceDown", {n: count}), {size: "small"});
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

// The last event shown of `types` (a type or a list), unless an event of `since` came after it.
function lastEvent(types, since = null) {
  const wanted = [].concat(types);
  const stops = [].concat(since || []);
  for (let i = app.screen.story.length - 1; i >= 0; i -= 1) {
    const event = app.screen.story[i];
    if (wanted.includes(event.type)) return event;
    if (stops.includes(event.type)) return null;
  }
  return null;
}

// What a game's file draws with (games/index.js).
function kit() {
  return {el, t, cardText, cardRow, playerName, pileList, backs, lastEvent, ruleLink,
          sideName: (index) => sideName(app.screen.view, index)};
}

// The scorekeeper names the cards a move used, from the whole deck (the variant's `cards`, each
// once: repeats are picked by tapping again): the referee cannot know them, the cards being
// real ones dealt at the table.
function deckPalette() {
  const picked = app.screen.picked;
  const deck = [...new Set(app.screen.entry.cards)];
  return el("div", {id: "palette"},
    el("h2", {text: t("pickCards")}),
    el("div", {class: "cards palette", "data-zone": "deck"}, deck.map((code) =>
      card(code, {onClick: () => { picked.push(code); rerenderSelection(); }}))),
    el("p", {id: "picked"}, el("strong", {text: `${t("picked")}: `}), picked.length
      ? el("span", {class: "cards"}, picked.map((code, index) => card(code, {
        pressed: true, size: "small", onClick: () => { picked.splice(index, 1); rerenderSelection(); }})))
      : "—"));
}

function renderHands(view) {
  const section = document.getElementById("hands");
  const parts = [];
  if (app.screen.role === "table" && view.status === "active") parts.push(deckPalette());
  const mine = view.you !== null ? view.hands[view.you]?.cards : null;
  if (mine && (mine.length || view.status === "active")) {
    parts.push(el("h2", {text: t("yourHand")}), el("div", {id: "my-hand"}, cardRow(mine, "hand")));
  }
  const others = view.players.filter((p) => p.seat !== view.you && view.hands[p.seat]);
  if (others.length && view.status === "active") {
    parts.push(el("h2", {text: t("hands")}), el("div", {class: "others"}, others.map((player) => {
      const hand = view.hands[player.seat];
      return el("div", {class: "seat-hand", "data-seat": player.seat},
        el("strong", {text: player.name}),
        hand.cards ? cardRow(hand.cards, null, "small") : backs(hand.count));
    })));
  }
  section.hidden = parts.length === 0;
  put(section, parts);
}

// Each seat's (or side's) cards: the won piles, in small cards.
function pileList(piles) {
  return el("ul", {class: "piles"}, piles.map((pile, index) => el("li", {"data-seat": index},
    el("strong", {text: `${sideName(app.screen.view, index)} (${pile.length}): `}),
    pile.length ? cardRow(pile, null, "mini") : "—")));
}

function sideName(view, index) {
  const sides = view.sides;
  return sides ? sides[index].map(playerName).join(" + ") : playerName(index);
}

// What every view has (API.md "View"), drawn by the status, the scores and the hands; the rest
// of a view is the variant's table.
const COMMON_VIEW = new Set(["id", "variant", "version", "rules_version", "deal_source", "deal_commitment",
  "players", "you", "role", "created_at", "updated_at", "hints", "bots", "options", "status", "phase",
  "to_act", "hands", "scores", "winners", "out", "sides", "stock_count", "stock_top", "rematch", "rematch_of",
  "history", "tag"]);

function renderTable(view) {
  const parts = [el("h2", {text: t("table")})];
  if (view.stock_count !== undefined || view.stock_top) {
    parts.push(el("div", {id: "stock", class: "stock"},
      view.stock_count !== undefined ? backElement(view.stock_count, t("stock", {n: view.stock_count}), {size: "small"}) : null,
      view.stock_top ? card(view.stock_top, {size: "small"}) : null,
      el("span", {text: t("stock", {n: view.stock_count ?? "?"}) + (view.stock_top ? ` · ${t("stockTop", {card: cardText(view.stock_top)})}` : "")})));
  }
  const game = app.screen.game;
  if (game.drawTable) parts.push(...game.drawTable(kit(), view));
  else {
    for (const [key, value] of Object.entries(view)) {
      if (!COMMON_VIEW.has(key)) parts.push(...drawPart(key, value));
    }
  }
  put(document.getElementById("table"), parts);
}

// A part of the view no game's file draws, from its shape: cards as cards (`table` can be
// selected), a list per seat as the seats' rows, entries naming a `seat` with its player.
function drawPart(key, value) {
  const title = el("h3", {text: wordOr(t, `field.${key}`, humanize(key))});
  const box = (child) => [title, el("div", {class: "view-part", "data-key": key}, child)];
  if (namesSeat(key, value)) return box(playerName(value));
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

// A part of a view that names a seat by its wire number (counted from 0): by its name, as
// games call them (`seat`, `leader`, `dealer`, `winner`, `turn`…), and a seat's number.
function namesSeat(key, value) {
  return Number.isInteger(value) && value >= 0 && value < (app.screen.view?.players.length ?? 0)
    && /(^|_)(seat|leader|dealer|winner|player|turn|challenger|taker|chooser)s?$/.test(key);
}

function entryParts(item) {
  return Object.entries(item).flatMap(([name, value]) => {
    if (name === "seat") return [el("strong", {text: `${playerName(value)}: `})];
    const label = `${wordOr(t, `field.${name}`, name.replaceAll("_", " "))} `;
    if (namesSeat(name, value)) return [`${label}${playerName(value)} `];
    if (isCard(value)) return [card(value, {size: "small"}), " "];
    if (Array.isArray(value) && value.every(isCard)) return [label, cardRow(value, null, "small"), " "];
    return [`${label}${partText(value)} `];
  });
}

function partText(value) {
  if (value === true || value === false) return value ? t("yes") : t("no");
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) return value.map(partText).join(", ");
  if (typeof value === "object") {
    return Object.entries(value).map(([k, v]) => `${wordOr(t, `field.${k}`, k.replaceAll("_", " "))} ${partText(v)}`).join(", ");
  }
  return String(value);
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

// A move type the composer can build: every required field is a card field.
function composable(type) {
  const fields = declaredFields(type) || [];
  const cardFields = fields.filter((f) => f.kind === "cards" || f.kind === "card");
  return cardFields.length > 0 && !fields.some((f) => f.required && !cardFields.includes(f));
}

function renderMoves(view) {
  const section = document.getElementById("moves");
  if (!section) return;
  const screen = app.screen;
  const legal = screen.legal || {moves: [], total: 0};
  const chosen = selectedCards();
  const wanted = [...chosen.hand, ...chosen.table];
  // A move type with more legal moves than a player can read (a Mulligan's swaps) is not
  // listed: its cards are chosen, then the one button for it sends them.
  const byType = new Map();
  for (const move of legal.moves) byType.set(move.type, (byType.get(move.type) || 0) + 1);
  const unlisted = new Set([...byType].filter(([type, n]) => (n > MAX_PER_TYPE || legal.truncated) && composable(type))
    .map(([type]) => type));
  const fitting = legal.moves.filter((move) => !unlisted.has(move.type) && containsAll(moveCards(move), wanted));
  const parts = [el("h2", {text: screen.role === "table" ? t("tableMoves") : t("legalMoves")})];
  section.hidden = view.status !== "active";  // the finished screen shows the way on
  if (!legal.moves.length) {
    parts.push(el("p", {id: "no-moves", text: view.status === "active" ? t("noMoves") : t("gameOver")}));
  } else {
    if (screen.role === "table" && view.to_act.length) {
      parts.push(el("p", {class: "notice", text: `▶ ${t("reportFor", {names: view.to_act.map(playerName).join(", ")})}`}));
    }
    if (unlisted.size) {
      parts.push(el("p", {class: "notice", id: "choose-then", text: t("chooseThen", {
        moves: [...unlisted].map((type) => wordOr(t, `move.${type}`, humanize(type))).join(", ")})}));
    } else {
      parts.push(el("p", {class: "hint", text: t("selectHint")}));
    }
    if (wanted.length && !fitting.length) parts.push(el("p", {id: "none-fits", class: "hint", text: t("noneFits")}));
    parts.push(el("div", {id: "legal-moves", class: "moves"}, fitting.slice(0, MAX_LISTED).map((move) =>
      el("button", {type: "button", class: "move", "data-move": JSON.stringify(move),
                    text: describeMove(move), onclick: () => sendMove(move)}))));
    if (fitting.length > MAX_LISTED) {
      parts.push(el("p", {class: "hint", text: t("more", {shown: MAX_LISTED, total: fitting.length})}));
    }
  }
  // A hint is the computer's choice: only in a variant that has computer players.
  if (screen.role === "seat" && view.hints && screen.entry?.bots?.length && view.status === "active"
      && view.to_act.includes(view.you)) {
    parts.push(el("p", {}, el("button", {type: "button", id: "hint", text: t("hint"), onclick: showHint})),
      el("div", {id: "hint-result", "aria-live": "polite"}));
  }
  if (view.status === "active") parts.push(composer(view, chosen, unlisted));
  if (view.bots && Object.keys(view.bots).length && view.status === "active") parts.push(paceControl());
  put(section, parts);
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
function composer(view, chosen, unlisted) {
  const screen = app.screen;
  const seatSelect = screen.role === "table"
    ? el("select", {id: "report-seat"}, view.players.map((p) =>
      el("option", {value: p.seat, selected: view.to_act[0] === p.seat, text: `${p.seat + 1}: ${p.name}`})))
    : null;
  const withSeat = (move) => (seatSelect ? {...move, seat: Number(seatSelect.value)} : move);
  const buttons = [];
  const numbers = new Map();  // an optional integer field's input, by field name
  const types = [...new Set((screen.legal?.moves || []).map((m) => m.type))];
  for (const type of chosen.hand.length || unlisted.size ? types : []) {
    if (!composable(type)) continue;
    const fields = declaredFields(type) || [];
    const cardFields = fields.filter((f) => f.kind === "cards" || f.kind === "card");
    const optional = fields.filter((f) => !f.required && f.kind === "integer");
    for (const field of optional) {
      if (!numbers.has(field.name)) {
        numbers.set(field.name, el("input", {type: "number", id: `field-${field.name}`, "data-field": field.name,
          min: field.minimum ?? null, max: field.maximum ?? null, class: "number"}));
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
    const word = wordOr(t, `move.${type}`, humanize(type));
    buttons.push(el("button", {type: "button", class: unlisted.has(type) ? "compose primary" : "compose",
      "data-compose": type, disabled: chosen.hand.length ? null : true,
      text: chosen.hand.length ? `${word}: ${describeFields(kit(), build(), cardFields)
        .slice(word.length + 2)}` : word,
      onclick: () => sendMove(withSeat(build()))}));
  }
  const json = el("textarea", {id: "move-json", rows: 2, spellcheck: "false"});
  if (screen.draft) json.value = screen.draft;
  json.addEventListener("input", () => { screen.draft = json.value; });
  const sendJson = el("button", {type: "button", id: "send-json", text: t("send"), onclick: () => {
    let move;
    try { move = JSON.parse(json.value); } catch {
      showMessage(el("div", {class: "problem", role: "alert"}, el("strong", {text: `✗ ${t("notJson")}`})));
      return;
    }
    sendMove(seatSelect && move.seat === undefined ? withSeat(move) : move);
  }});
  return el("div", {class: "composer"},
    seatSelect ? el("p", {class: "report-seat"}, el("label", {for: "report-seat", class: "inline", text: `${t("forSeat")} `}), seatSelect) : null,
    buttons.length ? el("div", {class: "compose-row"}, el("strong", {text: `${t("compose")}: `}),
      [...numbers].map(([name, input]) => el("label", {class: "inline"},
        `${wordOr(t, `field.${name}`, name.replaceAll("_", " "))} `, input)), buttons) : null,
    screen.role === "table"
      ? el("p", {}, el("button", {type: "button", id: "undo", class: "undo", text: `↶ ${t("undo")}`, onclick: () => sendMove({type: "undo"})}))
      : null,
    el("details", {open: screen.draft ? true : null}, el("summary", {text: t("composeJson")}),
      el("label", {for: "move-json", class: "inline", text: t("moveJson")}), json, sendJson));
}

async function sendMove(move) {
  const screen = app.screen;
  showMessage(null);
  try {
    const reply = await app.api.move(screen.id, screen.token, move, screen.view.version);
    screen.draft = "";
    // The reply's view is drawn once its events (the computer players' moves) are shown.
    screen.pending = reply.view;
    for (const event of reply.events) enqueue(event);
    pump();
  } catch (error) {
    showMessage(problemBox(error, move));
    if (error instanceof Problem && error.status === 412) refresh();
  }
}

function showMessage(content) {
  const box = document.getElementById("message");
  if (box) box.replaceChildren(...(content ? [content] : []));
}

// A field error in words: "cards: unknown card 'nonsense'" (400).
function fieldErrors(errors, prefix = "") {
  if (Array.isArray(errors)) return [`${prefix || t("request")}: ${errors.join("; ")}`];
  if (errors && typeof errors === "object") {
    return Object.entries(errors).flatMap(([name, value]) =>
      fieldErrors(value, `${prefix ? `${prefix} › ` : ""}${wordOr(t, `field.${name}`, name.replaceAll("_", " "))}`));
  }
  return [`${prefix}: ${errors}`];
}

// A refused move or failed call, as a sentence: a 422 names the rule (a link to its text, its
// title and words) and the referee's reason; a 400 says what in the request was wrong.
function problemBox(error, move = null) {
  if (!(error instanceof Problem)) {
    return el("div", {class: "problem", role: "alert", tabindex: "-1"}, el("strong", {text: `✗ ${t("failed")}`}),
      el("p", {text: String(error.message || error)}));
  }
  const body = error.body;
  const rule = body.rule;
  const text = rule && app.rules?.[rule]?.text;
  const headline = error.status === 422 ? (move ? t("refusedMove", {move: describeMove(move)}) : t("refused"))
    : error.status === 400 ? t("badRequest") : error.status === 412 ? t("stale")
      : error.status === 404 ? t("notFound") : error.status === 401 || error.status === 403 ? t("notAllowed")
        : t("error", {status: error.status});
  return el("div", {class: "problem", role: "alert", tabindex: "-1", "data-status": error.status, "data-rule": rule || null},
    el("strong", {text: `✗ ${headline}`}),
    el("p", {class: "problem-detail", text: body.detail || body.title || ""}),
    body.errors ? el("ul", {class: "field-errors"}, fieldErrors(body.errors).map((line) => el("li", {text: line}))) : null,
    rule ? el("p", {class: "problem-rule"}, `${t("rule")} `, ruleLink(rule), ruleTitle(rule) ? ` — ${ruleTitle(rule)}` : "") : null,
    text ? el("blockquote", {class: "rule-text", text: text.replace(/\*\*?|`/g, "")}) : null);
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
    case "hand_started":
    case "round_started":
      // The number of the hand or round: a game may call it `hand_number` and give `hand`
      // another meaning (the cards dealt), so only a number is taken.
      values.hand = [event.hand_number, event.hand, event.number].find((n) => typeof n === "number") ?? "";
      values.round = [event.round, event.round_number, event.number].find((n) => typeof n === "number") ?? "";
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
  if (text === key) text = `${who ? `${who}: ` : ""}${humanize(event.type)}`;
  // The cards the event shows the caller (hidden ones are absent, G3), unless its words do.
  const shown = [event.card, ...(Array.isArray(event.cards) ? event.cards : [])].filter(isCard);
  if (shown.length && !/\{cards?\}/.test(t(key))) text += ` — ${shown.map(cardText).join(" + ")}`;
  return text;
}

// A move's own event (a stake, a capture) says what the move did: the log shows it in the
// move's place, so that each move reads once.
function ownEventOf(event, previous) {
  return Boolean(previous && previous.type === "move" && event.type.includes(previous.move_type)
    && previous.seat === event.seat && previous.version === event.version);
}

function showEvent(event) {
  const screen = app.screen;
  const previous = screen.events[screen.events.length - 1];
  screen.events.push(event);
  if (event.type === "move_undone") {
    // R83: what the undone move did is no longer on the table.
    screen.story = screen.story.filter((e) => e.seq < event.undone_seq);
  }
  screen.story.push(event);
  if (!screen.view) screen.namesPending = true;
  const list = document.getElementById("event-list");
  if (!list) return;
  const item = eventItem(event, ownEventOf(event, previous) ? previous : null);
  if (ownEventOf(event, previous) && list.firstElementChild?.dataset.seq === String(previous.seq)) {
    list.firstElementChild.replaceWith(item);
  } else {
    list.prepend(item);
  }
  while (list.childElementCount > 300) list.lastElementChild.remove();
}

function logItems(events) {
  const items = [];
  events.forEach((event, i) => {
    const previous = events[i - 1];
    if (ownEventOf(event, previous)) items[items.length - 1] = eventItem(event, previous);
    else items.push(eventItem(event));
  });
  return items;
}

function eventItem(event, move = null) {
  const bot = move?.bot || (event.type === "move" && event.bot);
  const item = el("li", {"data-seq": event.seq, "data-move-seq": move?.seq ?? null, "data-type": event.type,
                         class: bot ? "by-bot" : null},
    describeEvent(event), bot ? el("span", {class: "bot", text: ` · ${t("botMark", {level: levelWord(bot)})}`}) : null);
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
