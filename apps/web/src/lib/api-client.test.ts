import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, SESSION_EXPIRED_EVENT, sendEarly, setToken } from "./api-client.ts";

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
