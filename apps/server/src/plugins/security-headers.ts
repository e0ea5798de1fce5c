import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** The portal's helmet settings: strict defaults, with what document previews and a LAN host need. */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      // Plain http on a LAN host must keep working; TLS is the reverse proxy's job.
      upgradeInsecureRequests: null,
      // Document previews render blob: URLs in an <img> or <iframe>.
      imgSrc: ["'self'", "data:", "blob:"],
      frameSrc: ["'self'", "blob:"],
      objectSrc: ["'self'", "blob:"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet would set, computed once: they do not depend on the request, and building
 * helmet's middleware on every request (as @fastify/helmet does) cost about 5% of a small API call.
 */
export function securityHeaders(options: HelmetOptions = SECURITY_HEADER_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Sets the security headers on every answer (API, web app and errors alike). */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
