// The live table in a real browser: Debian's Chromium, driven by playwright-core,
// opens the join links that `tally serve` prints on 127.0.0.1. A viewer sees the
// table and a road scored at the host appear; a scorer link scores a city from the
// page's form; a viewer link cannot record. Then the page is photographed (light,
// dark, a phone's width) and compared with the committed pictures in screenshots/
// (`UPDATE_SCREENSHOTS=1` writes them again); a picture that differs is kept, with
// its differences marked, under tests/browser/target/screenshots/, and the failure
// says where.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, existsSync, rmSync, mkdirSync } from "node:fs";
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

let serve;
let links;
let context;

/** Runs `tally args...` on the test's database. */
function run(...args) {
  return execFileSync(tally, args, { env, encoding: "utf8" });
}

function link(role, label) {
  const found = links.find((entry) => entry.link.role === role && entry.link.label === label);
  assert.ok(found, `a ${role} link for ${label}`);
  return found.urls[0];
}

before(async () => {
  run("new", "--player", "Ann:red", "--player", "Ben:blue", "--expansions", "mini2_messages,mini6_robbers");
  serve = spawn(tally, ["serve", "--address", "127.0.0.1", "--port", "0", "--scorer", "Ben", "--json"], { env });
  const printed = await new Promise((resolve, reject) => {
    let out = "";
    serve.stdout.on("data", (chunk) => {
      out += chunk;
      try { resolve(JSON.parse(out)); } catch { /* not all of it yet */ }
    });
    serve.on("exit", (code) => reject(new Error(`tally serve ended with ${code}`)));
  });
  links = printed.links;
  assert.match(printed.address, /^127\.0\.0\.1:\d+$/, "it listens where it was told");
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
  if (serve) serve.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

async function open(url, options = {}) {
  const page = await context.newPage();
  if (options.viewport) await page.setViewportSize(options.viewport);
  await page.emulateMedia({ colorScheme: options.dark ? "dark" : "light" });
  await page.goto(url);
  await page.locator("#status.live").waitFor();
  await page.evaluate(() => document.fonts.ready);
  return page;
}

const score = (page, player) => page.locator(`#scores li[data-player="${player}"] .points`);

test("the join link shows the table, and a road scored on the host appears", async () => {
  const page = await open(link("viewer", "table"));
  await assert.doesNotReject(page.getByText("Ann", { exact: true }).first().waitFor());
  assert.equal(await score(page, "red").textContent(), "0");
  assert.equal(await page.locator("#turn").textContent(), "Turn 1 · Ann's turn · step 1A (Begin the turn)");
  assert.ok(await page.locator("#scoring").isHidden(), "a viewer gets no scoring form");

  run("score", "road", "3", "red");
  // Reference road.base: 1 point a tile.
  await page.locator('#scores li[data-player="red"] .points', { hasText: /^3$/ }).waitFor({ timeout: 5000 });
  const entry = page.locator('#entries li[data-seq="1"]');
  await entry.locator("summary").click();
  assert.match(await entry.textContent(), /#1 Road: Ann \+3/);
  assert.match(await entry.locator("td.rule").first().textContent(), /^road\.base$/, "rule ids in the breakdown");
  await page.close();
});

test("a scorer link scores a city from the browser", async () => {
  const viewer = await open(link("viewer", "table"));
  const page = await open(link("scorer", "Ben"));
  await page.locator("#scoring").waitFor();
  await page.locator('#scoring-item option[value="feature/city"]').waitFor({ state: "attached" });
  await page.selectOption("#scoring-item", "feature/city");
  // The core's scoring draft: the tiles are the players' to give, so nothing can be
  // recorded yet; the active player's knight is filled in.
  await page.locator('input[name="tiles"]').waitFor();
  assert.equal(await page.getByRole("button", { name: "Record" }).isDisabled(), true, "not before the tiles are given");
  assert.equal(await page.locator('input[name="followers:red"]').inputValue(), "1");
  await page.locator('input[name="tiles"]').fill("5");
  await page.locator('input[name="tiles"]').press("Tab");
  await page.locator(".preview").waitFor();
  await page.locator('input[name="coats_of_arms"]').fill("2");
  await page.locator('input[name="coats_of_arms"]').press("Tab");
  // Reference city.base (completed): 2 points a tile and 2 a coat of arms: 10 + 4.
  await page.locator(".preview", { hasText: "+14" }).waitFor();
  await page.getByRole("button", { name: "Record" }).click();
  await page.locator("#scoring-result", { hasText: "#" }).waitFor();
  assert.equal(await page.locator("#scoring-result").textContent(), "Recorded as entry #2");
  await viewer.locator('#scores li[data-player="red"] .points', { hasText: /^17$/ }).waitFor({ timeout: 5000 });
  assert.match(await viewer.locator('#entries li[data-seq="2"]').textContent(), /by Ben/, "who scored it");

  // A command that is no scoring (the end of a turn) goes from the page as it is.
  const sent = await page.evaluate(() => window.tallySend({ type: "end_turn" }));
  assert.deepEqual({ ok: sent.ok, seq: sent.answer.seq }, { ok: true, seq: 3 });
  await viewer.close();
  await page.close();
});

test("a viewer link cannot record", async () => {
  const page = await open(link("viewer", "table"));
  const before = run("log");
  const sent = await page.evaluate(() => window.tallySend({ type: "end_turn" }));
  assert.equal(sent.ok, false);
  assert.equal(sent.answer.error.field, "token");
  assert.equal(run("log"), before, "nothing changed");
  await page.close();
});

/** The table the pictures show: both Messages figures, a robber, a 50 tile. */
function playTheTableOfThePictures() {
  run("robber", "blue", "17");
  run("turn");
  run("score", "city", "12", "coats_of_arms=1", "red");
  run("score", "city", "3", "blue");
  run("score", "city", "4", "red");
  run("robber", "red", "19");
}

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

test("screenshots: light, dark and a phone's width", async () => {
  playTheTableOfThePictures();
  for (const [name, options] of [
    ["table-light", {}],
    ["table-dark", { dark: true }],
    ["table-phone", { viewport: { width: 390, height: 844 } }],
  ]) {
    const page = await open(link("viewer", "table"), options);
    await page.locator('#entries li[data-seq="9"]').waitFor();
    await page.locator('#entries li[data-seq="6"] summary').click();
    compare(name, await page.screenshot({ fullPage: true, animations: "disabled" }));
    await page.close();
  }
});
