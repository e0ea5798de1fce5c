import { expect, test } from "@playwright/test";
import { adminToken } from "./fixtures.ts";
import { expectAccessibleAtBothWidths } from "./support/axe.ts";
import { signIn } from "./support/staff.ts";

// The rules edited here are those of a new round that is not current: the shortlist of the current
// round, which other files use, keeps its channels.
test("the admin reads the UGC defaults and sets a round's own selection rules", async ({ page, request }, testInfo) => {
  const token = await adminToken(request);
  const tag = `${Date.now().toString(36)}${testInfo.retry}`.toUpperCase().slice(-6);
  const created = await request.post("/api/rounds", {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Rules round ${tag}`, applicationIdPrefix: `RR${tag}` },
  });
  expect(created.status()).toBe(201);
  const roundId = (await created.json()).data.id as string;

  await signIn(page, token);
  await page.goto("/admin-home");
  await page.getByRole("navigation", { name: "Main menu" }).getByText("Selection Rules").click();
  await expect(page).toHaveURL(/\/selection-rules$/);
  await expect(page.getByRole("heading", { level: 1, name: "Selection Rules" })).toBeVisible();
  const jrf = page.getByRole("group", { name: "NET with JRF" });
  await expect(jrf.getByRole("combobox", { name: "Ranked by" })).toHaveValue("Interview only");
  await expectAccessibleAtBothWidths(page, "Selection Rules");

  await page.goto(`/selection-rules?round=${roundId}`);
  await expect(page.getByRole("combobox", { name: "Admission round" })).toHaveValue(`Rules round ${tag}`);
  const net = page.getByRole("group", { name: "NET qualified" });
  await net.getByRole("combobox", { name: "Ranked by" }).click();
  await page.getByRole("option", { name: "Interview only" }).click();
  await page.getByLabel("Entrance test %").fill("60");
  await page.getByRole("button", { name: "Save rules" }).click();
  await expect(page.getByText("The two weights must add up to 100.")).toBeVisible();
  await page.getByLabel("Interview %").first().fill("40");
  await page.getByRole("button", { name: "Move down: Higher test or exam score" }).click();
  await page.getByRole("button", { name: "Save rules" }).click();
  await expect(page.getByText("Selection rules saved.")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Selection Rules saved");

  await page.reload();
  await expect(net.getByRole("combobox", { name: "Ranked by" })).toHaveValue("Interview only");
  await expect(page.getByLabel("Entrance test %")).toHaveValue("60");
  await expect(page.getByRole("list", { name: "Tie-breaks in order" }).getByRole("listitem").first()).toHaveText(
    "Earlier date of birth (older first)",
  );
});
