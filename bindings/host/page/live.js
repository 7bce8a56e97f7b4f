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

function playerName(id) {
  const player = state.table.players.find((p) => p.id === id);
  return player ? player.name : id;
}

function connect() {
  if (source) source.close();
  source = new EventSource("events");
  source.addEventListener("snapshot", (event) => {
    const snapshot = JSON.parse(event.data);
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
      word("step", { step: table.step }), ` (${table.step_name})`,
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

let scorable = null;
let form = null;

function refreshScoring() {
  const scorer = state.role === "scorer";
  $("scoring").hidden = !scorer;
  if (!scorer) return;
  const endTurn = $("end-turn");
  endTurn.hidden = !state.table.actions.end_turn.allowed;
  endTurn.textContent = word("end_turn");
  fetch("scorable").then((response) => response.json()).then((answer) => {
    scorable = answer;
    const select = $("scoring-item");
    const chosen = select.value;
    const items = [
      ...answer.features.map((item) => ({ kind: "feature", key: item.key, name: item.name })),
      ...answer.events.filter((item) => !item.refused).map((item) => ({ kind: "event", key: item.key, name: item.name })),
    ];
    select.replaceChildren(el("option", { value: "" }, "—"),
      ...items.map((item) => el("option", { value: `${item.kind}/${item.key}` }, item.name)));
    select.disabled = Boolean(answer.refused);
    if (items.some((item) => `${item.kind}/${item.key}` === chosen)) select.value = chosen;
  });
}

/** Draws the form of the chosen item from the host's `Form` (its fields in order). */
function chooseItem() {
  const chosen = $("scoring-item").value;
  $("scoring-result").textContent = "";
  if (!chosen) { $("scoring-form").replaceChildren(); form = null; return; }
  fetch(`form/${chosen}`).then((response) => response.json()).then((answer) => {
    form = { path: chosen, form: answer };
    const fields = answer.fields.map(drawField);
    $("scoring-form").replaceChildren(...fields, el("div", { class: "row" },
      el("button", { type: "submit" }, word("record")),
      el("button", { type: "button", class: "secondary", id: "scoring-cancel" }, word("cancel"))));
    $("scoring-cancel").onclick = () => { $("scoring-item").value = ""; chooseItem(); };
  });
}

function drawField(field) {
  const perPlayer = field.kind === "per_player_count" || field.kind === "per_player_toggle";
  if (perPlayer) {
    return el("fieldset", {}, el("legend", {}, field.label), state.table.players.map((player) =>
      el("label", {}, player.name, input(field, `${field.name}:${player.id}`))));
  }
  return el("label", { title: field.help || "" }, field.label, input(field, field.name));
}

function input(field, name) {
  const kind = field.kind;
  if (kind === "toggle" || kind === "per_player_toggle") {
    return el("input", { type: "checkbox", name, ...(field.default ? { checked: "" } : {}) });
  }
  if (kind === "choice" || kind === "player") {
    const options = kind === "choice"
      ? field.options.map((option) => el("option", { value: option.key }, option.label))
      : [el("option", { value: "" }, "—"), ...state.table.players.map((p) => el("option", { value: p.id }, p.name))];
    const select = el("select", { name }, options);
    if (field.default_option) select.value = field.default_option;
    return select;
  }
  const attrs = { type: "number", name, min: field.min, max: field.max, inputmode: "numeric" };
  if (!field.required && !kind.startsWith("per_player")) attrs.value = field.default;
  return el("input", attrs);
}

/** The values the player entered, by field name (per player: by player id). */
function values() {
  const found = {};
  for (const field of form.form.fields) {
    const read = (name) => {
      const node = $("scoring-form").elements[name];
      if (!node) return undefined;
      if (node.type === "checkbox") return node.checked;
      if (node.type === "number") return node.value === "" ? undefined : Number(node.value);
      return node.value === "" ? undefined : node.value;
    };
    if (field.kind.startsWith("per_player")) {
      found[field.name] = Object.fromEntries(state.table.players.map((p) => [p.id, read(`${field.name}:${p.id}`)]));
    } else {
      found[field.name] = read(field.name);
    }
  }
  return found;
}

// INTERIM, until the core's scoring draft lands (DESIGN.md 10; docs/live-table.md):
// then the page sends each change to `draft` and submits with `submit`, and this
// function goes. Until then it puts the form's values into the core's JSON command
// as they are, and the core checks every one of them.
function commandFromForm(kind, key, entered) {
  const inputs = {};
  const players = new Map();
  for (const field of form.form.fields) {
    const value = entered[field.name];
    if (field.kind.startsWith("per_player")) {
      for (const [id, given] of Object.entries(value)) {
        if (given === undefined || given === false || given === 0) continue;
        if (!players.has(id)) players.set(id, { id });
        players.get(id)[field.name] = given;
      }
    } else if (value !== undefined && !(field.kind === "toggle" && value === false)) {
      inputs[field.name] = value;
    }
  }
  const body = { inputs, players: [...players.values()] };
  return kind === "feature" ? { type: "score_feature", feature: key, ...body } : { type: "record_event", event: key, ...body };
}

/** A random idempotency key (crypto.randomUUID needs https; this does not). */
function newKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Sends a command once, retrying under the same key if the connection drops. */
async function send(command) {
  const key = newKey();
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch("command", {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ key, command }),
      });
      return { ok: response.ok, answer: await response.json() };
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)));
    }
  }
}

function showResult({ ok, answer }) {
  const result = $("scoring-result");
  result.classList.toggle("refused", !ok);
  result.textContent = ok
    ? word(answer.applied ? "recorded" : "already_recorded", { seq: answer.seq })
    : answer.error.message;
}

function submitForm(event) {
  event.preventDefault();
  if (!form) return;
  const [kind, key] = form.path.split("/");
  send(commandFromForm(kind, key, values())).then((outcome) => {
    showResult(outcome);
    if (outcome.ok) { $("scoring-item").value = ""; $("scoring-form").replaceChildren(); form = null; }
  });
}

/** Sends a JSON command from this page (the browser tests use it too). */
window.tallySend = (command) => send(command);

document.addEventListener("DOMContentLoaded", () => {
  $("scoring-item").addEventListener("change", chooseItem);
  $("scoring-form").addEventListener("submit", submitForm);
  $("end-turn").addEventListener("click", () => send({ type: "end_turn" }).then(showResult));
  connect();
});
