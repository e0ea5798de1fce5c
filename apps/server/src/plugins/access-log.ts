import type { FastifyInstance } from "fastify";

/**
 * One line per answered request (method, path, status, milliseconds) at info level; the query
 * string is left out because searches can hold names and e-mail addresses.
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split("?", 1)[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    done();
  });
}
