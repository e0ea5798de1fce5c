import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors.ts";
import { languageOfHeader } from "../lib/i18n.ts";
import { sayIn, sayText } from "../lib/messages.ts";
import { MULTIPART_LIMITS } from "../storage/uploads.ts";
import type { SendPage } from "./route-preloads.ts";

const JSON_TYPE = "application/json";
const MULTIPART_TYPE = "multipart/form-data";

/**
 * One JSON error shape for every failure; a stack trace never reaches a client. Everything a
 * client can cause (a malformed, cut-off, over-limit or wrongly typed body) is a 4xx with a
 * message for people and changes nothing; only a fault of the server is a 500, and only that
 * is logged as an error.
 */
export function registerErrorHandling(app: FastifyInstance) {
  // Every answer's message speaks the reader's language (decision 035), a refusal's and each of its
  // fields' as a success's, looked up in the `validation` catalogue by their English text (a text
  // without a translation stays English). An AppError with values is said by its error handler below
  // (it holds the key and the values), a success's message with values by its route (`speak`); a
  // shared schema's message with values is found by its English text (`messageTemplate`).
  app.addHook("preSerialization", async (request, _reply, payload: unknown) => {
    if (!hasMessage(payload)) return payload;
    const language = languageOfHeader(request.headers["accept-language"]);
    if (language === "en") return payload;
    const say = (text: string) => sayText(language, text);
    const errors = payload.errors && Object.fromEntries(Object.entries(payload.errors).map(([k, v]) => [k, say(v)]));
    return { ...payload, message: say(payload.message), ...(errors && { errors }) };
  });

  // A route takes the body type its schema declares; another type is refused before it is read.
  app.addHook("onRequest", async (request) => {
    const expected = bodyTypeOf(request.routeOptions.schema);
    const sent = mediaTypeOf(request);
    if (expected && sent !== undefined && sent !== expected) throw wrongBodyType(expected);
  });

  // PostgreSQL can neither store nor compare a NUL character (text: 22021, jsonb: 22P05), so one in
  // a validated body, query or path param was a 500, or a CSV export cut off after its headers
  // (found by fuzz.test.ts). Refused after the guard and the schema; form fields: readMultipart.
  app.addHook("preHandler", async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body))
      throw new AppError(400, NUL_REFUSED);
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // The values a message was filled with are known only here: said now in the request's language.
      const language = languageOfHeader(request.headers["accept-language"]);
      const message = error.values && language !== "en" ? sayIn(language, error.key, error.values) : error.message;
      // A refusal a client acts on carries a stable `code` in `data` (decision 035): its words are translated.
      const data = error.code ? { ...error.data, code: error.code } : error.data;
      return reply.status(error.statusCode).send({
        success: false,
        message,
        ...(error.fieldErrors && { errors: error.fieldErrors }),
        ...(data && { data }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === "body" && request.body === undefined) {
        return reply.status(400).send({ success: false, message: "The request has no body; send a JSON object." });
      }
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
        errors[key] ??= issue.message ?? "Invalid value";
      }
      const first = error.validation[0]?.message ?? "Invalid request";
      return reply.status(400).send({ success: false, message: first, errors });
    }
    const known = clientError(error, request);
    if (known) return reply.status(known.status).send({ success: false, message: known.message });
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ success: false, message: status === 413 ? "The request is too large." : error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ success: false, message: "Something went wrong. Please try again." });
  });
}

const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, "The address is not valid (a broken %-escape)."],
  FST_ERR_MAX_PARAM_LENGTH: [414, "The address is too long."],
};

/**
 * Fastify's `frameworkErrors`: a path the router cannot read (a broken %-escape, a path param over
 * maxParamLength) is answered before any route, hook or error handler, by default in Fastify's own
 * shape; found by fuzz.test.ts. Here it gets the one error shape like every other refusal.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const fallback: [number, string] =
    error.statusCode && error.statusCode < 500
      ? [error.statusCode, "The request could not be read."]
      : [500, "Something went wrong. Please try again."];
  const [status, message] = FRAMEWORK_ERRORS[error.code] ?? fallback;
  if (status >= 500) request.log.error({ err: error }, "request failed");
  return reply.status(status).send({ success: false, message });
}

/**
 * Unknown paths: JSON 404 under /api; with a web build (`sendPage`, from plugins/spa.ts), other
 * GETs (and HEADs, answered the same without a body) get index.html (history fallback) so
 * client-side routes survive a reload, with the preloads of the page asked for.
 */
export function registerNotFound(app: FastifyInstance, sendPage?: SendPage) {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    // Page routes get index.html; a missing asset (e.g. an old hashed file) stays a 404.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith("/assets/");
    const readsPage = request.method === "GET" || request.method === "HEAD";
    // Sent like the static files (plugins/spa.ts): compressed when accepted, Vary: Accept-Encoding,
    // Cache-Control: no-cache; with the page's preloads (plugins/route-preloads.ts).
    if (sendPage && readsPage && !isApi && !looksLikeFile) return sendPage(request, reply);
    // A HEAD gets the very answer a GET would (same length), without the body.
    const method = request.method === "HEAD" ? "GET" : request.method;
    return reply.status(404).send({ success: false, message: `No API route ${method} ${pathname}` });
  });
}

/** The body type a route takes: a form upload when its schema `consumes` one, JSON when it has a `body`. */
function bodyTypeOf(schema: FastifySchema | undefined): string | undefined {
  if (!schema) return undefined;
  if ((schema as { consumes?: string[] }).consumes?.includes(MULTIPART_TYPE)) return MULTIPART_TYPE;
  return schema.body ? JSON_TYPE : undefined;
}

function mediaTypeOf(request: FastifyRequest): string | undefined {
  return request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
}

function wrongBodyType(expected: string): AppError {
  return new AppError(
    415,
    expected === MULTIPART_TYPE
      ? "This request takes a form upload (Content-Type: multipart/form-data)."
      : "This request takes a JSON body (Content-Type: application/json).",
  );
}

const NUL_REFUSED = "The request contains a NUL character, which is not allowed.";

/** Whether a parsed input holds a NUL character in any key or string (iterative: bodies may nest deeply). */
function holdsNul(input: unknown): boolean {
  const stack = [input];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === "string") {
      if (value.includes("\0")) return true;
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes("\0")) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

const CUT_OFF = "The upload was cut off before it finished. Please try again.";
const MALFORMED_FORM = "The form upload is malformed. Please try again.";

/** The failures a client causes, by code (Fastify, @fastify/multipart) or by message (busboy): status and a message for people. */
function clientError(error: FastifyError, request: FastifyRequest): { status: number; message: string } | undefined {
  switch (error.code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return { status: 413, message: "The file is too large. Please upload a smaller file." };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, message: "The request is too large." };
    case "FST_FILES_LIMIT":
      return { status: 413, message: `Too many files in one request (at most ${MULTIPART_LIMITS.files}).` };
    case "FST_FIELDS_LIMIT":
      return { status: 413, message: `Too many form fields in one request (at most ${MULTIPART_LIMITS.fields}).` };
    case "FST_PARTS_LIMIT":
      return { status: 413, message: `Too many parts in one request (at most ${MULTIPART_LIMITS.parts}).` };
    case "FST_PROTO_VIOLATION":
      return { status: 400, message: "A form field has a name that is not allowed." };
    case "FST_INVALID_JSON_FIELD_ERROR":
      return { status: 400, message: "A form field declared as JSON is not valid JSON." };
    case "FST_MP_PREMATURE_CLOSE":
      return { status: 400, message: CUT_OFF };
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      // Other types are refused before the body is read (onRequest above): here none was sent.
      return mediaTypeOf(request) === undefined
        ? { status: 400, message: "The request has no body; send a form upload (multipart/form-data)." }
        : { status: 415, message: wrongBodyType(MULTIPART_TYPE).message };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return {
        status: 415,
        message: "Unsupported content type: send JSON (application/json) or a form upload (multipart/form-data).",
      };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { status: 400, message: "The request body is not valid JSON." };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, message: "The request body is empty; send a JSON object." };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { status: 400, message: "The request body does not match its Content-Length." };
    case "ECONNRESET":
    case "ERR_STREAM_PREMATURE_CLOSE":
      // The client went away while sending its body (nobody reads the answer); any other
      // connection reset (e.g. the database's) remains a fault of the server.
      return request.raw.complete ? undefined : { status: 400, message: CUT_OFF };
  }
  if (error.code !== undefined || typeof error.message !== "string") return undefined;
  // busboy (through @fastify/multipart) fails with plain errors: a body that ends early,
  // garbage instead of parts, a Content-Type without a boundary, a broken part header.
  if (/unexpected end of (multipart data|form)|terminated early/i.test(error.message)) {
    return { status: 400, message: CUT_OFF };
  }
  if (/boundary (not found|required)|malformed part header|malformed urlencoded form/i.test(error.message)) {
    return { status: 400, message: MALFORMED_FORM };
  }
  return undefined;
}

interface Answer {
  success: boolean;
  message: string;
  errors?: Record<string, string>;
}
const hasMessage = (payload: unknown): payload is Answer =>
  typeof payload === "object" &&
  payload !== null &&
  typeof (payload as Answer).success === "boolean" &&
  typeof (payload as Answer).message === "string";
