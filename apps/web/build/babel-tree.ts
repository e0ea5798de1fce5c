/**
 * Reading Babel's syntax tree without its traverse package: the route preloads (decision 038) and
 * the locale extractor (decision 035) both walk a parsed module and read literal strings.
 */

/** A node of Babel's tree, as far as these readers use it. */
export interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

export const isNode = (v: unknown): v is Node =>
  typeof v === "object" && v !== null && typeof (v as Node).type === "string";

/** Visits every node under `node`, parents first (comments and locations are not nodes to visit). */
export function walk(node: unknown, visit: (n: Node) => void) {
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

/** The text of a string literal or of a template literal without expressions; otherwise undefined. */
export const literalOf = (n: unknown): string | undefined => {
  if (!isNode(n)) return undefined;
  if (n.type === "StringLiteral") return n.value as string;
  const quasis = n.quasis as { value: { cooked: string } }[] | undefined;
  if (n.type === "TemplateLiteral" && (n.expressions as unknown[]).length === 0) return quasis?.[0]?.value.cooked;
  return undefined;
};
