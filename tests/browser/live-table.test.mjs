// The live table in a real browser: Debian's Chromium, driven by playwright-core,
// opens the join links that `tally serve` prints on 127.0.0.1. A viewer sees the
// table and a road scored at the host appear, even when it comes while the page is
// still loading; it comes back by itself after a drop and a refused reconnect, and
// says since when it is stale; a scorer link scores a city, answers a dispatch on the
// second scoring figure, places a robber and chooses its victim, takes back its own
// entry and not another's, and a write made on a stale table is refused with what
// changed. Then the page is photographed (six players, a black one among them: light,
// dark, a phone's width, everyone at the start) and compared with the committed
// pictures in screenshots/ (`UPDATE_SCREENSHOTS=1` writes them again); a picture
// that differs is kept, with its differences marked, under
// tests/browser/target/screenshots/, and the failure says where.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, existsSync, rmSync, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { PNG } from "pngjs";
import pixelmatch from "pixelmatch";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const tally = process.env.TALLY_BIN || join(root, "target", "debug", "tally");
const shots = join(here, "screenshots");
/** Where a failed comparison leaves this run's picture and the differences. */
const evidence = join(here, "target", "screenshots");
const work = mkdtempSync(join(tmpdir(), "tally-browser-"));
const env = { ...process.env, TALLY_DB: join(work, "tally.db"), LANG: "en_US.UTF-8", LC_ALL: "" };

/** At most this share of the pixels may differ from a committed picture: a new
    Chromium may antialias a little differently; a layout that moved differs by far more. */
const TOLERANCE = 0.01;

const hosts = [];
let context;

/** Runs `tally args...` on the test's database. */
function run(...args) {
  return execFileSync(tally, args, { env, encoding: "utf8" });
}

/** A new game of `players` (`Name:colour`) with `expansions`; its number. */
function newGame(players, expansions) {
  const said = run("new", ...players.flatMap((player) => ["--player", player]), "--expansions", expansions.join(","));
  return Number(said.match(/^Game #(\d+) started\./)[1]);
}

/** A port nobody listens on now. */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `tally serve` for game `game` on 127.0.0.1 (at `port`, any free one when 0), with a
    scorer link for Ben; the links it prints, and the process. */
async function serve(game, port = 0) {
  const process = spawn(tally, ["serve", "--game", String(game), "--address", "127.0.0.1", "--port", String(port),
    "--scorer", "Ben", "--json"], { env });
  hosts.push(process);
  const printed = await new Promise((resolve, reject) => {
    let out = "";
    process.stdout.on("data", (chunk) => {
      out += chunk;
      try { resolve(JSON.parse(out)); } catch { /* not all of it yet */ }
    });
    process.on("exit", (code) => reject(new Error(`tally serve ended with ${code}`)));
  });
  assert.match(printed.address, /^127\.0\.0\.1:\d+$/, "it listens where it was told");
  const url = (role, label) => {
    const found = printed.links.find((entry) => entry.link.role === role && entry.link.label === label);
    assert.ok(found, `a ${role} link for ${label}`);
    return found.urls[0];
  };
  return { process, viewer: url("viewer", "table"), scorer: url("scorer", "Ben") };
}

/** Stops a `tally serve` at once, as a crash or a pulled plug would. */
async function kill(process) {
  const ended = new Promise((resolve) => process.once("exit", resolve));
  process.kill("SIGKILL");
  await ended;
}

before(async () => {
  context = await chromium.launchPersistentContext(join(work, "profile"), {
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
    locale: "en-US",
    viewport: { width: 1000, height: 900 },
    deviceScaleFactor: 1,
  });
});

after(async () => {
  if (context) await context.close();
  for (const process of hosts) process.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

/** Opens `url` and waits until the page is live; collects its console's errors. */
async function open(url, options = {}) {
  const page = await context.newPage();
  page.errors = [];
  page.on("console", (message) => { if (message.type() === "error") page.errors.push(message.text()); });
  page.on("pageerror", (error) => page.errors.push(String(error)));
  if (options.viewport) await page.setViewportSize(options.viewport);
  await page.emulateMedia({ colorScheme: options.dark ? "dark" : "light" });
  if (options.before) await options.before(page);
  await page.goto(url);
  await page.locator("#status.live").waitFor();
  await page.evaluate(() => document.fonts.ready);
  return page;
}

const points = (page, player) => page.locator(`#scores li[data-player="${player}"] .points`);

/** Waits until `player`'s score reads `score`. */
async function scoreIs(page, player, score) {
  await page.locator(`#scores li[data-player="${player}"] .points`, { hasText: new RegExp(`^${score}$`) })
    .waitFor({ timeout: 5000 });
}

/** No text of the scoring panel is a raw id, a field name in backticks or "null". */
async function assertNoRawText(page) {
  const text = await page.locator("#scoring").innerText();
  assert.doesNotMatch(text, /null|undefined|`/, text);
}

test("the join link shows the table, and a road scored on the host appears", async () => {
  const game = newGame(["Ann:red", "Ben:blue"], ["mini2_messages", "mini6_robbers"]);
  const { viewer } = await serve(game);
  const page = await open(viewer);
  await assert.doesNotReject(page.getByText("Ann", { exact: true }).first().waitFor());
  assert.equal(await points(page, "red").textContent(), "0");
  assert.equal(await page.locator("#turn").textContent(), "Turn 1 · Ann's turn · step 1A (Begin the turn)");
  assert.ok(await page.locator("#scoring").isHidden(), "a viewer gets no scoring form");

  run("score", "--game", String(game), "road", "3", "red");
  // Reference road.base: 1 point a tile.
  await scoreIs(page, "red", 3);
  const entry = page.locator('#entries li[data-seq="1"]');
  await entry.locator("summary").click();
  assert.match(await entry.textContent(), /#1 Road: Ann \+3/);
  assert.match(await entry.locator("td.rule").first().textContent(), /^road\.base$/, "rule ids in the breakdown");
  assert.deepEqual(page.errors, [], "no error on the console (the page names no icon the host refuses)");
  await page.close();
});

test("an update that arrives while the page loads the catalogue is applied once it is ready", async () => {
  const game = newGame(["Ann:red", "Ben:blue"], []);
  const { viewer } = await serve(game);
  let heldBack = false;
  const page = await open(viewer, {
    before: (page) => page.route("**/catalogue", async (route) => {
      if (!heldBack) {
        heldBack = true;
        // The snapshot is on its way; a road is scored before the catalogue comes.
        await new Promise((resolve) => setTimeout(resolve, 400));
        run("score", "--game", String(game), "road", "4", "red");
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
      await route.continue();
    }),
  });
  assert.ok(heldBack);
  // Reference road.base: 4 tiles, 4 points; the page is at entry #1 as the host is.
  await scoreIs(page, "red", 4);
  await page.locator('#entries li[data-seq="1"]').waitFor({ timeout: 5000 });
  await page.close();
});

test("a dropped page comes back by itself through a refused reconnect, says since when it is stale, and resumes", async () => {
  const game = newGame(["Ann:red", "Ben:blue"], []);
  const port = await freePort();
  let host = await serve(game, port);
  const requested = [];
  const page = await open(host.viewer, {
    before: (page) => page.route("**/events*", async (route) => {
      requested.push(route.request().url());
      // The first reconnect is refused (503), as a full host refuses it.
      if (requested.length === 2) await route.fulfill({ status: 503, body: "" });
      else await route.continue();
    }),
  });
  run("score", "--game", String(game), "road", "2", "red");
  await scoreIs(page, "red", 2);
  await kill(host.process);
  // While the host is away, the laptop scores on: Ben's road of 5 tiles.
  run("score", "--game", String(game), "road", "5", "blue");
  const stale = page.locator('#status[data-state="stale"]');
  await stale.waitFor({ timeout: 10000 });
  assert.match(await stale.textContent(), /^stale since \d\d:\d\d$/);
  assert.equal(await points(page, "blue").textContent(), "0", "it says it is stale while it shows the old table");
  host = await serve(game, port);
  await scoreIs(page, "blue", 5);
  await page.locator("#status.live").waitFor({ timeout: 20000 });
  assert.ok(requested.length >= 3, requested.join("\n"));
  assert.match(requested.at(-1), /events\?from=1$/, "it resumed from the entry it held");
  await page.close();
  await kill(host.process);
});

test("a scorer link scores a city from the browser", async () => {
  const game = newGame(["Ann:red", "Ben:blue"], ["mini2_messages", "mini6_robbers"]);
  const { viewer: viewerUrl, scorer } = await serve(game);
  const viewer = await open(viewerUrl);
  const page = await open(scorer);
  await page.locator("#scoring").waitFor();
  await page.locator('#scoring-item option[value="feature/city"]').waitFor({ state: "attached" });
  await page.selectOption("#scoring-item", "feature/city");
  // The core's scoring draft: the tiles are the players' to give, so nothing can be
  // recorded yet; the active player's knight is filled in.
  await page.locator('input[name="tiles"]').waitFor();
  assert.equal(await page.getByRole("button", { name: "Record" }).isDisabled(), true, "not before the tiles are given");
  assert.equal(await page.locator('input[name="followers:red"]').inputValue(), "1");
  await assertNoRawText(page);
  await page.locator('input[name="tiles"]').fill("5");
  await page.locator('input[name="tiles"]').press("Tab");
  await page.locator(".preview").waitFor();
  await page.locator('input[name="coats_of_arms"]').fill("2");
  await page.locator('input[name="coats_of_arms"]').press("Tab");
  // Reference city.base (completed): 2 points a tile and 2 a coat of arms: 10 + 4.
  await page.locator(".preview", { hasText: "+14" }).waitFor();
  await assertNoRawText(page);
  await page.getByRole("button", { name: "Record" }).click();
  await page.locator("#scoring-result", { hasText: "#" }).waitFor();
  assert.equal(await page.locator("#scoring-result").textContent(), "Recorded as entry #1");
  await scoreIs(viewer, "red", 14);
  assert.match(await viewer.locator('#entries li[data-seq="1"]').textContent(), /by Ben/, "who scored it");
  await viewer.close();
  await page.close();
});

test("a viewer link cannot record", async () => {
  const game = newGame(["Ann:red", "Ben:blue"], []);
  const { viewer } = await serve(game);
  const page = await open(viewer);
  const before = run("log", "--game", String(game));
  const sent = await page.evaluate(() => window.tallySend({ type: "end_turn" }));
  assert.equal(sent.ok, false);
  assert.equal(sent.answer.error.field, "token");
  assert.equal(run("log", "--game", String(game)), before, "nothing changed");
  await page.close();
});

test("a scorer answers a dispatch and moves the second scoring figure", async () => {
  const game = newGame(["Ann:red", "Ben:blue"], ["mini2_messages"]);
  const { viewer: viewerUrl, scorer } = await serve(game);
  // Ann's road of 5 tiles takes her first figure to space 5, a dark space: she draws
  // a dispatch (reference 0.3.1).
  run("score", "--game", String(game), "road", "5", "red");
  const viewer = await open(viewerUrl);
  const page = await open(scorer);
  const question = page.locator("#question p");
  await question.waitFor();
  assert.equal(await question.textContent(), "Ann draws a dispatch: figure 1 stopped on dark space 5.");
  await page.getByRole("button", { name: "Answer the dispatch" }).click();
  await page.locator('select[name="dispatch-tile"]').waitFor();
  assert.equal(await page.locator('select[name="dispatch-tile"]').inputValue(), "two_points");
  // Take the 2 points on the second figure: from space 0 to space 2.
  const second = page.getByRole("radio", { name: "figure 2: space 0 → 2" });
  await second.check();
  await page.locator(".preview", { hasText: "+2" }).waitFor();
  assert.equal(await page.getByRole("radio", { name: "figure 2: space 0 → 2" }).isChecked(), true);
  await assertNoRawText(page);
  await page.getByRole("button", { name: "Record" }).click();
  await page.locator("#scoring-result", { hasText: "Recorded as entry #2" }).waitFor();
  await scoreIs(viewer, "red", 7);
  assert.equal(await viewer.locator('#scores li[data-player="red"] .figures').textContent(), "figure 1: space 5figure 2: space 2");
  assert.equal(await page.locator("#question").textContent(), "", "no question waits any more");
  await viewer.close();
  await page.close();
});

test("a scorer places a robber and chooses whom it robs", async () => {
  const game = newGame(["Ann:red", "Ben:blue", "Cleo:green"], ["mini6_robbers"]);
  const { scorer } = await serve(game);
  // Ben's and Cleo's figures on space 3.
  run("score", "--game", String(game), "road", "3", "blue");
  run("score", "--game", String(game), "road", "3", "green");
  const page = await open(scorer);
  await page.locator("#robber").waitFor();
  await page.selectOption("#robber-owner", "red");
  await page.selectOption("#robber-space", "3");
  await page.getByRole("button", { name: "Place the robber" }).click();
  await page.locator("#scoring-result", { hasText: "Recorded as entry #3" }).waitFor();
  // Both figures leave space 3 in one round: Ann chooses whom her robber robs.
  run("score", "--game", String(game), "road", "2", "blue", "+", "road", "2", "green");
  const question = page.locator("#question p");
  await question.waitFor();
  assert.equal(await question.textContent(), "Ann chooses whom the robber on space 3 robs.");
  await assertNoRawText(page);
  await page.getByRole("button", { name: "Rob Cleo (+2)" }).click();
  await page.locator("#scoring-result", { hasText: "Recorded as entry #5" }).waitFor();
  // Reference 0.5: half of Cleo's 2 points, rounded up: 1 for Ann.
  await scoreIs(page, "red", 1);
  await page.close();
});

test("a scorer takes back its own entry, and not the host's", async () => {
  const game = newGame(["Ann:red", "Ben:blue"], []);
  const { viewer: viewerUrl, scorer } = await serve(game);
  const viewer = await open(viewerUrl);
  const page = await open(scorer);
  const sent = await page.evaluate(() => window.tallySend({ type: "score_feature", feature: "road", inputs: { tiles: 2 },
    players: [{ id: "red", followers: 1 }] }));
  assert.deepEqual({ ok: sent.ok, seq: sent.answer.seq }, { ok: true, seq: 1 });
  const undo = page.getByRole("button", { name: "Take back #1" });
  await undo.waitFor();
  await undo.click();
  await page.locator("#scoring-result", { hasText: "Recorded as entry #2" }).waitFor();
  await scoreIs(viewer, "red", 0);
  await viewer.locator('#entries li.empty').waitFor();

  run("score", "--game", String(game), "road", "4", "blue");
  await scoreIs(page, "blue", 4);
  assert.equal(await page.locator("#undo-own").isHidden(), true, "the host's entry is not the scorer's to take back");
  const refused = await page.evaluate(() => window.tallySend({ type: "undo" }));
  assert.equal(refused.status, 403);
  assert.equal(refused.answer.error.code, "host_only");
  assert.equal(refused.answer.error.message, "only the host does this: #3 Road: Ben +4 was not recorded from this link; "
    + "a scorer link takes back only its own last entry");
  await scoreIs(viewer, "blue", 4);
  await viewer.close();
  await page.close();
});

test("a scorer's end of the turn made on a stale table is refused with what changed", async () => {
  const game = newGame(["Ann:red", "Ben:blue"], []);
  const port = await freePort();
  let host = await serve(game, port);
  let offline = false;
  const page = await open(host.scorer, {
    before: (page) => page.route("**/events*", (route) => (offline ? route.abort() : route.continue())),
  });
  const endTurn = page.getByRole("button", { name: "End the turn" });
  await endTurn.waitFor();
  // The phone loses the host and cannot hear it again; meanwhile the laptop ends
  // Ann's turn.
  offline = true;
  await kill(host.process);
  run("turn", "--game", String(game));
  host = await serve(game, port);
  await page.locator('#status[data-state="stale"]').waitFor({ timeout: 10000 });
  assert.match(await page.locator("#turn").textContent(), /Ann's turn/, "the page still shows Ann's turn");
  await endTurn.click();
  const result = page.locator("#scoring-result.refused");
  await result.waitFor();
  assert.equal(await result.textContent(), "the game changed elsewhere and was reloaded: #1 Turn 1 ends; Ben begins is "
    + "new since this phone saw entry #0; nothing was recorded: look at the table and record it again if it still applies");
  assert.match(run("show", "--game", String(game)), /turn 2, Ben's turn/, "Ben's turn goes on");
  // Back in reach, the page catches up.
  offline = false;
  await page.locator("#status.live").waitFor({ timeout: 20000 });
  await page.locator("#turn", { hasText: "Ben's turn" }).waitFor();
  await page.close();
  await kill(host.process);
});

function compare(name, png) {
  const file = join(shots, `${name}.png`);
  if (process.env.UPDATE_SCREENSHOTS || !existsSync(file)) {
    mkdirSync(shots, { recursive: true });
    writeFileSync(file, png);
    if (!process.env.UPDATE_SCREENSHOTS) assert.fail(`${file} was missing; it is written now: look at it and commit it`);
    return;
  }
  const want = PNG.sync.read(readFileSync(file));
  const got = PNG.sync.read(png);
  if (got.width !== want.width || got.height !== want.height) {
    const actual = keep(`${name}.actual.png`, png);
    assert.fail(`${name}: ${got.width}x${got.height} instead of ${want.width}x${want.height}; this run's picture: ${actual}`);
  }
  const diff = new PNG({ width: want.width, height: want.height });
  const differing = pixelmatch(want.data, got.data, diff.data, want.width, want.height, { threshold: 0.1 });
  const share = differing / (want.width * want.height);
  if (share > TOLERANCE) {
    const actual = keep(`${name}.actual.png`, png);
    const marked = keep(`${name}.diff.png`, PNG.sync.write(diff));
    assert.fail(`${name}: ${(share * 100).toFixed(3)}% of the pixels differ; this run's picture: ${actual}, the differences: ${marked}`);
  }
}

/** Keeps a picture of a failed comparison in tests/browser/target/screenshots (the
    run's temporary folder is deleted), says where on stderr, and returns its path. */
function keep(fileName, png) {
  mkdirSync(evidence, { recursive: true });
  const path = join(evidence, fileName);
  writeFileSync(path, png);
  console.error(`screenshot kept: ${path}`);
  return path;
}

/** In the page: the contrast ratio (WCAG 2) of the edge of each dot and token of the
    player whose colour is `colour` with the background behind it. */
function edgeContrasts(colour) {
  const rgb = (text) => text.match(/[\d.]+/g).map(Number);
  const luminance = ([r, g, b]) => [r, g, b].map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  /** The colour `rgba` shows over `under`. */
  const over = (rgba, under) => { const [r, g, b, a = 1] = rgb(rgba); return [r, g, b].map((v, i) => v * a + under[i] * (1 - a)); };
  const behind = (node) => {
    for (let at = node.parentElement; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (colour !== "rgba(0, 0, 0, 0)") return rgb(colour).slice(0, 3);
    }
    return [255, 255, 255];
  };
  const row = document.querySelector(`#scores li[data-player] .swatch[style*="${{ black: "38, 36, 31", white: "247, 247, 242" }[colour]}"]`);
  const nodes = [row, ...document.querySelectorAll(`#track .token[style*="${{ black: "38, 36, 31", white: "247, 247, 242" }[colour]}"]`)];
  return nodes.filter(Boolean).map((node) => {
    const back = behind(node);
    const [a, b] = [luminance(over(getComputedStyle(node).borderTopColor, back)), luminance(back)];
    return Math.round(100 * (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) / 100;
  });
}

/** Every space of the track drawn as the same square, and every token in it seen
    whole (none cut off by its space). */
async function assertEvenTrack(page) {
  const sizes = await page.locator("#track .space").evaluateAll((spaces) =>
    spaces.map((space) => { const box = space.getBoundingClientRect(); return [Math.round(box.width), Math.round(box.height)]; }));
  assert.equal(sizes.length, 50);
  assert.ok(sizes.every(([width, height]) => width === sizes[0][0] && height === sizes[0][1] && width === height),
    JSON.stringify(sizes));
  const cut = await page.locator("#track .token").evaluateAll((tokens) => tokens.filter((token) => {
    const [box, space] = [token.getBoundingClientRect(), token.closest(".space").getBoundingClientRect()];
    return box.left < space.left || box.right > space.right || box.top < space.top || box.bottom > space.bottom;
  }).map((token) => `${token.title} on ${token.closest(".space").dataset.space}`));
  assert.deepEqual(cut, [], "tokens cut off by their space");
}

test("screenshots: six players with a black one, light, dark, a phone's width, and everyone at the start", async () => {
  const players = ["Ann:red", "Ben:blue", "Cleo:black", "Dan:white", "Eve:green", "Finn:yellow"];
  const game = newGame(players, ["mini2_messages", "mini6_robbers"]);
  const { viewer } = await serve(game);
  // Everyone's two figures on space 0: twelve tokens in one space.
  const start = await open(viewer, { viewport: { width: 390, height: 844 } });
  await assertEvenTrack(start);
  compare("table-start-phone", await start.screenshot({ fullPage: true, animations: "disabled" }));
  await start.close();

  // The table of the pictures: a 50 tile under Ann's first figure (56 points:
  // reference city.base, 25 tiles and 3 coats of arms, space 6), Ben's second figure,
  // Cleo's robber beside it, the black and the white player's figures on the track.
  const g = String(game);
  run("score", "--game", g, "city", "25", "coats_of_arms=3", "red");
  run("turn", "--game", g);
  run("score", "--game", g, "road", "4", "blue", "blue.figure=2");
  run("robber", "--game", g, "black", "4");
  run("turn", "--game", g);
  run("score", "--game", g, "city", "3", "black");
  run("turn", "--game", g);
  run("score", "--game", g, "road", "2", "white");
  for (const [name, options] of [
    ["table-light", {}],
    ["table-dark", { dark: true }],
    ["table-phone", { viewport: { width: 390, height: 844 } }],
    ["table-phone-dark", { viewport: { width: 390, height: 844 }, dark: true }],
  ]) {
    const page = await open(viewer, options);
    await page.locator('#entries li[data-seq="8"]').waitFor();
    await page.locator('#entries li[data-seq="1"] summary').click();
    await assertEvenTrack(page);
    // The black player (Cleo) and the white one (Dan) stand out from the page: the
    // edge of their dot and tokens contrasts with what is behind (WCAG ratio 3 at least).
    for (const player of ["black", "white"]) {
      const ratios = await page.evaluate(edgeContrasts, player);
      assert.ok(ratios.length >= 2 && ratios.every((ratio) => ratio >= 3), `${name}, ${player}: ${ratios}`);
    }
    assert.deepEqual(page.errors, [], name);
    compare(name, await page.screenshot({ fullPage: true, animations: "disabled" }));
    await page.close();
  }
});
