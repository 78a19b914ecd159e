// The pages' few DOM helpers (app.js, director.js): elements made with text only (never markup),
// so a player's name or a message is never read as HTML.

// el("p", {class: "x", text: "…", onclick: f, "data-x": 1}, child, …)
export function el(tag, attributes = {}, ...children) {
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
export function put(node, ...children) {
  node.replaceChildren(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
}

export function ruleLink(id) {
  return el("a", {href: `#rule-${id}`, class: "rule-link", "data-rule": id, text: id});
}
