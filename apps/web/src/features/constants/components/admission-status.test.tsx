import type { AdmissionWindowInfo } from "@phd/shared";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { AdmissionStatus } from "./admission-status.tsx";

const WINDOW = "/api/constant/admission-window";

function info(overrides: Partial<AdmissionWindowInfo> = {}): AdmissionWindowInfo {
  return {
    state: "open",
    opensAt: null,
    closesAt: "2026-12-01T11:30:00.000Z",
    timeZone: "Asia/Kolkata",
    serverTime: "2026-10-01T00:00:00.000Z",
    ...overrides,
  };
}

const panel = () => screen.findByRole("region", { name: /Admissions/ });
const showWindow = (data: AdmissionWindowInfo) => stubApi({ get: { [WINDOW]: { success: true, data } } });

afterEach(() => {
  vi.useRealTimers();
});

describe("the public admissions panel", () => {
  it("says open with the deadline in the institution's zone, without a countdown weeks before it", async () => {
    showWindow(info());
    renderApp(<AdmissionStatus />);
    const region = await panel();
    expect(region).toHaveAccessibleName("Admissions Open");
    expect(region).toHaveTextContent("Applications close on Dec 1, 2026, 5:00 PM IST");
    expect(screen.queryByTestId("admission-countdown")).toBeNull();
    expect(region.querySelector("[aria-live]")).toBeNull();
  });

  it("counts down on the server's clock, whatever the visitor's clock says, and ticks every minute", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date("2020-01-01T00:00:00.000Z")); // a visitor's clock years off
    showWindow(info({ serverTime: "2026-11-28T07:00:00.000Z" })); // 3 days 4 hours 30 minutes left
    renderApp(<AdmissionStatus />);
    expect(await screen.findByTestId("admission-countdown")).toHaveTextContent("Closes in 3 days 4 hours");
    act(() => {
      vi.advanceTimersByTime(31 * 60_000);
    });
    expect(screen.getByTestId("admission-countdown")).toHaveTextContent("Closes in 3 days 3 hours");
  });

  it("turns to closed when the deadline passes while the page is open", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date("2030-05-05T00:00:00.000Z"));
    showWindow(info({ serverTime: "2026-12-01T11:29:00.000Z" }));
    renderApp(<AdmissionStatus />);
    expect(await screen.findByTestId("admission-countdown")).toHaveTextContent("Closes in 1 minute");
    act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    const region = await panel();
    expect(region).toHaveAccessibleName("Admissions Closed");
    expect(region).toHaveTextContent("Applications closed on Dec 1, 2026, 5:00 PM IST");
  });

  it.each<[string, Partial<AdmissionWindowInfo>, string, { says?: string[]; saysNot?: string[] }]>([
    [
      "open without a date when no closing time is set",
      { closesAt: null },
      "Admissions Open",
      { saysNot: ["close on"] },
    ],
    [
      "when admissions open before they do",
      { state: "notYetOpen", opensAt: "2026-11-01T03:30:00.000Z" },
      "Admissions Not Yet Open",
      {
        says: ["Admissions open on Nov 1, 2026, 9:00 AM IST", "Applications close on Dec 1, 2026, 5:00 PM IST"],
      },
    ],
    [
      "closed, with the date, after the deadline",
      { state: "ended", serverTime: "2026-12-02T00:00:00.000Z" },
      "Admissions Closed",
      { says: ["Applications closed on Dec 1, 2026, 5:00 PM IST"] },
    ],
    [
      "closed when the switch is off, even inside the window",
      { state: "closed" },
      "Admissions Closed",
      { saysNot: ["close on"] },
    ],
  ])("says %s, without a countdown", async (_name, window, name, { says = [], saysNot = [] }) => {
    showWindow(info(window));
    renderApp(<AdmissionStatus />);
    const region = await panel();
    expect(region).toHaveAccessibleName(name);
    for (const text of says) expect(region).toHaveTextContent(text);
    for (const text of saysNot) expect(region).not.toHaveTextContent(text);
    expect(screen.queryByTestId("admission-countdown")).toBeNull();
  });

  it("falls back to the open/closed answer when the window cannot be read", async () => {
    stubApi({ get: { "/api/constant/admissionsOpen": { success: true, data: true, message: "" } } });
    renderApp(<AdmissionStatus />);
    const region = await panel();
    expect(region).toHaveAccessibleName("Admissions Open");
    expect(region).not.toHaveTextContent("close on");
  });

  it("in the last fallback trusts admissionsState over the switch", async () => {
    stubApi({
      get: {
        "/api/constant": {
          success: true,
          data: { admissionsOpen: true, admissionsState: "ended", websiteHeading: "", applicationIdPrefix: "PHD" },
        },
      },
    });
    renderApp(<AdmissionStatus />);
    expect(await panel()).toHaveAccessibleName("Admissions Closed");
  });
});
