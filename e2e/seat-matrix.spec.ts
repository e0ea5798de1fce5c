import { type AdmissionRound, CATEGORIES, CATEGORY_LABELS, type ReservationSettings, splitSeats } from "@phd/shared";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { adminToken } from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths, WIDTHS } from "./support/axe.ts";
import { signIn } from "./support/staff.ts";

// The seats of one department of the current round, which no other browser test reads: nothing else on
// the site changes. The department is unlocked and the round's percentages put back afterwards.
const DEPARTMENT = "Environmental Science";

const sum = (values: Record<string, number>) => Object.values(values).reduce((s, v) => s + v, 0);

/** At 360 px the open dialog scrolls up and down only: its grid fits the screen's width. */
async function expectDialogFitsPhone(page: Page, dialog: Locator) {
  const before = page.viewportSize();
  const phone = WIDTHS.find((w) => w.name === "phone");
  if (!phone) throw new Error("no phone width");
  await page.setViewportSize({ width: phone.width, height: phone.height });
  await expect
    .poll(() =>
      dialog.evaluate((el) => {
        const body = el.querySelector(".mantine-Modal-body") ?? el;
        return Math.max(
          el.scrollWidth - el.clientWidth,
          body.scrollWidth - body.clientWidth,
          el.getBoundingClientRect().right - window.innerWidth,
        );
      }),
    )
    .toBeLessThanOrEqual(1);
  if (before) await page.setViewportSize(before);
}

test("the admin sets the reservation percentages, fills a department's seats from them, locks and unlocks them", async ({
  page,
  request,
}) => {
  // Many screens, each checked by axe at two widths: ~40 s alone, over a minute beside another test.
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const rounds = (await (await request.get("/api/rounds", { headers })).json()).data as AdmissionRound[];
  const current = rounds.find((r) => r.isCurrent);
  if (!current) throw new Error("no current admission round");
  const matrixUrl = `/api/rounds/${current.id}/seat-matrix`;
  const saved = (await (await request.get(matrixUrl, { headers })).json()).data.reservation as ReservationSettings;

  try {
    await signIn(page, token);
    await page.goto("/admin-home");
    await page.getByRole("navigation", { name: "Main menu" }).getByText("Seat Matrix").click();
    await expect(page).toHaveURL(/\/seat-matrix$/);
    await expect(page.getByRole("heading", { level: 1, name: "Seat Matrix" })).toBeVisible();
    const table = page.getByRole("table", { name: "Seats by department" });
    const row = table.getByRole("row").filter({ hasText: DEPARTMENT });
    await expect(row.getByRole("button", { name: `Edit ${DEPARTMENT}` })).toBeEnabled();
    await expectAccessibleAtBothWidths(page, "Seat Matrix");

    // The round's percentages: OBC 20 % and 6 % for persons with disabilities.
    const reservation: ReservationSettings = {
      reservedPercent: { ...saved.reservedPercent, OBC: 20 },
      disabilityPercent: 6,
    };
    await page.getByLabel("OBC %", { exact: true }).fill("20");
    await page.getByLabel("PwD %", { exact: true }).fill("6");
    const reserved = sum(reservation.reservedPercent);
    await expect(page.getByText(`Reserved in all: ${reserved} %; General: ${100 - reserved} %.`)).toBeVisible();
    await page.getByRole("button", { name: "Save percentages" }).click();
    await expect(page.getByText("Reservation percentages saved.")).toBeVisible();

    // The department's seats: each channel's total, split by the helper; a wrong sum holds Save back.
    await row.getByRole("button", { name: `Edit ${DEPARTMENT}` }).click();
    const dialog = page.getByRole("dialog", { name: `Seats of ${DEPARTMENT}` });
    await expect(dialog.getByText(/at least 6 % \(rounded up\)/)).toBeVisible();
    const save = dialog.getByRole("button", { name: "Save seats" });
    const channels = [
      { name: "NET/JRF", total: 6 },
      { name: "Entrance test", total: 15 },
    ] as const;
    for (const { name, total } of channels) {
      const group = dialog.getByRole("group", { name });
      await group.getByLabel(`Total ${name} seats`, { exact: true }).fill(String(total));
      await group.getByRole("button", { name: `Fill from percentages (${name})` }).click();
      const split = splitSeats(total, reservation);
      for (const c of CATEGORIES) {
        const label = CATEGORY_LABELS[c];
        await expect(group.getByLabel(`${label} seats, ${name}`, { exact: true })).toHaveValue(String(split.seats[c]));
        await expect(group.getByLabel(`${label} PwD seats, ${name}`, { exact: true })).toHaveValue(
          String(split.disabilitySeats[c]),
        );
      }
    }
    const entrance = dialog.getByRole("group", { name: "Entrance test" });
    const general = entrance.getByLabel("General seats, Entrance test", { exact: true });
    const generalSeats = splitSeats(15, reservation).seats.OPEN_GENERAL;
    await general.fill(String(generalSeats + 1));
    await expect(entrance.getByText("The categories' seats add up to 16, more than the total of 15.")).toBeVisible();
    await expect(save).toBeDisabled();
    await expectAccessibleAtBothWidths(page, "seat dialog with a wrong sum");
    await expectDialogFitsPhone(page, dialog);
    await general.fill(String(generalSeats));
    await expect(entrance.getByText(/add up to/)).toBeHidden();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Seats of ${DEPARTMENT} saved.`)).toBeVisible();

    const pwd = sum(splitSeats(6, reservation).disabilitySeats) + sum(splitSeats(15, reservation).disabilitySeats);
    for (const value of ["6", "15", String(pwd)])
      await expect(row.getByRole("cell", { name: value, exact: true })).toBeVisible();
    await expect(row.getByText("Entered", { exact: true })).toBeVisible();

    // Locked after a confirmation: Edit is disabled and says why; unlocked, it is back.
    await row.getByRole("button", { name: `Lock ${DEPARTMENT}` }).click();
    const lock = page.getByRole("dialog", { name: "Lock Seats" });
    await expect(lock.getByText(`Lock the seats of ${DEPARTMENT}?`)).toBeVisible();
    await expectAccessible(page, "lock dialog");
    await lock.getByRole("button", { name: "Lock Seats" }).click();
    await expect(lock).toBeHidden();
    await expect(page.getByText(`Seats of ${DEPARTMENT} locked.`)).toBeVisible();
    await expect(row.getByText("Locked", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: `Edit ${DEPARTMENT}` })).toBeDisabled();
    await expect(row.getByText("Locked — unlock to edit")).toBeVisible();
    await expectAccessibleAtBothWidths(page, "Seat Matrix with a locked department");

    await row.getByRole("button", { name: `Unlock ${DEPARTMENT}` }).click();
    const unlock = page.getByRole("dialog", { name: "Unlock Seats" });
    await unlock.getByRole("button", { name: "Unlock Seats" }).click();
    await expect(unlock).toBeHidden();
    await expect(page.getByText(`Seats of ${DEPARTMENT} unlocked.`)).toBeVisible();
    await expect(row.getByText("Entered", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: `Edit ${DEPARTMENT}` })).toBeEnabled();
  } finally {
    // Unlocked (a department without seats answers 409: nothing to undo) and the percentages as they were.
    await request.post(`${matrixUrl}/lock`, { headers, data: { department: DEPARTMENT, locked: false } });
    const restored = await request.put(`/api/rounds/${current.id}/reservation`, { headers, data: saved });
    expect(restored.ok()).toBeTruthy();
  }
});
