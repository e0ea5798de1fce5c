import type { FastifyReply } from "fastify";

/**
 * Sends a response body PostgreSQL already wrote as JSON (decision 046) as it is: Fastify skips
 * its serializer for a string with a JSON content type. The route's API tests check such bodies
 * against the response schema, which this path does not run.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}
