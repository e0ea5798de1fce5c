import type { CandidateMerit, MeritLineView } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { APPLICATION_ID } from "../../../test/fixtures.ts";
import { expectShownIn } from "../../../test/lists.ts";
import { candidateMerit, objection, WORKED_LINES } from "../../../test/merit-fixtures.ts";
import { fakeFile, type SentUpload, stubNetwork } from "../../../test/network.ts";
import { renderApp, retype } from "../../../test/render.tsx";
import { CandidateMeritCard } from "./candidate-merit-card.tsx";

const RAISE = `/api/applications/${APPLICATION_ID}/objections`;
const TEXT = "My entrance-test marks were entered as 80; my answer sheet totals 86.";

function renderCard(merit: CandidateMerit, upload?: (sent: SentUpload) => { status: number; body: unknown }) {
  const net = stubNetwork({ upload });
  const view = renderApp(<CandidateMeritCard applicationId={APPLICATION_ID} merit={merit} />);
  return { ...view, net };
}

const card = () => within(screen.getByRole("region", { name: "Merit list" }));

describe("the candidate's merit list card", () => {
  it("shows the line: stage, rank, status, seat, the composite and its weighted parts, the relaxed qualifying mark", () => {
    renderCard(candidateMerit());
    const c = card();
    expect(c.getByText("Provisional list")).toBeVisible();
    // 04:30 UTC is 10:00 at the institution (Asia/Kolkata).
    expect(c.getByText("Provisional list published Dec 1, 2026, 10:00 AM IST")).toBeVisible();
    expect(c.getByText("Objections to this list can be raised until Dec 8, 2099, 6:00 PM IST.")).toBeVisible();
    expect(c.getByText("Entrance test (Entrance test + interview)")).toBeVisible();
    expect(c.getByText("Rank").nextElementSibling).toHaveTextContent("1");
    expect(c.getByText("Seat allotted", { selector: ".mantine-Badge-label" })).toBeVisible();
    expect(c.getByText("General seat")).toBeVisible();
    expect(c.getByText("Composite score").nextElementSibling).toHaveTextContent("78.50");
    expect(c.getByText("Entrance test: 80.00 % × 70 % = 56.00")).toBeVisible();
    expect(c.getByText("Interview: 75.00 % × 30 % = 22.50")).toBeVisible();
    expect(c.getByText("Qualifying mark").nextElementSibling).toHaveTextContent(
      "45 % of the entrance test (relaxed for your category or disability)",
    );
    expect(c.getByRole("heading", { name: "Raise an objection" })).toBeVisible();
  });

  it("shows a waitlist position, and in the final list what changed from the provisional one", () => {
    const provisional = WORKED_LINES[1] as MeritLineView;
    renderCard(
      candidateMerit({
        stage: "FINAL",
        objectionsCloseAt: null,
        mayObject: false,
        line: { ...provisional, rank: 3, composite: 70.1, waitlistPosition: 2 },
        provisionalLine: provisional,
      }),
    );
    const c = card();
    expect(c.getByText("Final list")).toBeVisible();
    expect(c.getByText("Waitlist position").nextElementSibling).toHaveTextContent("2");
    const changed = within(c.getByRole("region", { name: "Changed from the provisional list" }));
    expect(changed.getByText("Rank").nextElementSibling).toHaveTextContent("2 → 3");
    expect(changed.getByText("Composite score").nextElementSibling).toHaveTextContent("71.30 → 70.10");
    expect(changed.getByText("Seat or waitlist").nextElementSibling).toHaveTextContent(
      "Waitlist position 1 → Waitlist position 2",
    );
    // The status did not change: not listed.
    expect(changed.queryByText("Status")).toBeNull();
    expect(c.queryByRole("heading", { name: "Raise an objection" })).toBeNull();
  });

  it("raises an objection: checks the text and the file, then posts them as multipart and shows the objection", async () => {
    const { user, net } = renderCard(candidateMerit(), () => ({
      status: 201,
      body: {
        success: true,
        message: "Objection sent: the department will answer it.",
        data: objection(2, { text: TEXT, documentUrl: "/api/objections/x/document" }),
      },
    }));
    const c = card();
    await user.type(c.getByRole("textbox", { name: "Your objection" }), "Too short");
    await user.click(c.getByRole("button", { name: "Send objection" }));
    expect(await c.findByText("Say what you object to (at least 10 characters).")).toBeVisible();

    await user.upload(c.getByLabelText("Upload a supporting document"), fakeFile("sheet.png", "image/png"));
    expect(await c.findByText('"sheet.png" is not a PDF file. Choose a .pdf file.')).toBeVisible();
    await user.click(c.getByRole("button", { name: "Remove the chosen supporting document" }));

    const text = c.getByRole("textbox", { name: "Your objection" });
    await retype(user, text, TEXT);
    await user.upload(
      c.getByLabelText("Upload a supporting document"),
      fakeFile("answer-sheet.pdf", "application/pdf"),
    );
    await user.click(c.getByRole("button", { name: "Send objection" }));

    expect(await screen.findByText("Objection sent: the department will answer it.")).toBeVisible();
    expect(net.uploads).toHaveLength(1);
    const sent = net.uploads[0] as SentUpload;
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe(RAISE);
    expect(sent.body.get("text")).toBe(TEXT);
    expect((sent.body.get("document") as File | null)?.name).toBe("answer-sheet.pdf");

    expectShownIn(await c.findByRole("region", { name: "Your objection" }), ["Awaiting an answer", TEXT]);
    await waitFor(() => expect(c.queryByRole("heading", { name: "Raise an objection" })).toBeNull());
  });

  it("sends an objection without a document, and shows the server's refusal as it comes", async () => {
    const message = "The objection window closed on Dec 8, 2026, 6:00 PM IST.";
    const { user, net } = renderCard(candidateMerit(), () => ({ status: 409, body: { success: false, message } }));
    await user.type(card().getByRole("textbox", { name: "Your objection" }), TEXT);
    await user.click(card().getByRole("button", { name: "Send objection" }));
    expect(await card().findByRole("alert")).toHaveTextContent(message);
    expect(net.uploads[0]?.body.get("document")).toBeNull();
    expect(card().getByRole("heading", { name: "Raise an objection" })).toBeVisible();
  });

  it("shows the objection raised and its answer, with the corrected marks", () => {
    renderCard(
      candidateMerit({
        mayObject: false,
        objectionsCloseAt: "2020-12-08T12:30:00.000Z",
        objection: objection(2, {
          status: "ACCEPTED",
          answer: "Your answer sheet was re-totalled.",
          correctedTestMarks: 86,
          answeredAt: "2026-12-04T06:30:00.000Z",
        }),
      }),
    );
    const c = card();
    expect(c.getByText("The window for objections closed on Dec 8, 2020, 6:00 PM IST.")).toBeVisible();
    const yours = within(c.getByRole("region", { name: "Your objection" }));
    expectShownIn(c.getByRole("region", { name: "Your objection" }), [
      "Accepted",
      "Your answer sheet was re-totalled.",
    ]);
    expect(yours.getByText("Corrected entrance-test marks").nextElementSibling).toHaveTextContent("86");
    expect(yours.getByText("Answered").nextElementSibling).toHaveTextContent("Dec 4, 2026, 12:00 PM IST");
    expect(c.queryByRole("textbox")).toBeNull();
  });
});
