// Queries of the list screens' tests: a table's row, the cards a phone shows instead, the list's GETs,
// and the cases every list's address passes.
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect, it } from "vitest";
import type { stubApi } from "./network.ts";

/** Checks that `container` (a row, a card) shows each of `texts`. */
export function expectShownIn(container: Element | null | undefined, texts: (string | RegExp)[]) {
  const inside = within(container as HTMLElement);
  for (const text of texts) expect(inside.getByText(text)).toBeVisible();
}

/** Checks that the link named `name`, among those of `inside` (else of the page), leads to `href`. */
export function expectLinkTo(name: string | RegExp, href: string, inside: Pick<typeof screen, "getByRole"> = screen) {
  expect(inside.getByRole("link", { name })).toHaveAttribute("href", href);
}

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

/**
 * A screen whose load failed: shows `failure`; once `recover` lets its GET through, Retry loads it
 * again, so that `loaded` is shown and the failure is gone.
 */
export async function expectRetryLoads(user: UserEvent, failure: string, loaded: string, recover: () => void) {
  expect(await screen.findByText(failure)).toBeVisible();
  recover();
  await user.click(screen.getByRole("button", { name: "Retry" }));
  expect(await screen.findByText(loaded)).toBeVisible();
  await waitFor(() => expect(screen.queryByText(failure)).toBeNull());
}

/** The addresses of the GETs of a list at `path` (`path?…`), in order. */
export const listRequestsTo = (api: ReturnType<typeof stubApi>, path: string) =>
  api.sent.filter((r) => r.method === "GET" && r.url.startsWith(`${path}?`)).map((r) => r.url);

/**
 * The cases of every list's address (its list-params): an empty address is read as the defaults,
 * which are written as nothing, and so is an address of values the server would refuse (`refused`);
 * one with every field set (`every`) is written back as it was read.
 */
export function itKeepsTheAddress<S>(
  read: (params: URLSearchParams) => S,
  write: (state: S) => URLSearchParams,
  { refused, every }: { refused: string; every: string },
) {
  it.each([
    ["writes nothing for the defaults of an empty address", "", ""],
    ["ignores values the server would refuse", refused, ""],
    ["round-trips every field", every, every],
  ])("%s", (_, search, written) => {
    expect(write(read(new URLSearchParams(search))).toString()).toBe(written);
  });
}
