// The director's page (director.html): the games one directs, each with its phase, version,
// players and scores, the calls to the director with their messages and the decisions taken,
// and a form to take the next decision (docs/tournaments.md "Director").
//
// Reached as a seat is, with the token in the URL fragment (never sent to a server):
// `director.html#token=T&games=ID,ID,…` or `#token=T&tag=TAG` (the games created with that tag,
// `GET /v1/games?tag=`), or both. The page reads each game again every few seconds (a game's
// version tells whether its calls and decisions need reading again); it calls only the
// operations openapi.yaml documents.

import {Api, Problem} from "./api.js";
import {cardFace, describeFields, humanize} from "./cards.js";
import {describeCall, describeDecision, decisionWhat, seatWho} from "./decisions.js";
import {el, put} from "./dom.js";
import {gameFor} from "./games/index.js";
import {LANGUAGES, translate} from "./i18n.js";
import {problemBox} from "./problems.js";

//: How often every game is read again (ms).
const POLL = 4000;
// The decision types and their fields, in the form's order (docs/tournaments.md "Director").
const TYPES = {
  penalty: ["seat", "points"], award: ["winners", "scores"], annul: [], forfeit: ["seat"],
  pause: [], resume: [], extend: ["seat", "seconds"], correct: ["version", "move"],
};

const page = {
  language: initialLanguage(),
  api: null,
  token: null,
  // One entry a game: {id, view, calls, decisions, read (the version they are of), standing
  // (an ended game's result), box, form, result (the form's reply)}.
  games: [],
  catalogue: null,
  rules: null,
  timer: null,
  reading: false,
};

function initialLanguage() {
  const saved = localStorage.getItem("referee.language");
  if (LANGUAGES.includes(saved)) return saved;
  return (navigator.language || "en").toLowerCase().startsWith("it") ? "it" : "en";
}

function t(key, values) {
  return translate(page.language, key, values);
}

function route() {
  const params = new URLSearchParams(location.hash.slice(1));
  const ids = (params.get("games") || "").split(",").map((id) => id.trim()).filter(Boolean);
  return {token: params.get("token"), ids, tag: params.get("tag")};
}

async function start() {
  clearInterval(page.timer);
  page.api = new Api(page.language);
  page.games = [];
  document.documentElement.lang = page.language;
  document.title = `${t("director.title")} · ${t("title")}`;
  document.getElementById("brand").textContent = `${t("title")} · ${t("director.title")}`;
  document.getElementById("new-game").textContent = t("newGame");
  const language = document.getElementById("language");
  language.textContent = t("language");
  language.title = t("languageLabel");
  language.lang = LANGUAGES[(LANGUAGES.indexOf(page.language) + 1) % LANGUAGES.length];
  const main = document.getElementById("main");
  const where = route();
  page.token = where.token;
  if (!page.rules) {
    fetch("rules.json").then((reply) => reply.json()).then((data) => { page.rules = data.rules; }).catch(() => null);
  }
  if (!where.token || (!where.ids.length && !where.tag)) {
    put(main, el("h1", {text: t("director.title")}), openForm(where));
    return;
  }
  const list = el("div", {id: "director-games"});
  const refreshed = el("p", {id: "refreshed", class: "hint", "aria-live": "off"});
  put(main, el("h1", {text: t("director.title")}),
    el("p", {class: "hint", text: t("director.intro")}),
    el("p", {class: "actions"}, el("button", {type: "button", id: "refresh", text: t("director.refresh"),
      onclick: () => readAll()}), refreshed),
    el("div", {id: "page-message", "aria-live": "assertive"}), list);
  try {
    page.catalogue = page.catalogue || await page.api.variants();
    const ids = [...where.ids];
    for (let cursor = null, first = true; where.tag && (first || cursor); first = false) {
      const listed = await page.api.gamesTagged(where.tag, cursor);
      for (const game of listed.games) if (!ids.includes(game.id)) ids.push(game.id);
      cursor = listed.next_cursor;
    }
    page.games = ids.map((id, index) => ({id, index, view: null, calls: [], decisions: [], read: null,
                                          box: el("section", {class: "panel director-game", "data-game": id})}));
  } catch (error) {
    put(document.getElementById("page-message"), problemBox(t, page.rules, error));
    return;
  }
  put(list, page.games.length ? page.games.map((entry) => entry.box) : el("p", {id: "no-games", text: t("director.none")}));
  await readAll();
  page.timer = setInterval(() => { if (!document.hidden) readAll(); }, POLL);
}

// The page without a token: the token and the games, typed or pasted (they go into the
// fragment, as a link would carry them).
function openForm(where) {
  const form = el("form", {id: "open-form", class: "panel", novalidate: true},
    el("p", {text: t("director.needToken")}),
    el("label", {for: "open-token", text: t("director.token")}),
    el("input", {id: "open-token", type: "password", autocomplete: "off", value: where.token || ""}),
    el("label", {for: "open-games", text: t("director.games")}),
    el("input", {id: "open-games", autocomplete: "off", value: where.ids.join(",")}),
    el("label", {for: "open-tag", text: t("director.tag")}),
    el("input", {id: "open-tag", autocomplete: "off", value: where.tag || ""}),
    el("p", {class: "actions"}, el("button", {type: "submit", class: "primary", text: t("director.open")})));
  form.addEventListener("submit", (submit) => {
    submit.preventDefault();
    const fragment = new URLSearchParams({token: form.querySelector("#open-token").value.trim()});
    const games = form.querySelector("#open-games").value.replace(/\s+/g, "");
    const tag = form.querySelector("#open-tag").value.trim();
    if (games) fragment.set("games", games);
    if (tag) fragment.set("tag", tag);
    location.hash = fragment.toString();
  });
  return form;
}

// Every game read again, one after the other (a round's games, not a flood of requests).
async function readAll() {
  if (page.reading) return;
  page.reading = true;
  try {
    for (const entry of page.games) await read(entry);
    const refreshed = document.getElementById("refreshed");
    if (refreshed) refreshed.textContent = t("director.refreshed", {time: new Date().toLocaleTimeString(page.language)});
  } finally {
    page.reading = false;
  }
}

// A game's view (as the director sees it, or as anyone does where the service shows the
// director nothing more), then its calls and decisions when its version moved.
async function read(entry) {
  const games = page.games;
  try {
    let view;
    try {
      view = await page.api.game(entry.id, entry.public ? null : page.token);
    } catch (error) {
      if (!(error instanceof Problem) || ![401, 403].includes(error.status) || entry.public) throw error;
      entry.public = true;
      view = await page.api.game(entry.id, null);
    }
    if (view.version !== entry.read) {
      const [calls, decisions] = await Promise.all([
        page.api.directorCalls(entry.id, page.token), page.api.decisions(entry.id, page.token)]);
      entry.calls = calls.calls || [];
      entry.decisions = decisions.decisions || [];
      entry.read = view.version;
    }
    // An ended game's result: open to the director's corrections until it is final (R201).
    if (view.status !== "active" && !entry.standing?.final) {
      entry.standing = await page.api.result(entry.id).catch(() => null);
    }
    entry.view = view;
    entry.problem = null;
  } catch (error) {
    entry.problem = error;
  }
  if (page.games === games) render(entry);
}

// What a decision and a call read as in this game: its players' names, its moves' words.
function kit(entry) {
  const game = gameFor(entry.view.variant);
  const own = (key, values) => translate(page.language, key, values, game.words);
  const types = page.catalogue?.variants.find((v) => v.name === entry.view.variant)?.move_types || [];
  const g = {
    t: own,
    playerName: (seat) => entry.view.players.find((p) => p.seat === seat)?.name ?? t("playerName", {n: Number(seat) + 1}),
    cardText: (code) => cardFace(game, own, code).text,
  };
  g.describeMove = (move) => {
    const text = describeFields(g, move, types.find((m) => m.type === move.type)?.fields || null);
    return move.seat !== undefined && move.seat !== null ? `${g.playerName(move.seat)} · ${text}` : text;
  };
  return g;
}

function titleOf(variant) {
  return page.catalogue?.variants.find((v) => v.name === variant)?.title || humanize(variant);
}

// A call is open until a decision is taken after it (by version, else by time).
function isOpen(call, decisions) {
  const last = decisions[decisions.length - 1];
  if (!last) return true;
  if (call.version !== undefined && last.version !== undefined) return call.version > last.version;
  return String(call.at || "") > String(last.at || "");
}

function render(entry) {
  const {view, box} = entry;
  const n = entry.index;
  if (!view) {
    put(box, el("h2", {text: entry.id}), entry.problem ? problemBox(t, page.rules, entry.problem) : el("p", {text: t("loading")}));
    return;
  }
  const g = kit(entry);
  const isPaused = view.paused === true;
  box.dataset.version = view.version;
  box.dataset.status = view.status;
  box.dataset.paused = String(isPaused);
  const open = entry.calls.filter((call) => isOpen(call, entry.decisions));
  const earlier = entry.calls.filter((call) => !open.includes(call));
  const heading = el("h2", {id: `g${n}-title`},
    `${titleOf(view.variant)}: ${view.players.map((p) => p.name).join(", ")}`,
    open.length ? " " : null,
    open.length ? el("span", {class: "mark call", text: `▶ ${t("director.openCount", {n: open.length})}`}) : null);
  const facts = el("dl", {class: "facts"},
    el("dt", {text: t("gameId")}), el("dd", {class: "game-id", text: view.id}),
    el("dt", {text: t("status")}), el("dd", {class: "game-status", text: `${t(view.status)}${isPaused ? ` · ‖ ${t("director.pausedShort")}` : ""}`}),
    el("dt", {text: t("phase")}), el("dd", {class: "game-phase", text: humanize(view.phase)}),
    el("dt", {text: t("version")}), el("dd", {class: "game-version", text: view.version}),
    entry.standing ? el("dt", {text: t("director.result")}) : null,
    entry.standing ? el("dd", {class: "game-result", "data-final": String(Boolean(entry.standing.final)),
      text: entry.standing.final ? t("director.final") : t("director.correctable")}) : null);
  const players = el("table", {class: "director-players"},
    el("caption", {text: t("director.players")}),
    el("thead", {}, el("tr", {}, [t("seat"), t("name"), t("total"), t("marks")].map((h) => el("th", {scope: "col", text: h})))),
    el("tbody", {}, view.players.map((player) => el("tr", {"data-seat": player.seat},
      el("td", {text: player.seat + 1}),
      el("th", {scope: "row", text: player.name}),
      el("td", {class: "score-total", text: view.scores?.[player.seat]?.total ?? ""}),
      el("td", {text: [view.to_act?.includes(player.seat) ? `▶ ${t("toAct")}` : "",
                       view.winners?.includes(player.seat) ? `★ ${t("winner")}` : "",
                       view.scores?.[player.seat]?.penalty ? `− ${t("director.penalised", {points: view.scores[player.seat].penalty})}` : ""]
        .filter(Boolean).join(" ")})))));
  const callItem = (call) => el("li", {"data-call": call.id ?? null, text: describeCall(g, call)},
    call.at ? el("span", {class: "hint", text: ` · ${clock(call.at)}`}) : null);
  const calls = [el("h3", {text: t("director.openCalls")}),
    open.length ? el("ul", {class: "calls open-calls"}, open.map(callItem))
      : el("p", {class: "hint no-calls", text: t("director.noOpenCalls")}),
    earlier.length ? el("details", {class: "earlier-calls"}, el("summary", {text: t("director.earlierCalls", {n: earlier.length})}),
      el("ul", {class: "calls"}, earlier.map(callItem))) : null];
  const decisions = [el("h3", {text: t("director.decisions")}),
    entry.decisions.length ? el("ol", {class: "decisions"}, entry.decisions.map((decision) =>
      el("li", {"data-decision": decision.type, text: describeDecision(g, decision)})))
      : el("p", {class: "hint", text: t("director.noDecisions")})];
  // The form is made once per game, so that a decision being written survives the page being
  // read again.
  entry.form = entry.form || decisionForm(entry);
  entry.result = entry.result || el("div", {class: "decision-result", "aria-live": "polite"});
  put(box, heading, entry.problem ? problemBox(t, page.rules, entry.problem) : null, facts, players,
    ...calls, ...decisions, entry.form, entry.result);
}

function clock(at) {
  const when = new Date(at);
  return Number.isNaN(when.getTime()) ? at : when.toLocaleTimeString(page.language);
}

// A random Idempotency-Key (crypto.randomUUID needs a secure context; a club's LAN may not be).
function newKey() {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// The decision form of a game: its type, the type's fields, the reason; sent with If-Match the
// version shown, so that a decision taken on a game that moved meanwhile is refused (412) and
// the game read again rather than misapplied.
function decisionForm(entry) {
  const p = `g${entry.index}`;
  const type = el("select", {id: `${p}-type`, name: "type"},
    Object.keys(TYPES).map((name) => el("option", {value: name, text: t(`director.types.${name}`)})));
  const fields = el("div", {class: "decision-fields"});
  const reason = el("textarea", {id: `${p}-reason`, name: "reason", rows: 2, maxlength: 500});
  const seats = () => entry.view.players;
  const seatSelect = () => el("select", {id: `${p}-seat`, name: "seat"},
    seats().map((player) => el("option", {value: player.seat, text: `${player.seat + 1}: ${player.name}`})));
  const number = (name, attributes = {}) => el("input", {id: `${p}-${name}`, name, type: "number", class: "number", ...attributes});
  const field = (name, control) => el("div", {class: "field"}, el("label", {for: control.id, text: t(`director.${name}`)}), control);
  function fill() {
    put(fields, TYPES[type.value].map((name) => {
      switch (name) {
        case "seat": return field("seat", seatSelect());
        case "points": return field("points", number("points", {min: 1}));
        case "seconds": return field("seconds", number("seconds", {min: 1, max: 86400}));
        case "version": return field("version", number("version", {min: 1}));
        case "move": return field("move", el("textarea", {id: `${p}-move`, name: "move", rows: 2, spellcheck: "false"}));
        case "winners":
          return el("fieldset", {class: "winners-field"}, el("legend", {text: t("director.winners")}),
            seats().map((player) => el("p", {class: "check"},
              el("input", {type: "checkbox", id: `${p}-winner-${player.seat}`, "data-winner": player.seat}),
              el("label", {for: `${p}-winner-${player.seat}`, text: seatWho({t, playerName: () => player.name}, player.seat)}))));
        case "scores":
          return el("fieldset", {class: "scores-field"}, el("legend", {text: t("director.scores")}),
            seats().map((player) => el("div", {class: "field"},
              el("label", {for: `${p}-score-${player.seat}`, text: `${player.seat + 1}: ${player.name}`}),
              number(`score-${player.seat}`, {"data-score": player.seat}))));
        default: return null;
      }
    }));
  }
  type.addEventListener("change", fill);
  fill();
  const form = el("form", {class: "decision-form", "data-form": entry.id, novalidate: true},
    el("h3", {text: t("director.decide")}),
    el("div", {class: "field"}, el("label", {for: `${p}-type`, text: t("director.type")}), type),
    fields,
    el("div", {class: "field"}, el("label", {for: `${p}-reason`, text: t("director.reason")}), reason),
    el("p", {class: "actions"}, el("button", {type: "submit", class: "primary", id: `${p}-decide`, text: t("director.submit")})));
  let last = {body: null, key: null};  // the same decision sent again keeps its Idempotency-Key
  form.addEventListener("submit", async (submit) => {
    submit.preventDefault();
    const body = {type: type.value, reason: reason.value.trim()};
    const value = (name) => form.querySelector(`[name="${name}"]`)?.value ?? "";
    for (const name of TYPES[type.value]) {
      if (name === "seat") body.seat = Number(value("seat"));
      else if (["points", "seconds", "version"].includes(name) && value(name) !== "") body[name] = Number(value(name));
      else if (name === "winners") {
        body.winners = [...form.querySelectorAll("[data-winner]")].filter((box) => box.checked).map((box) => Number(box.dataset.winner));
      } else if (name === "scores") {
        const given = [...form.querySelectorAll("[data-score]")].map((input) => input.value);
        if (given.some((score) => score !== "")) body.scores = given.map((score) => (score === "" ? 0 : Number(score)));
      } else if (name === "move" && value("move").trim()) {
        try {
          body.move = JSON.parse(value("move"));
        } catch {
          put(entry.result, el("div", {class: "problem", role: "alert"}, el("strong", {text: `✗ ${t("director.notJson")}`})));
          return;
        }
      }
    }
    const text = JSON.stringify(body);
    if (last.body !== text) last = {body: text, key: newKey()};
    // What was refused: the decision in words, or the type's name where it has no field.
    const what = TYPES[body.type].length ? decisionWhat(kit(entry), body) : t(`director.types.${body.type}`);
    const button = form.querySelector("button[type=submit]");
    put(entry.result);  // the reply to this decision, not the last one's, is read out
    button.disabled = true;
    try {
      const reply = await page.api.decide(entry.id, page.token, body, entry.view.version, last.key);
      last = {body: null, key: null};
      reason.value = "";
      put(entry.result, el("p", {class: "notice decided", role: "status",
        text: t("director.decided", {what: decisionWhat(kit(entry), reply.decision || body), version: reply.version})}));
    } catch (error) {
      put(entry.result, problemBox(t, page.rules, error, what));
    } finally {
      button.disabled = false;
    }
    await read(entry);
  });
  return form;
}

// A rule named by a refusal opens in the main page's rules panel, in a tab of its own: this
// page keeps its fragment (and its token).
document.addEventListener("click", (click) => {
  const link = click.target.closest("a.rule-link");
  if (!link) return;
  click.preventDefault();
  window.open(`./#rule-${encodeURIComponent(link.dataset.rule)}`, "_blank", "noopener");
});
document.getElementById("language").addEventListener("click", () => {
  page.language = LANGUAGES[(LANGUAGES.indexOf(page.language) + 1) % LANGUAGES.length];
  localStorage.setItem("referee.language", page.language);
  start();
});
window.addEventListener("hashchange", start);

start();
