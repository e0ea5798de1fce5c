import type { FastifyInstance } from "fastify";

// A JSON escape of half a surrogate pair ("\ud800") parses to a string that is not Unicode: it
// cannot be stored in a jsonb column (PostgreSQL refuses it, a 500 where a mail's items carry a
// remark) nor be sent as UTF-8. Such halves become U+FFFD, as a UTF-8 decoder does with bad bytes.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormedString = (s: string) => s.replace(LONE_SURROGATE, "\ufffd");

function wellFormed(value: unknown): unknown {
  if (typeof value === "string") return wellFormedString(value);
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [wellFormedString(k), wellFormed(v)]));
  return value;
}

/** Fastify's JSON body parser (with its prototype-poisoning checks), whose strings are always well formed. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    parseJson(request, text, (err, parsed) => {
      if (err) return done(err);
      done(null, SURROGATE_ESCAPE.test(text) ? wellFormed(parsed) : parsed);
    });
  });
}
