import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

/**
 * What the code asks the catalogues for (decision 035), read with Babel's parser (TypeScript 7 has
 * no JavaScript API): in every file that calls `useTranslation(ns)` (no argument: `common`), each
 * `t("literal")` is a key of `ns` (a module without the hook names `ns` in an `@i18n-namespace ns`
 * comment); `t("…", { count })` needs the language's plural forms (`…_one`,
 * `…_other`). Also finds, in those converted files, user-visible text written in place (JSX text,
 * or a literal `label`, `placeholder`, `title`, `aria-label`, `description`, `alt`): it must go
 * through `t`.
 */
export interface Extracted {
  keys: Map<string, Set<string>>;
  /** "file:line: text" of each text written in place in a converted file. */
  literals: string[];
}

const VISIBLE_PROPS = new Set(["label", "placeholder", "title", "aria-label", "description", "alt"]);
const PLURAL_FORMS = ["one", "other"] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "locales" || e.name === "test" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const hasLetters = (text: string) => /\p{L}/u.test(text);

/** A node of Babel's tree, as far as this walk reads it. */
interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && typeof (v as Node).type === "string";
const stringOf = (n: unknown): string | undefined => {
  if (!isNode(n)) return undefined;
  if (n.type === "StringLiteral") return n.value as string;
  const quasis = n.quasis as { value: { cooked: string } }[] | undefined;
  if (n.type === "TemplateLiteral" && (n.expressions as unknown[]).length === 0) return quasis?.[0]?.value.cooked;
  return undefined;
};

function walk(node: unknown, visit: (n: Node) => void) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node))
    if (key !== "loc" && key !== "leadingComments" && key !== "trailingComments" && typeof value === "object")
      walk(value, visit);
}

export function extract(root: string): Extracted {
  const keys = new Map<string, Set<string>>();
  const literals: string[] = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, "utf8");
    // A plain module that builds texts with a `t` it is given names its namespace in a comment.
    const marker = /@i18n-namespace (\w+)/.exec(text)?.[1];
    if (!text.includes("useTranslation") && !marker) continue;
    const ast = parse(text, {
      sourceType: "module",
      plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"],
    });
    const where = (n: Node) => `${path.relative(root, file)}:${n.loc?.start.line ?? 0}`;
    const found: { key: string; plural: boolean }[] = [];
    let namespace = marker ?? "common";
    walk(ast.program, (n) => {
      if (n.type === "CallExpression" && isNode(n.callee) && n.callee.type === "Identifier") {
        const [first, second] = n.arguments as unknown[];
        const name = n.callee.name as string;
        const literal = stringOf(first);
        if (name === "useTranslation" && literal) namespace = literal;
        if (name === "t" && literal !== undefined) {
          const plural =
            isNode(second) &&
            second.type === "ObjectExpression" &&
            (second.properties as Node[]).some((p) => isNode(p.key) && p.key.name === "count");
          found.push({ key: literal, plural });
        }
      }
      // <Trans t={t} i18nKey="Read the <a>guide</a>" components={{ a: … }} />
      if (n.type === "JSXAttribute" && isNode(n.name) && n.name.name === "i18nKey") {
        const key = stringOf(n.value);
        if (key) found.push({ key, plural: false });
      }
      if (n.type === "JSXText" && hasLetters(n.value as string))
        literals.push(`${where(n)}: ${(n.value as string).trim()}`);
      if (n.type === "JSXAttribute" && isNode(n.name) && VISIBLE_PROPS.has(n.name.name as string)) {
        const value = stringOf(n.value);
        if (value && hasLetters(value)) literals.push(`${where(n)}: ${value}`);
      }
    });
    const set = keys.get(namespace) ?? new Set<string>();
    for (const { key, plural } of found) {
      if (plural) for (const form of PLURAL_FORMS) set.add(`${key}_${form}`);
      else set.add(key);
    }
    keys.set(namespace, set);
  }
  return { keys, literals };
}
