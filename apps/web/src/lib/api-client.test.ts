import { REFUSAL_CODES } from "@phd/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  api,
  CONSENT_REQUIRED_CODE,
  CONSENT_REQUIRED_EVENT,
  SESSION_EXPIRED_EVENT,
  sendEarly,
  setToken,
} from "./api-client.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("sendEarly", () => {
  afterEach(() => setToken(null));

  it("sends at once with the stored token and reads the answer when asked, once however often", async () => {
    setToken("tok");
    const fetchMock = vi.fn(async () => json(200, { data: { name: "Asha" } }));
    vi.stubGlobal("fetch", fetchMock);
    const read = sendEarly<{ data: { name: string } }>("/api/check-auth");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer tok");
    expect(await read()).toEqual({ data: { name: "Asha" } });
    expect(await read()).toEqual({ data: { name: "Asha" } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("announces an ended session only when the answer is read, so a listener added meanwhile hears it", async () => {
    setToken("stale");
    vi.stubGlobal("fetch", async () => json(401, { success: false, message: "Invalid token" }));
    const heard = vi.fn();
    const read = sendEarly("/api/check-auth");
    await new Promise((r) => setTimeout(r, 0));
    window.addEventListener(SESSION_EXPIRED_EVENT, heard);
    try {
      expect(heard).not.toHaveBeenCalled();
      await expect(read()).rejects.toEqual(new ApiError(401, "Invalid token"));
      expect(heard).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(SESSION_EXPIRED_EVENT, heard);
    }
  });

  it("a server that cannot be reached is the app's usual network error, not an unhandled rejection", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const read = sendEarly("/api/check-auth");
    await new Promise((r) => setTimeout(r, 0));
    await expect(read()).rejects.toMatchObject({ status: 0 });
  });
});

describe("an answer cut off in its body", () => {
  afterEach(() => setToken(null));
  // What a tab that leaves or reloads as an answer arrives gets: the headers, then a broken body.
  const cutOff = (status: number) =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":{"na'));
          controller.error(new TypeError("network error"));
        },
      }),
      { status, headers: { "content-type": "application/json" } },
    );

  it("is no answer (status 0) for a success, not an empty success the caller would read as null", async () => {
    setToken("tok");
    vi.stubGlobal("fetch", async () => cutOff(200));
    await expect(api.get("/api/check-auth")).rejects.toEqual(
      new ApiError(0, "Could not reach the server. Check your connection and try again."),
    );
    const read = sendEarly("/api/check-auth");
    await expect(read()).rejects.toMatchObject({ status: 0 });
  });

  it("keeps the status of a refusal whose words were lost", async () => {
    setToken("tok");
    vi.stubGlobal("fetch", async () => cutOff(403));
    await expect(api.get("/api/check-auth")).rejects.toMatchObject({ status: 403 });
  });
});

describe("a refusal that waits for the candidate's consent", () => {
  afterEach(() => setToken(null));

  it("is known by the server's own code", () => {
    expect(CONSENT_REQUIRED_CODE).toBe(REFUSAL_CODES.consentRequired);
  });

  it.each([
    [403, { success: false, message: "Please read…", data: { code: CONSENT_REQUIRED_CODE } }, 1],
    [403, { success: false, message: "You do not have permission to do this." }, 0],
    [409, { success: false, message: "Changed", data: { code: CONSENT_REQUIRED_CODE } }, 0],
  ])("status %i %o: the session is checked again %i time(s)", async (status, body, times) => {
    setToken("tok");
    vi.stubGlobal("fetch", async () => json(status, body));
    const heard = vi.fn();
    window.addEventListener(CONSENT_REQUIRED_EVENT, heard);
    try {
      await expect(api.get("/api/candidate/profile")).rejects.toBeInstanceOf(ApiError);
      expect(heard).toHaveBeenCalledTimes(times);
    } finally {
      window.removeEventListener(CONSENT_REQUIRED_EVENT, heard);
    }
  });
});
