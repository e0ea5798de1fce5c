import type { VerificationStatus } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { changeRemarks, requestModification } from "../../../test/dialogs.ts";
import { expectLinkTo, expectShownIn } from "../../../test/lists.ts";
import { type ApiHandler, answerTo, bodiesOf, stubApi } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { duplicateUtrSentence, FeeDetailScreen } from "./fee-detail.tsx";
import { accountsSigner, FEE_APP_ID, FEE_RECEIPT_ID, feeDetail, feeEvent } from "./fee-fixtures.ts";

const FULL = `/api/fee-details/full/${FEE_APP_ID}`;
const VERIFY = `/api/fee-details/${FEE_APP_ID}/verify`;

type Detail = ReturnType<typeof feeDetail>;
const ok = (status: VerificationStatus) => ({
  status: 200,
  body: { success: true, message: "", data: { status, remarks: null, verificationStatus: "PENDING" } },
});

function renderDetail(detail: Detail, handle?: ApiHandler) {
  const api = stubApi({ get: { [FULL]: detail }, handle });
  const view = renderApp(<FeeDetailScreen id={FEE_APP_ID} />, { route: `/fee-details/${FEE_APP_ID}` });
  return { ...view, api };
}

const withStatus = (status: VerificationStatus, remarks: string | null = null) =>
  feeDetail({
    fee: { verification: { status, signedBy: status === "PENDING" ? null : accountsSigner }, remarks },
  });

const controls = () => within(screen.getByRole("group", { name: "Fee verification actions" }));

/** Opens the menu of the fee's other actions and chooses `item`. */
async function chooseFromMenu(user: UserEvent, item: string) {
  await user.click(await screen.findByRole("button", { name: "More fee actions" }));
  await user.click(await screen.findByRole("menuitem", { name: item }));
}

describe("the fee record", () => {
  it("shows the application, the payment and the receipt", async () => {
    renderDetail(feeDetail());
    expect(await screen.findByRole("heading", { level: 1, name: "Fee Details: PHD0042" })).toBeVisible();
    expectLinkTo("Back to Fee Details", "/fee-details");
    expectShownIn(screen.getByRole("region", { name: "Application Information" }), [
      "Asha Rao",
      "asha@example.org",
      "Working Professional",
      "Fee Verification Pending",
    ]);
    expectShownIn(screen.getByRole("region", { name: "Fee Details" }), [
      "₹1,500.00",
      "UTR12345678",
      "State Bank",
      "N/A",
    ]);
    expectShownIn(screen.getByRole("region", { name: "Application Fee Receipt" }), [
      "receipt.pdf",
      /1\.5 KB/,
      /application\/pdf/,
    ]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("reads N/A for a payment not filled in", async () => {
    renderDetail(feeDetail({ fee: { amount: 0, utrDuNumber: "", bankName: "" } }));
    const fee = within(await screen.findByRole("region", { name: "Fee Details" }));
    expect(fee.getAllByText("N/A")).toHaveLength(4);
  });

  it("warns when other candidates' applications carry the same UTR", async () => {
    const other = "00000000-0000-4000-8000-0000000000a9";
    renderDetail(
      feeDetail({
        detail: {
          duplicateUtr: [
            {
              id: other,
              applicationId: "PHD0099",
              department: "Civil Engineering",
              user: { name: "Ravi Kumar", email: "ravi@example.org" },
            },
          ],
        },
      }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Duplicate UTR");
    expect(alert).toHaveTextContent("Another candidate's application also uses UTR/DU Number UTR12345678:");
    expect(alert).toHaveTextContent("PHD0099 — Ravi Kumar (ravi@example.org), Civil Engineering");
    expectLinkTo("PHD0099", `/fee-details/${other}`, within(alert));
  });

  it.each([
    [[["a@x.org", "PHD1"]], "Another candidate's application also uses UTR/DU Number U1:"],
    [
      [
        ["a@x.org", "PHD1"],
        ["a@x.org", "PHD2"],
      ],
      "2 applications of another candidate also use UTR/DU Number U1:",
    ],
    [
      [
        ["a@x.org", "PHD1"],
        ["b@x.org", "PHD2"],
        ["b@x.org", "PHD3"],
      ],
      "3 applications of 2 other candidates also use UTR/DU Number U1:",
    ],
  ])("words a duplicate UTR in whole sentences: %j", (rows, sentence) => {
    const others = rows.map(([email, applicationId]) => ({
      id: applicationId as string,
      applicationId: applicationId as string,
      department: "Physics" as const,
      user: { name: "N", email: email as string },
    }));
    expect(duplicateUtrSentence("U1", others)).toBe(sentence);
  });

  it("says the application was not found on 404, with a way back", async () => {
    stubApi();
    renderApp(<FeeDetailScreen id={FEE_APP_ID} />);
    expect(screen.getByText("Loading fee details...")).toBeVisible();
    expect(await screen.findByText("Application not found.")).toBeVisible();
    expectLinkTo("Back to Fee Details", "/fee-details");
  });

  it("says loading failed otherwise", async () => {
    stubApi({ handle: () => ({ status: 500 }) });
    renderApp(<FeeDetailScreen id={FEE_APP_ID} />);
    expect(await screen.findByText("Failed to fetch fee details. Please try again.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Fee Details" })).toBeVisible();
  });
});

describe("the fee verification control", () => {
  it.each<[VerificationStatus, string[], string[]]>([
    ["PENDING", ["Verify", "Request Modification"], []],
    ["MODIFICATION_REQUESTED", [], ["Mark as Verified", "Change Remarks", "Reset to Pending"]],
    ["VERIFIED", [], ["Request Modification", "Reset to Pending"]],
  ])("from %s offers buttons %j and menu items %j", async (status, buttons, items) => {
    const { user } = renderDetail(withStatus(status, "A note"));
    await screen.findByRole("group", { name: "Fee verification actions" });
    const named = controls()
      .getAllByRole("button")
      .map((b) => b.textContent)
      .filter((t) => t === "Verify" || t === "Request Modification" || t === "Mark as Verified");
    expect(named).toEqual(buttons);

    await user.click(controls().getByRole("button", { name: "More fee actions" }));
    const menu = await screen.findByRole("menu");
    const enabled = within(menu)
      .queryAllByRole("menuitem")
      .filter((i) => i.getAttribute("aria-disabled") !== "true");
    expect(enabled.map((i) => i.textContent)).toEqual(items);
    // The menu holds menu items only (axe aria-required-children): the pending reason is a disabled item.
    const reason = within(menu).queryByRole("menuitem", { name: "Actions not available for Pending fee details" });
    if (status === "PENDING") expect(reason).toHaveAttribute("aria-disabled", "true");
    else expect(reason).toBeNull();
    expect([...menu.children].every((c) => c.getAttribute("role") === "menuitem")).toBe(true);
  });

  it("shows the signer with the first department and how many others", async () => {
    renderDetail(withStatus("VERIFIED"));
    expect(await screen.findByText("Signed by Meera Joshi (Accounts & 2 others)")).toBeVisible();
  });

  it("verifies at once, then reloads the record", async () => {
    const { user, api } = renderDetail(withStatus("PENDING"), (r) =>
      r.method === "PUT" && r.url === VERIFY ? ok("VERIFIED") : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Verify" }));
    await waitFor(() => expect(api.of("PUT", VERIFY)).toHaveLength(1));
    expect(api.of("PUT", VERIFY)[0]?.body).toEqual({ status: "VERIFIED" });
    expect(await screen.findByText("Fee details verified successfully")).toBeVisible();
    await waitFor(() => expect(api.of("GET", FULL).length).toBeGreaterThan(1));
  });

  it("asks for remarks before a modification request: disabled while blank, told so on a blank attempt", async () => {
    const { user, api } = renderDetail(withStatus("PENDING"), (r) =>
      r.method === "PUT" ? ok("MODIFICATION_REQUESTED") : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Request Modification" }));
    await requestModification(user, "Request Fee Modification", "UTR does not match the bank statement ");
    await waitFor(() =>
      expect(bodiesOf(api, "PUT", VERIFY)).toEqual([
        { status: "MODIFICATION_REQUESTED", remarks: "UTR does not match the bank statement" },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("changes the remarks from the menu, starting from the current ones, and shows the server's refusal", async () => {
    const { user, api } = renderDetail(
      withStatus("MODIFICATION_REQUESTED", "Old note"),
      answerTo("PUT", VERIFY, 409, { success: false, message: "The record changed meanwhile" }),
    );
    await chooseFromMenu(user, "Change Remarks");
    await changeRemarks(user, "Change Fee Verification Remarks", "Old note", "Upload the bank's stamped receipt");
    await waitFor(() =>
      expect(api.of("PUT", VERIFY)[0]?.body).toEqual({
        status: "MODIFICATION_REQUESTED",
        remarks: "Upload the bank's stamped receipt",
      }),
    );
    expect(await screen.findByText("The record changed meanwhile")).toBeVisible();
  });

  it("resets to pending only after a confirmation, and words a failure without a message", async () => {
    const { user, api } = renderDetail(
      withStatus("VERIFIED", "Fee details processed by Meera Joshi"),
      answerTo("PUT", VERIFY, 500),
    );
    await chooseFromMenu(user, "Reset to Pending");
    const dialog = await screen.findByRole("dialog", { name: "Reset to Pending: Fee Details" });
    expect(api.of("PUT", VERIFY)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Reset to Pending" }));
    await waitFor(() => expect(api.of("PUT", VERIFY)[0]?.body).toEqual({ status: "PENDING" }));
    expect(await screen.findByText("Failed to reset fee details. Please try again.")).toBeVisible();
  });

  it("marks a modification request as verified, wording a failure as a verification failure", async () => {
    const { user, api } = renderDetail(withStatus("MODIFICATION_REQUESTED", "x"), answerTo("PUT", VERIFY, 502));
    await chooseFromMenu(user, "Mark as Verified");
    await waitFor(() => expect(api.of("PUT", VERIFY)[0]?.body).toEqual({ status: "VERIFIED" }));
    expect(await screen.findByText("Failed to verify fee details. Please try again.")).toBeVisible();
  });

  it.each<[VerificationStatus, string | null, string, string]>([
    ["MODIFICATION_REQUESTED", "Wrong UTR", "Modification Note", "Wrong UTR"],
    ["VERIFIED", "Fee details processed by Meera Joshi", "Verification Note", "Fee details processed by Meera Joshi"],
    ["PENDING", null, "Remarks", "No remarks provided."],
  ])("from %s the remarks viewer shows its note", async (status, remarks, heading, text) => {
    const { user } = renderDetail(withStatus(status, remarks));
    await user.click(await screen.findByRole("button", { name: "Remarks of the fee verification" }));
    const dialog = await screen.findByRole("dialog", { name: "Fee Verification Remarks" });
    expect(within(dialog).getByRole("heading", { name: heading })).toBeVisible();
    expect(within(dialog).getByText(text)).toBeVisible();
    if (status === "PENDING") expect(dialog).not.toHaveTextContent("By:");
    else expect(dialog).toHaveTextContent(/By: Meera Joshi \(Accounts & 2 others\) on Jan 11, 2025/);
  });
});

describe("the receipt and the history", () => {
  it("offers the receipt's document actions and reloads the record after one", async () => {
    const { user, api } = renderDetail(feeDetail(), (r) =>
      r.method === "POST" && r.url === "/api/coordinator/verify-document"
        ? {
            status: 200,
            body: { success: true, message: "Document verified", data: { remarks: null, status: "VERIFIED" } },
          }
        : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Verify Application Fee Receipt" }));
    await waitFor(() =>
      expect(api.of("POST", "/api/coordinator/verify-document")[0]?.body).toEqual({ documentId: FEE_RECEIPT_ID }),
    );
    expect(await screen.findByText("Document verified")).toBeVisible();
    await waitFor(() => expect(api.of("GET", FULL).length).toBeGreaterThan(1));
  });

  it("shows the receipt's modification remarks", async () => {
    const detail = feeDetail();
    const receipt = detail.data.feeDetails.documents.feeReceipt;
    if (receipt) Object.assign(receipt, { status: "MODIFICATION_REQUESTED", remarks: "Receipt is cut off" });
    renderDetail(detail);
    expectShownIn(await screen.findByRole("region", { name: "Application Fee Receipt" }), [
      /Modification required:/i,
      /Receipt is cut off/,
    ]);
  });

  it("lists the fee's history", async () => {
    const { user } = renderDetail(feeDetail({ detail: { feeHistory: [feeEvent()] } }));
    await user.click(
      await screen.findByRole("button", { name: "Fee history (1) of the fee details", expanded: false }),
    );
    const remark = await screen.findByText("Remarks: UTR does not match");
    await waitFor(() => expect(remark).toBeVisible());
    expect(
      screen.getByRole("button", { name: "Fee history (1) of the fee details", expanded: true }),
    ).toHaveTextContent("Fee history (1)");
  });
});
