import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config/env.ts";
import type { Database, Db } from "./db/client.ts";
import type { AadhaarVault } from "./lib/aadhaar.ts";
import type { Clock } from "./lib/clock.ts";
import type { TokenService } from "./lib/tokens.ts";
import type { MailWorker } from "./mail/worker.ts";
import type { Storage } from "./storage/storage.ts";

/** What every module's routes and services are given; built once in buildApp. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  storage: Storage;
  tokens: TokenService;
  /** Encrypts, decrypts and hashes Aadhaar numbers (decision 020). */
  aadhaar: AadhaarVault;
  mailWorker: MailWorker;
  log: FastifyBaseLogger;
  /** "Now" for every time rule; tests move a TestClock instead of waiting (decision 053). */
  clock: Clock;
}
