import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * The built web app; hashed assets are cached for a year, index.html (also sent for `/` and every
 * page route by the not-found handler) is revalidated every time. Files are GET and HEAD routes.
 */
export async function serveSpa(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    maxAge: "1h",
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header("Cache-Control", "public, max-age=31536000, immutable");
      else if (path.basename(filePath) === "index.html") res.header("Cache-Control", "no-cache");
    },
  });
}
