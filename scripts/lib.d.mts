// Types of scripts/lib.mjs for the TypeScript that starts the built server (tests, bench, resilience).
export const root: string;
export const webDist: string;
export const serverEntry: string;
export const serverBundleDir: string;
export const serverBundle: string;
export function webBuildIsStale(): boolean;
export function serverBuildIsStale(): boolean;
export function buildWebIfStale(): Promise<void>;
export function buildServerIfStale(): Promise<void>;
export function serverArgs(nodeArgs?: string[]): string[];
export function run(cmd: string, args: string[], opts?: Record<string, unknown>): Promise<number>;
export function freePort(): Promise<number>;
export function waitForHealth(
  url: string,
  child: import("node:child_process").ChildProcess,
  options?: { timeoutMs?: number; intervalMs?: number; tail?: () => string },
): Promise<void>;
