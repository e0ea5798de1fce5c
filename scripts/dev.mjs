// npm run dev: the API with reload on change (tsx watch) and Vite with hot reload, proxying /api.
import { spawn } from "node:child_process";
import path from "node:path";
import { root, serverEntry } from "./lib.mjs";

const port = process.env.PORT ?? "3000";
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", serverEntry], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: port },
  }),
  spawn(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js")], {
    cwd: path.join(root, "apps/web"),
    stdio: "inherit",
    env: { ...process.env, API_PORT: port },
  }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children)
  c.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
