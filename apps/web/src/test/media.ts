// `window.matchMedia` for jsdom, which has none: each query answers as `matches` says.
import { vi } from "vitest";
import { PHONE_QUERY } from "../components/lists/sortable-th.tsx";

export function fakeMatchMedia(matches: (query: string) => boolean) {
  return (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

/** For one test: the screen is a phone's (the lists show cards). */
export function stubPhoneScreen() {
  vi.stubGlobal(
    "matchMedia",
    fakeMatchMedia((query) => query.includes(PHONE_QUERY)),
  );
}
