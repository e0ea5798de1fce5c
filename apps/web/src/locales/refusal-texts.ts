import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

/**
 * The texts the `validation` catalogue (the server's messages) must translate (decision 035), read with
 * Babel's parser from the server's and the shared code: each refusal's English text given as a literal
 * (or a constant of the same file) to `new AppError(status, text)`, `badRequest`, `forbidden`, `notFound`,
 * `conflict`, `tooMany` or `unauthorized` (or a form reader's `refuse(status, text)`, or the message of
 * `visibleOr404` / `reachableOr404`, or of the guards `lockOpenRound` / `assertDepartmentInScope`; either text of a `cond ? a : b`), as its plural forms `…_one` /
 * `…_other` when its values have a `count`; a successful answer's message, a literal `message: "…"` of
 * a route file, a text of a table named `…_MESSAGES` or the text given to `speak(request, text, values)`; each shared schema message or
 * domain rule's refusal given to `say` / `sayNow`; and the labels a
 * schema's own helper puts into its messages (`number("GATE score", 0, 100)`). `said` is every
 * string literal of that code, to find catalogue texts the code no longer says.
 */
export interface RefusalTexts {
  wanted: Map<string, string>;
  said: Set<string>;
}

const REFUSALS = new Set(["badRequest", "forbidden", "notFound", "conflict", "tooMany", "unauthorized"]);
/** Record lookups that refuse with their last argument, the message (plugins/auth.ts). */
const LOOKUPS = new Set(["visibleOr404", "reachableOr404"]);
/** Guards that refuse with the argument at this place: a closed round, a department out of reach. */
const GUARDS = new Map([
  ["lockOpenRound", 2],
  ["assertDepartmentInScope", 3],
]);
/** A helper's argument that names a field in code (`"gateExamDetails"`), not a label for people. */
const CODE_NAME = /^[a-z]+[A-Z]\w*$/;
const PLURAL_FORMS = ["one", "other"] as const;

interface Node {
  type: string;
  [key: string]: unknown;
}
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && typeof (v as Node).type === "string";
function walk(node: unknown, visit: (n: Node) => void) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) if (key !== "loc" && typeof value === "object") walk(value, visit);
}
const stringOf = (n: unknown): string | undefined => {
  if (!isNode(n)) return undefined;
  if (n.type === "StringLiteral") return n.value as string;
  const quasis = n.quasis as { value: { cooked: string } }[] | undefined;
  if (n.type === "TemplateLiteral" && (n.expressions as unknown[]).length === 0) return quasis?.[0]?.value.cooked;
  return undefined;
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "locales" || e.name === "node_modules" ? [] : sourceFiles(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

export function refusalTexts(...roots: string[]): RefusalTexts {
  const wanted = new Map<string, string>();
  const said = new Set<string>();
  for (const file of roots.flatMap(sourceFiles)) {
    const ast = parse(readFileSync(file, "utf8"), { sourceType: "module", plugins: ["typescript"] });
    const where = path.basename(file);
    const constants = new Map<string, string>();
    const helpers = new Set<string>();
    walk(ast.program, (n) => {
      const text = stringOf(n);
      if (text !== undefined) said.add(text);
      if (n.type !== "VariableDeclarator" || !isNode(n.id) || n.id.type !== "Identifier") return;
      const value = stringOf(n.init);
      if (value !== undefined) constants.set(n.id.name as string, value);
      if (isNode(n.init) && /Function/.test(n.init.type)) helpers.add(n.id.name as string);
    });
    const textOf = (n: unknown) =>
      stringOf(n) ?? (isNode(n) && n.type === "Identifier" ? constants.get(n.name as string) : undefined);
    const textsOf = (n: unknown): (string | undefined)[] =>
      isNode(n) && n.type === "ConditionalExpression"
        ? [...textsOf(n.consequent), ...textsOf(n.alternate)]
        : [textOf(n)];
    const want = (text: string | undefined) => {
      if (text !== undefined && !wanted.has(text)) wanted.set(text, where);
    };
    // A refusal whose values have a `count` is said in the catalogue's plural forms.
    const counted = (args: unknown[]) =>
      args.some(
        (a) =>
          isNode(a) &&
          a.type === "ObjectExpression" &&
          (a.properties as Node[]).some((p) => isNode(p.key) && p.key.name === "count"),
      );
    const wantRefusal = (n: unknown, args: unknown[]) => {
      for (const text of textsOf(n)) {
        if (text === undefined || !counted(args)) want(text);
        else
          for (const form of PLURAL_FORMS) {
            want(`${text}_${form}`);
            said.add(`${text}_${form}`);
          }
      }
    };
    const inSchemas = file.split(path.sep).includes("schemas");
    const isRoutes = path.basename(file) === "routes.ts";
    walk(ast.program, (n) => {
      // A route's `message: …` or `const message = …` (a literal, or either of a `cond ? a : b`).
      if (isRoutes && n.type === "ObjectProperty" && isNode(n.key) && n.key.name === "message")
        for (const text of textsOf(n.value)) want(text);
      if (isRoutes && n.type === "VariableDeclarator" && isNode(n.id) && n.id.name === "message")
        for (const text of textsOf(n.init)) want(text);
      // A table of messages by state: `const VERIFIED_MESSAGES = { VERIFIED: "…", … }`.
      if (n.type === "VariableDeclarator" && isNode(n.id) && /_MESSAGES$/.test(n.id.name as string)) {
        const table = isNode(n.init) && n.init.type === "TSAsExpression" ? n.init.expression : n.init;
        if (isNode(table) && table.type === "ObjectExpression")
          for (const p of table.properties as Node[]) want(stringOf(p.value));
      }
      const args = n.arguments as unknown[] | undefined;
      if (!isNode(n.callee) || !args) return;
      const name = n.callee.type === "Identifier" ? (n.callee.name as string) : undefined;
      if (n.type === "NewExpression" && name === "AppError") wantRefusal(args[1], args);
      if (n.type !== "CallExpression" || !name) return;
      if (name === "refuse") wantRefusal(args[1], args);
      if (REFUSALS.has(name)) wantRefusal(args[0], args);
      if (LOOKUPS.has(name)) wantRefusal(args[4], args);
      if (name === "speak") wantRefusal(args[1], args);
      const guarded = GUARDS.get(name);
      if (guarded !== undefined) wantRefusal(args[guarded], args);
      if (name === "say" || name === "sayNow") want(textOf(args[0]));
      if (inSchemas && helpers.has(name))
        for (const arg of args) {
          const label = stringOf(arg);
          if (label && !CODE_NAME.test(label)) want(label);
        }
    });
  }
  return { wanted, said };
}
