import { describe, expect, it } from "vitest";
import { csvByIds, csvCell } from "./csv.ts";

async function text(lines: AsyncIterable<string>): Promise<string> {
  let all = "";
  for await (const chunk of lines) all += chunk;
  return all;
}

describe("csvCell", () => {
  it.each([
    { value: null, cell: "" },
    { value: 1500, cell: "1500" },
    { value: "plain", cell: "plain" },
    { value: 'say "hi", then', cell: '"say ""hi"", then"' },
    { value: "=SUM(A1)", cell: "'=SUM(A1)" },
    { value: "-5", cell: "'-5" },
    { value: "two\nlines", cell: '"two\nlines"' },
  ])("$value → $cell", ({ value, cell }) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe("csvByIds", () => {
  const ids = Array.from({ length: 2500 }, (_, i) => `id-${String(i).padStart(4, "0")}`);
  const gone = new Set(["id-0999", "id-1000", "id-2499"]);

  it("writes every row once, in the ids' order, across batches; rows deleted meanwhile are left out", async () => {
    const batches: number[] = [];
    const csv = await text(
      csvByIds(
        ["Id"],
        async () => ids,
        async (batch) => {
          batches.push(batch.length);
          // The database answers in its own order: the helper puts the rows back in the list's.
          return batch.filter((id) => !gone.has(id)).reverse();
        },
        (id) => id,
        (id) => `${id}\r\n`,
      ),
    );
    expect(batches).toEqual([1000, 1000, 500]);
    const lines = csv.split("\r\n").slice(0, -1);
    expect(lines[0]).toBe("\uFEFFId");
    expect(lines.slice(1)).toEqual(ids.filter((id) => !gone.has(id)));
  });

  it("writes the header alone for an empty list, without reading rows", async () => {
    let reads = 0;
    const csv = await text(
      csvByIds(
        ["Id", "Name"],
        async () => [],
        async () => {
          reads += 1;
          return [];
        },
        (r: string) => r,
        (r) => r,
      ),
    );
    expect(csv).toBe("\uFEFFId,Name\r\n");
    expect(reads).toBe(0);
  });
});
