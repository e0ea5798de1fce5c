import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { REVIEW_MAIL_DELAY_SECONDS } from "../env.ts";

/**
 * The server's test clock (TEST_CLOCK=on, decision 053). Moving it runs what time made due (offer
 * lapses and reminders) and delivers the mail due by then before it answers, so a test reads the
 * outcome at once instead of waiting for it.
 */
type ClockBody = { advanceSeconds?: number; to?: string; reset?: true; deliverMailDueWithinSeconds?: number };
async function clock(request: APIRequestContext, data: ClockBody) {
  const res = await request.post("/api/test/clock", { data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return new Date((await res.json()).data.now as string);
}

/**
 * Moves the server's clock to `when` (or leaves it, when already past), and the page's with it when
 * given: a page that shows a window closing reads its browser's clock. The page's clock must have
 * been installed (`page.clock.install()`) before its first navigation.
 */
export async function moveClockTo(request: APIRequestContext, when: Date, page?: Page) {
  const now = await clock(request, { to: when.toISOString() });
  if (page) await page.clock.fastForward(Math.max(0, when.getTime() - (await page.evaluate(() => Date.now()))));
  return now;
}

/**
 * Gathered e-mails (review notices, offer updates) go now, without moving the clock: waitForMail
 * calls this, so a journey's actions before it make one e-mail and no test waits for the gathering.
 */
export async function deliverGatheredMail(baseUrl: string) {
  const res = await fetch(`${baseUrl}/api/test/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ deliverMailDueWithinSeconds: REVIEW_MAIL_DELAY_SECONDS * 10 } satisfies ClockBody),
  });
  if (!res.ok) throw new Error(`the test clock refused to deliver mail: ${res.status} ${await res.text()}`);
}

/**
 * The query client's pauses before its two retries of a failed read (1 s, then 2 s: TanStack
 * Query's default) run on the page's clock instead of being waited out. `failures` counts the
 * failed answers so far. The page's clock must have been installed before its first navigation.
 */
export async function runRetryPauses(page: Page, failures: () => number) {
  for (const [answered, pause] of [
    [1, 1_000],
    [2, 2_000],
  ] as const) {
    await expect.poll(failures).toBeGreaterThanOrEqual(answered);
    await page.clock.runFor(pause);
  }
}

/** Back to the machine's time: each browser test starts there (call in afterEach where a test moves it). */
export const resetClock = (request: APIRequestContext) => clock(request, { reset: true });
