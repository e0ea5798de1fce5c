import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { mantineStylesPerComponent } from "./build/mantine-styles.ts";
import { routePreloads } from "./build/route-preloads.ts";

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

const MANTINE = String.raw`[\\/]node_modules[\\/]@mantine[\\/]`;
const FORM_FIELDS = new RegExp(
  MANTINE +
    String.raw`(core[\\/]esm[\\/](components[\\/](Input|InputBase|TextInput|PasswordInput|ActionIcon|Radio)[\\/]|utils[\\/](InlineInput|InputsGroupFieldset)[\\/]|core[\\/]styles-api[\\/]use-resolved-styles-api[\\/])|hooks[\\/]esm[\\/]use-uncontrolled[\\/]|form[\\/])`,
);
const MANTINE_BASE = new RegExp(
  MANTINE +
    String.raw`core[\\/]esm[\\/]core[\\/](DirectionProvider|MantineProvider[\\/]color-functions[\\/]get-auto-contrast-value)[\\/]`,
);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
}

/**
 * Writes `.br` (brotli, highest quality) and `.gz` (gzip level 9) beside every text file of the
 * build, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing per request. A variant that is not smaller than the file is left out.
 */
function precompress(): Plugin {
  return {
    name: "phd:precompress",
    apply: "build",
    writeBundle: {
      order: "post",
      sequential: true,
      async handler(options) {
        const outDir = options.dir ?? "dist";
        const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
        await Promise.all(
          files.map(async (file) => {
            const [body, info] = await Promise.all([readFile(file), stat(file)]);
            const [br, gzipped] = await Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: info.size,
                },
              }),
              gz(body, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < body.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
          }),
        );
      },
    },
  };
}

export default defineConfig({
  // routePreloads writes .vite/routes.json (decision 038) before precompress runs.
  plugins: [mantineStylesPerComponent(), react(), routePreloads({ router: "src/app/router.tsx" }), precompress()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    // .vite/manifest.json: the chunks each lazy route needs, read by routePreloads. Not served
    // (the server serves no dotfile; apps/server/src/plugins/spa.ts).
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (React, the router, Mantine's core, the home) is
        // one chunk: every page loads all of it anyway, and one file compresses better than forty
        // small shared ones (the public home was 20 KB gzip heavier split that way).
        codeSplitting: {
          groups: [
            { name: "initial", tags: ["$initial"], priority: 3 },
            // The fields every form is made of (text and password inputs, radios, their wrappers,
            // the form hook): one chunk, not ten of a few hundred bytes each. The sign-in pages
            // wait for them before their first paint, and a phone on HTTP/1.1 fetches six files at
            // a time (faculty sign-in 15 → 4 files; decision 050).
            { name: "form-fields", test: FORM_FIELDS, priority: 1 },
            // Two helpers the fields share with the rest of the app (a page's ThemeIcon, a list's
            // direction): their own small chunk, so the public guide does not load the form fields.
            { name: "mantine-base", test: MANTINE_BASE, priority: 2 },
          ],
        },
      },
      treeshake: {
        // What `"sideEffects": ["*.css"]` in a package.json would say. The shared package and the
        // app's own modules only declare things (paths, schemas, components, hooks), so importing
        // one name through an index (a feature's public face, `@phd/shared`) brings only the
        // module that defines it, not every module the index lists; otherwise a page importing
        // `paths` would also download every zod schema, and the sign-in pages every auth dialog.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]shared[\\/]src[\\/].*\.ts$/, sideEffects: false },
          { test: /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
    },
  },
});
