// Queries of the list screens' tests: a table's row, the cards a phone shows instead, the list's GETs.
import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { stubApi } from "./network.ts";

/** The table row that shows `text`. */
export const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

/**
 * On a phone the list is cards, not a table: waits for the `count` cards of `testId`, checks that no
 * table is drawn, and gives the queries within the card at an index.
 */
export async function findPhoneCards(testId: string, count: number) {
  const cards = await screen.findAllByTestId(testId);
  expect(cards).toHaveLength(count);
  expect(screen.queryByRole("table")).toBeNull();
  return (index: number) => within(cards[index] as HTMLElement);
}

/** The addresses of the GETs of a list at `path` (`path?…`), in order. */
export const listRequestsTo = (api: ReturnType<typeof stubApi>, path: string) =>
  api.sent.filter((r) => r.method === "GET" && r.url.startsWith(`${path}?`)).map((r) => r.url);
