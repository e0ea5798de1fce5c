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
