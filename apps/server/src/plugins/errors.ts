import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors.ts";

/** One JSON error shape for every failure; a stack trace never reaches a client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.fieldErrors && { errors: error.fieldErrors }),
        ...(error.data && { data: error.data }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
        errors[key] ??= issue.message ?? "Invalid value";
      }
      const first = error.validation[0]?.message ?? "Invalid request";
      return reply.status(400).send({ success: false, message: first, errors });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: clientMessage(error, status) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ success: false, message: "Something went wrong. Please try again." });
  });
}

/**
 * Unknown paths: JSON 404 under /api; with a web build, other GETs get index.html
 * (history fallback) so client-side routes survive a reload.
 */
export function registerNotFound(app: FastifyInstance, spa: boolean) {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    // Page routes get index.html; a missing asset (e.g. an old hashed file) stays a 404.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith("/assets/");
    if (spa && request.method === "GET" && !isApi && !looksLikeFile) {
      reply.header("Cache-Control", "no-cache");
      return reply.sendFile("index.html");
    }
    return reply
      .status(404)
      .send({ success: false, message: `No API route ${request.method} ${request.url.split("?")[0]}` });
  });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case "FST_REQ_FILE_TOO_LARGE":
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The file is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON.";
    default:
      return status === 413 ? "The request is too large." : error.message;
  }
}
