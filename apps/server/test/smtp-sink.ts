/**
 * An SMTP sink for the tests: a server on 127.0.0.1 that keeps every message it gets, parsed.
 * The API tests read `messages` / `waitFor`; the browser tests' global set-up listens on a fixed
 * port and writes each message to a file (`onMessage`). No vitest here, so Playwright can import it.
 */
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpSinkOptions {
  /** The port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Called with each message as it arrives (after it is added to `messages`). */
  onMessage?: (mail: ParsedMail) => void;
}

export interface SmtpSink {
  readonly port: number;
  /** smtp://127.0.0.1:<port> */
  readonly url: string;
  /** Every message received so far, parsed. */
  readonly messages: ParsedMail[];
  /** Resolves with the first message (already received or arriving) matching the predicate; 30 s by default, for a hang. */
  waitFor(predicate: (m: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Stops listening (connections are refused) — start() listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  readonly running: boolean;
  /** While true, every message is refused with "451 try again later" (the server is up but not accepting). */
  refusing: boolean;
  clear(): void;
}

/** An SMTP server on 127.0.0.1 (a free port unless `opts.port`) that keeps every message it gets, parsed. */
export async function startSmtpSink(opts: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;
  let port = opts.port ?? 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        closeTimeout: 500,
        disableReverseLookup: true,
        onMailFrom(_address, _session, callback) {
          if (!sink.refusing) return callback();
          callback(Object.assign(new Error("Requested action aborted: try again later"), { responseCode: 451 }));
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              messages.push(parsed);
              opts.onMessage?.(parsed);
              for (const w of waiters) w();
              callback();
            })
            .catch((err: Error) => callback(err));
        },
      });
      s.on("error", () => undefined);
      s.server.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        const address = s.server.address();
        if (address && typeof address === "object") port = address.port;
        server = s;
        resolve();
      });
    });

  await listen();

  const sink: SmtpSink = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    get running() {
      return server !== undefined;
    },
    refusing: false,
    clear: () => {
      messages.length = 0;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async start() {
      if (!server) await listen();
    },
    waitFor(predicate, timeoutMs = 30_000) {
      return new Promise<ParsedMail>((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          const got = messages.map((m) => `"${m.subject}"`).join(", ") || "none";
          reject(new Error(`No matching mail within ${timeoutMs} ms (received: ${got})`));
        }, timeoutMs);
        const waiter = () => void check();
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(waiter);
        };
        waiters.add(waiter);
        check();
      });
    },
  };
  return sink;
}
