// Bundles the server (apps/server/dist/server/main.js, decision 049) when it is missing or stale;
// part of `npm run build`. `npm start` does the same before it starts the server.
import { buildServerIfStale } from "./lib.mjs";

await buildServerIfStale();
