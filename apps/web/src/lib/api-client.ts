/** The one way the web app talks to the server: JSON, bearer token from localStorage 'token'. */
import { currentLanguage } from "./i18n.ts";

export const TOKEN_KEY = "token";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly data?: Record<string, unknown>,
    /** The message is only the HTTP status line: the answer carried no words of its own. */
    readonly statusLineOnly = false,
  ) {
    super(message);
  }
}

/** What a request that got no answer fails with (offline, or cut off by the tab leaving): status 0. */
const noAnswer = () => new ApiError(0, "Could not reach the server. Check your connection and try again.");

/** An error for an answer without a JSON message: worded by its status line, and marked so. */
function statusError(
  status: number,
  statusText: string,
  data?: { errors?: Record<string, string>; data?: Record<string, unknown> } | null,
) {
  return new ApiError(status, `${status} ${statusText}`, data?.errors, data?.data, true);
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
export function setToken(token: string | null) {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

/** Fired when a signed-in request is answered 401: the session is over. */
export const SESSION_EXPIRED_EVENT = "phd:session-expired";
/**
 * Fired when a request is refused because the candidate has not agreed to a newer privacy notice
 * (published while they were signed in): the session is checked again and the notice shown.
 */
export const CONSENT_REQUIRED_EVENT = "phd:consent-required";
/** REFUSAL_CODES.consentRequired, written here so the first page's code does not import the shared schemas. */
export const CONSENT_REQUIRED_CODE = "CONSENT_REQUIRED";

/** What a refused signed-in request means for the whole session (ended, or waiting for a consent). */
function announceSessionState(status: number, token: string | null, data: { data?: { code?: unknown } } | null) {
  if (!token) return;
  if (status === 401) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  else if (status === 403 && data?.data?.code === CONSENT_REQUIRED_CODE)
    window.dispatchEvent(new Event(CONSENT_REQUIRED_EVENT));
}

type Body = unknown;

async function send(method: string, url: string, token: string | null, body?: Body, init?: RequestInit) {
  const headers = new Headers(init?.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  // The server answers its messages (refusals, validation) in the language shown (decision 035).
  headers.set("Accept-Language", currentLanguage());
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }
  try {
    return await fetch(url, { ...init, method, headers, body: payload });
  } catch {
    throw noAnswer();
  }
}

/** The answer's JSON, or an ApiError with the server's words; a 401 to a signed-in request ends the session. */
async function read<T>(res: Response, token: string | null): Promise<T> {
  const isJson = res.headers.get("content-type")?.includes("application/json");
  const data = isJson
    ? await res.json().catch(() => {
        // A success whose body was cut off (the tab left or reloaded as it arrived) is no answer,
        // not an empty one: callers would read `null` as the answer and fail on it (decision 052).
        if (res.ok) throw noAnswer();
        return null;
      })
    : null;
  if (!res.ok) {
    announceSessionState(res.status, token, data);
    if (!(data && typeof data.message === "string" && data.message))
      throw statusError(res.status, res.statusText, data);
    throw new ApiError(res.status, data.message, data?.errors, data?.data);
  }
  return data as T;
}

async function request<T>(method: string, url: string, body?: Body, init?: RequestInit): Promise<T> {
  const token = getToken();
  return read<T>(await send(method, url, token, body, init), token);
}

/**
 * Sends a GET now and reads its answer when asked, as `api.get` would read it then (the same
 * errors, and a 401's session-ended event only once someone listens): for a request that should
 * travel while the code that needs it is still loading. Reading twice gives the same answer.
 */
export function sendEarly<T>(url: string): () => Promise<T> {
  const token = getToken();
  const sent = send("GET", url, token);
  sent.catch(() => undefined); // read later; not an unhandled rejection meanwhile
  let answer: Promise<T> | undefined;
  return () => {
    answer ??= sent.then((res) => read<T>(res, token));
    return answer;
  };
}

/** GETs a file with the bearer token; a failure is an ApiError with the server's words when it sent any. */
async function fetchFile(url: string): Promise<Response> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  // The server answers its messages (refusals, validation) in the language shown (decision 035).
  headers.set("Accept-Language", currentLanguage());
  let res: Response;
  try {
    res = await fetch(url, { headers });
  } catch {
    throw noAnswer();
  }
  if (!res.ok) {
    const data = await res.json().catch(() => null);
    if (typeof data?.message !== "string" || !data.message) throw statusError(res.status, res.statusText);
    throw new ApiError(res.status, data.message);
  }
  return res;
}

/** Fetches a binary (document preview, PDF download) with the bearer token. */
async function blob(url: string): Promise<Blob> {
  return (await fetchFile(url)).blob();
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` first), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

/** Fetches an attachment (a CSV export, a receipt) with the name the server gave it, if any. */
async function attachment(url: string): Promise<{ data: Blob; fileName: string | null }> {
  const res = await fetchFile(url);
  return { data: await res.blob(), fileName: dispositionFileName(res.headers.get("content-disposition")) };
}

/**
 * Sends multipart data with upload progress (fetch cannot report it), e.g. a profile section
 * with its files. Resolves with the JSON body; rejects with ApiError like the other calls.
 */
function upload<T>(
  method: "POST" | "PATCH" | "PUT",
  url: string,
  body: FormData,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    const token = getToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(noAnswer());
    xhr.onload = () => {
      const data = xhr.response as {
        message?: string;
        errors?: Record<string, string>;
        data?: Record<string, unknown>;
      } | null;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      announceSessionState(xhr.status, token, data as { data?: { code?: unknown } } | null);
      reject(
        data?.message
          ? new ApiError(xhr.status, data.message, data.errors, data.data)
          : statusError(xhr.status, xhr.statusText, data),
      );
    };
    xhr.send(body);
  });
}

export const api = {
  get: <T>(url: string) => request<T>("GET", url),
  post: <T>(url: string, body?: Body) => request<T>("POST", url, body),
  put: <T>(url: string, body?: Body) => request<T>("PUT", url, body),
  patch: <T>(url: string, body?: Body) => request<T>("PATCH", url, body),
  delete: <T>(url: string) => request<T>("DELETE", url),
  blob,
  attachment,
  upload,
};

/** The message to show for an error: the server's words, or the screen's default. */
export function errorMessage(err: unknown, fallback: string): string {
  // The server's words (or "could not reach the server"), never a bare status line (spec 001 §8).
  if (err instanceof ApiError && err.message && !err.statusLineOnly) return err.message;
  return fallback;
}

/** Where a stored document's bytes are served (owner and staff). */
export const documentFileUrl = (id: string) => `/api/document/file/${encodeURIComponent(id)}`;

/** Save a Blob as a download with the given file name. */
export function saveBlob(data: Blob, fileName: string) {
  const url = URL.createObjectURL(data);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
