import { existsSync } from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import pino from "pino";
import type { AppConfig } from "./config/env.ts";
import type { AppContext } from "./context.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { createAadhaarVault } from "./lib/aadhaar.ts";
import { type Clock, systemClock, TestClock } from "./lib/clock.ts";
import { AppError } from "./lib/errors.ts";
import { closeRedis, connectRedis } from "./lib/redis.ts";
import { TokenService } from "./lib/tokens.ts";
import { fileTransport, type MailTransport, smtpTransport } from "./mail/transport.ts";
import { MailWorker } from "./mail/worker.ts";
import { announcementRoutes } from "./modules/announcements/index.ts";
import { applicationPdf, applicationRoutes } from "./modules/applications/index.ts";
import { auditRoutes } from "./modules/audit-log/index.ts";
import { authRoutes } from "./modules/auth/index.ts";
import { constantRoutes, seedConstants } from "./modules/constants/index.ts";
import { documentRoutes } from "./modules/documents/index.ts";
import { feeRoutes } from "./modules/fees/index.ts";
import { healthRoutes } from "./modules/health/index.ts";
import { marksRoutes } from "./modules/marks/index.ts";
import { meritRoutes } from "./modules/merit/index.ts";
import { offerJob as makeOfferJob, offerLetterAttachment, offerRoutes } from "./modules/offers/index.ts";
import {
  erasureRoutes,
  myDataRoutes,
  privacyRoutes,
  retentionRoutes,
  runErasureJob,
  seedPrivacyNotice,
} from "./modules/privacy/index.ts";
import { profileRoutes, sealPlainAadhaarNumbers } from "./modules/profile/index.ts";
import { reconciliationReportRoutes, reconciliationRoutes } from "./modules/reconciliation/index.ts";
import { reviewRoutes } from "./modules/review/index.ts";
import { onRoundClosed, roundRoutes } from "./modules/rounds/index.ts";
import { seatMatrixRoutes } from "./modules/seat-matrix/index.ts";
import { shortlistRoutes } from "./modules/shortlist/index.ts";
import { siteRoutes } from "./modules/site/index.ts";
import { mailAttachments, slotRoutes } from "./modules/slots/index.ts";
import { staffRoutes } from "./modules/staff/index.ts";
import { statisticsRoutes } from "./modules/statistics/index.ts";
import { testClockRoutes } from "./modules/test-clock/index.ts";
import { registerAccessLog } from "./plugins/access-log.ts";
import { registerAuth } from "./plugins/auth.ts";
import { answerFrameworkError, registerErrorHandling, registerNotFound } from "./plugins/errors.ts";
import { registerJsonBodyParser } from "./plugins/json-body.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { serveSpa } from "./plugins/spa.ts";
import { openStorage } from "./storage/open.ts";
import type { Storage } from "./storage/storage.ts";
import { MULTIPART_LIMITS } from "./storage/uploads.ts";

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  /** An already-open database (tests share a migrated template); otherwise opened from config. */
  database?: Database;
  storage?: Storage;
  mailTransport?: MailTransport;
  logger?: boolean;
  /** "Now" for the time rules: API tests pass a TestClock; TEST_CLOCK=on makes one (decision 053). */
  clock?: Clock;
  /** Runs on the new instance before any plugin or route: tests add onRoute / onResponse hooks here. */
  instrument?: (app: FastifyInstance) => void;
}

/** Builds the whole portal API (and the SPA when config.webDistDir is set). Used by main and by tests. */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.authorization", "req.body.password", "req.body.otp"],
            // Buffered, asynchronous writes: a synchronous write per line cost a fifth of a small API call.
            stream: pino.destination({ dest: 1, sync: false, minLength: 4096 }),
          },
    // One access-log line per answer (registerAccessLog), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // The browser tests' API clients keep sockets idle through long journeys; a server closing one
    // just as a test reuses it resets that request (ECONNRESET, slots journey). Test servers only.
    ...(config.testClock ? { keepAliveTimeout: 30 * 60_000 } : {}),
    // The spec writes some paths with a trailing slash (GET /api/candidate/profile/).
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot read (bad %-escape, overlong param) gets the one error shape too.
    frameworkErrors: answerFrameworkError,
    bodyLimit: 1024 * 1024,
    // Every GET route answers HEAD the same way, without a body (the SPA fallback does too: errors.ts).
    exposeHeadRoutes: true,
  }).withTypeProvider<ZodTypeProvider>();
  opts.instrument?.(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBodyParser(app);

  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, "db"),
      onPoolError: (err) => app.log.warn({ err }, "idle database connection lost; the pool will reconnect"),
    }));
  await seedConstants(database.db);
  await seedPrivacyNotice(database.db, config.mailFrom);

  const storage = opts.storage ?? (await openStorage(config));
  const transport =
    opts.mailTransport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : fileTransport(path.join(config.dataDir, "outbox"), config.mailFrom));
  const clock = opts.clock ?? (config.testClock ? new TestClock() : systemClock);
  // Attachments (call letters) are rendered at sending time from the records, through the context.
  const mailWorker = new MailWorker({
    db: database.db,
    clock,
    transport,
    log: app.log,
    // Call letters and offer letters, each rendered from the records as they stand when the mail goes.
    attachments: async (refs) => {
      const letters = await Promise.all(
        refs.map((r) => (r.kind === "offer-letter" ? offerLetterAttachment(ctx, r.offerId) : undefined)),
      );
      return [...(await mailAttachments(ctx, refs)), ...letters.filter((l) => l !== undefined)];
    },
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    storage,
    tokens: new TokenService(config.jwtSecret),
    aadhaar: createAadhaarVault(config.aadhaarKey),
    mailWorker,
    log: app.log,
    clock,
  };
  app.decorate("ctx", ctx);
  // Erasure requests that waited for a round are carried out when it closes (decision 036).
  onRoundClosed(ctx, "erasure", (c) => runErasureJob(c));
  // Numbers saved before decision 020 are sealed once the key is known (SQL cannot do it).
  await sealPlainAadhaarNumbers(database.db, ctx.aadhaar);

  registerErrorHandling(app);
  registerAccessLog(app);
  registerSecurityHeaders(app);
  // Per-address limits: in this process's memory, or in Redis shared by every instance (REDIS_URL).
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook("onClose", async () => closeRedis(redis));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: config.redisKeyPrefix ?? "phd-rate-limit:", skipOnError: true } : {}),
    errorResponseBuilder: (_req, context) =>
      new AppError(429, "Too many attempts. Please wait {{seconds}} seconds and try again.", undefined, undefined, {
        seconds: Math.ceil(context.ttl / 1000),
      }),
  });
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, ...MULTIPART_LIMITS },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "PhD Admission Portal API", version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  registerAuth(app, { db: ctx.db, tokens: ctx.tokens });
  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(constantRoutes(ctx));
  await app.register(roundRoutes(ctx));
  await app.register(seatMatrixRoutes(ctx));
  await app.register(shortlistRoutes(ctx));
  await app.register(slotRoutes(ctx));
  await app.register(marksRoutes(ctx));
  await app.register(meritRoutes(ctx));
  await app.register(announcementRoutes(ctx));
  await app.register(privacyRoutes(ctx));
  await app.register(myDataRoutes(ctx, { applicationPdf }));
  await app.register(erasureRoutes(ctx));
  await app.register(retentionRoutes(ctx));
  await app.register(siteRoutes(ctx));
  await app.register(staffRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(documentRoutes(ctx));
  await app.register(applicationRoutes(ctx));
  await app.register(reviewRoutes(ctx));
  await app.register(feeRoutes(ctx));
  await app.register(reconciliationRoutes(ctx));
  await app.register(reconciliationReportRoutes(ctx));
  await app.register(offerRoutes(ctx));
  await app.register(statisticsRoutes(ctx));
  await app.register(auditRoutes(ctx));

  const { webDistDir } = config;
  const spaDir = webDistDir && existsSync(path.join(webDistDir, "index.html")) ? webDistDir : undefined;
  registerNotFound(app, spaDir ? await serveSpa(app, spaDir) : undefined);

  const offerJob = makeOfferJob(ctx);
  if (clock instanceof TestClock) await app.register(testClockRoutes(ctx, clock, { offerJob }));
  if (config.runMailWorker) {
    // The background work (mail, the offers' deadlines) runs where the mail worker runs.
    app.addHook("onReady", async () => {
      mailWorker.start();
      offerJob.start();
    });
  }
  app.addHook("onClose", async () => {
    await offerJob.stop();
    await mailWorker.stop();
    transport.close();
    if (!opts.storage) await storage.close?.();
    if (!opts.database) await database.close();
  });
  return app;
}
