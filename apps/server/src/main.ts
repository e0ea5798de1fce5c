import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config/env.ts";
import { serverDir } from "./config/paths.ts";
import { scheduleTallyFold } from "./db/tallies.ts";
import { ensureBootstrapAdmin } from "./modules/auth/index.ts";
import { scheduleErasureJob } from "./modules/privacy/index.ts";
import { scheduleFileSweep } from "./storage/sweep.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  config.webDistDir = path.resolve(serverDir, "../web/dist");

  const app = await buildApp(config);
  const bootstrap = await ensureBootstrapAdmin(app.ctx);
  if (bootstrap?.generatedPassword) {
    // Printed once, on the console only: the operator writes it down and changes it at first sign-in.
    process.stdout.write(
      `\n  ┌───────────────────────────────────────────────────────────┐\n` +
        `  │ Admin account created. Sign in through Faculty Login as Admin.\n` +
        `  │   MIS:      ${bootstrap.mis}\n` +
        `  │   Password: ${bootstrap.generatedPassword}\n` +
        `  │ This password is shown only now.\n` +
        `  └───────────────────────────────────────────────────────────┘\n\n`,
    );
  } else if (bootstrap) {
    app.log.info({ mis: bootstrap.mis }, "bootstrap admin created from ADMIN_* variables");
  }

  // Files a crash left without a row (storage/sweep.ts). Started here, not in buildApp: tests and CLIs build apps too.
  const stopFileSweep = scheduleFileSweep(app.ctx.db, app.ctx.storage, app.log);
  // Erasures whose rounds have closed, and files an interrupted erasure left (issue 28).
  const stopErasureJob = scheduleErasureJob(app.ctx, app.log);
  // Each group's tally rows folded into one, so the counts stay a few hundred rows (decision 037).
  const stopTallyFold = scheduleTallyFold(app.ctx.db, app.log);
  // Added last, so it runs first of the onClose hooks (they run newest first): each job ends the
  // pass under way before the database closes.
  app.addHook("onClose", async () => {
    await Promise.all([stopFileSweep(), stopErasureJob(), stopTallyFold()]);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // close() stops accepting at once, waits for in-flight requests, then runs onClose (the jobs,
    // the mail worker, the database).
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 15_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`PhD Admission Portal on ${config.publicUrl} (database: ${app.ctx.database.driver})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
