import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Locator, type Page } from "@playwright/test";
import axe from "axe-core";

/** axe-core's browser build, read once per worker and evaluated once per document (decision 054). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The widths every page is checked at: a desktop and a small phone. */
export const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 360, height: 740 },
] as const;

/**
 * axe's full rule set: its defaults (WCAG A/AA tags and best practices, color-contrast included) plus
 * the rules it ships switched off — the experimental ones, among them label-content-name-mismatch
 * (WCAG 2.5.3: a control's visible text must be part of its accessible name), and target-size
 * (WCAG 2.2 AA). Left off: the AAA rules (7:1 contrast is not the portal's conformance target) and
 * the deprecated ones axe keeps only for old configurations.
 */
const ALL_RULES = Object.fromEntries(
  axe
    .getRules()
    .filter((r) => !r.tags.includes("wcag2aaa") && !r.tags.includes("deprecated"))
    .map((r) => [r.ruleId, { enabled: true }]),
);

/**
 * Runs axe-core with every rule enabled on the page as it stands and fails on any serious or
 * critical finding, listing each with the elements it hit.
 */
export async function expectAccessible(page: Page, label: string) {
  // A list that is loading its next page is dimmed on purpose; check it once it has settled.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const violations = await runAxe(page);
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = bad
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join("; ")}`)
          .join("\n"),
    )
    .join("\n");
  expect(bad, `axe on ${label} (${page.viewportSize()?.width}px):\n${report}`).toEqual([]);
}

/**
 * axe-core run in the page itself, once the page has settled (below): injected when the document
 * does not have it yet, then one `axe.run` over the whole document, in the same call as the wait.
 * @axe-core/playwright's analyze did the same checks but re-injected axe into every frame and
 * opened a blank page to merge the results on each call, ~1.5 s a check against ~0.2 s here
 * (decision 054). The portal's only frames show PDFs in Chromium's viewer, which axe cannot enter
 * either way, so frames are left out.
 */
async function runAxe(page: Page): Promise<axe.Result[]> {
  const found = await page.evaluate(settleAndRunAxe, ALL_RULES);
  if (found) return found;
  await page.evaluate(AXE_SOURCE);
  const after = await page.evaluate(settleAndRunAxe, ALL_RULES);
  if (!after) throw new Error("axe-core did not load in the page");
  return after;
}

/**
 * In the page: waits until every finite CSS transition and animation has ended (a modal fading in,
 * a toast fading in), then runs axe, or answers null when axe is not loaded yet. axe reads colours
 * as they stand, and mid-fade they fail contrast. Mantine starts a transition a frame or two after
 * it mounts the element (a notification's, on a busy machine, later still: axe once read a toast's
 * text at 1.09:1, its opacity a few hundredths), so the page must also stay still for two frames
 * in a row, with every notification fully opaque or gone and no list dimmed while it loads (a
 * filter that has just reached the address starts its request a render later), before it counts
 * as settled. Spinners
 * loop forever and are left alone. (With reduced motion, as the tests ask, there is rarely any.)
 */
async function settleAndRunAxe(rules: Record<string, { enabled: boolean }>): Promise<axe.Result[] | null> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const running = () =>
    document
      .getAnimations()
      .filter(
        (a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
      );
  const opacity = (el: Element | null): number =>
    el ? Number(getComputedStyle(el).opacity) * opacity(el.parentElement) : 1;
  const fading = () => [...document.querySelectorAll(".mantine-Notification-root")].some((n) => opacity(n) < 1);
  // A list loading its next page is dimmed on purpose (ListResults): read once it has its answer.
  const busy = () => document.querySelector('[aria-busy="true"]') !== null;
  const unsettled = () => fading() || busy();
  const deadline = performance.now() + 5_000;
  while (performance.now() < deadline) {
    const now = running();
    if (now.length > 0) {
      await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
      continue;
    }
    await frame();
    if (unsettled()) continue;
    await frame();
    if (running().length === 0 && !unsettled()) break;
  }
  const inPage = (window as unknown as { axe?: typeof axe }).axe;
  if (!inPage) return null;
  const result = await inPage.run(document, { rules, resultTypes: ["violations"], iframes: false });
  return result.violations;
}

/**
 * Checks the page at both widths: axe at 1280 px and at 360 px, and no horizontal scroll on the phone.
 * The viewport is restored afterwards so the test goes on as before.
 */
export async function expectAccessibleAtBothWidths(page: Page, label: string) {
  const before = page.viewportSize();
  for (const w of WIDTHS) {
    await page.setViewportSize({ width: w.width, height: w.height });
    await expectAccessible(page, label);
    if (w.name === "phone") {
      await expectFitsTheScreen(page, `${label} is wider than a 360 px screen`);
    }
  }
  if (before) await page.setViewportSize(before);
}

/**
 * The page settles no wider than the window. Polled, not read once: a layout that follows its own
 * measured width (the profile's stepper, through a ResizeObserver and an animation frame) reaches its
 * phone form a few frames after the resize, and on a loaded machine a single read can land between.
 * A page that stays too wide still fails, naming the elements that reach furthest past the edge.
 */
export async function expectFitsTheScreen(page: Page, message: string) {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const settled = await expect
    .poll(overflow, { timeout: 10_000, intervals: [50, 100, 250, 500] })
    .toBeLessThanOrEqual(1)
    .then(
      () => true,
      () => false,
    );
  if (settled) return;
  const found = await page.evaluate(horizontalOverflow);
  expect(found.overflow, `${message}: ${found.widest}`).toBeLessThanOrEqual(1);
}

/**
 * In the page: how far the document is wider than the window, and the elements that reach furthest
 * past its right edge (tag, classes, width, text), so a failure names what sticks out.
 */
export function horizontalOverflow(): { overflow: number; widest: string } {
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  if (overflow <= 1) return { overflow, widest: "" };
  const widest = [...document.body.querySelectorAll("*")]
    .map((el) => ({ el, right: el.getBoundingClientRect().right }))
    .filter((e) => e.right > window.innerWidth + 1)
    .sort((a, b) => b.right - a.right)
    .slice(0, 5)
    .map(({ el, right }) => {
      const cls = typeof el.className === "string" ? el.className.split(" ").slice(0, 2).join(".") : "";
      const text = (el.textContent ?? "").trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""} right=${Math.round(right)} "${text}"`;
    })
    .join("; ");
  return { overflow, widest };
}

/**
 * Opens an overlay (menu, modal, drawer), runs axe with it open at the current width, then closes it
 * with Escape: a page that passes at rest can still trap a screen-reader user in what it opens.
 * `open` performs the opening and returns the overlay.
 */
export async function expectAccessibleWhileOpen(page: Page, label: string, open: () => Promise<Locator>) {
  const overlay = await open();
  await expect(overlay).toBeVisible();
  await expectAccessible(page, `${label} (open)`);
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
}
