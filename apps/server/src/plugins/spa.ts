import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { pageSender, type SendPage } from "./route-preloads.ts";

/** The siblings the web build writes beside each text file (apps/web/vite.config.ts, `precompress`). */
const ENCODED = /\.(br|gz)$/;

/**
 * The built web app; hashed assets are cached for a year, index.html (also sent for `/` and every
 * page route by the not-found handler, plugins/errors.ts) is revalidated every time. Files are GET
 * and HEAD routes. Each file goes out as its precompressed `.br` or `.gz` sibling when the client
 * accepts that encoding (brotli first), else as it is; every answer says `Vary: Accept-Encoding`.
 * The siblings are not routes of their own, nor is anything under `.vite/` (the build's manifest and
 * route preloads: dotfiles are not listed, and the folder is ignored besides). Returns how a page
 * route is answered: index.html with that page's preloads (plugins/route-preloads.ts).
 */
export async function serveSpa(app: FastifyInstance, root: string): Promise<SendPage> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ["**/*.br", "**/*.gz", ".vite/**"],
    maxAge: "1h",
    setHeaders(res, filePath) {
      // The path of the file sent: `index.html.br` when the brotli sibling of index.html goes out.
      const file = filePath.replace(ENCODED, "");
      if (file.includes(`${path.sep}assets${path.sep}`))
        res.header("Cache-Control", "public, max-age=31536000, immutable");
      else if (path.basename(file) === "index.html") res.header("Cache-Control", "no-cache");
    },
  });
  return pageSender(root);
}
