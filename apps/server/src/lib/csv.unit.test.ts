import { describe, expect, it } from "vitest";
import { csvByIds, csvCell, csvOfBatches } from "./csv.ts";

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

describe("csvOfBatches", () => {
  async function* batches(...sizes: number[]): AsyncGenerator<unknown[][]> {
    let n = 0;
    for (const size of sizes) yield Array.from({ length: size }, () => [n++, `name ${n}`]);
  }

  it("writes the header, then each batch's rows in order as one chunk, skipping empty batches", async () => {
    const chunks: string[] = [];
    for await (const chunk of csvOfBatches(
      ["N", "Name"],
      batches(2, 0, 1),
      ([n, name]) => ({ n: n as number, name: name as string }),
      (r) => `${r.n},${r.name}\r\n`,
    ))
      chunks.push(chunk);
    expect(chunks).toEqual(["\uFEFFN,Name\r\n", "0,name 1\r\n1,name 2\r\n", "2,name 3\r\n"]);
  });

  it("writes the header alone for an empty list", async () => {
    expect(await text(csvOfBatches(["Id"], batches(), (v) => v, String))).toBe("\uFEFFId\r\n");
  });
});

describe("csvByIds (the audit log)", () => {
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
