import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Mantine's styles per component, in the chunk that uses the component (decision 051).
 *
 * `@mantine/core/styles.css` holds every component's rules (236 KB), and the page waits for all of
 * them before its first paint. Each component's class names come from its `X.module.mjs`, and
 * Mantine ships the rules of each as `styles/X.layer.css`; this adds `import
 * "@mantine/core/styles/X.layer.css"` to every `X.module.mjs` the build includes, so Vite puts a
 * component's rules in the CSS of the chunk that holds the component: the entry's stylesheet has the
 * shell's components only, and a lazy page brings its own (loaded before its chunk runs).
 *
 * The `.layer.css` files are in `@layer mantine`: the app's own rules (theme.css) win over any of
 * Mantine's whatever order the chunks' stylesheets arrive in. Mantine imports a component's
 * dependencies before its `.module.mjs`, so their rules come first, as in `styles.css`.
 */
export const MANTINE_CORE_MODULE = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/** The stylesheet import for a module id of `@mantine/core`, or undefined for any other module. */
export function stylesImportFor(id: string): string | undefined {
  const name = MANTINE_CORE_MODULE.exec(id.split("?")[0] ?? "")?.[1];
  return name ? `@mantine/core/styles/${name}.layer.css` : undefined;
}

export function mantineStylesPerComponent(): Plugin {
  const require = createRequire(import.meta.url);
  const coreStyles = path.dirname(require.resolve("@mantine/core/styles.layer.css"));
  return {
    name: "phd:mantine-styles-per-component",
    enforce: "pre",
    // The dev server pre-bundles Mantine (this never sees its modules); main.tsx imports all of
    // its styles there instead.
    apply: "build",
    transform(code, id) {
      const styles = stylesImportFor(id);
      if (!styles) return undefined;
      // A component without its stylesheet would render unstyled: fail the build instead.
      if (!existsSync(path.join(coreStyles, "styles", path.basename(styles)))) {
        this.error(`${styles} does not exist for ${id}: Mantine changed how it ships its styles`);
      }
      // Appended: the module's own lines keep their places (its source map stays true), and an
      // import is hoisted wherever it is written.
      return { code: `${code}\nimport ${JSON.stringify(styles)};\n`, map: null };
    },
  };
}
