// The live table's page. It draws what the host sends — the table summary, the last
// entries with their breakdowns, the words in the viewer's language — and keeps it
// up to date from the server-sent events (`events`): a `snapshot` to start from, then
// one `update` per command, in order. It is never silently stale: events that arrive
// before the page is ready are kept and applied once it is; after any failure (a
// dropped connection, a refused reconnect) the page reconnects by itself with a
// growing pause, resuming from the last entry it holds (`events?from=n`), and says
// since when it has not heard the host. Nothing here decides a rule: every text,
// number, form and choice comes from the host.
"use strict";

const ENTRIES_SHOWN = 12;
const COLOURS = {
  red: "#d2302c", yellow: "#f2c81f", green: "#2e9a4a", blue: "#2f62c9", black: "#26241f",
  grey: "#8c8c8c", pink: "#ef7fb6", purple: "#7d4bb3", orange: "#ee7a22", white: "#f7f7f2",
};
/** How many tokens share a space, from which they are drawn smaller: some, crowded. */
const SOME = 3;
const CROWDED = 5;
/** The pauses between reconnections, in milliseconds: doubling up to the last. */
const FIRST_PAUSE = 500;
const LONGEST_PAUSE = 15000;

/** The table as drawn (null until the first snapshot is applied). */
let state = null;
/** What the table offers, by key (names, steps): read once. */
let catalogue = null;
/** Events received before the catalogue: applied, in order, once it is here. */
const early = [];

const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") node.className = value;
    else if (name === "style") node.style.cssText = value;
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat(Infinity)) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
}

/** A word of the page in the viewer's language, its `{name}`s filled in. */
function word(key, args) {
  let text = (state && state.words[key]) || "";
  for (const [name, value] of Object.entries(args || {})) text = text.split(`{${name}}`).join(String(value));
  return text;
}

function stepName(step) {
  const info = catalogue && catalogue.steps.find((item) => item.step === step);
  return info ? ` (${info.name})` : "";
}

function itemName(kind, key) {
  const found = kind === "feature"
    ? catalogue.features.map((feature) => feature.info).find((info) => info.key === key)
    : catalogue.events.find((event) => event.key === key);
  return found ? found.name : "";
}

function playerName(id) {
  const player = state.table.players.find((p) => p.id === id);
  return player ? player.name : "";
}

// ---- The connection ------------------------------------------------------------

const link = { source: null, failures: 0, timer: null, lastHeard: null, staleSince: null, closed: false };

/** Opens the events, from the entry the page holds when it has one. */
function connect() {
  clearTimeout(link.timer);
  if (link.source) link.source.close();
  const source = new EventSource(state ? `events?from=${state.seq}` : "events");
  link.source = source;
  source.addEventListener("snapshot", (event) => received("snapshot", event.data));
  source.addEventListener("update", (event) => received("update", event.data));
  // Any failure — a drop, a refusal (503, 429, 500) — is the page's to handle: the
  // browser's own retry gives up for good on a refusal.
  source.onerror = () => { if (link.source === source) lost(); };
}

function lost() {
  link.source.close();
  link.source = null;
  if (!link.staleSince) link.staleSince = link.lastHeard || new Date();
  link.failures += 1;
  drawStatus();
  const pause = Math.min(LONGEST_PAUSE, FIRST_PAUSE * 2 ** (link.failures - 1));
  link.timer = setTimeout(reconnect, pause * (0.8 + 0.4 * Math.random()));
}

/** Reconnects, unless the link no longer opens the table (revoked, game deleted). */
async function reconnect() {
  try {
    const answer = await fetch("catalogue", { cache: "no-store" });
    if (answer.status === 401) {
      link.closed = true;
      drawStatus();
      return;
    }
  } catch {
    // The host is out of reach: the events will say so.
  }
  connect();
}

/** One event from the host: kept until the catalogue is here, then applied. */
function received(kind, data) {
  link.lastHeard = new Date();
  link.failures = 0;
  link.staleSince = null;
  early.push([kind, JSON.parse(data)]);
  if (catalogue) applyEarly();
  else drawStatus();
}

function applyEarly() {
  while (early.length) {
    const [kind, message] = early.shift();
    if (kind === "snapshot") startFrom(message);
    else if (state && message.change.change === "reload") {
      // The host read the game again: start over from a snapshot.
      state = null;
      early.length = 0;
      connect();
      return;
    } else if (state) apply(message);
  }
  if (!state) return;
  draw();
  refreshScoring();
}

function startFrom(snapshot) {
  state = {
    seq: snapshot.seq, link: snapshot.link, role: snapshot.role, label: snapshot.label, words: snapshot.words,
    table: snapshot.table, entries: snapshot.entries, by: {}, undo: snapshot.undo,
  };
  for (const scored of snapshot.by) state.by[scored.seq] = scored.label;
  document.documentElement.lang = snapshot.language;
}

/** Applies an update (the core's `LogChange` and the table after it). */
function apply(update) {
  state.seq = update.seq;
  state.table = update.table;
  state.undo = update.undo;
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

function drawStatus() {
  const status = $("status");
  if (!state) return;
  const time = (date) => date.toLocaleTimeString(document.documentElement.lang, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  let text = word("live");
  let kind = "live";
  if (link.closed) [text, kind] = [word("link_closed"), "stale"];
  else if (link.staleSince && link.failures > 1) [text, kind] = [word("stale_since", { time: time(link.staleSince) }), "stale"];
  else if (link.staleSince) [text, kind] = [word("reconnecting"), "reconnecting"];
  status.textContent = text;
  status.className = `status ${kind}`;
  status.dataset.state = kind;
}

// ---- The table -----------------------------------------------------------------

function draw() {
  document.title = word("title");
  $("title").textContent = word("title");
  $("scores-title").textContent = word("scores");
  $("track-title").textContent = word("track");
  $("entries-title").textContent = word("entries");
  $("scoring-title").textContent = word("score");
  drawStatus();
  drawTurn();
  drawScores();
  drawTrack();
  drawEntries();
}

/** What the game waits on, in words, naming who must answer. */
function questionText(pending) {
  if (pending.prompt === "dispatch") {
    return word("dispatch_waiting", { player: playerName(pending.player), figure: pending.figure + 1, space: pending.space });
  }
  if (pending.prompt === "robber_choice") {
    return word("robber_waiting", { player: playerName(pending.owner), space: pending.space });
  }
  return word("waiting");
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
  if (table.pending) turn.append(el("div", { class: "pending" }, questionText(table.pending)));
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

/** The value of the 50/100 tiles beside a figure (0 without any). */
function lapValue(tiles) {
  return 100 * tiles.hundreds + 50 * tiles.fifties;
}

/** The 50/100 tiles beside a figure, in the scores. */
function laps(tiles) {
  const shown = [];
  for (let i = 0; i < tiles.hundreds; i++) shown.push(el("span", { class: "lap", title: word("tiles") }, "100"));
  for (let i = 0; i < tiles.fifties; i++) shown.push(el("span", { class: "lap", title: word("tiles") }, "50"));
  return shown;
}

function drawTrack() {
  const table = state.table;
  const dark = new Set(table.flags.dark_spaces);
  const tokens = Array.from({ length: 50 }, () => []);
  for (const player of table.players) {
    const colour = COLOURS[player.colour] || "#999";
    player.figures.forEach((figure, index) => {
      const token = el("span", {
        class: index === 0 ? "token" : "token second", style: `background:${colour}`,
        title: `${player.name} · ${word("figure", { figure: index + 1 })}`,
      });
      const value = lapValue(figure.tiles);
      // A figure past a lap stands on its 50/100 tile, as on the board.
      tokens[figure.space].push(value > 0
        ? el("span", { class: "figure", "data-player": player.id }, token, el("span", { class: "lap-tile", title: word("tiles") }, String(value)))
        : token);
    });
    if (player.robber !== null && player.robber !== undefined) {
      tokens[player.robber].push(el("span", {
        class: "token robber", style: `background:${colour}`, title: `${player.name} · ${word("robber")}`,
      }));
    }
  }
  const spaces = tokens.map((here, space) => {
    const size = here.length >= CROWDED ? "crowded" : here.length >= SOME ? "some" : "";
    return el("div", { class: ["space", dark.has(space) ? "dark" : "", size].join(" ").trim(), "data-space": space },
      el("span", { class: "n" }, String(space)), el("span", { class: "tokens" }, here));
  });
  const legend = [];
  if (table.flags.messages) {
    legend.push(el("span", {}, el("span", { class: "token" }), word("figure", { figure: 1 })));
    legend.push(el("span", {}, el("span", { class: "token second" }), word("figure", { figure: 2 })));
    legend.push(el("span", {}, el("span", { class: "space dark" }), word("dark_space")));
  }
  if (table.flags.robbers) legend.push(el("span", {}, el("span", { class: "token robber" }), word("robber")));
  legend.push(el("span", {}, el("span", { class: "lap-tile" }, "50"), word("tiles")));
  $("track").replaceChildren(...spaces);
  const old = $("track").nextElementSibling;
  if (old) old.remove();
  $("track").after(el("div", { class: "legend" }, legend));
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
      el("div", { class: "award" }, `${playerName(award.player)} ${signed(award.points)}`),
      el("table", {}, award.rows.map((row) => el("tr", {},
        el("td", {}, row.label), el("td", { class: "q" }, String(row.quantity)),
        el("td", { class: "p" }, signed(row.points)), el("td", { class: "rule" }, row.rule)))),
    ]);
    return el("li", { "data-seq": item.seq }, el("details", {}, el("summary", {}, head), awards));
  }));
}

const signed = (points) => `${points >= 0 ? "+" : ""}${points}`;

// ---- Scoring, for scorer links -------------------------------------------------
//
// A scorer fills the core's scoring draft (DESIGN.md principle 10): the page keeps
// the draft value the host hands back, sends each change as an action (`draft`), and
// draws the view that comes back — the form with its values, what is missing, the
// figure that moves, a dispatch's tile, the preview, whether it can be recorded.
// `submit` records the draft; the page makes no scoring command itself. The other
// writes (the end of the turn, a robber, a robber's victim, the scorer's own undo)
// are the commands the summary offers. Every write names the entry the page holds
// (`seen`): one the game no longer means the same way is refused, with what changed.

/** The draft and its view, while one is open. */
let drafting = null;

function refreshScoring() {
  const scorer = state.role === "scorer";
  $("scoring").hidden = !scorer;
  if (!scorer) return;
  const table = state.table;
  drawQuestion();
  const endTurn = $("end-turn");
  endTurn.hidden = !table.actions.end_turn.allowed;
  endTurn.textContent = word("end_turn");
  const undo = $("undo-own");
  const mine = table.actions.undo.allowed && state.undo && state.undo.link === state.link;
  undo.hidden = !mine;
  if (mine) undo.textContent = word("undo_own", { seq: state.undo.seq });
  drawRobberPlacement();
  const scorable = table.scorable;
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

/** The question the game waits on, with the scorer's way to answer it. */
function drawQuestion() {
  const pending = state.table.pending;
  const question = $("question");
  if (!pending) { question.replaceChildren(); return; }
  const parts = [el("p", {}, questionText(pending))];
  if (pending.prompt === "dispatch") {
    const answer = el("button", { type: "button", id: "answer-dispatch" }, word("answer_dispatch"));
    answer.addEventListener("click", () => { drafting = null; act({ start: "dispatch" }); });
    parts.push(el("div", { class: "row" }, answer));
  } else if (pending.prompt === "robber_choice") {
    parts.push(el("div", { class: "row" }, pending.candidates.map((candidate) => {
      const rob = el("button", { type: "button", class: "secondary", "data-victim": candidate.player },
        `${word("rob", { player: playerName(candidate.player) })} (${signed(candidate.points)})`);
      rob.addEventListener("click", () => send({ type: "choose_robber_victim", victim: candidate.player }).then(showResult));
      return rob;
    })));
  }
  question.replaceChildren(...parts);
}

/** Where a robber may be placed now (the summary's placements), and the button. */
function drawRobberPlacement() {
  const placements = state.table.robber_placements.filter((placement) => placement.spaces.length);
  const row = $("robber");
  row.hidden = !placements.length;
  if (!placements.length) return;
  $("robber-owner-label").textContent = word("robber_owner");
  $("robber-space-label").textContent = word("robber");
  $("place-robber").textContent = word("place_robber");
  const owner = $("robber-owner");
  const kept = owner.value;
  owner.replaceChildren(...placements.map((placement) => el("option", { value: placement.owner }, playerName(placement.owner))));
  if (placements.some((placement) => placement.owner === kept)) owner.value = kept;
  drawRobberSpaces();
}

function drawRobberSpaces() {
  const placement = state.table.robber_placements.find((found) => found.owner === $("robber-owner").value);
  const spaces = placement ? placement.spaces : [];
  $("robber-space").replaceChildren(...spaces.map((space) => el("option", { value: space }, word("space", { space }))));
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
  $("scoring-result").textContent = "";
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

function closeDraft() {
  $("scoring-item").value = "";
  $("scoring-form").replaceChildren();
  drafting = null;
}

/** Draws the draft's view: a dispatch's tile, the open item's fields, the figures
    that move, the preview, and why it cannot be recorded yet. */
function drawDraft() {
  const view = drafting.view;
  const parts = [];
  if (view.dispatch) parts.push(drawDispatch(view.dispatch));
  const item = view.items[view.current];
  if (item) parts.push(...item.fields.map(drawField).flat());
  parts.push(...view.figures.map(drawFigureRow));
  if (view.preview) {
    parts.push(el("p", { class: "preview" }, view.preview.awards.map((award) =>
      `${playerName(award.player)} ${signed(award.points)}`).join(" · ")));
  }
  const why = whyNot(view, item);
  if (why) parts.push(el("p", { class: "why" }, why));
  const record = el("button", { type: "submit", disabled: !view.submit.allowed }, word("record"));
  const cancel = el("button", { type: "button", class: "secondary", id: "scoring-cancel" }, word("cancel"));
  cancel.addEventListener("click", closeDraft);
  parts.push(el("div", { class: "row" }, record, cancel));
  $("scoring-form").replaceChildren(...parts);
}

/** Why the draft cannot be recorded yet: a field still to give is asked for beside
    it (its `ask`), so the refusal is said here only when it is about no field shown. */
function whyNot(view, item) {
  if (view.submit.allowed || !view.submit.why_not) return "";
  const field = view.refusal && view.refusal.field;
  const shown = field && item && item.fields.some((entry) => entry.field.name === field);
  return shown ? "" : view.submit.why_not;
}

/** A dispatch's tile, its count or the feature of its meeple. */
function drawDispatch(dispatch) {
  const tiles = dispatch.options.tiles;
  const select = el("select", { name: "dispatch-tile" },
    tiles.map((tile) => el("option", { value: tile.key }, tile.name)));
  select.value = dispatch.tile;
  select.addEventListener("change", () => act({ action: "choose_tile", tile: select.value }));
  const parts = [el("label", {}, word("dispatch_tile"), select)];
  const tile = tiles.find((found) => found.key === dispatch.tile);
  if (tile && tile.help) parts.push(el("p", { class: "help" }, tile.help));
  if (tile && tile.form.form === "meeple") {
    const feature = el("select", { name: "meeple-feature" },
      tile.form.features.map((info) => el("option", { value: info.key }, info.name)));
    if (dispatch.feature) feature.value = dispatch.feature;
    feature.addEventListener("change", () => act({ action: "choose_tile", tile: tile.key, feature: feature.value }));
    parts.push(el("label", {}, word("meeple_feature"), feature));
  }
  if (dispatch.count) {
    const count = dispatch.count;
    const node = numberInput(count.field, "dispatch-count", count.value);
    node.addEventListener("change", () => act({ action: "set_count", count: node.value === "" ? null : Number(node.value) }));
    parts.push(el("label", { class: count.missing ? "missing" : null }, count.field.label, node));
    if (count.missing && count.field.ask) parts.push(el("p", { class: "ask" }, count.field.ask));
  }
  return el("fieldset", { class: "dispatch" }, el("legend", {}, word("dispatch")), parts);
}

/** Which scoring figure takes a player's points (Messages). */
function drawFigureRow(row) {
  const name = `figure:${row.player}`;
  const options = row.options.map((option) => {
    const place = option.place;
    const text = place
      ? word("figure_option", { figure: option.figure + 1, space: place.space, lands: place.lands_on })
      : word("figure", { figure: option.figure + 1 });
    const radio = el("input", { type: "radio", name, value: option.figure, checked: option.figure === row.figure });
    radio.addEventListener("change", () => act({ action: "choose_figure", player: row.player, figure: option.figure }));
    return el("label", {}, el("span", {}, text, place && place.dark ? el("span", { class: "dark-mark" }, ` · ${word("dark_space")}`) : null), radio);
  });
  return el("fieldset", { class: "figures-choice" }, el("legend", {}, word("figure_moves", { player: playerName(row.player) })), options);
}

function drawField(entry) {
  const field = entry.field;
  if (entry.players.length) {
    return el("fieldset", {}, el("legend", {}, field.label), entry.players.map((value) =>
      el("label", {}, playerName(value.player),
        input(field, `${field.name}:${value.player}`, value.value, { field: field.name, player: value.player }))));
  }
  const node = input(field, field.name, entry.value ?? null, { field: field.name, player: null }, entry.locked);
  const label = el("label", { title: field.help || null, class: entry.missing ? "missing" : null }, field.label, node);
  if (entry.missing && field.ask) return [label, el("p", { class: "ask" }, field.ask)];
  return label;
}

function numberInput(field, name, value) {
  const node = el("input", { type: "number", name, min: field.min, max: field.max, inputmode: "numeric" });
  if (value !== null && value !== undefined) node.value = String(value);
  return node;
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
    node = el("input", { type: "checkbox", name, checked: Boolean(value) });
    node.addEventListener("change", () => set(kind === "toggle" ? node.checked : (node.checked ? 1 : 0)));
  } else if (kind === "choice" || kind === "player") {
    node = el("select", { name }, el("option", { value: "" }, "—"),
      field.options.map((option) => el("option", { value: option.key }, option.label)));
    node.value = value ?? "";
    node.addEventListener("change", () => set(node.value === "" ? null : node.value));
  } else {
    node = numberInput(field, name, value);
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

/** Posts `body` to `path` once — naming the entry the page holds — retrying under
    the same key if the connection drops. */
async function once(path, body) {
  const key = newKey();
  const seen = state.seq;
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(path, {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ key, seen, ...body }),
      });
      return { ok: response.ok, status: response.status, answer: await response.json() };
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)));
    }
  }
}

/** Sends a command that is no scoring (the end of a turn, a robber, an undo) once. */
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
  const item = drafting.view.items[drafting.view.current];
  if (!item) return true;
  for (const node of $("scoring-form").querySelectorAll("input[type=number]")) {
    const [field, player] = node.name.split(":");
    const entry = item.fields.find((found) => found.field.name === field);
    if (!entry) continue;
    const shown = player ? entry.players.find((value) => value.player === player).value : entry.value;
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
  if (outcome.ok) closeDraft();
}

/** Sends a command from this page (the browser tests use it too). */
window.tallySend = (command) => send(command);

document.addEventListener("DOMContentLoaded", () => {
  $("scoring-item").addEventListener("change", chooseItem);
  $("scoring-form").addEventListener("submit", submitForm);
  $("end-turn").addEventListener("click", () => send({ type: "end_turn" }).then(showResult));
  $("undo-own").addEventListener("click", () => send({ type: "undo" }).then(showResult));
  $("robber-owner").addEventListener("change", drawRobberSpaces);
  $("place-robber").addEventListener("click", () => send({
    type: "place_robber", owner: $("robber-owner").value, space: Number($("robber-space").value),
  }).then(showResult));
  connect();
  loadCatalogue(FIRST_PAUSE);
});

/** Reads the catalogue, again after a growing pause until it comes; then the events
    kept meanwhile are applied. */
async function loadCatalogue(pause) {
  try {
    const response = await fetch("catalogue");
    if (response.ok) {
      catalogue = await response.json();
      applyEarly();
      return;
    }
    if (response.status === 401) {
      link.closed = true;
      return;
    }
  } catch {
    // Out of reach for now.
  }
  setTimeout(() => loadCatalogue(Math.min(LONGEST_PAUSE, pause * 2)), pause);
}
