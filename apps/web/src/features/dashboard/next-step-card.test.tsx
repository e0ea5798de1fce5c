import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chooseLanguage } from "../../lib/i18n.ts";
import { applicationSummary, documentRecord, profileRecord, sectionMeta } from "../../test/fixtures.ts";
import { expectLinkTo } from "../../test/lists.ts";
import { stubApi } from "../../test/network.ts";
import { renderApp } from "../../test/render.tsx";
import { NextStepCard } from "./next-step-card.tsx";

const FLAGGED = "MODIFICATION_REQUESTED";
const saved = sectionMeta();
const flaggedSection = sectionMeta({ verification: { status: FLAGGED, updatedAt: null, signedBy: null } });

function renderCard({ documents = {} }: { documents?: Record<string, ReturnType<typeof documentRecord>> } = {}) {
  stubApi({
    get: {
      "/api/candidate/profile": {
        success: true,
        message: "",
        data: profileRecord({
          verificationStatus: { status: FLAGGED },
          personalDetails: saved,
          academicsUG: saved,
          academicsPG: flaggedSection,
          entranceDetails: saved,
        }),
      },
      // The application is MODIFICATION_REQUESTED because the PG section is (its status follows its parts).
      "/api/application": {
        success: true,
        applications: [applicationSummary(1, { verificationStatus: FLAGGED })],
        isWorkingProfessional: false,
      },
      "/api/document": { success: true, data: { documents } },
      "/api/constant/admissionsOpen": { success: true, data: true, message: "" },
    },
  });
  renderApp(<NextStepCard />);
}

describe("the candidate dashboard's next step while changes are requested (issue 30)", () => {
  it("counts only the flagged profile section and says no reapply is needed", async () => {
    renderCard();
    expect(await screen.findByRole("heading", { name: "Fix what was flagged" })).toBeVisible();
    const card = screen.getByTestId("next-step");
    expect(card).toHaveTextContent("A reviewer asked for changes to 1 item.");
    expect(card).toHaveTextContent("there is nothing to reapply");
    expect(card).not.toHaveTextContent("then reapply");
    const list = within(card).getByRole("list", { name: "What was flagged" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["PG Academics: Section details"]);
    expectLinkTo("Go to PG Academics", "/profile?section=academicsPG", within(card));
  });

  it("adds the application's own flagged SOP, and then says to reapply", async () => {
    renderCard({
      documents: { SOP_COMPUTER_ENGINEERING_REGULAR: documentRecord({ status: FLAGGED }) },
    });
    expect(await screen.findByRole("heading", { name: "Fix what was flagged" })).toBeVisible();
    const card = screen.getByTestId("next-step");
    expect(card).toHaveTextContent("A reviewer asked for changes to 2 items.");
    expect(card).toHaveTextContent(/fix the profile items and save each section first; .* and reapply/);
    const list = within(card).getByRole("list", { name: "What was flagged" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "PG Academics: Section details",
      "Application PHD001 (Computer Engineering): Statement of Purpose (SOP)",
    ]);
  });
});

describe("the next step in the reader's language", () => {
  it.each([
    ["hi", "जो चिह्नित किया गया है, उसे सुधारें", "PG शैक्षणिक विवरण: खंड का विवरण", "PG शैक्षणिक विवरण पर जाएँ"],
    ["mr", "जे चिन्हांकित केले आहे ते दुरुस्त करा", "PG शैक्षणिक तपशील: भागाचा तपशील", "PG शैक्षणिक तपशील येथे जा"],
  ] as const)(
    "%s: the shared rule's words, and the places flagged, come from the catalogues",
    async (language, title, place, go) => {
      await chooseLanguage(language, { byUser: false });
      try {
        renderCard();
        expect(await screen.findByRole("heading", { name: title })).toBeVisible();
        const card = screen.getByTestId("next-step");
        expect(
          within(card)
            .getAllByRole("listitem")
            .map((li) => li.textContent),
        ).toEqual([place]);
        expectLinkTo(go, "/profile?section=academicsPG", within(card));
      } finally {
        await chooseLanguage("en", { byUser: false });
      }
    },
  );
});
