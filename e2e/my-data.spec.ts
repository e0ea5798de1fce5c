import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { unzip } from "../apps/server/test/unzip.ts";
import { registeredCandidate } from "./fixtures.ts";
import { expectAccessibleAtBothWidths } from "./support/axe.ts";
import { pngFile } from "./support/files.ts";
import { completeProfileViaApi } from "./support/profile-api.ts";
import { signIn } from "./support/staff.ts";

test("a candidate opens My Data from the menu, reads what the portal holds and downloads it as a ZIP", async ({
  page,
  request,
}) => {
  const c = await registeredCandidate(request, "mydata");
  await completeProfileViaApi(request, c.token);

  await signIn(page, c.token);
  await page.goto("/candidate-home");
  await page.getByRole("link", { name: "My Data" }).click();
  await expect(page).toHaveURL(/\/my-data$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Data" })).toBeVisible();

  const account = page.getByRole("region", { name: "Account" });
  await expect(account).toContainText(c.name);
  await expect(account).toContainText(c.email);
  await expect(page.getByRole("region", { name: "Consents" })).toContainText("Agreed to the privacy notice, version");
  const documents = page.getByRole("region", { name: "Documents" });
  await expect(documents).toContainText("photo.png");
  await expect(documents).toContainText("Applicant Photo");
  // The Aadhaar number only masked, as on every profile view.
  await expect(page.getByRole("region", { name: "Profile" })).toContainText("XXXX XXXX 9012");
  await expect(page.getByText("123456789012")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Sign-ins" }).getByRole("listitem")).toHaveCount(1);
  await expectAccessibleAtBothWidths(page, "My Data");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data (ZIP)" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText("Your data was downloaded.")).toBeVisible();

  const entries = await unzip(readFileSync(await download.path()));
  const json = JSON.parse(String(entries.get("my-data.json")));
  expect(json.account).toMatchObject({ name: c.name, email: c.email });
  expect(json.profile.aadhaarMasked).toBe("XXXX XXXX 9012");
  const photo = json.documents.find((d: { documentType: string }) => d.documentType === "applicantPhoto");
  expect(photo).toMatchObject({ fileName: "photo.png", archiveName: "documents/photo.png" });
  expect(entries.get("documents/photo.png")?.equals(pngFile("photo.png").buffer)).toBe(true);
  expect(entries.get("documents/dob.pdf")?.subarray(0, 5).toString()).toBe("%PDF-");
});
