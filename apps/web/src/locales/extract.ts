import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";
import { isNode, literalOf, type Node, walk } from "../../build/babel-tree.ts";

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
        const literal = literalOf(first);
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
        const key = literalOf(n.value);
        if (key) found.push({ key, plural: false });
      }
      if (n.type === "JSXText" && hasLetters(n.value as string))
        literals.push(`${where(n)}: ${(n.value as string).trim()}`);
      if (n.type === "JSXAttribute" && isNode(n.name) && VISIBLE_PROPS.has(n.name.name as string)) {
        const value = literalOf(n.value);
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
