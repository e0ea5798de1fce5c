import { createHash } from "node:crypto";
import { copyFile, link, mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { onePagePdf, pdfText, rgbPng } from "../lib/sample-files.ts";

// ---- a seeded PRNG (mulberry32): the same seed makes the same demo people -----------------------

/** Mixes numbers into one 32-bit seed (for one independent stream per candidate). */
export function seedOf(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 0x9e3779b1);
    h ^= h >>> 15;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
  }
  return h >>> 0;
}

export class Rng {
  private a: number;
  constructor(seed: number) {
    this.a = seed >>> 0;
  }
  /** [0, 1) */
  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = this.a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
  /** One of the values, by weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }
  digits(n: number): string {
    let out = String(this.int(1, 9));
    while (out.length < n) out += String(this.int(0, 9));
    return out;
  }
  /** 32 random bits. */
  u32(): number {
    return Math.floor(this.next() * 4294967296);
  }
}

const hex = (v: number, width: number) => (v >>> 0).toString(16).padStart(width, "0");

/** A bijection of 32-bit integers that scatters consecutive ones (so ids do not look sequential). */
function scatter32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The version-4 UUIDs of one demo candidate's rows. Unique by construction: the first 32 bits are
 * a bijection of the candidate number and the next 16 the row's counter (masked per candidate), the
 * rest PRNG bits. Plain PRNG UUIDs repeated at 200,000 candidates (issue 29): mulberry32 has one
 * 2^32 cycle, so the streams of many 32-bit seeds overlap.
 */
export class DemoIds {
  private readonly head: string;
  private readonly mask: number;
  private readonly rng: Rng;
  private count = 0;

  constructor(candidate: number, seed: number) {
    if (!Number.isInteger(candidate) || candidate < 0 || candidate > 0xffffffff)
      throw new Error(`no demo ids for candidate ${candidate}`);
    this.head = hex(scatter32(candidate), 8);
    this.rng = new Rng(seed);
    this.mask = this.rng.u32() & 0xffff;
  }

  next(): string {
    if (this.count > 0xffff) throw new Error("more than 65,536 ids for one demo candidate");
    const k = (this.count++ ^ this.mask) & 0xffff;
    const a = this.rng.u32();
    const b = this.rng.u32();
    const c = this.rng.u32();
    // xxxxxxxx-kkkk-4aaa-Vaaa-bbbbbbbbcccc (V: the RFC 4122 variant, 8–b).
    const variant = (8 | ((a >>> 12) & 0x3)).toString(16);
    return `${this.head}-${hex(k, 4)}-4${hex(a & 0xfff, 3)}-${variant}${hex((a >>> 14) & 0xfff, 3)}-${hex(b, 8)}${hex(c & 0xffff, 4)}`;
  }
}

// ---- the few real files every demo document shares ------------------------------------------------

/** A one-page PDF saying what it stands for. */
export function demoPdf(title: string): Buffer {
  return onePagePdf(
    `BT /F1 14 Tf 40 140 Td (${pdfText(title)}) Tj 0 -24 Td /F1 10 Tf (Demo data - not a real document) Tj ET`,
    [420, 200],
  );
}

/** A passport-style silhouette (120×150). */
export function demoPhotoPng(): Buffer {
  return rgbPng(120, 150, (x, y) => {
    const head = (x - 60) ** 2 + (y - 58) ** 2 < 26 ** 2;
    const body = (x - 60) ** 2 / 50 ** 2 + (y - 150) ** 2 / 55 ** 2 < 1;
    return head || body ? [70, 82, 110] : [214, 228, 240];
  });
}

/** A scribbled signature (240×80). */
export function demoSignaturePng(): Buffer {
  return rgbPng(240, 80, (x, y) => {
    const curve = 40 + 18 * Math.sin(x / 11) * Math.cos(x / 37);
    return Math.abs(y - curve) < 1.6 && x > 20 && x < 220 ? [20, 30, 90] : [255, 255, 255];
  });
}

export interface DemoSource {
  name: string;
  mimeType: "application/pdf" | "image/png";
  bytes: Buffer;
}

export interface SourceFacts {
  mimeType: string;
  fileSize: number;
  sha256: string;
}

/**
 * Gives each demo document row a storage key of its own that is a HARD LINK to one of a few
 * source files (DATA_DIR/files/demo-sources/, a folder whose names are never storage keys).
 *
 * Why not one key for many rows: the app deletes a document's file when the row goes (withdrawing
 * an application, a profile document that no longer applies after an edit: profile and
 * applications services call storage.delete). A shared key would then take the file away from
 * every other row. With hard links each row owns its name; deleting one unlinks only that name,
 * and the disk holds each source's bytes once. A source gets a fresh copy every LINKS_PER_COPY
 * links (ext4 allows 65,000 links per file); where hard links are not supported the file is copied.
 */
export class DemoFileLinker {
  static readonly LINKS_PER_COPY = 30_000;
  private readonly facts = new Map<string, SourceFacts & { ext: string }>();
  private readonly current = new Map<string, { copy: number; links: number }>();
  private copyFallback = false;
  linked = 0;

  constructor(
    private readonly root: string,
    private readonly sources: readonly DemoSource[],
  ) {}

  private get sourceDir() {
    return path.join(this.root, "demo-sources");
  }

  private sourcePath(name: string, copy: number): string {
    const ext = this.facts.get(name)?.ext ?? "bin";
    return path.join(this.sourceDir, `${name}-${copy}.${ext}`);
  }

  async init(): Promise<void> {
    await mkdir(this.sourceDir, { recursive: true });
    await Promise.all(
      Array.from({ length: 256 }, (_, i) =>
        mkdir(path.join(this.root, i.toString(16).padStart(2, "0")), { recursive: true }),
      ),
    );
    for (const s of this.sources) {
      const ext = s.mimeType === "image/png" ? "png" : "pdf";
      this.facts.set(s.name, {
        ext,
        mimeType: s.mimeType,
        fileSize: s.bytes.length,
        sha256: createHash("sha256").update(s.bytes).digest("hex"),
      });
      await this.openCopy(s.name, 0, s.bytes);
    }
  }

  /** Writes copy `copy` of a source (if absent) and makes it the one new links go to. */
  private async openCopy(name: string, copy: number, bytes?: Buffer): Promise<void> {
    const file = this.sourcePath(name, copy);
    const content = bytes ?? this.sources.find((s) => s.name === name)?.bytes;
    if (!content) throw new Error(`unknown demo source ${name}`);
    let links = 0;
    try {
      const st = await stat(file);
      links = st.nlink;
    } catch {
      await writeFile(file, content);
    }
    this.current.set(name, { copy, links });
    if (links >= DemoFileLinker.LINKS_PER_COPY) await this.openCopy(name, copy + 1, content);
  }

  factsOf(name: string): SourceFacts {
    const f = this.facts.get(name);
    if (!f) throw new Error(`unknown demo source ${name}`);
    return { mimeType: f.mimeType, fileSize: f.fileSize, sha256: f.sha256 };
  }

  /** Makes the storage key `key` (xx/uuid) a link to a copy of the source. */
  private async linkOne(name: string, key: string): Promise<void> {
    const target = path.join(this.root, key);
    for (;;) {
      const cur = this.current.get(name);
      if (!cur) throw new Error(`unknown demo source ${name}`);
      if (cur.links >= DemoFileLinker.LINKS_PER_COPY) {
        await this.openCopy(name, cur.copy + 1);
        continue;
      }
      cur.links++;
      const from = this.sourcePath(name, cur.copy);
      try {
        if (this.copyFallback) await copyFile(from, target);
        else await link(from, target);
        this.linked++;
        return;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === "EEXIST") {
          // A key left by an earlier run over the same DATA_DIR (keys are deterministic): replace it.
          await rm(target, { force: true });
          cur.links--;
        } else if (code === "EMLINK") {
          cur.links = DemoFileLinker.LINKS_PER_COPY;
        } else if (code === "EPERM" || code === "ENOTSUP" || code === "EXDEV" || code === "EOPNOTSUPP") {
          this.copyFallback = true;
        } else {
          throw err;
        }
      }
    }
  }

  /** Links many keys, a few dozen at a time (the file system calls run on the libuv pool). */
  async linkAll(items: readonly { source: string; key: string }[]): Promise<void> {
    let i = 0;
    const worker = async () => {
      while (i < items.length) {
        const item = items[i++];
        if (item) await this.linkOne(item.source, item.key);
      }
    };
    await Promise.all(Array.from({ length: 32 }, worker));
  }
}
