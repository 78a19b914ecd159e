// A refused move, decision or call as a sentence, for every page: a 422 (or a 409 naming a rule:
// a paused game, a closed correction period) names the rule (a link to its text, its title and
// words) and the referee's reason; a 400 says what in the request was wrong, field by field; a
// 429 says how long to wait. Never JSON.

import {Problem} from "./api.js";
import {wordOr} from "./cards.js";
import {el, ruleLink} from "./dom.js";

// A field error in words: "cards: unknown card 'nonsense'" (400).
function fieldErrors(t, errors, prefix = "") {
  if (Array.isArray(errors)) return [`${prefix || t("request")}: ${errors.join("; ")}`];
  if (errors && typeof errors === "object") {
    return Object.entries(errors).flatMap(([name, value]) =>
      fieldErrors(t, value, `${prefix ? `${prefix} › ` : ""}${wordOr(t, `field.${name}`, name.replaceAll("_", " "))}`));
  }
  return [`${prefix}: ${errors}`];
}

function headline(t, error, what) {
  const refused = what ? t("refusedMove", {move: what}) : t("refused");
  switch (error.status) {
    case 422: return refused;
    case 409: return error.body.rule ? refused : t("conflict");
    case 400: return t("badRequest");
    case 412: return t("stale");
    case 404: return t("notFound");
    case 401: case 403: return t("notAllowed");
    case 429: return error.retryAfter !== null ? t("tooManyWait", {seconds: error.retryAfter}) : t("tooMany");
    default: return t("error", {status: error.status});
  }
}

// `t` the page's words, `rules` the rule texts (rules.json, or null before they load), `what`
// the refused move or decision in words (or null).
export function problemBox(t, rules, error, what = null) {
  if (!(error instanceof Problem)) {
    return el("div", {class: "problem", role: "alert", tabindex: "-1"}, el("strong", {text: `✗ ${t("failed")}`}),
      el("p", {text: String(error.message || error)}));
  }
  const body = error.body;
  const rule = body.rule;
  const text = rule && rules?.[rule]?.text;
  const title = (rule && rules?.[rule]?.title) || "";
  return el("div", {class: "problem", role: "alert", tabindex: "-1", "data-status": error.status, "data-rule": rule || null},
    el("strong", {text: `✗ ${headline(t, error, what)}`}),
    el("p", {class: "problem-detail", text: body.detail || body.title || ""}),
    body.errors ? el("ul", {class: "field-errors"}, fieldErrors(t, body.errors).map((line) => el("li", {text: line}))) : null,
    rule ? el("p", {class: "problem-rule"}, `${t("rule")} `, ruleLink(rule), title ? ` — ${title}` : "") : null,
    text ? el("blockquote", {class: "rule-text", text: text.replace(/\*\*?|`/g, "")}) : null);
}
