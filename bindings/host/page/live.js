// The live table's page. It draws what the host sends — the table summary, the last
// entries with their breakdowns, the words in the viewer's language — and keeps it
// up to date from the server-sent events (`events`): a `snapshot` to start from, then
// one `update` per command, in order. The browser reconnects by itself and sends
// the last event id, so the host sends only what was missed. Nothing here decides a
// rule: every text, number and form comes from the host.
"use strict";

const ENTRIES_SHOWN = 12;
const COLOURS = {
  red: "#d2302c", yellow: "#f2c81f", green: "#2e9a4a", blue: "#2f62c9", black: "#26241f",
  grey: "#8c8c8c", pink: "#ef7fb6", purple: "#7d4bb3", orange: "#ee7a22", white: "#f7f7f2",
};

let state = null;
let source = null;

const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (name === "class") node.className = value;
    else if (name === "style") node.style.cssText = value;
    else node.setAttribute(name, value);
  }
  for (const child of children.flat(Infinity)) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

/** A word of the page in the viewer's language, its `{name}`s filled in. */
function word(key, args) {
  let text = (state && state.words[key]) || key;
  for (const [name, value] of Object.entries(args || {})) text = text.split(`{${name}}`).join(String(value));
  return text;
}

/** What the table offers, by key (names, steps): read once, the summary names by key. */
let catalogue = null;

function loadCatalogue() {
  return fetch("catalogue").then((response) => response.json()).then((answer) => { catalogue = answer; });
}

function stepName(step) {
  const info = catalogue && catalogue.steps.find((item) => item.step === step);
  return info ? ` (${info.name})` : "";
}

function itemName(kind, key) {
  if (!catalogue) return key;
  const found = kind === "feature"
    ? catalogue.features.map((feature) => feature.info).find((info) => info.key === key)
    : catalogue.events.find((event) => event.key === key);
  return found ? found.name : key;
}

function playerName(id) {
  const player = state.table.players.find((p) => p.id === id);
  return player ? player.name : id;
}

function connect() {
  if (source) source.close();
  source = new EventSource("events");
  source.addEventListener("snapshot", async (event) => {
    const snapshot = JSON.parse(event.data);
    if (!catalogue) await loadCatalogue();
    state = {
      seq: snapshot.seq, role: snapshot.role, label: snapshot.label, words: snapshot.words,
      table: snapshot.table, entries: snapshot.entries, by: {},
    };
    for (const scored of snapshot.by) state.by[scored.seq] = scored.label;
    document.documentElement.lang = snapshot.language;
    draw();
    refreshScoring();
  });
  source.addEventListener("update", (event) => {
    if (!state) return;
    const update = JSON.parse(event.data);
    if (update.change.change === "reload") { connect(); return; }
    apply(update);
    draw();
    refreshScoring();
  });
  source.onopen = () => setStatus(true);
  source.onerror = () => setStatus(false);
}

function setStatus(live) {
  const status = $("status");
  status.textContent = state ? word(live ? "live" : "reconnecting") : "";
  status.classList.toggle("live", live);
}

/** Applies a log change (the core's `LogChange`) to the entries shown. */
function apply(update) {
  state.seq = update.seq;
  state.table = update.table;
  for (const scored of update.by) state.by[scored.seq] = scored.label;
  const change = update.change;
  let entries = state.entries;
  if (change.change === "push") {
    entries = [change.item, ...entries.filter((item) => item.seq !== change.item.seq)];
  } else if (change.change === "pop") {
    entries = entries.filter((item) => item.seq !== change.seq);
  } else if (change.change === "replace") {
    const changed = new Map(change.changed.map((item) => [item.seq, item]));
    entries = entries.filter((item) => !change.removed.includes(item.seq) && !changed.has(item.seq));
    entries = [...entries, ...changed.values()].sort((a, b) => b.seq - a.seq);
  }
  state.entries = entries.slice(0, ENTRIES_SHOWN);
}

function draw() {
  document.title = word("title");
  $("title").textContent = word("title");
  $("scores-title").textContent = word("scores");
  $("track-title").textContent = word("track");
  $("entries-title").textContent = word("entries");
  $("scoring-title").textContent = word("score");
  setStatus(source && source.readyState === EventSource.OPEN);
  drawTurn();
  drawScores();
  drawTrack();
  drawEntries();
}

function drawTurn() {
  const table = state.table;
  const turn = $("turn");
  turn.replaceChildren();
  if (table.phase === "playing") {
    turn.append(
      el("strong", {}, word("turn", { turn: table.turn })), " · ",
      word("turn_of", { player: playerName(table.active) }), " · ",
      word("step", { step: table.step }), stepName(table.step),
    );
  } else {
    turn.append(el("strong", {}, word(table.phase === "finished" ? "finished" : "end_game")));
  }
  if (table.pending) turn.append(el("div", { class: "pending" }, word("waiting")));
}

function drawScores() {
  const table = state.table;
  const rows = table.players.map((player) => {
    const figures = player.figures.map((figure, index) => el("span", {},
      table.flags.messages ? `${word("figure", { figure: index + 1 })}: ` : "",
      word("space", { space: figure.space }),
      laps(figure.tiles)));
    if (player.robber !== null && player.robber !== undefined) {
      figures.push(el("span", {}, `${word("robber")}: ${word("space", { space: player.robber })}`));
    }
    return el("li", { class: player.id === table.active && table.phase === "playing" ? "active" : "", "data-player": player.id },
      el("span", { class: "swatch", style: `background:${COLOURS[player.colour] || "#999"}` }),
      el("span", { class: "name" }, player.name),
      el("span", { class: "points" }, String(player.score)),
      el("span", { class: "figures" }, figures));
  });
  $("scores").replaceChildren(...rows);
}

/** The 50/100 tiles beside a figure. */
function laps(tiles) {
  const shown = [];
  for (let i = 0; i < tiles.hundreds; i++) shown.push(el("span", { class: "lap", title: word("tiles") }, "100"));
  for (let i = 0; i < tiles.fifties; i++) shown.push(el("span", { class: "lap", title: word("tiles") }, "50"));
  return shown;
}

function drawTrack() {
  const table = state.table;
  const dark = new Set(table.flags.dark_spaces);
  const spaces = [];
  for (let space = 0; space < 50; space++) {
    spaces.push(el("div", { class: dark.has(space) ? "space dark" : "space", "data-space": space },
      el("span", { class: "n" }, String(space))));
  }
  for (const player of table.players) {
    const colour = COLOURS[player.colour] || "#999";
    player.figures.forEach((figure, index) => {
      spaces[figure.space].append(el("span", {
        class: index === 0 ? "token" : "token second", style: `background:${colour}`,
        title: `${player.name} · ${word("figure", { figure: index + 1 })}`,
      }));
    });
    if (player.robber !== null && player.robber !== undefined) {
      spaces[player.robber].append(el("span", {
        class: "token robber", style: `background:${colour}`, title: `${player.name} · ${word("robber")}`,
      }));
    }
  }
  const legend = [];
  if (table.flags.messages) {
    legend.push(el("span", {}, el("span", { class: "token" }), word("figure", { figure: 1 })));
    legend.push(el("span", {}, el("span", { class: "token second" }), word("figure", { figure: 2 })));
    legend.push(el("span", {}, el("span", { class: "space dark", style: "width:12px;height:12px" }), word("dark_space")));
  }
  if (table.flags.robbers) legend.push(el("span", {}, el("span", { class: "token robber" }), word("robber")));
  $("track").replaceChildren(...spaces);
  const old = $("track").nextElementSibling;
  if (old) old.remove();
  if (legend.length) $("track").after(el("div", { class: "legend" }, legend));
}

function drawEntries() {
  if (!state.entries.length) {
    $("entries").replaceChildren(el("li", { class: "empty" }, word("no_entries")));
    return;
  }
  $("entries").replaceChildren(...state.entries.map((item) => {
    const by = state.by[item.seq];
    const head = [`#${item.seq} ${item.summary}`, by ? el("span", { class: "by" }, word("by", { label: by })) : null];
    if (!item.awards.length) return el("li", { "data-seq": item.seq }, head);
    const awards = item.awards.map((award) => [
      el("div", { class: "award" }, `${playerName(award.player)} ${award.points >= 0 ? "+" : ""}${award.points}`),
      el("table", {}, award.rows.map((row) => el("tr", {},
        el("td", {}, row.label), el("td", { class: "q" }, String(row.quantity)),
        el("td", { class: "p" }, `${row.points >= 0 ? "+" : ""}${row.points}`), el("td", { class: "rule" }, row.rule)))),
    ]);
    return el("li", { "data-seq": item.seq }, el("details", {}, el("summary", {}, head), awards));
  }));
}

// ---- Scoring, for scorer links -------------------------------------------------
//
// The scorer fills the core's scoring draft (DESIGN.md principle 10): the page keeps
// the draft value the host hands back, sends each change as an action (`draft`), and
// draws the view that comes back — the form with its values, what is missing, the
// preview, whether it can be recorded and why not. `submit` records the draft; the
// page never makes a scoring command itself.

/** The draft and its view, while one is open. */
let drafting = null;

function refreshScoring() {
  const scorer = state.role === "scorer";
  $("scoring").hidden = !scorer;
  if (!scorer) return;
  const endTurn = $("end-turn");
  endTurn.hidden = !state.table.actions.end_turn.allowed;
  endTurn.textContent = word("end_turn");
  const scorable = state.table.scorable;
  const select = $("scoring-item");
  const chosen = select.value;
  const items = [
    ...scorable.features.map((key) => ({ kind: "feature", key })),
    ...scorable.events.filter((event) => !event.refused).map((event) => ({ kind: "event", key: event.key })),
  ];
  select.replaceChildren(el("option", { value: "" }, "—"),
    ...items.map((item) => el("option", { value: `${item.kind}/${item.key}` }, itemName(item.kind, item.key))));
  select.disabled = Boolean(scorable.refused);
  if (items.some((item) => `${item.kind}/${item.key}` === chosen)) select.value = chosen;
}

/** Sends one action on the draft (or, with no draft, how it begins); draws the answer. */
async function act(action) {
  const body = drafting ? { draft: drafting.draft, action } : { action };
  const response = await fetch("draft", {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) { showRefusal(answer); return false; }
  drafting = answer;
  drawDraft();
  return true;
}

function chooseItem() {
  const chosen = $("scoring-item").value;
  $("scoring-result").textContent = "";
  drafting = null;
  if (!chosen) { $("scoring-form").replaceChildren(); return; }
  const [kind, key] = chosen.split("/");
  act({ start: "item", kind, key });
}

/** Draws the open item's fields from the draft's view, and the preview. */
function drawDraft() {
  const view = drafting.view;
  const item = view.items[view.current];
  const fields = item.fields.map(drawField);
  const preview = view.preview
    ? el("p", { class: "preview" }, view.preview.awards.map((award) =>
      `${playerName(award.player)} ${award.points >= 0 ? "+" : ""}${award.points}`).join(" · "))
    : null;
  const why = view.submit.allowed ? null : el("p", { class: "why" }, view.submit.why_not || "");
  const record = el("button", { type: "submit", ...(view.submit.allowed ? {} : { disabled: "" }) }, word("record"));
  $("scoring-form").replaceChildren(...fields, preview, why, el("div", { class: "row" }, record,
    el("button", { type: "button", class: "secondary", id: "scoring-cancel" }, word("cancel"))));
  $("scoring-cancel").onclick = () => { $("scoring-item").value = ""; chooseItem(); };
}

function drawField(entry) {
  const field = entry.field;
  if (entry.players.length) {
    return el("fieldset", {}, el("legend", {}, field.label), entry.players.map((value) =>
      el("label", {}, playerName(value.player),
        input(field, `${field.name}:${value.player}`, value.value, { field: field.name, player: value.player }))));
  }
  const node = input(field, field.name, entry.value ?? null, { field: field.name, player: null }, entry.locked);
  return el("label", { title: field.help || "", class: entry.missing ? "missing" : "" }, field.label, node);
}

/** An input for `field` showing `value`; a change is sent as the draft's action. */
function input(field, name, value, target, locked) {
  const kind = field.kind;
  const item = drafting.view.current;
  const set = (value) => act(value === null
    ? { action: "clear", item, field: target.field, player: target.player }
    : { action: "set", item, field: target.field, player: target.player, value });
  let node;
  if (kind === "toggle" || kind === "per_player_toggle") {
    node = el("input", { type: "checkbox", name, ...(value ? { checked: "" } : {}) });
    node.addEventListener("change", () => set(kind === "toggle" ? node.checked : (node.checked ? 1 : 0)));
  } else if (kind === "choice" || kind === "player") {
    node = el("select", { name }, el("option", { value: "" }, "—"),
      field.options.map((option) => el("option", { value: option.key }, option.label)));
    node.value = value ?? "";
    node.addEventListener("change", () => set(node.value === "" ? null : node.value));
  } else {
    node = el("input", { type: "number", name, min: field.min, max: field.max, inputmode: "numeric" });
    if (value !== null && value !== undefined) node.value = String(value);
    node.addEventListener("change", () => set(node.value === "" ? null : Number(node.value)));
  }
  if (locked) node.setAttribute("disabled", "");
  return node;
}

/** A random idempotency key (crypto.randomUUID needs https; this does not). */
function newKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Posts `body` to `path` once, retrying under the same key if the connection drops. */
async function once(path, body) {
  const key = newKey();
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(path, {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ key, seen: state.seq, ...body }),
      });
      return { ok: response.ok, answer: await response.json() };
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)));
    }
  }
}

/** Sends a command that is no scoring (the end of a turn) once. */
const send = (command) => once("command", { command });

function showRefusal(answer) {
  const result = $("scoring-result");
  result.classList.add("refused");
  result.textContent = answer.error.message;
}

function showResult({ ok, answer }) {
  const result = $("scoring-result");
  result.classList.toggle("refused", !ok);
  result.textContent = ok
    ? word(answer.applied ? "recorded" : "already_recorded", { seq: answer.seq })
    : answer.error.message;
}

/** The values typed but not sent yet (a field left without a change event). */
async function flushTyped() {
  for (const node of $("scoring-form").querySelectorAll("input[type=number]")) {
    const [field, player] = node.name.split(":");
    const entry = drafting.view.items[drafting.view.current].fields.find((found) => found.field.name === field);
    const shown = player
      ? entry.players.find((value) => value.player === player).value
      : entry.value;
    if (node.value !== "" && Number(node.value) !== shown) {
      const sent = await act({ action: "set", item: drafting.view.current, field, player: player || null, value: Number(node.value) });
      if (!sent) return false;
    }
  }
  return true;
}

async function submitForm(event) {
  event.preventDefault();
  if (!drafting || !(await flushTyped())) return;
  if (!drafting.view.submit.allowed) return;
  const outcome = await once("submit", { draft: drafting.draft });
  showResult(outcome);
  if (outcome.ok) { $("scoring-item").value = ""; $("scoring-form").replaceChildren(); drafting = null; }
}

/** Sends a command from this page (the browser tests use it too). */
window.tallySend = (command) => send(command);

document.addEventListener("DOMContentLoaded", () => {
  $("scoring-item").addEventListener("change", chooseItem);
  $("scoring-form").addEventListener("submit", submitForm);
  $("end-turn").addEventListener("click", () => send({ type: "end_turn" }).then(showResult));
  connect();
});
