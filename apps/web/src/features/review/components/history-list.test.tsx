import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { historyEvent } from "../../../test/fixtures.ts";
import { stubApi } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { HistoryList } from "./history-list.tsx";

const events = [
  historyEvent({
    id: "00000000-0000-4000-8000-0000000000e1",
    action: "document.verify",
    fromStatus: "PENDING",
    toStatus: "VERIFIED",
    remarks: "Document processed by Meera Joshi",
    actor: { name: "Meera Joshi", role: "accountSectionCoordinator" },
    createdAt: "2026-11-25T03:35:00.000Z",
  }),
  historyEvent({
    id: "00000000-0000-4000-8000-0000000000e2",
    action: "document.replace",
    fromStatus: "MODIFICATION_REQUESTED",
    toStatus: "PENDING",
    remarks: null,
    previousFile: { originalFileName: "old-receipt.pdf", fileSize: 2048 },
    actor: { name: "Asha Verma", role: "candidate" },
  }),
  historyEvent({ id: "00000000-0000-4000-8000-0000000000e3", actor: null }),
];

async function openHistory(list = events) {
  stubApi({ get: { "/api/constant/admission-window": { success: true, data: { timeZone: "Asia/Kolkata" } } } });
  const { user } = renderApp(<HistoryList events={list} subject="Application Fee Receipt" />);
  const toggle = screen.getByRole("button", { name: /^History \(\d+\) of Application Fee Receipt$/ });
  await user.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "true"));
  // The panel slides open: on a loaded machine its content is hidden a moment after the toggle flips.
  const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  await waitFor(() => expect(panel).toBeVisible());
  return toggle;
}

describe("a history panel", () => {
  it("says what happened and by whom in words, never the stored names", async () => {
    const toggle = await openHistory();
    expect(toggle).toHaveTextContent("History (3)");
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    const [verified, replaced, removed] = items.map((li) => within(li));
    expect(verified?.getByText("Document verified by Account Section Coordinator")).toBeVisible();
    expect(items[0]).toHaveTextContent("Pending → Verified");
    expect(items[0]).toHaveTextContent("Meera Joshi · Nov 25, 2026, 9:05 AM IST");
    expect(replaced?.getByText("Document replaced by Candidate")).toBeVisible();
    expect(items[1]).toHaveTextContent("Modification Requested → Pending");
    expect(items[1]).toHaveTextContent("Previous file: old-receipt.pdf");
    expect(removed?.getByText("Document modification requested by a removed account")).toBeVisible();
    expect(items[2]).toHaveTextContent("Removed account · ");
    for (const item of items) {
      expect(item.textContent).not.toMatch(/Document\.|\(Accountsectioncoordinator\)|\(Coordinator\)|_/);
    }
  });

  it("counts the events it is given, and says when there are none", async () => {
    const toggle = await openHistory([]);
    expect(toggle).toHaveTextContent("History (0)");
    expect(screen.getByText("No history yet.")).toBeVisible();
  });
});
