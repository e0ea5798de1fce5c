import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { admissionRound, roundId } from "../../../test/fixtures.ts";
import type { ApiHandler } from "../../../test/network.ts";
import { renderSelectionScreen, type SelectionStubs } from "../../../test/selection-screen.tsx";
import { CURRENT, feeListAnswer, feeRow, offerId, offerView, ROUND } from "../test-fixtures.ts";
import { AdmissionFeesScreen } from "./admission-fees.tsx";

const LIST = "/api/admission-fees";
const VERIFY = (n: number) => `/api/admission-fees/${offerId(n)}/verify`;

const ROWS = [
  feeRow(1, {}, { name: "Asha Rao" }),
  feeRow(
    2,
    { status: "MODIFICATION_REQUESTED", remarks: "The UTR does not match the bank statement." },
    { name: "Bala Iyer" },
  ),
  feeRow(3, { status: "VERIFIED" }, { name: "Chitra Nair", state: "ADMITTED" }),
];

function renderScreen({ route = "/admission-fees", get = {}, ...stubs }: SelectionStubs & { route?: string } = {}) {
  return renderSelectionScreen(<AdmissionFeesScreen />, route, {
    rounds: [CURRENT],
    get: { [LIST]: feeListAnswer(ROWS), ...get },
    ...stubs,
  });
}

const verdictOk =
  (n: number): ApiHandler =>
  (req) =>
    req.method === "PUT" && req.url === VERIFY(n)
      ? { status: 200, body: { success: true, message: `Admission fee of PHD00${n} saved.`, data: offerView(n) } }
      : undefined;

const card = async (name: string) => within(await screen.findByRole("region", { name }));

describe("the Admission Fees screen", () => {
  it("lists each payment with its receipt and the verdicts its status allows", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Admission Fees" })).toBeVisible();
    const asha = await card("Asha Rao (PHD001)");
    expect(asha.getByText("₹25,000.00")).toBeVisible();
    expect(asha.getByText("UTR998877")).toBeVisible();
    expect(asha.getByText("State Bank")).toBeVisible();
    expect(asha.getByText("Computer Engineering · Entrance test · General")).toBeVisible();
    expect(asha.getByRole("button", { name: "View receipt of PHD001" })).toBeEnabled();
    expect(asha.getByRole("button", { name: "Download receipt of PHD001" })).toBeEnabled();
    const ashaVerdict = within(asha.getByRole("group", { name: "Verdict on the admission fee of PHD001" }));
    expect(ashaVerdict.getAllByRole("button").map((b) => b.textContent)).toEqual(["Verify", "Request Modification"]);

    const bala = await card("Bala Iyer (PHD002)");
    expect(bala.getByText("The UTR does not match the bank statement.")).toBeVisible();
    const balaVerdict = within(bala.getByRole("group", { name: "Verdict on the admission fee of PHD002" }));
    expect(balaVerdict.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Mark as Verified",
      "Change Remarks",
      "Reset to Pending",
    ]);

    // A verified fee admitted the candidate: final.
    const chitra = await card("Chitra Nair (PHD003)");
    expect(chitra.getByText("Admitted")).toBeVisible();
    expect(chitra.queryByRole("group", { name: /^Verdict/ })).toBeNull();
    expect(chitra.getByText(/A verified fee cannot be reset/)).toBeVisible();
  });

  it("verifies after confirming, sending VERIFIED, and shows the server's message", async () => {
    const { user, api } = renderScreen({ handle: verdictOk(1) });
    const asha = await card("Asha Rao (PHD001)");
    const before = api.of("GET", LIST).length;
    await user.click(asha.getByRole("button", { name: "Verify" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Verify the admission fee of PHD001" }));
    expect(api.of("PUT", VERIFY(1))).toHaveLength(0);
    await user.click(dialog.getByRole("button", { name: "Verify and admit" }));
    expect(await screen.findByText("Admission fee of PHD001 saved.")).toBeVisible();
    expect(api.of("PUT", VERIFY(1)).map((r) => r.body)).toEqual([{ status: "VERIFIED" }]);
    // Nothing optimistic: the list is read again.
    await waitFor(() => expect(api.of("GET", LIST).length).toBeGreaterThan(before));
  });

  it("refuses a modification request without remarks, then sends the remarks", async () => {
    const { user, api } = renderScreen({ handle: verdictOk(1) });
    const asha = await card("Asha Rao (PHD001)");
    await user.click(asha.getByRole("button", { name: "Request Modification" }));
    const dialog = within(
      await screen.findByRole("dialog", { name: /^Request Modification: Admission Fee of PHD001/ }),
    );
    const remarks = dialog.getByRole("textbox", { name: "Remarks" });
    const submit = dialog.getByRole("button", { name: "Request Modification" });
    expect(submit).toBeDisabled();
    await user.type(remarks, "   ");
    expect(submit).toBeDisabled();
    // Ctrl+Enter with blank remarks says why, and sends nothing.
    fireEvent.keyDown(remarks, { key: "Enter", ctrlKey: true });
    expect(await dialog.findByText("Please provide remarks.")).toBeVisible();
    expect(api.of("PUT", VERIFY(1))).toHaveLength(0);

    await user.type(remarks, "The receipt is not readable.");
    await user.click(submit);
    expect(await screen.findByText("Admission fee of PHD001 saved.")).toBeVisible();
    expect(api.of("PUT", VERIFY(1)).map((r) => r.body)).toEqual([
      { status: "MODIFICATION_REQUESTED", remarks: "The receipt is not readable." },
    ]);
  });

  it("resets a modification request to pending after confirming, and shows a refusal", async () => {
    const refusal = "A verified admission fee cannot be reset.";
    const { user, api } = renderScreen({
      handle: (req) =>
        req.method === "PUT" && req.url === VERIFY(2)
          ? { status: 409, body: { success: false, message: refusal } }
          : undefined,
    });
    const bala = await card("Bala Iyer (PHD002)");
    await user.click(bala.getByRole("button", { name: "Reset to Pending" }));
    const dialog = within(await screen.findByRole("dialog", { name: /^Reset to Pending/ }));
    await user.click(dialog.getByRole("button", { name: "Reset to Pending" }));
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(api.of("PUT", VERIFY(2)).map((r) => r.body)).toEqual([{ status: "PENDING" }]);
  });

  it("filters by status and round through the address and the request", async () => {
    const OLD = admissionRound(1, { name: "PhD Admissions 2025-26, Round 1" });
    const { user, api } = renderScreen({
      get: {
        "/api/rounds": { success: true, data: [CURRENT, OLD] },
        [`${LIST}?status=VERIFIED`]: feeListAnswer([ROWS[2] as (typeof ROWS)[number]]),
        [`${LIST}?round=${roundId(1)}&status=VERIFIED`]: {
          success: true,
          data: { round: { ...ROUND, id: roundId(1), name: OLD.name }, offers: [] },
        },
      },
    });
    await card("Asha Rao (PHD001)");
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Verified" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Asha Rao (PHD001)" })).toBeNull());
    expect(screen.getByRole("region", { name: "Chitra Nair (PHD003)" })).toBeVisible();
    expect(screen.getByTestId("address")).toHaveTextContent(/^\?status=VERIFIED$/);
    expect(api.of("GET", `${LIST}?status=VERIFIED`)).toHaveLength(1);

    await user.click(screen.getByRole("combobox", { name: "Admission round" }));
    await user.click(await screen.findByRole("option", { name: /PhD Admissions 2025-26/ }));
    expect(await screen.findByText("No admission fee is verified")).toBeVisible();
    expect(api.of("GET", `${LIST}?round=${roundId(1)}&status=VERIFIED`)).toHaveLength(1);
  });

  it("shows the receipt fetched with the bearer token", async () => {
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:receipt"), revokeObjectURL: vi.fn() }),
    );
    const RECEIPT = `/api/admission-fees/${offerId(1)}/receipt`;
    const { user, api } = renderScreen({
      handle: (req) =>
        req.url === RECEIPT
          ? { status: 200, text: "%PDF-1.7", headers: { "content-type": "application/pdf" } }
          : undefined,
    });
    const asha = await card("Asha Rao (PHD001)");
    await user.click(asha.getByRole("button", { name: "View receipt of PHD001" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Admission fee receipt of PHD001" }));
    expect(await dialog.findByTitle("Admission fee receipt of PHD001")).toHaveAttribute("src", "blob:receipt");
    expect(dialog.getByText("admission-fee.pdf")).toBeVisible();
    expect(api.of("GET", RECEIPT)).toHaveLength(1);
  });

  it("says when no admission fee has been entered yet", async () => {
    renderScreen({ get: { [LIST]: feeListAnswer([]) } });
    expect(await screen.findByText("No admission fees yet")).toBeVisible();
  });
});
