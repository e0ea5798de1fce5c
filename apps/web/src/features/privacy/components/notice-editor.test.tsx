import type { PrivacyNoticeAdmin } from "@phd/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { NoticeEditor, noticeBodyOf } from "./notice-editor.tsx";

const LONG = "We collect your name, e-mail and documents to run the PhD admission round. ".repeat(4).trim();
const notice = (over: Partial<PrivacyNoticeAdmin> = {}): PrivacyNoticeAdmin => ({
  version: 3,
  body: { en: LONG },
  grievanceOfficer: { name: "Dr. S. Patil", email: "grievance@uni.ac.in" },
  publishedAt: "2026-11-20T04:30:00.000Z",
  publishedBy: "Admin One",
  accepted: 41,
  pending: 1,
  ...over,
});

describe("the admin's privacy notice", () => {
  it("shows the version, who published it and how many accepted it", async () => {
    stubApi({ get: { "/api/admin/privacy-notice": { success: true, data: notice() } } });
    renderApp(<NoticeEditor />);
    expect(await screen.findByText(/^Version 3, published .* by Admin One\.$/)).toBeVisible();
    expect(screen.getByText("Accepted by 41 candidates")).toBeVisible();
    expect(screen.getByText("1 candidate will be asked on their next visit")).toBeVisible();
    expect(screen.getByLabelText(/Notice in English/)).toHaveValue(LONG);
    // Nothing changed yet: nothing to publish.
    expect(screen.getByRole("button", { name: "Publish version 4" })).toBeDisabled();
  });

  it("checks the text before asking, then publishes after the admin confirms", async () => {
    let current = notice();
    const api = stubApi({
      handle: (req) => {
        if (req.url !== "/api/admin/privacy-notice") return undefined;
        if (req.method === "PUT") current = notice({ version: 4, pending: 42 });
        return { status: 200, body: { success: true, message: "Privacy notice published.", data: current } };
      },
    });
    renderApp(<NoticeEditor />);
    const english = await screen.findByLabelText(/Notice in English/);
    fireEvent.change(english, { target: { value: "Too short." } });
    fireEvent.click(screen.getByRole("button", { name: "Publish version 4" }));
    expect(await screen.findByText(/at least 200 characters/)).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.change(english, { target: { value: `${LONG} Changed.` } });
    fireEvent.change(screen.getByLabelText("Notice in Marathi"), { target: { value: `मराठी. ${LONG}` } });
    fireEvent.click(screen.getByRole("button", { name: "Publish version 4" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish version 4?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(api.of("PUT", "/api/admin/privacy-notice")).toHaveLength(1));
    expect(api.of("PUT", "/api/admin/privacy-notice")[0]?.body).toEqual({
      body: { en: `${LONG} Changed.`, mr: `मराठी. ${LONG}` },
      grievanceOfficer: { name: "Dr. S. Patil", email: "grievance@uni.ac.in" },
    });
    expect(await screen.findByText(/^Version 4, published/)).toBeVisible();
  });
});

describe("noticeBodyOf", () => {
  it.each([
    [{ hi: "", mr: "  ", phone: "" }, { hi: undefined, mr: undefined }, undefined],
    [{ hi: "हिंदी", mr: "", phone: "+91 20 2560 1234" }, { hi: "हिंदी", mr: undefined }, "+91 20 2560 1234"],
  ])("leaves out what was left empty (%o)", (typed, bodies, phone) => {
    const body = noticeBodyOf({ en: "E", name: "N", email: "e@x.in", ...typed });
    expect(body.body).toEqual({ en: "E", ...bodies });
    expect(body.grievanceOfficer.phone).toBe(phone);
  });
});
