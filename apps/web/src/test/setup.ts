// Vitest setup of the web project (jsdom): jest-dom matchers, the browser APIs Mantine needs that
// jsdom lacks, and a clean DOM and network after each test.
import "@testing-library/jest-dom/vitest";
import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { startI18n } from "../lib/i18n.ts";
import { fakeMatchMedia } from "./media.ts";

// findBy*/waitFor wait up to 15 s, not 1: they return as soon as the screen shows what they look
// for, so the limit only decides when a missing element fails. Beside the API suites on a busy
// two-core machine a large screen (the application review) took seconds to render its first
// button (gates of 29 Nov and 7 Dec). No test passes a shorter limit of its own.
configure({ asyncUtilTimeout: 15_000 });

// English needs no catalogue: nothing suspends.
await startI18n("en");

Object.defineProperty(window, "matchMedia", { writable: true, value: fakeMatchMedia(() => false) });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosizing Textarea listens to the font set, which every browser has and jsdom lacks.
if (!("fonts" in document))
  Object.defineProperty(document, "fonts", {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });

afterEach(() => {
  cleanup();
  // Toasts live in a store outside React: one test's toast, shown or queued, must not show in the next.
  notifications.clean();
  notifications.cleanQueue();
  vi.unstubAllGlobals();
  localStorage.clear();
});
