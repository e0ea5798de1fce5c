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

  it("says open without a date when no closing time is set", async () => {
    showWindow(info({ closesAt: null }));
    renderApp(<AdmissionStatus />);
    const region = await panel();
    expect(region).toHaveAccessibleName("Admissions Open");
    expect(region).not.toHaveTextContent("close on");
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

  it("says when admissions open before they do", async () => {
    showWindow(info({ state: "notYetOpen", opensAt: "2026-11-01T03:30:00.000Z" }));
    renderApp(<AdmissionStatus />);
    const region = await panel();
    expect(region).toHaveAccessibleName("Admissions Not Yet Open");
    expect(region).toHaveTextContent("Admissions open on Nov 1, 2026, 9:00 AM IST");
    expect(region).toHaveTextContent("Applications close on Dec 1, 2026, 5:00 PM IST");
  });

  it("says closed, with the date, after the deadline", async () => {
    showWindow(info({ state: "ended", serverTime: "2026-12-02T00:00:00.000Z" }));
    renderApp(<AdmissionStatus />);
    const region = await panel();
    expect(region).toHaveAccessibleName("Admissions Closed");
    expect(region).toHaveTextContent("Applications closed on Dec 1, 2026, 5:00 PM IST");
  });

  it("says closed when the switch is off, even inside the window", async () => {
    showWindow(info({ state: "closed" }));
    renderApp(<AdmissionStatus />);
    const region = await panel();
    expect(region).toHaveAccessibleName("Admissions Closed");
    expect(region).not.toHaveTextContent("close on");
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
