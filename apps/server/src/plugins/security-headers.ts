import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** The portal's helmet settings: strict defaults, with what document previews and a LAN host need. */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      // Plain http on a LAN host must keep working; TLS is the reverse proxy's job.
      upgradeInsecureRequests: null,
      // Only the built bundles: no inline or evaluated script, ever (index.html has none).
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // Document previews render blob: URLs in an <img> or <iframe>.
      imgSrc: ["'self'", "data:", "blob:"],
      frameSrc: ["'self'", "blob:"],
      objectSrc: ["'self'", "blob:"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // Sent per request, and only over TLS (see registerSecurityHeaders): on plain http a browser
  // ignores it, and a LAN install without TLS must not be told to insist on it.
  strictTransportSecurity: false,
};

/** The browser features the portal never uses, switched off for it and anything it frames. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), " +
  "magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()";

export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

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
  headers["permissions-policy"] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * Sets the security headers on every answer (API, web app and errors alike), HSTS only when the
 * request came over TLS: directly, or through a proxy that says so (X-Forwarded-Proto, read only
 * with TRUST_PROXY=true).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders();
  const overTls = { ...headers, "strict-transport-security": STRICT_TRANSPORT_SECURITY };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.protocol === "https" ? overTls : headers);
    done();
  });
}
