/** The one way the web app talks to the server: JSON, bearer token from localStorage 'token'. */

export const TOKEN_KEY = "token";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
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

type Body = unknown;

async function request<T>(method: string, url: string, body?: Body, init?: RequestInit): Promise<T> {
  const headers = new Headers(init?.headers);
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(url, { ...init, method, headers, body: payload });
  } catch {
    throw new ApiError(0, "Could not reach the server. Check your connection and try again.");
  }
  const isJson = res.headers.get("content-type")?.includes("application/json");
  const data = isJson ? await res.json().catch(() => null) : null;
  if (!res.ok) {
    if (res.status === 401 && token) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    const message = (data && typeof data.message === "string" && data.message) || `${res.status} ${res.statusText}`;
    throw new ApiError(res.status, message, data?.errors, data?.data);
  }
  return data as T;
}

/** Fetches a binary (document preview, PDF download) with the bearer token. */
async function blob(url: string): Promise<Blob> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const res = await fetch(url, { headers });
  if (!res.ok) {
    const data = await res.json().catch(() => null);
    throw new ApiError(res.status, data?.message ?? `Failed to fetch document: ${res.status} ${res.statusText}`);
  }
  return res.blob();
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
    xhr.onerror = () => reject(new ApiError(0, "Could not reach the server. Check your connection and try again."));
    xhr.onload = () => {
      const data = xhr.response as {
        message?: string;
        errors?: Record<string, string>;
        data?: Record<string, unknown>;
      } | null;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      if (xhr.status === 401 && token) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      reject(new ApiError(xhr.status, data?.message || `${xhr.status} ${xhr.statusText}`, data?.errors, data?.data));
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
  upload,
};

/** The message to show for an error: the server's words, or the screen's default. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return err.message;
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
