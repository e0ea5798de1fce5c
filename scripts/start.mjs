// npm start: build the web app if it is missing or older than its sources, then serve API + web on one port.
// The server runs its TypeScript through tsx, so it has no separate build step (docs/decisions/002).
import { spawn } from "node:child_process";
import { buildWebIfStale, root, serverEntry } from "./lib.mjs";

await buildWebIfStale();
const child = spawn(process.execPath, ["--import", "tsx", serverEntry], { cwd: root, stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
