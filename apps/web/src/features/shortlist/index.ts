// The shortlist (issue 24, item 4): what routes and other features may use.

export { SHORTLIST_MESSAGES, shortlistKeys, useShortlist, useShortlistDecision } from "./api.ts";
export { ShortlistScreen } from "./components/shortlist-screen.tsx";
