import type { CandidateOffer } from "@phd/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type ApiHandler,
  catchDownloads,
  fakeFile,
  type SentUpload,
  stubApi,
  stubNetwork,
} from "../../../test/network.ts";
import { acceptedOffer, admissionFee, candidateOffer, OFFER_ID, offerAnswer } from "../../../test/offer-fixtures.ts";
import { renderApp, retype } from "../../../test/render.tsx";
import { offerPaths } from "../api.ts";
import { CandidateOfferCard } from "./candidate-offer-card.tsx";

const APPLICATION = "PHD0042";

function renderCard(offer: CandidateOffer, handle?: ApiHandler) {
  const api = stubApi({ handle });
  const view = renderApp(<CandidateOfferCard offer={offer} applicationId={APPLICATION} />);
  return { ...view, api };
}

const card = () => within(screen.getByRole("region", { name: "Offer of admission" }));
const ACTIONS = ["Accept the offer", "Decline the offer", "Withdraw acceptance", "Download offer letter"] as const;
type Action = (typeof ACTIONS)[number];

afterEach(() => vi.useRealTimers());

describe("the candidate's offer card: what each state shows and offers", () => {
  const rows: {
    name: string;
    offer: CandidateOffer;
    badge: string;
    says: string | RegExp;
    actions: Action[];
    fee: "none" | "form" | "payment";
    lists: boolean;
  }[] = [
    {
      name: "offered, the deadline ahead",
      offer: candidateOffer(),
      badge: "Offered",
      says: "Accept or decline the offer by Dec 8, 2099, 6:00 PM IST. If you do not answer by then",
      actions: ["Accept the offer", "Decline the offer", "Download offer letter"],
      fee: "none",
      lists: false,
    },
    {
      name: "accepted, the fee not entered",
      offer: acceptedOffer(),
      badge: "Accepted",
      says: "Pay the admission fee of ₹25,000.00 and enter the payment below",
      actions: ["Withdraw acceptance", "Download offer letter"],
      fee: "form",
      lists: true,
    },
    {
      name: "accepted, the fee waiting for verification",
      offer: acceptedOffer({ mayPayFee: false, admissionFee: admissionFee() }),
      badge: "Accepted",
      says: "The account section is verifying your admission fee payment",
      actions: ["Withdraw acceptance", "Download offer letter"],
      fee: "payment",
      lists: true,
    },
    {
      name: "admitted",
      offer: acceptedOffer({
        state: "ADMITTED",
        mayWithdraw: false,
        mayPayFee: false,
        admissionFee: admissionFee({ status: "VERIFIED" }),
      }),
      badge: "Admitted",
      says: "Report to the department as the instructions below say",
      actions: ["Download offer letter"],
      fee: "payment",
      lists: true,
    },
    {
      name: "declined",
      offer: candidateOffer({ state: "DECLINED", mayAnswer: false, answeredAt: "2026-12-02T04:30:00.000Z" }),
      badge: "Declined",
      says: "You declined this offer. The seat has gone to the next candidate on the waitlist.",
      actions: [],
      fee: "none",
      lists: false,
    },
    {
      name: "lapsed",
      offer: candidateOffer({ state: "LAPSED", mayAnswer: false, deadline: "2026-12-08T12:30:00.000Z" }),
      badge: "Lapsed (not answered in time)",
      says: "The offer was not answered by the deadline, Dec 8, 2026, 6:00 PM IST, so it has lapsed.",
      actions: [],
      fee: "none",
      lists: false,
    },
    {
      name: "withdrawn",
      offer: acceptedOffer({ state: "WITHDRAWN", mayWithdraw: false, mayPayFee: false }),
      badge: "Acceptance withdrawn",
      says: "You withdrew your acceptance. The seat has gone to the next candidate on the waitlist.",
      actions: [],
      fee: "none",
      lists: false,
    },
  ];

  it.each(rows)("$name", ({ offer, badge, says, actions, fee, lists }) => {
    renderCard(offer);
    const c = card();
    expect(c.getByTestId("offer-state")).toHaveTextContent(badge);
    expect(c.getByText(says, { exact: false })).toBeVisible();
    for (const name of ACTIONS) {
      if (actions.includes(name)) expect(c.getByRole("button", { name })).toBeVisible();
      else expect(c.queryByRole("button", { name })).toBeNull();
    }
    const feeSection = c.queryByRole("region", { name: "Admission fee" });
    expect(feeSection === null).toBe(fee === "none");
    expect(c.queryByRole("button", { name: "Send payment details" }) !== null).toBe(fee === "form");
    expect(c.queryByRole("region", { name: "Reporting instructions" }) !== null).toBe(lists);
    expect(c.queryByRole("region", { name: "Documents to bring" }) !== null).toBe(lists);
    expect(c.queryByText("You are admitted") !== null).toBe(offer.state === "ADMITTED");
  });

  it("shows the seat, the channel, the deadline in the institution's zone with the time left", () => {
    vi.useFakeTimers({ now: new Date("2099-12-06T07:30:00.000Z"), shouldAdvanceTime: true });
    renderCard(candidateOffer());
    const c = card();
    expect(c.getByText("Allotted seat").nextElementSibling).toHaveTextContent("OBC (PwD seat)");
    expect(c.getByText("Selection channel").nextElementSibling).toHaveTextContent("Entrance test");
    expect(c.getByText("Offered on").nextElementSibling).toHaveTextContent("Dec 1, 2026, 10:00 AM IST");
    expect(c.getByText("Answer by").nextElementSibling).toHaveTextContent(
      "Dec 8, 2099, 6:00 PM IST2 days 5 hours left",
    );
    expect(c.getByText("Admission fee").nextElementSibling).toHaveTextContent("₹25,000.00");
  });

  it("admitted: the reporting instructions and the documents to bring as lists", () => {
    const offer = acceptedOffer({ state: "ADMITTED", mayWithdraw: false, mayPayFee: false });
    renderCard(offer);
    const instructions = within(card().getByRole("region", { name: "Reporting instructions" }));
    expect(instructions.getAllByRole("listitem")).toHaveLength(3);
    expect(instructions.getByText(/Report to the department's office within seven days/)).toBeVisible();
    const documents = within(card().getByRole("region", { name: "Documents to bring" }));
    expect(documents.getAllByRole("listitem").map((li) => li.textContent)).toEqual(offer.documentsToBring);
  });

  it("turns to lapsed when the deadline passes while the page is open", () => {
    vi.useFakeTimers({ now: new Date("2099-12-08T12:28:30.000Z") });
    renderCard(candidateOffer());
    const c = card();
    expect(c.getByText("1 minute left")).toBeVisible();
    act(() => vi.advanceTimersByTime(60_000));
    expect(c.getByText("less than a minute left")).toBeVisible();
    expect(c.getByRole("button", { name: "Accept the offer" })).toBeVisible();
    act(() => vi.advanceTimersByTime(31_000));
    expect(c.getByTestId("offer-state")).toHaveTextContent("Lapsed (not answered in time)");
    expect(c.getByText(/so it has lapsed/)).toBeVisible();
    expect(c.queryByText(/left$/)).toBeNull();
    for (const name of ACTIONS) expect(c.queryByRole("button", { name })).toBeNull();
  });
});

describe("answering the offer", () => {
  const answered = (state: CandidateOffer["state"], message: string): ApiHandler => {
    const latest =
      state === "ACCEPTED"
        ? acceptedOffer()
        : candidateOffer({ state, mayAnswer: false, answeredAt: "2099-12-02T04:30:00.000Z" });
    return (req) => (req.method === "POST" ? { status: 200, body: offerAnswer(latest, message) } : undefined);
  };

  it("accepts only once the declaration is ticked, sending {declaration: true}", async () => {
    const { user, api } = renderCard(candidateOffer(), answered("ACCEPTED", "Offer accepted: pay the admission fee."));
    await user.click(card().getByRole("button", { name: "Accept the offer" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Accept the offer" }));
    expect(dialog.getByTestId("declaration")).toHaveTextContent("I accept the offer of admission.");
    const tick = dialog.getByRole("checkbox", { name: "I have read and accept the declaration" });
    expect(tick).not.toBeChecked();

    await user.click(dialog.getByRole("button", { name: "Confirm acceptance" }));
    expect(await dialog.findByText("Tick the declaration to accept the offer")).toBeVisible();
    expect(tick).toHaveFocus();
    expect(api.of("POST", offerPaths.accept(OFFER_ID))).toEqual([]);

    await user.click(tick);
    await user.click(dialog.getByRole("button", { name: "Confirm acceptance" }));
    expect(await screen.findByText("Offer accepted: pay the admission fee.")).toBeVisible();
    expect(api.of("POST", offerPaths.accept(OFFER_ID)).map((r) => r.body)).toEqual([{ declaration: true }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(card().getByTestId("offer-state")).toHaveTextContent("Accepted");
    expect(card().getByRole("button", { name: "Send payment details" })).toBeVisible();
  });

  it("shows a refusal in a notification and keeps the dialog with the tick", async () => {
    const message = "This offer has already been answered.";
    const { user } = renderCard(candidateOffer(), (req) =>
      req.method === "POST" ? { status: 409, body: { success: false, message } } : undefined,
    );
    await user.click(card().getByRole("button", { name: "Accept the offer" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Accept the offer" }));
    await user.click(dialog.getByRole("checkbox", { name: "I have read and accept the declaration" }));
    await user.click(dialog.getByRole("button", { name: "Confirm acceptance" }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(dialog.getByRole("checkbox", { name: "I have read and accept the declaration" })).toBeChecked();
    expect(card().getByTestId("offer-state")).toHaveTextContent("Offered");
  });

  it("declines only after confirming that it cannot be undone", async () => {
    const { user, api } = renderCard(candidateOffer(), answered("DECLINED", "Offer declined."));
    await user.click(card().getByRole("button", { name: "Decline the offer" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Decline the offer?" }));
    expect(dialog.getByText(/cannot be undone/)).toHaveTextContent(
      "the seat goes to the next candidate on the waitlist",
    );
    await user.click(dialog.getByRole("button", { name: "Keep the offer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.of("POST", offerPaths.decline(OFFER_ID))).toEqual([]);

    await user.click(card().getByRole("button", { name: "Decline the offer" }));
    dialog = within(await screen.findByRole("dialog", { name: "Decline the offer?" }));
    await user.click(dialog.getByRole("button", { name: "Decline the offer" }));
    expect(await screen.findByText("Offer declined.")).toBeVisible();
    expect(api.of("POST", offerPaths.decline(OFFER_ID)).map((r) => r.body)).toEqual([undefined]);
    await waitFor(() => expect(card().getByTestId("offer-state")).toHaveTextContent("Declined"));
    expect(card().queryByRole("button")).toBeNull();
  });

  it("withdraws an acceptance after confirming", async () => {
    const { user, api } = renderCard(acceptedOffer(), answered("WITHDRAWN", "Acceptance withdrawn."));
    await user.click(card().getByRole("button", { name: "Withdraw acceptance" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Withdraw your acceptance?" }));
    expect(dialog.getByText(/cannot be undone/)).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Withdraw acceptance" }));
    expect(await screen.findByText("Acceptance withdrawn.")).toBeVisible();
    expect(api.of("POST", offerPaths.withdraw(OFFER_ID))).toHaveLength(1);
    await waitFor(() => expect(card().getByTestId("offer-state")).toHaveTextContent("Acceptance withdrawn"));
  });

  it("downloads the offer letter as Offer_Letter_{applicationId}.pdf", async () => {
    const { saved, restore } = catchDownloads();
    const { user, api } = renderCard(candidateOffer(), (req) =>
      req.url === offerPaths.letter(OFFER_ID)
        ? { status: 200, text: "%PDF-1.7", headers: { "content-type": "application/pdf" } }
        : undefined,
    );
    await user.click(card().getByRole("button", { name: "Download offer letter" }));
    expect(await screen.findByText("Offer letter downloaded.")).toBeVisible();
    expect(saved).toEqual([`Offer_Letter_${APPLICATION}.pdf`]);
    expect(api.of("GET", offerPaths.letter(OFFER_ID))).toHaveLength(1);
    restore();
  });
});

describe("the admission fee", () => {
  const NOW = new Date("2026-12-03T06:00:00.000Z");

  function renderFee(offer: CandidateOffer, upload: (sent: SentUpload) => { status: number; body: unknown }) {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    const net = stubNetwork({ upload });
    const view = renderApp(<CandidateOfferCard offer={offer} applicationId={APPLICATION} />);
    return { ...view, net, fee: within(screen.getByRole("region", { name: "Admission fee" })) };
  }
  const sent = (offer: CandidateOffer) => () => ({ status: 200, body: offerAnswer(offer, "Admission fee sent.") });

  it("checks the fields as the server does, then sends them and the receipt as multipart", async () => {
    const after = acceptedOffer({ mayPayFee: false, admissionFee: admissionFee({ utrDuNumber: "UTR12345678" }) });
    const { user, net, fee } = renderFee(acceptedOffer(), sent(after));
    expect(fee.getByRole("textbox", { name: "Amount (₹)" })).toHaveValue("25,000");

    await user.type(fee.getByRole("textbox", { name: "UTR/DU Number" }), "12");
    await user.type(fee.getByRole("textbox", { name: "Bank Name" }), "S");
    await user.click(fee.getByRole("button", { name: "Send payment details" }));
    expect(await fee.findByText("UTR/DU Number must be 6 to 40 letters or digits")).toBeVisible();
    expect(fee.getByText("Enter the Transaction Date & Time")).toBeVisible();
    expect(fee.getByText("Bank Name is too short")).toBeVisible();
    expect(fee.getByText("Choose the receipt of your payment")).toBeVisible();
    expect(fee.getByRole("textbox", { name: "UTR/DU Number" })).toHaveFocus();

    await user.type(fee.getByLabelText(/Transaction Date & Time/), "2026-12-04T10:00");
    await user.upload(fee.getByLabelText("Upload Payment receipt"), fakeFile("receipt.gif", "image/gif"));
    await user.click(fee.getByRole("button", { name: "Send payment details" }));
    expect(await fee.findByText("Transaction Date & Time cannot be in the future")).toBeVisible();
    expect(fee.getByText(/"receipt.gif" is not a PDF, JPG or PNG file/)).toBeVisible();
    expect(net.uploads).toEqual([]);

    const utr = fee.getByRole("textbox", { name: "UTR/DU Number" });
    await retype(user, utr, "utr12345678");
    await user.type(fee.getByRole("textbox", { name: "Bank Name" }), "tate Bank ");
    const time = fee.getByLabelText(/Transaction Date & Time/);
    await retype(user, time, "2026-12-02T11:00");
    await user.upload(fee.getByLabelText("Upload Payment receipt"), fakeFile("receipt.pdf", "application/pdf"));
    await user.click(fee.getByRole("button", { name: "Send payment details" }));

    expect(await screen.findByText("Admission fee sent.")).toBeVisible();
    expect(net.uploads).toHaveLength(1);
    const upload = net.uploads[0] as SentUpload;
    expect(upload.method).toBe("POST");
    expect(upload.url).toBe(offerPaths.admissionFee(OFFER_ID));
    expect(Object.fromEntries([...upload.body.entries()].filter(([, v]) => typeof v === "string"))).toEqual({
      utrDuNumber: "utr12345678",
      amount: "25000",
      transactionTime: new Date("2026-12-02T11:00").toISOString(),
      bankName: "State Bank",
    });
    expect((upload.body.get("receipt") as File | null)?.name).toBe("receipt.pdf");

    const now = within(screen.getByRole("region", { name: "Admission fee" }));
    await waitFor(() => expect(now.queryByRole("button", { name: "Send payment details" })).toBeNull());
    expect(now.getByText("UTR12345678")).toBeVisible();
    expect(now.getByText("Pending")).toBeVisible();
  });

  it("keeps what was typed when the server refuses, with its field errors on the fields", async () => {
    const message = "Check the payment details.";
    const { user, fee } = renderFee(acceptedOffer(), () => ({
      status: 400,
      body: { success: false, message, errors: { utrDuNumber: "This UTR/DU number was already used" } },
    }));
    await user.type(fee.getByRole("textbox", { name: "UTR/DU Number" }), "UTR12345678");
    await user.type(fee.getByLabelText(/Transaction Date & Time/), "2026-12-02T11:00");
    await user.type(fee.getByRole("textbox", { name: "Bank Name" }), "State Bank");
    await user.upload(fee.getByLabelText("Upload Payment receipt"), fakeFile("receipt.png", "image/png"));
    await user.click(fee.getByRole("button", { name: "Send payment details" }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(await fee.findByText("This UTR/DU number was already used")).toBeVisible();
    expect(fee.getByRole("textbox", { name: "UTR/DU Number" })).toHaveValue("UTR12345678");
    expect(fee.getByRole("textbox", { name: "Bank Name" })).toHaveValue("State Bank");
    expect(fee.getByText("receipt.png")).toBeVisible();
  });

  it("a change asked for: shows the remarks and opens the form again prefilled, the receipt on file optional", async () => {
    const paid = admissionFee({ status: "MODIFICATION_REQUESTED", remarks: "The amount on the receipt is ₹2,500." });
    const after = acceptedOffer({ mayPayFee: false, admissionFee: admissionFee({ amount: 25_000 }) });
    const { user, net, fee } = renderFee(acceptedOffer({ admissionFee: { ...paid, amount: 2500 } }), sent(after));
    expect(card().getByText(/asked you to correct your admission fee payment/)).toBeVisible();
    expect(fee.getByText("Modification Requested")).toBeVisible();
    expect(fee.getByText("Account section's remarks").nextElementSibling).toHaveTextContent(
      "The amount on the receipt is ₹2,500.",
    );
    expect(fee.getByRole("textbox", { name: "UTR/DU Number" })).toHaveValue("UTR998877");
    expect(fee.getByRole("textbox", { name: "Bank Name" })).toHaveValue("State Bank");
    expect(fee.getByLabelText(/Transaction Date & Time/)).not.toHaveValue("");
    const amount = fee.getByRole("textbox", { name: "Amount (₹)" });
    expect(amount).toHaveValue("2,500");
    expect(fee.getByText(/your receipt on file \(admission-fee.pdf\) is kept/)).toBeVisible();

    await retype(user, amount, "25000");
    await user.click(fee.getByRole("button", { name: "Send payment details" }));
    await waitFor(() => expect(net.uploads).toHaveLength(1));
    const upload = net.uploads[0] as SentUpload;
    expect(upload.body.get("amount")).toBe("25000");
    expect(upload.body.get("utrDuNumber")).toBe("UTR998877");
    expect(upload.body.get("receipt")).toBeNull();
  });
});
