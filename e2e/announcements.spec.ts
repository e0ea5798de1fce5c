import { expect, test } from "@playwright/test";
import { adminToken, registeredCandidate } from "./fixtures.ts";
import { expectAccessibleAtBothWidths } from "./support/axe.ts";

test("anonymous visitors see announcements for everyone; a signed-in candidate also sees candidate ones", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const stamp = Date.now().toString(36);
  const forAll = `Admissions schedule ${stamp}`;
  const forCandidates = `Candidate document tips ${stamp}`;
  const forCoordinators = `Coordinator review guide ${stamp}`;
  const create = (title: string, recipientRole: string) =>
    request.post("/api/announcement/create", {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, link: "https://example.edu/phd", description: `About ${title}`, recipientRole },
    });
  expect((await create(forAll, "all")).status()).toBe(201);
  expect((await create(forCoordinators, "coordinator")).status()).toBe(201);
  expect((await create(forCandidates, "candidate")).status()).toBe(201);

  await page.goto("/");
  const home = page.getByTestId("home-announcements");
  await expect(home.getByText(forAll, { exact: true })).toBeVisible();
  await expect(home.getByText(forCandidates, { exact: true })).toHaveCount(0);
  await expect(home.getByText(forCoordinators, { exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: /View All Announcements/ }).click();
  await expect(page).toHaveURL(/\/all-announcements$/);
  await expect(page.getByText(forAll, { exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ announcements?/)).toBeVisible();
  const openLink = page.getByRole("link", { name: "Open Link" }).first();
  await expect(openLink).toHaveAttribute("target", "_blank");
  await expectAccessibleAtBothWidths(page, "All Announcements");

  const candidate = await registeredCandidate(request, "ann");
  await page.evaluate((t) => localStorage.setItem("token", t), candidate.token);
  await page.goto("/");
  await expect(page.getByTestId("home-announcements").getByText(forCandidates, { exact: true })).toBeVisible();
  await expect(page.getByTestId("home-announcements").getByText(forCoordinators, { exact: true })).toHaveCount(0);
});
