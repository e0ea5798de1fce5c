/** Route preloads (decision 038): which pattern a path matches, the tags put in index.html, the encoding chosen. */
import { describe, expect, it } from "vitest";
import { chooseEncoding, routeMatcher, withPreloads } from "./route-preloads.ts";

describe("routeMatcher", () => {
  const match = routeMatcher([
    "/candidate-login",
    "/fee-details",
    "/fee-details/:id",
    "/view-application/:id",
    "/candidate-profile/:userId",
    "/fee-details/summary",
  ]);

  it.each([
    ["/candidate-login", "/candidate-login"],
    ["/candidate-login/", "/candidate-login"],
    ["/candidate-login//", "/candidate-login"],
    // React Router matches without regard to case and after decoding %-escapes.
    ["/Candidate-LOGIN", "/candidate-login"],
    ["/candidate%2Dlogin", "/candidate-login"],
    ["/fee-details", "/fee-details"],
    ["/fee-details/3f0c8f9e-1b2d-4c3e-9f00-000000000001", "/fee-details/:id"],
    ["/fee-details/3f0c8f9e/", "/fee-details/:id"],
    // A static segment wins over a param, whichever is listed first.
    ["/fee-details/summary", "/fee-details/summary"],
    ["/view-application/abc", "/view-application/:id"],
    ["/view-application/a%20b", "/view-application/:id"],
    ["/candidate-profile/00000000-0000-4000-8000-000000000000", "/candidate-profile/:userId"],
    // No match: other paths, a missing or empty param, extra segments, a prefix or a longer name.
    ["/", undefined],
    ["", undefined],
    ["/no-such-page", undefined],
    ["/view-application", undefined],
    ["/view-application/", undefined],
    ["/view-application//x", undefined],
    ["/view-application/a/b", undefined],
    ["/candidate-login/extra", undefined],
    ["/candidate-logins", undefined],
    ["/candidate", undefined],
    ["/api/candidate-login", undefined],
    // A broken %-escape is compared as written, not thrown.
    ["/candidate-login%E0%A4", undefined],
    ["/view-application/%E0%A4", "/view-application/:id"],
  ])("%s → %s", (pathname, pattern) => {
    expect(match(pathname)).toBe(pattern);
  });

  it("matches nothing when there are no patterns", () => {
    expect(routeMatcher([])("/candidate-login")).toBeUndefined();
  });
});

describe("withPreloads", () => {
  const html = "<!doctype html><html><head><title>x</title>\n  </head><body></body></html>";

  it("puts a modulepreload per script and a style preload per stylesheet before </head>, with crossorigin", () => {
    const out = withPreloads(html, ["/assets/page-1.js", "/assets/page-2.css"]);
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/page-1.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/page-2.css">');
    expect(out).not.toContain('rel="stylesheet"');
    expect(out.indexOf("page-1.js")).toBeLessThan(out.indexOf("page-2.css"));
    expect(out.replace(/\s*<link[^>]*>/g, "")).toBe(html);
    expect(out).toContain('<title>x</title>\n    <link rel="modulepreload"');
  });

  it("leaves index.html as it is with nothing to preload", () => {
    expect(withPreloads(html, [])).toBe(html);
  });

  it("escapes a URL inside the attribute", () => {
    expect(withPreloads(html, ['/assets/a"b<c>&.js'])).toContain('href="/assets/a&quot;b&lt;c&gt;&amp;.js"');
  });

  it("refuses an index.html without </head>", () => {
    expect(() => withPreloads("<html><body></body></html>", ["/assets/a.js"])).toThrow(/<\/head>/);
  });
});

describe("chooseEncoding", () => {
  const both = { br: 1, gzip: 1 };
  it.each([
    ["gzip, deflate, br", both, "br"],
    ["br;q=0.1, gzip;q=0.9", both, "br"],
    ["gzip, deflate", both, "gzip"],
    ["br;q=0, gzip", both, "gzip"],
    ["BR", both, "br"],
    ["*", both, "br"],
    ["*, br;q=0", both, "gzip"],
    ["identity", both, undefined],
    ["gzip;q=0, br;q=0", both, undefined],
    ["", both, undefined],
    [undefined, both, undefined],
    // A variant that was not smaller than the page is not there to send.
    ["gzip, br", { gzip: 1 }, "gzip"],
    ["br", { gzip: 1 }, undefined],
    ["gzip, br", {}, undefined],
  ] as const)("%s with %o → %s", (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});
