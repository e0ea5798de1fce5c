import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { APPLICATION_ID, documentRecord, flaggedApplication } from "../../../test/fixtures.ts";
import { fakeFile, type SentUpload, stubNetwork } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { ReapplySection } from "./reapply-section.tsx";

const NOW = "2025-01-10T10:00:00.000Z";
const REAPPLY_URL = `/api/application/reapply/${APPLICATION_ID}`;

function renderSection(
  data = flaggedApplication(),
  upload: (sent: SentUpload) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { success: true, message: "Your application has been resubmitted successfully.", data: data.application },
  }),
) {
  const net = stubNetwork({ upload });
  const view = renderApp(
    <Routes>
      <Route path="/view-candidate-application/:id" element={<ReapplySection data={data} />} />
      <Route path="/profile" element={<p>Profile page</p>} />
    </Routes>,
    { route: `/view-candidate-application/${APPLICATION_ID}` },
  );
  return { ...view, net };
}

/** Only the fee payment is flagged (by the account section); the receipt itself is verified. */
const feeOnlyFlagged = () =>
  flaggedApplication({
    application: {
      verificationStatus: "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED",
      requiredDocuments: {
        statementOfPurpose: documentRecord({ documentType: "SOP_COMPUTER_REGULAR", status: "VERIFIED" }),
      },
    },
    feeDetails: { verification: { status: "MODIFICATION_REQUESTED", signedBy: null }, remarks: "Wrong UTR" },
  });

const reapplyButton = () => screen.getByRole("button", { name: "Reapply" });

afterEach(() => {
  vi.useRealTimers();
});

describe("the Reapply section", () => {
  it("offers a picker only for the flagged document and refuses to send without the replacement", async () => {
    const { user, net } = renderSection();
    expect(screen.getByText("Replacement for Statement of Purpose")).toBeVisible();
    expect(screen.queryByText("Replacement for Application Fee Receipt")).toBeNull();
    // Neither fee status asks for it: no fee form.
    expect(screen.queryByRole("textbox", { name: /^UTR\/DU Number/ })).toBeNull();

    await user.click(reapplyButton());
    expect(screen.getByText("Please choose a replacement file for: Statement of Purpose")).toBeVisible();
    expect(net.uploads).toHaveLength(0);
  });

  it("checks a picked file at once and does not send a bad one", async () => {
    const { user, net } = renderSection();
    await user.upload(
      screen.getByLabelText("Upload Replacement for Statement of Purpose"),
      fakeFile("sop.docx", "application/msword"),
    );
    expect(screen.getByText(/"sop\.docx" is not a PDF, JPG or PNG file/)).toBeVisible();
    await user.click(reapplyButton());
    expect(screen.getByText("Replace the files that cannot be uploaded before you reapply.")).toBeVisible();
    expect(net.uploads).toHaveLength(0);
  });

  it("with the profile flagged, says so, does not send, and goes to the profile after 3 s", async () => {
    vi.useFakeTimers();
    const { net } = renderSection(
      flaggedApplication({ profile: { verificationStatus: { status: "MODIFICATION_REQUESTED" } } }),
    );
    fireEvent.click(reapplyButton());
    expect(
      screen.getByText(
        /You need to update your profile before reapplying\. Go to your Profile page to fix the issues\./,
      ),
    ).toBeVisible();
    expect(reapplyButton()).toBeDisabled();
    expect(net.uploads).toHaveLength(0);

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByText("Profile page")).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText("Profile page")).toBeInTheDocument();
    expect(net.uploads).toHaveLength(0);
  });

  it("sends the replacement under `sop`, shows the dialog for 3 s, then reloads the application", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { net, queryClient } = renderSection();
    const user = userEvent.setup({ applyAccept: false, advanceTimers: vi.advanceTimersByTime });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const file = fakeFile("new-sop.pdf", "application/pdf");
    await user.upload(screen.getByLabelText("Upload Replacement for Statement of Purpose"), file);
    await user.click(reapplyButton());

    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Your application has been resubmitted successfully.");
    expect(net.uploads).toHaveLength(1);
    const sent = net.uploads[0];
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe(REAPPLY_URL);
    expect((sent?.body.get("sop") as File | null)?.name).toBe("new-sop.pdf");
    expect(sent?.body.get("feeReceipt")).toBeNull();
    // The fee form is not active: no fee details go.
    expect(sent?.body.get("utrDuNumber")).toBeNull();

    const refetches = () => invalidate.mock.calls.filter(([filters]) => filters?.refetchType !== "none");
    expect(refetches()).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(refetches().map(([filters]) => filters?.queryKey)).toContainEqual(["applications"]);
  });

  it("sends once however often the button is pressed", async () => {
    const { user, net } = renderSection();
    await user.upload(
      screen.getByLabelText("Upload Replacement for Statement of Purpose"),
      fakeFile("sop.pdf", "application/pdf"),
    );
    fireEvent.click(reapplyButton());
    fireEvent.click(reapplyButton());
    fireEvent.click(reapplyButton());
    await screen.findByRole("dialog");
    expect(net.uploads).toHaveLength(1);
  });

  it("shows the server's message in a red notification when the reapply is refused", async () => {
    const { user } = renderSection(undefined, () => ({
      status: 400,
      body: { success: false, message: "Statement of Purpose: the file is not a PDF, JPG or PNG." },
    }));
    await user.upload(
      screen.getByLabelText("Upload Replacement for Statement of Purpose"),
      fakeFile("sop.pdf", "application/pdf"),
    );
    await user.click(reapplyButton());
    expect(await screen.findByText("Statement of Purpose: the file is not a PDF, JPG or PNG.")).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(reapplyButton()).toBeEnabled();
  });

  it("says the reapply failed when the server fails without a refusal", async () => {
    const { user } = renderSection(undefined, () => ({ status: 500, body: null }));
    await user.upload(
      screen.getByLabelText("Upload Replacement for Statement of Purpose"),
      fakeFile("sop.pdf", "application/pdf"),
    );
    await user.click(reapplyButton());
    expect(await screen.findByText("Failed to reapply. Please try again.")).toBeVisible();
  });

  it("with the fee form active, asks for every fee field and sends them with the receipt", async () => {
    const data = flaggedApplication({
      application: {
        verificationStatus: "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED",
        requiredDocuments: {
          statementOfPurpose: documentRecord({ documentType: "SOP_COMPUTER_REGULAR", status: "VERIFIED" }),
        },
      },
      feeDetails: {
        verification: { status: "MODIFICATION_REQUESTED", signedBy: null },
        remarks: "Wrong UTR",
        documents: {
          feeReceipt: documentRecord({
            documentType: "FEE_RECEIPT_COMPUTER_REGULAR",
            status: "MODIFICATION_REQUESTED",
            remarks: "Receipt is cut off",
          }),
        },
      },
    });
    const { user, net } = renderSection(data);
    expect(screen.queryByText("Replacement for Statement of Purpose")).toBeNull();
    await user.upload(
      screen.getByLabelText("Upload Replacement for Application Fee Receipt"),
      fakeFile("receipt.png", "image/png"),
    );
    // The form starts from the details on file; the candidate empties two of them.
    await user.clear(screen.getByRole("textbox", { name: /^UTR\/DU Number/ }));
    await user.clear(screen.getByRole("textbox", { name: /^Bank Name/ }));
    await user.click(reapplyButton());
    expect(screen.getByText("Missing fee details: UTR/DU Number, Bank Name")).toBeVisible();
    expect(net.uploads).toHaveLength(0);

    await user.type(screen.getByRole("textbox", { name: /^UTR\/DU Number/ }), "12");
    await user.type(screen.getByRole("textbox", { name: /^Bank Name/ }), "Canara Bank");
    await user.click(reapplyButton());
    expect(screen.getAllByText("UTR/DU Number must be 6 to 40 letters or digits")[0]).toBeVisible();
    expect(net.uploads).toHaveLength(0);

    await user.type(screen.getByRole("textbox", { name: /^UTR\/DU Number/ }), "345678");
    await user.click(reapplyButton());
    await screen.findByRole("dialog");
    const body = net.uploads[0]?.body;
    expect((body?.get("feeReceipt") as File | null)?.name).toBe("receipt.png");
    expect(body?.get("sop")).toBeNull();
    expect(body?.get("utrDuNumber")).toBe("12345678");
    expect(body?.get("amount")).toBe("1000");
    expect(body?.get("transactionTime")).toBe(NOW);
    expect(body?.get("bankName")).toBe("Canara Bank");
  });

  it("with the fee form active and the receipt not flagged, offers an optional new receipt and sends it when chosen", async () => {
    const { user, net } = renderSection(feeOnlyFlagged());
    expect(screen.queryByText("Replacement for Application Fee Receipt")).toBeNull();
    expect(screen.getByText("New fee receipt")).toBeVisible();
    await user.upload(screen.getByLabelText("Upload New fee receipt"), fakeFile("new-receipt.png", "image/png"));
    await user.click(reapplyButton());
    await screen.findByRole("dialog");
    const body = net.uploads[0]?.body;
    expect((body?.get("feeReceipt") as File | null)?.name).toBe("new-receipt.png");
    expect(body?.get("utrDuNumber")).toBe("UTR12345");
  });

  it("with the fee form active, reapplies without a new receipt when none is chosen", async () => {
    const { user, net } = renderSection(feeOnlyFlagged());
    await user.click(reapplyButton());
    await screen.findByRole("dialog");
    expect(net.uploads[0]?.body.get("feeReceipt")).toBeNull();
    expect(net.uploads[0]?.body.get("bankName")).toBe("State Bank");
  });
});
