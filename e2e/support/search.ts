import type { Page } from "@playwright/test";

/**
 * Types into a server-searched list's box and waits for the answer to that search. The box sends
 * after a pause, and the first page may already show the row looked for: a test that only waits
 * for the row would go on (and run axe) while the searched page is still on its way.
 */
export async function searchList(page: Page, boxLabel: string, text: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes("/api/") && new URL(r.url()).searchParams.get("search") === text.trim(),
  );
  await page.getByLabel(boxLabel).fill(text);
  await answered;
}
