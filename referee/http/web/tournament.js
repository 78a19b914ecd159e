// A tournament's page (tournament.html, docs/tournaments.md "Tournaments"): its standings for
// anyone, `tournament.html#id=ID`; with the director's token, `#id=ID&token=T` (in the URL
// fragment, never sent to a server), its rounds and tables, a link to the director's page of
// its games (their calls and decisions), and the next round started from a pairing typed or
// pasted in: one table a line ("FED-1 FED-2"), a bye as "bye FED-9 full" (or half, zero).
// In English or Italian (i18n.js, the language button), as every page of the client. It calls
// only the operations openapi.yaml documents.

import {Api, Problem} from "./api.js";
import {el, put} from "./dom.js";
import {LANGUAGES, translate} from "./i18n.js";
import {problemBox} from "./problems.js";

//: How often the tournament and its standings are read again (ms).
const POLL = 5000;
const page = {language: initialLanguage(), api: null, id: null, token: null, version: null, timer: null, rules: null};

// The director's page's choice, kept in the same place (director.js).
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
  return {id: params.get("id"), token: params.get("token")};
}

// "A B\nbye C half" -> {tables: [["A", "B"]], byes: [{player: "C", kind: "half"}]}.
export function pairing(text) {
  const tables = [];
  const byes = [];
  for (const line of text.split("\n").map((l) => l.trim()).filter(Boolean)) {
    const words = line.split(/[\s,;]+/);
    if (words[0].toLowerCase() === "bye") byes.push({player: words[1], kind: (words[2] || "full").toLowerCase()});
    else tables.push(words);
  }
  return {tables, byes};
}

async function start() {
  clearInterval(page.timer);
  const where = route();
  page.id = where.id;
  page.token = where.token;
  page.api = new Api(page.language);
  document.documentElement.lang = page.language;
  document.title = `${t("tournament.title")} · ${t("title")}`;
  document.getElementById("brand").textContent = `${t("title")} · ${t("tournament.title")}`;
  document.getElementById("new-game").textContent = t("newGame");
  const language = document.getElementById("language");
  language.textContent = t("language");
  language.title = t("languageLabel");
  language.lang = LANGUAGES[(LANGUAGES.indexOf(page.language) + 1) % LANGUAGES.length];
  const main = document.getElementById("main");
  if (!page.rules) {
    fetch("rules.json").then((reply) => reply.json()).then((data) => { page.rules = data.rules; }).catch(() => null);
  }
  if (!page.id) {
    const form = el("form", {id: "open-form", class: "panel"},
      el("label", {for: "open-id", text: t("tournament.id")}), el("input", {id: "open-id", autocomplete: "off"}),
      el("p", {class: "actions"}, el("button", {type: "submit", class: "primary", text: t("tournament.open")})));
    form.addEventListener("submit", (submit) => {
      submit.preventDefault();
      location.hash = new URLSearchParams({id: form.querySelector("#open-id").value.trim()}).toString();
    });
    put(main, el("h1", {text: t("tournament.title")}), form);
    return;
  }
  put(main, el("h1", {id: "tournament-name", text: t("tournament.title")}),
    el("div", {id: "page-message", "aria-live": "assertive"}),
    el("section", {class: "panel"}, el("h2", {text: t("tournament.standings")}), el("div", {id: "standings"})),
    page.token ? directorPanel() : null,
    el("section", {class: "panel"}, el("h2", {text: t("tournament.rounds")}), el("div", {id: "rounds"})));
  await readAll();
  page.timer = setInterval(() => { if (!document.hidden) readAll(); }, POLL);
}

function directorPanel() {
  const tag = `tournament:${page.id}`;
  const link = `director.html#${new URLSearchParams({token: page.token, tag})}`;
  const form = el("form", {id: "round-form"},
    el("label", {for: "pairing", text: t("tournament.pairing")}),
    el("textarea", {id: "pairing", rows: 6, autocomplete: "off"}),
    el("p", {class: "actions"}, el("button", {type: "submit", class: "primary", id: "start-round", text: t("tournament.start")})),
    el("div", {id: "round-result", "aria-live": "polite"}));
  form.addEventListener("submit", async (submit) => {
    submit.preventDefault();
    const out = document.getElementById("round-result");
    try {
      // If-Match: a round started from a stale screen is refused (412), not created twice;
      // the Idempotency-Key makes a retried click safe.
      const made = await page.api.call("POST", `/v1/tournaments/${encodeURIComponent(page.id)}/rounds`, {
        token: page.token, body: pairing(form.querySelector("#pairing").value),
        headers: {"If-Match": `"${page.version}"`, "Idempotency-Key": crypto.randomUUID()}});
      put(out, el("p", {text: t("tournament.started", {round: made.round})}),
        el("ul", {id: "seat-links"}, made.tables.map((table) => el("li", {},
          t("tournament.table", {table: table.table}), table.players.flatMap((player, seat) => [
            el("a", {href: `./#${new URLSearchParams({game: table.game, token: table.seat_tokens[seat]})}`, text: player}), " "])))));
      form.querySelector("#pairing").value = "";
      await readAll();
    } catch (error) {
      put(out, problemBox(t, page.rules, error));
    }
  });
  return el("section", {class: "panel", id: "director"}, el("h2", {text: t("tournament.director")}),
    el("p", {}, el("a", {href: link, id: "director-link", text: t("tournament.directorLink")})), form);
}

async function readAll() {
  const message = document.getElementById("page-message");
  try {
    const tournament = await page.api.call("GET", `/v1/tournaments/${encodeURIComponent(page.id)}`);
    page.version = tournament.version;
    document.getElementById("tournament-name").textContent = tournament.name;
    const names = Object.fromEntries(tournament.players.map((p) => [p.id, p.name]));
    put(document.getElementById("rounds"), tournament.rounds.length ? tournament.rounds.map((round) => el("div", {class: "round", "data-round": round.round},
      el("h3", {text: t(round.ended ? "tournament.round" : "tournament.roundOn", {round: round.round})}),
      el("ul", {}, round.tables.map((table) => el("li", {text: t("tournament.tableLine", {table: table.table, players: table.players.map((id) => `${names[id] || id} (${id})`).join(" – ")})})),
        round.byes.map((bye) => el("li", {text: t("tournament.bye", {kind: t(`tournament.byes.${bye.kind}`), name: names[bye.player] || bye.player})}))))) : el("p", {text: t("tournament.noRound")}));
    put(message);
  } catch (error) {
    put(message, problemBox(t, page.rules, error));
    return;
  }
  const box = document.getElementById("standings");
  try {
    const signed = await page.api.call("GET", `/v1/tournaments/${encodeURIComponent(page.id)}/standings`);
    const standings = signed.standings;
    put(box, el("p", {class: "hint", text: standings.after_round === 0 ? t("tournament.noneEnded")
      : t(standings.final ? "tournament.afterFinal" : "tournament.afterOpen", {round: standings.after_round, key: signed.key_id})}),
      el("table", {id: "standings-table"},
        el("thead", {}, el("tr", {}, [t("tournament.rank"), t("tournament.player"), t("tournament.points"), ...standings.tiebreaks.map((code) => t(`tournament.tiebreaks.${code}`))].map((h) => el("th", {text: h})))),
        el("tbody", {}, standings.ranking.map((row) => el("tr", {"data-player": row.player},
          el("td", {text: row.rank}), el("td", {text: `${row.name} (${row.player})`}), el("td", {text: row.points}),
          row.tiebreaks.map((tb) => el("td", {text: tb.value})))))));
  } catch (error) {
    put(box, error instanceof Problem && error.status === 409 ? el("p", {text: t("tournament.noneEnded")}) : problemBox(t, page.rules, error));
  }
}

document.getElementById("language").addEventListener("click", () => {
  page.language = LANGUAGES[(LANGUAGES.indexOf(page.language) + 1) % LANGUAGES.length];
  localStorage.setItem("referee.language", page.language);
  start();
});
window.addEventListener("hashchange", start);
start();
