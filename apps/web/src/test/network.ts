// The network boundary, stubbed: `fetch` answers GETs from a table, and XMLHttpRequest (the
// multipart uploads with progress) records what is sent and answers with what the test says.
import { vi } from "vitest";

export interface SentUpload {
  method: string;
  url: string;
  body: FormData;
}

type Answer = { status: number; body: unknown };

/**
 * Stubs `fetch` and `XMLHttpRequest` for one test. `get` maps a URL to its JSON answer (an unknown
 * URL answers 404); `upload` decides the answer to each multipart request.
 */
export function stubNetwork({
  get = {},
  upload = () => ({ status: 200, body: { success: true, message: "" } }),
}: {
  get?: Record<string, unknown>;
  upload?: (sent: SentUpload) => Answer;
} = {}) {
  const uploads: SentUpload[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const known = url in get;
      return new Response(JSON.stringify(known ? get[url] : { success: false, message: "Not found" }), {
        status: known ? 200 : 404,
        headers: { "content-type": "application/json" },
      });
    }),
  );

  class FakeXhr {
    status = 0;
    statusText = "";
    response: unknown = null;
    responseType = "";
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = "";
    private url = "";
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      const sent = { method: this.method, url: this.url, body };
      uploads.push(sent);
      const answer = upload(sent);
      setTimeout(() => {
        this.status = answer.status;
        this.response = answer.body;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return { uploads };
}

/** A picked file of the given type and size. */
export function fakeFile(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}
/** An answer: JSON `body`, or `text` with its own headers (a CSV, a file); no body at all when neither. */
export type ApiAnswer = { status: number; body?: unknown; text?: string; headers?: Record<string, string> };
/** Answers a request, or leaves it to the table of GETs (undefined). */
export type ApiHandler = (req: SentRequest) => ApiAnswer | undefined;

/**
 * Stubs `fetch`: each request is recorded (method, URL, parsed JSON body) and answered by the first
 * handler that answers; GETs of `get` answer 200; anything else 404 "Not found".
 */
export function stubApi({ get = {}, handle }: { get?: Record<string, unknown>; handle?: ApiHandler } = {}) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      const req = { method, url, body };
      sent.push(req);
      const answer: ApiAnswer =
        handle?.(req) ??
        (method === "GET" && url in get
          ? { status: 200, body: get[url] }
          : { status: 404, body: { success: false, message: "Not found" } });
      if (answer.text !== undefined)
        return new Response(answer.text, { status: answer.status, headers: answer.headers });
      return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), {
        status: answer.status,
        headers: answer.body === undefined ? answer.headers : { "content-type": "application/json", ...answer.headers },
      });
    }),
  );
  return { sent, of: (method: string, url: string) => sent.filter((r) => r.method === method && r.url === url) };
}

/** The JSON bodies sent to `url` with `method`, in order. */
export const bodiesOf = (api: ReturnType<typeof stubApi>, method: string, url: string) =>
  api.of(method, url).map((r) => r.body);

/** A handler that answers `method` on `url` with `status` and `body` (none if not given), and leaves every other request. */
export const answerTo =
  (method: string, url: string, status: number, body?: unknown): ApiHandler =>
  (req) =>
    req.method === method && req.url === url ? { status, body } : undefined;

/** A handler that accepts every PUT: 200 with `message` and the saved record made from the body sent. */
export const acceptPuts =
  (message: string, saved: (sent: unknown) => unknown): ApiHandler =>
  (req) =>
    req.method === "PUT" ? { status: 200, body: { success: true, message, data: saved(req.body) } } : undefined;

/** Stubs the object URLs a download makes, which jsdom does not have. */
export function stubObjectUrls(url = "blob:x") {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => url), revokeObjectURL: vi.fn() }));
}

/** Catches the files the page saves (a link's click): their names in order; `restore` gives the click back. */
export function catchDownloads() {
  const saved: string[] = [];
  stubObjectUrls();
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

/** Makes the stubbed `fetch` answer `url` with a CSV file named `name`, and everything else as before. */
export function answerCsvAt(url: string, text: string, name: string) {
  const original = vi.mocked(fetch).getMockImplementation();
  vi.mocked(fetch).mockImplementation(async (asked, init) =>
    asked === url
      ? new Response(text, {
          status: 200,
          headers: { "content-type": "text/csv", "content-disposition": `attachment; filename="${name}"` },
        })
      : (original as typeof fetch)(asked, init),
  );
}

/** The Authorization header of the first request sent to `url`. */
export function authorizationSentTo(url: string) {
  const call = vi.mocked(fetch).mock.calls.find(([asked]) => asked === url);
  return new Headers(call?.[1]?.headers).get("Authorization");
}
