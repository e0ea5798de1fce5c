import { expect, type Page, test } from "@playwright/test";
import { registeredCandidate } from "./fixtures.ts";
import { expectAccessible } from "./support/axe.ts";
import { pdfFile } from "./support/files.ts";
import { completeProfileViaApi } from "./support/profile-api.ts";
import { signIn } from "./support/staff.ts";

// Files are checked the moment they are picked (type and size, the shared checkUploadFile), before
// any save: every bad file is named under its own field and the save waits until it is replaced.

const KB = 1024;
const MB = 1024 * KB;

/** A real PDF padded to `bytes` (the server checks the content: the PDF header stays first). */
function pdfOfSize(name: string, bytes: number) {
  const file = pdfFile(name);
  return { ...file, buffer: Buffer.concat([file.buffer, Buffer.alloc(bytes - file.buffer.length, 0x20)]) };
}
const textFile = (name: string) => ({ name, mimeType: "text/plain", buffer: Buffer.from("Not a document.\n") });

const TXT_ERROR = '"notes.txt" is not a PDF, JPG or PNG file. Choose a .pdf, .jpg, .jpeg or .png file.';
const BIG_ERROR = '"big-scan.pdf" is 5.5 MB, above the 5 MB limit. Choose a smaller file.';

/**
 * Holds the requests to `urlPart` until released (they then go on to the real server) and counts
 * them, so the progress bar and the disabled buttons can be checked while a send is in flight.
 */
async function holdRequests(page: Page, urlPart: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sent: string[] = [];
  await page.route(`**${urlPart}`, async (route) => {
    sent.push(route.request().method());
    await held;
    await route.continue();
  });
  return { release, sent };
}

test("a profile section names each bad file under its own field and saves once they are replaced", async ({
  page,
  request,
}) => {
  const candidate = await registeredCandidate(request, "filepick");
  await signIn(page, candidate.token);
  await page.goto("/profile");
  await page
    .getByRole("navigation", { name: "Profile sections" })
    .getByRole("button", { name: /UG Academics/ })
    .click();
  const ug = page.getByRole("region", { name: "UG Academics" });
  await ug.getByRole("combobox", { name: /^Degree/ }).click();
  await page.getByRole("option", { name: "B.E./ B.Tech", exact: true }).click();
  await ug.getByRole("textbox", { name: /^Institute/ }).fill("College of Engineering Pune");
  await expect(ug.getByText("PDF, JPG or PNG, up to 5 MB each.", { exact: false })).toBeVisible();

  const marksheet = ug.getByTestId("document-ugMarksheet");
  const degree = ug.getByTestId("document-ugDegreeCertificate");
  const save = ug.getByRole("button", { name: "Save", exact: true });
  const saveAndContinue = ug.getByRole("button", { name: "Save & Continue" });

  // Two bad files in two fields: both are named at once, each under its own field.
  await ug.getByLabel("Upload UG Marksheet", { exact: true }).setInputFiles(textFile("notes.txt"));
  await ug
    .getByLabel("Upload UG Degree Certificate", { exact: true })
    .setInputFiles(pdfOfSize("big-scan.pdf", 5.5 * MB));
  await expect(marksheet.getByText(TXT_ERROR)).toBeVisible();
  await expect(degree.getByText(BIG_ERROR)).toBeVisible();
  await expect(marksheet.getByText(BIG_ERROR)).toHaveCount(0);
  await expect(ug.getByText("will be uploaded when you save")).toHaveCount(0);
  // Each message is the accessible description of its own picker.
  const marksheetPicker = ug.getByRole("button", { name: /^UG Marksheet: / });
  const degreePicker = ug.getByRole("button", { name: /^UG Degree Certificate: / });
  await expect(marksheetPicker).toHaveAttribute("aria-invalid", "true");
  await expect(marksheetPicker).toHaveAccessibleDescription(TXT_ERROR);
  await expect(degreePicker).toHaveAccessibleDescription(BIG_ERROR);
  await expect(save).toBeDisabled();
  await expect(saveAndContinue).toBeDisabled();
  await expect(
    ug.getByText(/Replace or remove the files that cannot be uploaded \(UG Marksheet, UG Degree/),
  ).toBeVisible();
  await expectAccessible(page, "profile section with two bad files");

  // Replacing one is not enough; removing the other and picking a good one is.
  await ug.getByLabel("Upload UG Marksheet", { exact: true }).setInputFiles(pdfFile("ug-marksheet.pdf"));
  await expect(marksheet.getByText(TXT_ERROR)).toHaveCount(0);
  await expect(marksheetPicker).not.toHaveAttribute("aria-invalid", "true");
  await expect(save).toBeDisabled();
  await ug.getByRole("button", { name: "Remove chosen file for UG Degree Certificate" }).click();
  await expect(degree.getByText(BIG_ERROR)).toHaveCount(0);
  await expect(save).toBeEnabled();
  await ug
    .getByLabel("Upload UG Degree Certificate", { exact: true })
    .setInputFiles(pdfOfSize("ug-degree.pdf", 820 * KB));
  await expect(degree.getByText("820 KB — will be uploaded when you save.")).toBeVisible();

  // Saving: the progress shows and the section cannot be sent a second time while it is in flight.
  const held = await holdRequests(page, "/api/candidate/profile/academic-details-ug");
  await save.click();
  await expect(ug.getByText(/^Uploading files… \d+%$/)).toBeVisible();
  await expect(
    ug.getByRole("progressbar", { name: "Upload progress for UG Academics", includeHidden: true }),
  ).toHaveCount(1);
  await expect(save).toBeDisabled();
  await expect(saveAndContinue).toBeDisabled();
  await ug.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
  held.release();
  await expect(page.getByText("UG Academic details updated successfully!")).toBeVisible();
  expect(held.sent).toEqual(["PATCH"]);

  // The stored documents show their sizes in human units too.
  await page
    .getByRole("navigation", { name: "Profile sections" })
    .getByRole("button", { name: /UG Academics/ })
    .click();
  await expect(degree.getByText("ug-degree.pdf")).toBeVisible();
  await expect(degree.getByText("(820 KB)")).toBeVisible();
});

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** Mantine's FileInput is a button over a hidden input: choose the file as a person would. */
async function chooseFile(page: Page, label: string, file: Upload) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: label, exact: true }).click();
  await (await chooser).setFiles(file);
}

/** The wizard's pickers are described by their error first, then the "PDF, JPG or PNG" hint. */
const describedAs = (error: string) =>
  new RegExp(`^${error.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} PDF, JPG or PNG, up to 5 MB$`);

test("the apply wizard names a bad SOP and fee receipt when picked and submits once they are replaced", async ({
  page,
  request,
}) => {
  const c = await registeredCandidate(request, "filepickapply");
  await completeProfileViaApi(request, c.token);
  await signIn(page, c.token);
  await page.goto("/apply-to-department");
  await page.getByRole("combobox", { name: "Department" }).click();
  await page.getByRole("option", { name: /^Civil Engineering/ }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Regular Candidate/ }).click();
  await page.getByRole("button", { name: "Next" }).click();

  const sop = page.getByRole("button", { name: "Statement of Purpose (SOP)", exact: true });
  const receipt = page.getByRole("button", { name: "Application Fee Receipt", exact: true });
  await chooseFile(page, "Statement of Purpose (SOP)", textFile("notes.txt"));
  await chooseFile(page, "Application Fee Receipt", pdfOfSize("big-scan.pdf", 5.5 * MB));
  await expect(sop).toHaveAccessibleDescription(describedAs(TXT_ERROR));
  await expect(receipt).toHaveAccessibleDescription(describedAs(BIG_ERROR));
  await expect(sop).toHaveAttribute("aria-invalid", "true");
  const next = page.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();
  await expectAccessible(page, "apply wizard with a bad SOP and fee receipt");

  await chooseFile(page, "Statement of Purpose (SOP)", pdfFile("sop.pdf", "My research statement"));
  await expect(page.getByText(TXT_ERROR)).toHaveCount(0);
  await expect(next).toBeDisabled();
  await chooseFile(page, "Application Fee Receipt", pdfFile("receipt.pdf", "Paid 1500"));
  await expect(page.getByText(BIG_ERROR)).toHaveCount(0);
  await expect(page.getByText(/^\d+ bytes — will be uploaded when you submit\.$/)).toHaveCount(2);
  await next.click();

  await page.getByRole("textbox", { name: "UTR/DU Number" }).fill("UTR12121212");
  await page.getByRole("textbox", { name: "Amount (₹)" }).fill("1500");
  await page.getByLabel("Transaction Date & Time").fill("2026-11-01T10:30");
  await page.getByRole("textbox", { name: "Bank Name" }).fill("State Bank of India");

  // Submitting: the progress shows; a double click sends one application.
  const held = await holdRequests(page, "/api/application/");
  const submit = page.getByRole("button", { name: "Submit Application" });
  await submit.dblclick();
  await expect(page.getByText(/^Uploading files… \d+%$/)).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Upload progress", includeHidden: true })).toHaveCount(1);
  await expect(submit).toBeDisabled();
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  held.release();
  await expect(page.getByText(/Application created successfully! Application ID: PHD\d{3,}/)).toBeVisible();
  expect(held.sent).toEqual(["POST"]);
  await expect(page).toHaveURL(/\/applications$/, { timeout: 8_000 });
  await expect(page.getByRole("row", { name: /Civil Engineering/ })).toHaveCount(1);
});
