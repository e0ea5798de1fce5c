import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * index.html with the preloads of the page asked for (decision 038). The web build writes
 * `.vite/routes.json` (apps/web/build/route-preloads.ts): for each lazily loaded route, the chunks
 * (and any CSS) its page needs beyond what index.html loads. A page route gets index.html with
 * `<link rel="modulepreload">` for them, so the browser fetches the page's code with the page
 * instead of after the entry has run. Both files are read once, at start: a new build needs a
 * restart (as for the static files, which are routes listed at start).
 */

/** Sends the page for a GET or HEAD of a page route. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

const ROUTES_FILE = path.join(".vite", "routes.json");

/** Finds the pattern (`/view-application/:id`) a path matches, the way the web app's router does. */
export type RouteMatcher = (pathname: string) => string | undefined;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Like React Router's matching for the patterns the build writes: `:name` segments match any
 * non-empty segment, the others match exactly but ignore case and %-escapes; trailing slashes are
 * ignored. A pattern with fewer `:name` segments wins (a static route before a dynamic one).
 */
export function routeMatcher(patterns: Iterable<string>): RouteMatcher {
  const compiled = [...patterns]
    .map((pattern) => ({ pattern, segments: splitPath(pattern).map((s) => (s.startsWith(":") ? null : s)) }))
    .sort((a, b) => a.segments.filter((s) => s === null).length - b.segments.filter((s) => s === null).length);
  return (pathname) => {
    const segments = splitPath(pathname).map((s) => decode(s).toLowerCase());
    return compiled.find(
      (c) =>
        c.segments.length === segments.length &&
        c.segments.every((s, i) => (s === null ? segments[i] !== "" : s === segments[i])),
    )?.pattern;
  };
}

/** The segments of a path, lower-cased patterns aside: "/a/b/" → ["a", "b"]; "/" → []. */
function splitPath(pathname: string): string[] {
  const trimmed = pathname.replace(/\/+$/, "");
  if (trimmed === "") return [];
  return trimmed
    .replace(/^\//, "")
    .split("/")
    .map((s) => (s.startsWith(":") ? s : s.toLowerCase()));
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * index.html with a preload for each URL before `</head>`: a script as `modulepreload`, a style as
 * `preload as="style"` (the page's code adds the stylesheet itself when it loads, in its order;
 * applying it here could change the cascade). `crossorigin` as on Vite's own tags, so the module
 * loader reuses what was fetched.
 */
export function withPreloads(html: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  const tags = urls.map((url) =>
    url.endsWith(".css")
      ? `<link rel="preload" as="style" crossorigin href="${escapeAttribute(url)}">`
      : `<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}">`,
  );
  // After the head's last tag, one to a line as Vite writes them.
  const at = html.search(/\s*<\/head>/i);
  if (at < 0) throw new Error("route preloads: index.html has no </head>.");
  return `${html.slice(0, at)}${tags.map((tag) => `\n    ${tag}`).join("")}${html.slice(at)}`;
}

/** The encoding to send: brotli first, then gzip, among those the client accepts and the page has. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: { br?: unknown; gzip?: unknown },
): "br" | "gzip" | undefined {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isNaN(value) ? 0 : value);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (available.br && accepts("br")) return "br";
  if (available.gzip && accepts("gzip")) return "gzip";
  return undefined;
}

/** A body of the page and its ETag. */
interface Variant {
  body: Buffer;
  etag: string;
}
/** The page as it is, and compressed when that is smaller. */
interface RenderedPage {
  plain: Variant;
  br?: Variant;
  gzip?: Variant;
}

/** The page's bodies, compressed once like the build's own files (a variant not smaller is left out). */
function render(html: string): RenderedPage {
  const plain = Buffer.from(html);
  const hash = createHash("sha256").update(plain).digest("base64url").slice(0, 22);
  const br = brotliCompressSync(plain, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  });
  const gzipped = gzipSync(plain, { level: constants.Z_BEST_COMPRESSION });
  return {
    plain: { body: plain, etag: `"${hash}"` },
    ...(br.length < plain.length && { br: { body: br, etag: `"${hash}-br"` } }),
    ...(gzipped.length < plain.length && { gzip: { body: gzipped, etag: `"${hash}-gz"` } }),
  };
}

/** Reads `.vite/routes.json`: pattern → URLs. Missing: no preloads. Not of that shape: an error. */
async function readRoutes(root: string): Promise<Record<string, string[]>> {
  let text: string;
  try {
    text = await readFile(path.join(root, ROUTES_FILE), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
  const routes: unknown = JSON.parse(text);
  const valid =
    typeof routes === "object" &&
    routes !== null &&
    !Array.isArray(routes) &&
    Object.entries(routes).every(
      ([pattern, urls]) =>
        pattern.startsWith("/") &&
        Array.isArray(urls) &&
        urls.every((u) => typeof u === "string" && u.startsWith("/") && !u.startsWith("//")),
    );
  if (!valid) throw new Error(`${path.join(root, ROUTES_FILE)}: expected { "/pattern": ["/assets/x.js", …] }.`);
  return routes as Record<string, string[]>;
}

/**
 * The page sender for the build in `root`: index.html with the matched route's preloads, from
 * memory (rendered and compressed once per set of preloads), with the headers the static files
 * get (plugins/spa.ts); a path without preloads (the home, an unknown page) gets index.html itself
 * through @fastify/static, as before.
 */
export async function pageSender(root: string): Promise<SendPage> {
  const [html, routes, info] = await Promise.all([
    readFile(path.join(root, "index.html"), "utf8"),
    readRoutes(root),
    stat(path.join(root, "index.html")),
  ]);
  const lastModified = info.mtime.toUTCString();
  const byUrls = new Map<string, RenderedPage>();
  const pages = new Map<string, RenderedPage>();
  for (const [pattern, urls] of Object.entries(routes)) {
    if (urls.length === 0) continue;
    const key = urls.join("\n");
    let page = byUrls.get(key);
    if (!page) {
      page = render(withPreloads(html, urls));
      byUrls.set(key, page);
    }
    pages.set(pattern, page);
  }
  const match = routeMatcher(pages.keys());

  return (request, reply) => {
    const pattern = match(request.url.split("?")[0] ?? "");
    const page = pattern === undefined ? undefined : pages.get(pattern);
    if (!page) return reply.sendFile("index.html");
    const encoding = chooseEncoding(request.headers["accept-encoding"], page);
    const { body, etag } = (encoding && page[encoding]) || page.plain;
    reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding") // as @fastify/static says it
      .header("last-modified", lastModified)
      .header("etag", etag);
    if (encoding) reply.header("content-encoding", encoding);
    if (isFresh(request.headers["if-none-match"], etag)) return reply.code(304).send();
    return reply.send(body);
  };
}

/** Whether the client's If-None-Match names this ETag (weakly compared, as for a GET). */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
