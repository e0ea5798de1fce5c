/**
 * The route table as the build's route preloads read it (apps/web/build/route-preloads.ts,
 * decision 038): every lazy route of router.tsx is read, a route shape it cannot read fails, and
 * a route preloads its chunk and static imports less what index.html loads.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { paths } from "@phd/shared";
import { describe, expect, it } from "vitest";
import { type Manifest, preloadsOf, readRouteTable } from "../../build/route-preloads.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const file = path.join(root, "src/app/router.tsx");
const read = (source: string) => readRouteTable(source, { file, root, paths });

/** A router source with the given loaders and routes (the children of the root layout). */
const router = (loaders: string, routes: string) => `
import { paths } from "@phd/shared";
import { createBrowserRouter } from "react-router";
${loaders}
export const router = createBrowserRouter([{ element: <RootLayout />, children: [${routes}] }]);
`;

describe("readRouteTable", () => {
  it("reads the lazy routes of router.tsx, each to a module under src/", () => {
    const routes = read(readFileSync(file, "utf8"));
    const byPattern = new Map(routes.map((r) => [r.pattern, r.modules]));
    expect(byPattern.get(paths.candidateLogin)).toEqual(["src/app/routes/public/email-logins.tsx"]);
    expect(byPattern.get(paths.accountSectionLogin)).toEqual(["src/app/routes/public/email-logins.tsx"]);
    expect(byPattern.get("/view-application/:id")).toEqual(["src/app/routes/coordinator/index.ts"]);
    expect(byPattern.get(paths.offers)).toEqual(["src/features/offers/index.ts"]);
    // The home and the not-found page are in the entry: no lazy route.
    expect(byPattern.has(paths.home)).toBe(false);
    expect(byPattern.has("*")).toBe(false);
    for (const r of routes) {
      expect(r.pattern, r.pattern).toMatch(/^\/[a-z-]+(\/:[a-zA-Z]+)?$/);
      for (const m of r.modules) expect(readFileSync(path.join(root, m), "utf8").length, m).toBeGreaterThan(0);
    }
    // Every `lazy` of the file is one route read.
    expect(routes.length).toBe(readFileSync(file, "utf8").match(/\blazy:/g)?.length);
  });

  it("reads paths.name, string paths, nested children, several pages and an import written in place", () => {
    const routes = read(
      router(
        `const a = () => import("./routes/a.tsx");\nconst b = () => import("../features/b/index.ts");`,
        `{ path: paths.home, element: <Home /> },
         { path: paths.contact, lazy: async () => ({ Component: (await a()).ContactPage }) },
         { element: <Guard />, children: [
           { path: "/view-application/:id", lazy: async () => ({ Component: (await b()).Review }) },
           { path: paths.offers, lazy: async () => { const [x, y] = await Promise.all([a(), b()]); return { Component: x.P, loader: y.L }; } },
         ] },
         { path: "/inline", lazy: () => import("./routes/inline.tsx") },
         { path: "*", element: <NotFound /> },`,
      ),
    );
    expect(routes).toEqual([
      { pattern: "/contact", modules: ["src/app/routes/a.tsx"] },
      { pattern: "/view-application/:id", modules: ["src/features/b/index.ts"] },
      { pattern: "/offers", modules: ["src/app/routes/a.tsx", "src/features/b/index.ts"] },
      { pattern: "/inline", modules: ["src/app/routes/inline.tsx"] },
    ]);
  });

  it.each([
    [
      "a path the plugin cannot read",
      `{ path: paths.viewApplication(":id"), lazy: async () => ({ Component: (await a()).P }) }`,
      /route path/,
    ],
    [
      "a path named in a variable",
      `{ path: somePath, lazy: async () => ({ Component: (await a()).P }) }`,
      /route path/,
    ],
    [
      "a name missing from paths",
      `{ path: paths.noSuchPage, lazy: async () => ({ Component: (await a()).P }) }`,
      /route path/,
    ],
    [
      "a lazy route calling no loader",
      `{ path: "/x", lazy: async () => ({ Component: (await load("x")).P }) }`,
      /calls no page loader/,
    ],
    [
      "a lazy route importing a computed module",
      `{ path: "/x", lazy: () => import(\`./routes/\${name}.tsx\`) }`,
      /not a string literal/,
    ],
    ["a lazy route without a path", `{ lazy: async () => ({ Component: (await a()).P }) }`, /without a path/],
    ["a lazy splat route", `{ path: "/files/*", lazy: async () => ({ Component: (await a()).P }) }`, /splat/],
    ["a route list spread in", `...adminRoutes`, /not an object/],
    ["a spread in a route", `{ ...common, path: "/x", lazy: async () => ({ Component: (await a()).P }) }`, /spread/],
    ["children that are not an array in place", `{ path: "/x", children: adminRoutes }`, /not an array/],
    ["a route listed twice", `{ path: "/x", lazy: () => a() }, { path: "/x", lazy: () => a() }`, /twice/],
  ])("fails on %s, naming the line and the shape to use", (_what, route, message) => {
    const source = router(`const a = () => import("./routes/a.tsx");`, route);
    expect(() => read(source)).toThrow(message);
    expect(() => read(source)).toThrow(/decision 038|listed twice/);
  });

  it("fails on a loader whose import is not one literal path, and on a file without a router", () => {
    const source = router(
      `const a = (n) => import(n);`,
      `{ path: "/x", lazy: async () => ({ Component: (await a()).P }) }`,
    );
    expect(() => read(source)).toThrow(/loader a\(\) does not import one literal path/);
    expect(() => read("export const x = 1;")).toThrow(/no createBrowserRouter/);
  });
});

describe("preloadsOf", () => {
  // With one chunk for the initial modules the manifest marks no entry: index.html names it.
  const indexHtml = `<head><script type="module" crossorigin src="/assets/runtime-1.js"></script>
    <script type="module" crossorigin src="/assets/initial-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/initial-1.css"></head>`;
  const manifest: Manifest = {
    _runtime: { file: "assets/runtime-1.js" },
    _initial: { file: "assets/initial-1.js", imports: ["_runtime"], css: ["assets/initial-1.css"] },
    "src/a.tsx": { file: "assets/a-1.js", isDynamicEntry: true, imports: ["_runtime", "_initial", "_input", "_api"] },
    "src/b.tsx": {
      file: "assets/b-1.js",
      isDynamicEntry: true,
      imports: ["_initial", "_api"],
      css: ["assets/b-1.css"],
    },
    "src/c.tsx": { file: "assets/c-1.js", isDynamicEntry: true, imports: ["_initial"], dynamicImports: ["src/a.tsx"] },
    _input: { file: "assets/input-1.js", imports: ["_initial", "_base"] },
    _base: { file: "assets/base-1.js", imports: ["_initial"], css: ["assets/base-1.css"] },
    _api: { file: "assets/api-1.js", imports: ["_base"] },
  };

  it("gives each route its chunk, its static imports transitively and their CSS, less the entry's", () => {
    const preloads = preloadsOf(
      [
        { pattern: "/a", modules: ["src/a.tsx"] },
        { pattern: "/b/:id", modules: ["src/b.tsx"] },
        { pattern: "/c", modules: ["src/c.tsx"] },
        { pattern: "/ab", modules: ["src/a.tsx", "src/b.tsx"] },
      ],
      manifest,
      indexHtml,
    );
    expect(preloads).toEqual({
      "/a": ["/assets/a-1.js", "/assets/input-1.js", "/assets/api-1.js", "/assets/base-1.js", "/assets/base-1.css"],
      "/b/:id": ["/assets/b-1.js", "/assets/api-1.js", "/assets/base-1.js", "/assets/b-1.css", "/assets/base-1.css"],
      // A dynamic import of the page is not preloaded.
      "/c": ["/assets/c-1.js"],
      "/ab": [
        "/assets/a-1.js",
        "/assets/b-1.js",
        "/assets/input-1.js",
        "/assets/api-1.js",
        "/assets/base-1.js",
        "/assets/b-1.css",
        "/assets/base-1.css",
      ],
    });
  });

  it("leaves out what an entry marked isEntry imports, and uses the build's base", () => {
    const marked: Manifest = {
      ...manifest,
      "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_base"] },
    };
    expect(preloadsOf([{ pattern: "/a", modules: ["src/a.tsx"] }], marked, "<head></head>", "/portal/")).toEqual({
      "/a": ["/portal/assets/a-1.js", "/portal/assets/input-1.js", "/portal/assets/api-1.js"],
    });
  });

  it("fails when a route's module is not in the manifest, or no entry is found", () => {
    expect(() => preloadsOf([{ pattern: "/x", modules: ["src/x.tsx"] }], manifest, indexHtml)).toThrow(
      /"\/x" imports src\/x.tsx, which the manifest does not list/,
    );
    expect(() => preloadsOf([], manifest, "<head></head>")).toThrow(/entry/);
  });
});
