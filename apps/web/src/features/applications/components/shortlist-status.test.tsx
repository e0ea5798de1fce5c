import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { applicationDetail, candidateShortlist, roundId } from "../../../test/fixtures.ts";
import { expectLinkTo } from "../../../test/lists.ts";
import { stubNetwork, stubObjectUrls } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { SelectionSection, ShortlistStatus } from "./shortlist-status.tsx";

const round = { id: roundId(2), name: "PhD Admissions 2026-27, Round 1", isClosed: false };

describe("the candidate's shortlist decision", () => {
  it("shows the department's words, and the reason when not shortlisted", () => {
    renderApp(
      <ShortlistStatus
        shortlist={candidateShortlist({
          decision: "NOT_SHORTLISTED",
          label: "Not shortlisted",
          reason: "Below the cut-off",
        })}
      />,
    );
    expect(screen.getByText("Not shortlisted")).toBeVisible();
    expect(screen.getByText("Reason: Below the cut-off")).toBeVisible();
  });

  it("the application's Selection section: its round, the decision and the channel it was made in", () => {
    renderApp(
      <SelectionSection
        application={applicationDetail({
          verificationStatus: "VERIFIED",
          round,
          shortlist: candidateShortlist({
            channel: "NET_JRF",
            method: "INTERVIEW_ONLY",
            label: "Shortlisted for the interview",
          }),
        })}
      />,
    );
    const section = screen.getByRole("region", { name: "Selection" });
    expect(section).toHaveTextContent("PhD Admissions 2026-27, Round 1");
    expect(section).toHaveTextContent("Shortlisted for the interview");
    expect(section).toHaveTextContent("NET/JRF (Interview only)");
    expect(screen.queryByText(/^Reason:/)).toBeNull();
  });

  it("says the shortlist is not decided yet, and is left out when there is nothing to say", () => {
    const { unmount } = renderApp(<SelectionSection application={applicationDetail({ round, shortlist: null })} />);
    expect(screen.getByRole("region", { name: "Selection" })).toHaveTextContent("Not decided yet");
    unmount();
    renderApp(<SelectionSection application={applicationDetail()} />);
    expect(screen.queryByRole("region", { name: "Selection" })).toBeNull();
  });

  it("shows each slot the candidate is called to, and downloads its call letter", async () => {
    const application = applicationDetail({
      verificationStatus: "VERIFIED",
      round,
      shortlist: candidateShortlist({
        slots: [
          {
            kind: "TEST",
            startsAt: "2026-12-10T04:30:00.000Z",
            endsAt: "2026-12-10T06:30:00.000Z",
            mode: "IN_PERSON",
            venue: "Examination Hall 2",
            meetingLink: null,
          },
          {
            kind: "INTERVIEW",
            startsAt: "2026-12-15T05:30:00.000Z",
            endsAt: "2026-12-15T06:00:00.000Z",
            mode: "ONLINE",
            venue: null,
            meetingLink: "https://meet.example/phd",
          },
        ],
      }),
    });
    stubNetwork({ get: { [`/api/application/${application.id}/call-letter/test`]: {} } });
    stubObjectUrls();
    const { user } = renderApp(<SelectionSection application={application} />);
    const test = screen.getByTestId("slot-test");
    expect(test).toHaveTextContent("Dec 10, 2026, 10:00 AM IST");
    expect(test).toHaveTextContent("Venue: Examination Hall 2");
    expectLinkTo("https://meet.example/phd", "https://meet.example/phd");
    await user.click(screen.getByRole("button", { name: "Download the entrance test call letter" }));
    expect(await screen.findByText("Call letter downloaded.")).toBeVisible();
  });
});
