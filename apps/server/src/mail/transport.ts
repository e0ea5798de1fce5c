import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files rendered at sending time (call letters). */
  attachments?: MailFile[];
}

export interface MailFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailTransport {
  kind: "smtp" | "file";
  send(mail: OutgoingMail): Promise<void>;
  describe(): string;
  close(): void;
}

/** The message both transports hand to nodemailer. */
function nodemailerMessage(from: string, m: OutgoingMail) {
  return { from, to: m.to, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments };
}

/**
 * SMTP through nodemailer, with short time-outs so a dead server fails fast and is retried later.
 * Pooled: the worker sends one message after another, and a new connection (greeting, EHLO) for
 * each one made a large outbox slow to drain.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    pool: true,
    maxConnections: 1, // the worker sends one message at a time
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return {
    kind: "smtp",
    async send(m) {
      await transporter.sendMail({ ...nodemailerMessage(from, m), messageId: `<${m.id}@phd-portal>` });
    },
    describe: () => `SMTP ${new URL(url).host}`,
    close: () => transporter.close(),
  };
}

/** Without SMTP, each message becomes an .eml file under DATA_DIR/outbox. */
export function fileTransport(dir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(m) {
      const info = await builder.sendMail(nodemailerMessage(from, m));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(path.join(dir, `${stamp}-${m.id}.eml`), info.message as Buffer);
    },
    describe: () => `files in ${dir}`,
    close: () => builder.close(),
  };
}
