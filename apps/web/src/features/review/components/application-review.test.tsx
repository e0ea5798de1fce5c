import type { VerificationStatus } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { changeRemarks, requestModification } from "../../../test/dialogs.ts";
import { expectLinkTo } from "../../../test/lists.ts";
import { renderApp } from "../../../test/render.tsx";
import { ApplicationReviewScreen } from "./application-review.tsx";
import {
  APP_ID,
  CANDIDATE_ID,
  entireApplication,
  historyEvent,
  PROFILE_ID,
  RECEIPT_ID,
  SOP_ID,
  stubApi,
} from "./review-fixtures.ts";

const ENTIRE = `/api/application/entire/${APP_ID}`;
const HISTORY = `/api/application/history/${APP_ID}`;

function Where() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}

function Page() {
  const { pathname } = useLocation();
  return <ApplicationReviewScreen id={pathname.split("/")[2] ?? ""} />;
}

function renderReview(route = `/view-application/${APP_ID}?tab=documents`) {
  return renderApp(
    <Routes>
      <Route
        path="/view-application/:id"
        element={
          <>
            <Page />
            <Where />
          </>
        }
      />
      <Route path="/applications-page" element={<Where />} />
    </Routes>,
    { route },
  );
}

const actionsOf = (label: string) =>
  within(screen.getByRole("group", { name: `Actions for ${label}` }))
    .getAllByRole("button")
    .map((b) => b.getAttribute("aria-label"));

describe("document actions", () => {
  it.each<[VerificationStatus, string[]]>([
    ["PENDING", ["Verify", "Request Modification"]],
    ["MODIFICATION_REQUESTED", ["Mark as Verified", "Change Remarks", "Reset to Pending"]],
    ["VERIFIED", ["Request Modification", "Reset to Pending"]],
  ])("from %s offers exactly %j", async (status, expected) => {
    stubApi({ get: { [ENTIRE]: entireApplication({ sop: { status, remarks: "Looks fine" } }) } });
    renderReview();
    expect(await screen.findByRole("heading", { name: "Application PHD0042" })).toBeVisible();
    expect(actionsOf("Statement of Purpose")).toEqual(expected.map((a) => `${a} Statement of Purpose`));
    // No more-actions menu anywhere.
    expect(screen.queryByRole("button", { name: /more actions/i })).toBeNull();
  });

  it("verifies directly and reloads the application", async () => {
    const api = stubApi({
      get: { [ENTIRE]: entireApplication() },
      handle: (r) =>
        r.method === "POST" && r.url === "/api/coordinator/verify-document"
          ? {
              status: 200,
              body: { success: true, message: "Document verified", data: { remarks: "x", status: "VERIFIED" } },
            }
          : undefined,
    });
    const { user } = renderReview();
    await user.click(await screen.findByRole("button", { name: "Verify Statement of Purpose" }));
    await waitFor(() => expect(api.of("POST", "/api/coordinator/verify-document")).toHaveLength(1));
    expect(api.of("POST", "/api/coordinator/verify-document")[0]?.body).toEqual({ documentId: SOP_ID });
    expect(await screen.findByText("Document verified")).toBeVisible();
    await waitFor(() => expect(api.of("GET", ENTIRE).length).toBeGreaterThan(1));
  });

  it("shows the server's message when an action fails, else the screen's own", async () => {
    stubApi({
      get: { [ENTIRE]: entireApplication({ sop: { status: "VERIFIED" } }) },
      handle: (r) => {
        if (r.url === `/api/document/status/${SOP_ID}`) return { status: 409, body: { message: "Already reset" } };
        if (r.url === "/api/coordinator/verify-document") return { status: 500 };
        return undefined;
      },
    });
    const { user } = renderReview();
    await user.click(await screen.findByRole("button", { name: "Reset to Pending Statement of Purpose" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset to Pending: Statement of Purpose" });
    await user.click(within(dialog).getByRole("button", { name: "Reset to Pending" }));
    expect(await screen.findByText("Already reset")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Verify Application Fee Receipt" }));
    expect(await screen.findByText("Failed to verify document. Please try again.")).toBeVisible();
  });

  it("resets after a confirmation, sending PENDING", async () => {
    const api = stubApi({
      get: { [ENTIRE]: entireApplication({ sop: { status: "VERIFIED" } }) },
      handle: (r) =>
        r.method === "PUT"
          ? { status: 200, body: { success: true, message: "Reset", data: { remarks: null, status: "PENDING" } } }
          : undefined,
    });
    const { user } = renderReview();
    await user.click(await screen.findByRole("button", { name: "Reset to Pending Statement of Purpose" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset to Pending: Statement of Purpose" });
    expect(api.of("PUT", `/api/document/status/${SOP_ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Reset to Pending" }));
    await waitFor(() =>
      expect(api.of("PUT", `/api/document/status/${SOP_ID}`)[0]?.body).toEqual({ status: "PENDING" }),
    );
  });
});

describe("the remarks dialog", () => {
  it("keeps Request Modification disabled while blank and sends the remarks with the application and candidate", async () => {
    const api = stubApi({
      get: { [ENTIRE]: entireApplication() },
      handle: (r) =>
        r.method === "POST" && r.url === "/api/coordinator/request-modification"
          ? { status: 200, body: { success: true, message: "Requested", data: { remarks: "x", status: "X" } } }
          : undefined,
    });
    const { user } = renderReview();
    await user.click(await screen.findByRole("button", { name: "Request Modification Statement of Purpose" }));
    await requestModification(user, "Request Modification: Statement of Purpose", "  Blurry scan ");
    await waitFor(() => expect(api.of("POST", "/api/coordinator/request-modification")).toHaveLength(1));
    expect(api.of("POST", "/api/coordinator/request-modification")[0]?.body).toEqual({
      documentId: SOP_ID,
      remarks: "Blurry scan",
      applicationId: APP_ID,
      candidateId: CANDIDATE_ID,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("changes the remarks of a modification request with PATCH, starting from the current ones", async () => {
    const api = stubApi({
      get: { [ENTIRE]: entireApplication({ sop: { status: "MODIFICATION_REQUESTED", remarks: "Old note" } }) },
      handle: (r) =>
        r.method === "PATCH" ? { status: 400, body: { success: false, message: "Remarks too long" } } : undefined,
    });
    const { user } = renderReview();
    await user.click(await screen.findByRole("button", { name: "Change Remarks Statement of Purpose" }));
    await changeRemarks(user, "Change Remarks: Statement of Purpose", "Old note", "Upload the signed copy");
    await waitFor(() =>
      expect(api.of("PATCH", "/api/document/remarks")[0]?.body).toEqual({
        documentId: SOP_ID,
        remarks: "Upload the signed copy",
      }),
    );
    expect(await screen.findByText("Remarks too long")).toBeVisible();
  });
});

describe("section review", () => {
  /** The review page with the section status answered 200; its Personal Details status form. */
  async function renderSectionStatus() {
    const api = stubApi({
      get: { [ENTIRE]: entireApplication() },
      handle: (r) => (r.method === "POST" ? { status: 200, body: { success: true, message: "ok" } } : undefined),
    });
    const { user } = renderReview(`/view-application/${APP_ID}`);
    const button = await screen.findByRole("button", { name: "Set section status of Personal Details" });
    const choose = async (status: string) => {
      await user.click(screen.getByRole("combobox", { name: /Section status/ }));
      await user.click(await screen.findByRole("option", { name: status }));
    };
    const sent = () => api.of("POST", "/api/coordinator/set-section-status");
    return { user, button, choose, sent };
  }

  it("asks for a status, and remarks for a modification request, then sets the section status", async () => {
    const { user, button, choose, sent } = await renderSectionStatus();
    await user.click(button);
    expect(await screen.findByText("Please select a status")).toBeVisible();
    expect(sent()).toHaveLength(0);

    await choose("Modification Requested");
    await user.click(button);
    expect(await screen.findByText("Please enter remarks")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /Status remarks/ })).toBeRequired();
    expect(sent()).toHaveLength(0);

    await choose("Verified");
    await user.type(screen.getByRole("textbox", { name: /Status remarks/ }), "All correct");
    await user.click(button);
    await waitFor(() =>
      expect(sent()[0]?.body).toEqual({
        profileId: PROFILE_ID,
        section: "personalDetails",
        status: "VERIFIED",
        remarks: "All correct",
      }),
    );
    expect(await screen.findByText("Section status updated successfully")).toBeVisible();
  });

  it("verifies a section without typed remarks, as a document's Verify does (decision 026)", async () => {
    const { user, button, choose, sent } = await renderSectionStatus();
    await choose("Verified");
    const remarks = screen.getByRole("textbox", { name: /Status remarks/ });
    expect(remarks).not.toBeRequired();
    expect(remarks).toHaveAccessibleDescription(/Optional when verifying/);
    await user.click(button);
    await waitFor(() =>
      expect(sent()[0]?.body).toEqual({ profileId: PROFILE_ID, section: "personalDetails", status: "VERIFIED" }),
    );
    expect(screen.queryByText("Please enter remarks")).toBeNull();
    expect(await screen.findByText("Section status updated successfully")).toBeVisible();
  });

  it("needs a manual remark before saving it, and says when saving failed", async () => {
    const api = stubApi({ get: { [ENTIRE]: entireApplication() }, handle: () => undefined });
    const { user } = renderReview(`/view-application/${APP_ID}`);
    const save = await screen.findByRole("button", { name: "Save manual remark for Personal Details" });
    await user.click(save);
    expect(await screen.findByText("Please enter remarks")).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: /Manual remark/ }), "Call the candidate");
    await user.click(save);
    await waitFor(() =>
      expect(api.of("POST", "/api/candidate/profile/manual-remarks")[0]?.body).toEqual({
        profileId: PROFILE_ID,
        section: "personalDetails",
        remarks: "Call the candidate",
      }),
    );
    // The stub answers 404 "Not found": the server's words win.
    expect(await screen.findByText("Not found")).toBeVisible();
  });

  it("offers the document actions on the section's documents too", async () => {
    stubApi({ get: { [ENTIRE]: entireApplication() } });
    renderReview(`/view-application/${APP_ID}`);
    expect(await screen.findByRole("button", { name: "Verify Applicant Photo" })).toBeVisible();
  });
});

describe("history", () => {
  it("lists each document's events under it", async () => {
    stubApi({
      get: {
        [ENTIRE]: entireApplication(),
        [HISTORY]: {
          success: true,
          data: {
            events: [
              historyEvent(),
              historyEvent({ id: "00000000-0000-4000-8000-0000000000e2", subjectId: RECEIPT_ID, remarks: "Other" }),
            ],
          },
        },
      },
    });
    const { user } = renderReview();
    await user.click(await screen.findByRole("button", { name: "History (1) of Statement of Purpose" }));
    // The list opens with a transition: under load it can be found before it is shown.
    const remark = await screen.findByText("Remarks: Blurry scan");
    await waitFor(() => expect(remark).toBeVisible());
    const sop = screen.getByRole("region", { name: "Statement of Purpose" });
    expect(within(sop).getByText(/Dr\. Kulkarni/)).toBeVisible();
    expect(screen.queryByText("Remarks: Other")).not.toBeVisible();
  });

  it("counts an Aadhaar reveal in the personal section's history, reloaded after the reveal (decision 025)", async () => {
    const entire = entireApplication();
    const personal = entire.data.profile.personalDetails;
    if (personal) Object.assign(personal, { aadhaarMasked: "XXXX XXXX 9012" });
    const sectionEvent = (id: string, action: string) =>
      historyEvent({
        id,
        action,
        subjectType: "profile_section",
        section: "personalDetails",
        fromStatus: null,
        toStatus: null,
        remarks: null,
      });
    const history = {
      success: true,
      data: { events: [sectionEvent("00000000-0000-4000-8000-0000000000e1", "profile.section.save")] },
    };
    const reveal = `/api/candidate/profile/${CANDIDATE_ID}/aadhaar/reveal`;
    const api = stubApi({
      get: { [ENTIRE]: entire, [HISTORY]: history },
      handle: ({ method, url }) => {
        if (method !== "POST" || url !== reveal) return undefined;
        history.data.events.unshift(
          sectionEvent("00000000-0000-4000-8000-0000000000e2", "profile.section.aadhaar_reveal"),
        );
        return { status: 200, body: { success: true, message: "Revealed", data: { addharNumber: "123456789012" } } };
      },
    });
    const { user } = renderReview(`/view-application/${APP_ID}?tab=personalDetails`);
    const toggle = await screen.findByRole("button", { name: /^Section history \(\d\) of Personal Details$/ });
    await waitFor(() => expect(toggle).toHaveTextContent("Section history (1)"));
    await user.click(screen.getByRole("button", { name: "Reveal Aadhaar number" }));
    await waitFor(() => expect(toggle).toHaveTextContent("Section history (2)"));
    expect(api.of("GET", HISTORY).length).toBe(2);
    await user.click(toggle);
    expect(await screen.findByText("Aadhaar number revealed by Department Coordinator")).toBeInTheDocument();
  });
});

describe("previous and next", () => {
  // As the list page writes it: only what differs from its defaults.
  const list = "search=rao&status=PENDING&sort=applicationId&order=asc&page=2";
  const neighbour = (page: number) =>
    `/api/application/all/applications?page=${page}&limit=1&search=rao&status=PENDING&sort=applicationId&order=asc`;
  const other = entireApplication().data.application;
  const answer = (id: string) => ({
    success: true,
    data: {
      applications: [{ ...other, id, _id: id }],
      pagination: { totalPages: 3, currentPage: 1, totalApplications: 3 },
    },
  });

  it("are hidden when the page was not opened from the list", async () => {
    stubApi({ get: { [ENTIRE]: entireApplication() } });
    renderReview();
    await screen.findByRole("heading", { name: "Application PHD0042" });
    expect(screen.queryByRole("button", { name: /Next application/ })).toBeNull();
  });

  it("move through the filtered list with the buttons, keeping its query", async () => {
    const NEXT = "00000000-0000-4000-8000-0000000000b2";
    const PREV = "00000000-0000-4000-8000-0000000000b0";
    const api = stubApi({
      get: { [ENTIRE]: entireApplication(), [neighbour(1)]: answer(PREV), [neighbour(3)]: answer(NEXT) },
    });
    const { user } = renderReview(`/view-application/${APP_ID}?${list}&i=1`);
    const next = await screen.findByRole("button", { name: /Next application/ });
    await waitFor(() => expect(next).toBeEnabled());
    expect(screen.getByRole("button", { name: /Previous application/ })).toBeEnabled();
    expect(screen.getByText(/Shortcuts:/)).toBeVisible();
    await user.click(next);
    expect(screen.getByTestId("location")).toHaveTextContent(`/view-application/${NEXT}?${list}&i=2`);
    expect(api.of("GET", neighbour(3))).toHaveLength(1);
  });

  it("use the keyboard, ignored while typing, and stop at the start", async () => {
    const NEXT = "00000000-0000-4000-8000-0000000000b2";
    stubApi({
      get: {
        [ENTIRE]: entireApplication(),
        [neighbour(2)]: answer(NEXT),
      },
    });
    const { user } = renderReview(`/view-application/${APP_ID}?${list}&i=0`);
    const next = await screen.findByRole("button", { name: /Next application/ });
    await waitFor(() => expect(next).toBeEnabled());
    expect(screen.getByRole("button", { name: /Previous application/ })).toBeDisabled();

    await user.click(screen.getByRole("textbox", { name: /Status remarks/ }));
    await user.keyboard("]");
    expect(screen.getByTestId("location")).toHaveTextContent(`?${list}&i=0`);

    await user.click(screen.getByRole("heading", { name: "Application PHD0042" }));
    await user.keyboard("[[");
    expect(screen.getByTestId("location")).toHaveTextContent(`/view-application/${APP_ID}?${list}&i=0`);
    await user.keyboard("]");
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(`/view-application/${NEXT}?${list}&i=1`),
    );
  });

  it("are disabled at the end of the list", async () => {
    stubApi({ get: { [ENTIRE]: entireApplication() } });
    renderReview(`/view-application/${APP_ID}?${list}&i=2`);
    const next = await screen.findByRole("button", { name: /Next application/ });
    await waitFor(() => expect(next).toBeDisabled());
  });
});

describe("loading", () => {
  it("says the application is not available on 404, with a way back to the list", async () => {
    stubApi();
    renderReview();
    expect(await screen.findByText("Application data is not available.")).toBeVisible();
    expectLinkTo("Back to applications", "/applications-page");
  });

  it("shows the server's message, or its own, when loading fails", async () => {
    stubApi({ handle: () => ({ status: 500 }) });
    const first = renderReview();
    expect(await screen.findByText("Failed to fetch application")).toBeVisible();
    first.unmount();
    stubApi({ handle: () => ({ status: 403, body: { success: false, message: "Not your department" } }) });
    renderReview();
    expect(await screen.findByText("Not your department")).toBeVisible();
  });

  it("Back goes to the list when there is no page to go back to", async () => {
    stubApi({ get: { [ENTIRE]: entireApplication() } });
    const { user } = renderReview(`/view-application/${APP_ID}?status=PENDING&page=2&i=13&tab=documents`);
    await user.click(await screen.findByRole("button", { name: "Back" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/applications-page\?status=PENDING&page=2$/);
  });
});
