// npm start: build the web app and the server if missing or older than their sources, then serve API + web on one port.
// The server is bundled by esbuild when its sources changed (docs/decisions/049).
import { spawn } from "node:child_process";
import { buildServerIfStale, buildWebIfStale, root, serverArgs } from "./lib.mjs";

await buildWebIfStale();
await buildServerIfStale();
const child = spawn(process.execPath, serverArgs(), { cwd: root, stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
