// The builds the browser tests and `npm start` run: the web app (Vite) and the server bundle
// (esbuild), each only when a source is newer than its output.
import { buildServerIfStale, buildWebIfStale } from "./lib.mjs";

await Promise.all([buildWebIfStale(), buildServerIfStale()]);
