import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "@babel/parser";
import type { Plugin } from "vite";
import { paths } from "../../../packages/shared/src/routes.ts";
import { isNode, literalOf, type Node, walk } from "./babel-tree.ts";

/**
 * Route preloads (decision 038). After the bundle is written, reads the router's route table and
 * the build manifest and writes `.vite/routes.json`: for each route that loads its page lazily, the
 * files that page needs beyond what index.html already loads (its chunk, the chunks it imports
 * statically, their CSS). The server puts them in index.html as `<link rel="modulepreload">`, so a
 * page's chunk downloads with the page instead of after the entry has run.
 *
 * A route whose path or lazy import this cannot read fails the build: a new route shape must not
 * silently lose its preload.
 */

/** A route of the table that loads its page lazily: its pattern and the modules its `lazy` imports. */
export interface LazyRoute {
  pattern: string;
  /** Manifest keys: source paths relative to the web app's root (`src/app/routes/…`). */
  modules: string[];
}

/** One entry of Vite's build manifest (`build.manifest`), as far as this reads it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** `routes.json`: route pattern → the URLs to preload (`.js` as modules, `.css` as styles). */
export type RoutePreloads = Record<string, string[]>;

const HOW =
  'write each lazy route as `{ path: paths.someName or "/literal/:id", lazy: async () => ({ Component: (await page()).SomePage }) }` ' +
  'with `const page = () => import("./routes/…")` at the top of the file (decision 038)';

/** `import("literal")`, as Babel parses it (with or without `createImportExpressions`). */
function importedBy(n: Node): string | undefined | null {
  if (n.type === "ImportExpression") return literalOf(n.source) ?? null;
  if (n.type === "CallExpression" && isNode(n.callee) && n.callee.type === "Import")
    return literalOf((n.arguments as unknown[])[0]) ?? null;
  return undefined;
}

const keyName = (p: Node): string | undefined => {
  if (p.computed) return undefined;
  if (isNode(p.key) && p.key.type === "Identifier") return p.key.name as string;
  return literalOf(p.key);
};

export interface RouteTableOptions {
  /** The router's file, absolute: import specifiers are relative to it. */
  file: string;
  /** The web app's root, absolute: manifest keys are relative to it. */
  root: string;
  /** The shared `paths` that `path: paths.x` names. */
  paths: Readonly<Record<string, unknown>>;
}

/**
 * The lazy routes of a router source (`createBrowserRouter([...])`). Reads, at the top level,
 * `const page = () => import("./x.tsx")`; in the route table (objects in arrays, nested through
 * `children`), each `path` (a string, or `paths.name` naming a string) and each `lazy` (the page
 * loaders it calls, or `import("…")` written in it). Throws on anything else it meets there: a
 * computed path, a spread, a `lazy` that calls no known loader, a loader importing a non-literal.
 */
export function readRouteTable(source: string, options: RouteTableOptions): LazyRoute[] {
  const name = path.relative(options.root, options.file) || options.file;
  const fail = (n: Node | undefined, what: string): never => {
    throw new Error(`route preloads: ${name}:${n?.loc?.start.line ?? "?"}: ${what}; ${HOW}.`);
  };
  const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const moduleOf = (specifier: string, at: Node) => {
    if (!specifier.startsWith(".")) fail(at, `the lazy import "${specifier}" is not a relative path`);
    return path
      .relative(options.root, path.resolve(path.dirname(options.file), specifier))
      .split(path.sep)
      .join("/");
  };

  // The page loaders: `const page = () => import("./x.tsx")`; null: one whose import is not readable.
  const loaders = new Map<string, string | null>();
  for (const statement of (ast.program.body as unknown as Node[]) ?? []) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== "VariableDeclaration") continue;
    for (const d of declaration.declarations as Node[]) {
      if (!isNode(d.id) || d.id.type !== "Identifier" || !isNode(d.init)) continue;
      if (d.init.type !== "ArrowFunctionExpression" && d.init.type !== "FunctionExpression") continue;
      const imports: (string | null)[] = [];
      walk(d.init.body, (n) => {
        const imported = importedBy(n);
        if (imported !== undefined) imports.push(imported);
      });
      if (imports.length === 0) continue;
      const [only] = imports;
      loaders.set(d.id.name as string, imports.length === 1 && only ? moduleOf(only, d) : null);
    }
  }

  // The table: the first argument of createBrowserRouter (or createHashRouter, createMemoryRouter).
  let table: Node | undefined;
  walk(ast.program, (n) => {
    if (table || n.type !== "CallExpression" || !isNode(n.callee) || n.callee.type !== "Identifier") return;
    if (/^create\w*Router$/.test(n.callee.name as string)) table = (n.arguments as Node[])[0];
  });
  if (!table) return fail(undefined, "no createBrowserRouter([...]) call found");

  const routes: LazyRoute[] = [];
  const readRoutes = (list: Node, parent: string | undefined) => {
    if (list.type !== "ArrayExpression") fail(list, "a route list that is not an array written in place");
    for (const route of list.elements as (Node | null)[]) {
      if (route?.type !== "ObjectExpression") return fail(route ?? list, "a route that is not an object");
      readRoute(route, parent);
    }
  };
  const readRoute = (route: Node, parent: string | undefined) => {
    const props = new Map<string, Node>();
    for (const p of route.properties as Node[]) {
      const key = p.type === "ObjectProperty" || p.type === "ObjectMethod" ? keyName(p) : undefined;
      if (key === undefined) return fail(p, "a route property that is not a plain `name: value` (a spread?)");
      props.set(key, p);
    }
    const pathProp = props.get("path");
    let pattern = parent;
    if (pathProp) {
      const own = pathOf(pathProp.value);
      if (own === undefined)
        return fail(pathProp, "a route path that is neither a string nor `paths.name` of a string");
      pattern = own.startsWith("/") ? own : `${parent === undefined || parent === "/" ? "" : parent}/${own}`;
    }
    const lazy = props.get("lazy");
    if (lazy) {
      if (pattern === undefined) return fail(lazy, "a lazy route without a path");
      if (pattern.includes("*") || pattern.includes("?"))
        return fail(
          lazy,
          `the lazy route "${pattern}" has a splat or an optional segment, which the server does not match`,
        );
      const modules = new Set<string>();
      walk(lazy.type === "ObjectMethod" ? lazy.body : lazy.value, (n) => {
        const imported = importedBy(n);
        if (imported === null) fail(n, `the lazy route "${pattern}" imports a module that is not a string literal`);
        if (imported) modules.add(moduleOf(imported, n));
        if (n.type === "CallExpression" && isNode(n.callee) && n.callee.type === "Identifier") {
          const loader = loaders.get(n.callee.name as string);
          if (loader === null) fail(n, `the loader ${n.callee.name as string}() does not import one literal path`);
          if (loader) modules.add(loader);
        }
      });
      if (modules.size === 0) return fail(lazy, `the lazy route "${pattern}" calls no page loader`);
      routes.push({ pattern, modules: [...modules] });
    }
    const children = props.get("children");
    if (children) readRoutes(children.value as Node, pattern);
  };
  const pathOf = (value: unknown): string | undefined => {
    const literal = literalOf(value);
    if (literal !== undefined) return literal;
    if (!isNode(value) || value.type !== "MemberExpression" || value.computed) return undefined;
    if (!isNode(value.object) || value.object.type !== "Identifier" || value.object.name !== "paths") return undefined;
    const named = isNode(value.property) ? options.paths[value.property.name as string] : undefined;
    return typeof named === "string" ? named : undefined;
  };
  readRoutes(table, undefined);

  const seen = new Set<string>();
  for (const r of routes) {
    if (seen.has(r.pattern)) throw new Error(`route preloads: ${name}: the route "${r.pattern}" is listed twice.`);
    seen.add(r.pattern);
  }
  return routes;
}

/** The files index.html loads itself: `src`/`href` of its tags, as written (`/assets/x.js`). */
function loadedByIndex(indexHtml: string): Set<string> {
  const urls = new Set<string>();
  for (const m of indexHtml.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)) if (m[1]) urls.add(m[1]);
  return urls;
}

/**
 * What each lazy route preloads: its modules' chunks and, transitively, their static imports and
 * those chunks' CSS, less what index.html loads (the entry, and everything the entry imports
 * statically). The entry is found by `isEntry` and by the files index.html names (with one chunk
 * for the initial modules, the build's manifest marks no entry). Throws when a route's module is
 * not in the manifest.
 */
export function preloadsOf(routes: LazyRoute[], manifest: Manifest, indexHtml: string, base = "/"): RoutePreloads {
  const url = (file: string) => `${base}${file}`;
  const inIndex = loadedByIndex(indexHtml);
  /** The chunks of these keys and, transitively, of their static imports, breadth first. */
  const closure = (keys: string[]) => {
    const seen = new Map<string, ManifestChunk>();
    const queue = [...keys];
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      if (seen.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`route preloads: the manifest has no "${key}".`);
      seen.set(key, chunk);
      queue.push(...(chunk.imports ?? []));
    }
    return [...seen.values()];
  };
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry || inIndex.has(url(chunk.file)))
    .map(([key]) => key);
  if (entries.length === 0)
    throw new Error("route preloads: neither the manifest nor index.html names an entry chunk.");
  const loaded = new Set<string>(inIndex);
  for (const chunk of closure(entries)) {
    loaded.add(url(chunk.file));
    for (const css of chunk.css ?? []) loaded.add(url(css));
  }

  const result: RoutePreloads = {};
  for (const route of routes) {
    const missing = route.modules.find((m) => !manifest[m]);
    if (missing)
      throw new Error(
        `route preloads: the route "${route.pattern}" imports ${missing}, which the manifest does not list.`,
      );
    const scripts: string[] = [];
    const styles: string[] = [];
    for (const chunk of closure(route.modules)) {
      scripts.push(url(chunk.file));
      styles.push(...(chunk.css ?? []).map(url));
    }
    result[route.pattern] = [...new Set([...scripts, ...styles])].filter((u) => !loaded.has(u));
  }
  return result;
}

const ROUTES_FILE = ".vite/routes.json";

/**
 * The plugin: reads the route table when the build starts (a table it cannot read fails the build
 * before any bundling), and once the bundle is written, the manifest and index.html, then writes
 * `.vite/routes.json` beside the manifest. Needs `build.manifest: true`.
 */
export function routePreloads(options: { router: string }): Plugin {
  let root = "";
  let base = "/";
  let manifestFile = "";
  let routes: LazyRoute[] = [];
  return {
    name: "phd:route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
      base = config.base;
      const { manifest } = config.build;
      if (!manifest) throw new Error("route preloads: set build.manifest (the preloads are read from it).");
      manifestFile = manifest === true ? ".vite/manifest.json" : manifest;
    },
    async buildStart() {
      const file = path.resolve(root, options.router);
      routes = readRouteTable(await readFile(file, "utf8"), { file, root, paths });
    },
    writeBundle: {
      order: "post",
      sequential: true,
      async handler(output) {
        const outDir = output.dir ?? path.resolve(root, "dist");
        const [manifest, indexHtml] = await Promise.all([
          readFile(path.join(outDir, manifestFile), "utf8").then((t) => JSON.parse(t) as Manifest),
          readFile(path.join(outDir, "index.html"), "utf8"),
        ]);
        const preloads = preloadsOf(routes, manifest, indexHtml, base);
        await mkdir(path.join(outDir, path.dirname(ROUTES_FILE)), { recursive: true });
        await writeFile(path.join(outDir, ROUTES_FILE), `${JSON.stringify(preloads, null, 2)}\n`);
      },
    },
  };
}
