/** For the unit tests of the environment contract: temporary directories and the ConfigError a load throws. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect } from "vitest";
import { ConfigError } from "../src/config/env.ts";

/** Makes a temporary directory named `<prefix>…` each call; all of them are removed after each test. */
export function useTempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
}

/** The message of the ConfigError `load(env)` throws; a failed test when it throws none (or another error). */
export function configErrorOf(load: (env: NodeJS.ProcessEnv) => unknown, env: NodeJS.ProcessEnv): string {
  try {
    load(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}
