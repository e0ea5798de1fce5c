import { describe, expect, it } from "vitest";
import { checkUploadFile, formatFileSize, formatKb, MAX_UPLOAD_BYTES, uploadRuleText } from "./files.ts";

const KB = 1024;
const MB = 1024 * 1024;

describe("formatFileSize: human units", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [512, "512 bytes"],
    [1023, "1023 bytes"],
    [KB, "1 KB"],
    [1536, "2 KB"],
    [820 * KB, "820 KB"],
    [1023 * KB, "1023 KB"],
    [1023.6 * KB, "1 MB"], // would round to "1024 KB"
    [MB, "1 MB"],
    [5 * MB, "5 MB"],
    [5 * MB + 1, "5 MB"],
    [5626.67 * KB, "5.5 MB"], // the "5626.67 KB" the picker used to show
    [5.5 * MB, "5.5 MB"],
    [12.34 * MB, "12.3 MB"],
    [1023.96 * MB, "1 GB"],
    [1.25 * 1024 * MB, "1.3 GB"],
  ])("%d bytes -> %s", (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])("%d -> a dash", (bytes) => {
    expect(formatFileSize(bytes)).toBe("—");
  });
});

describe("formatKb keeps the spec's KB with decimals", () => {
  it.each([
    [1536, 2, "1.50 KB"],
    [1536, 1, "1.5 KB"],
  ] as const)("%d bytes, %d decimals -> %s", (bytes, decimals, expected) => {
    expect(formatKb(bytes, decimals)).toBe(expected);
  });
});

describe("the upload limit", () => {
  it("is the server's MAX_UPLOAD_MB default in bytes, and the hint says so", () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * MB);
    expect(uploadRuleText()).toBe("PDF, JPG or PNG, up to 5 MB");
    expect(uploadRuleText(10 * MB)).toBe("PDF, JPG or PNG, up to 10 MB");
  });
});

describe("checkUploadFile: type and size when a file is picked", () => {
  const ok = null;
  it.each([
    // name, MIME type, size, expected message (null: accepted)
    ["sop.pdf", "application/pdf", 200 * KB, ok],
    ["photo.PNG", "image/png", 50 * KB, ok],
    ["scan.jpg", "image/jpeg", MB, ok],
    ["scan.JPEG", "image/jpeg", MB, ok],
    ["scan.jpg", "image/pjpeg", MB, ok],
    ["receipt.pdf", "", KB, ok], // the browser does not know the type: the extension decides
    ["exactly-the-limit.pdf", "application/pdf", 5 * MB, ok],
    [
      "notes.txt",
      "text/plain",
      KB,
      `"notes.txt" is not a PDF, JPG or PNG file. Choose a .pdf, .jpg, .jpeg or .png file.`,
    ],
    ["README", "", KB, `"README" is not a PDF, JPG or PNG file. Choose a .pdf, .jpg, .jpeg or .png file.`],
    [
      "doc.pdf.exe",
      "application/x-msdownload",
      KB,
      `"doc.pdf.exe" is not a PDF, JPG or PNG file. Choose a .pdf, .jpg, .jpeg or .png file.`,
    ],
    [
      "renamed.pdf",
      "text/plain",
      KB,
      `"renamed.pdf" is not a PDF, JPG or PNG file. Choose a .pdf, .jpg, .jpeg or .png file.`,
    ],
    ["anim.gif", "image/gif", KB, `"anim.gif" is not a PDF, JPG or PNG file. Choose a .pdf, .jpg, .jpeg or .png file.`],
    ["empty.pdf", "application/pdf", 0, `"empty.pdf" is empty. Choose another file.`],
    ["big.pdf", "application/pdf", 5.5 * MB, `"big.pdf" is 5.5 MB, above the 5 MB limit. Choose a smaller file.`],
    [
      "just-over.pdf",
      "application/pdf",
      5 * MB + 1,
      `"just-over.pdf" is larger than the 5 MB limit. Choose a smaller file.`,
    ],
    // The type is named first: a large .txt is wrong whatever its size.
    [
      "big.txt",
      "text/plain",
      6 * MB,
      `"big.txt" is not a PDF, JPG or PNG file. Choose a .pdf, .jpg, .jpeg or .png file.`,
    ],
  ])("%s (%s, %d bytes)", (name, type, size, expected) => {
    expect(checkUploadFile({ name, type, size })).toBe(expected);
  });

  it("takes another limit", () => {
    expect(checkUploadFile({ name: "a.pdf", type: "application/pdf", size: 900 * KB }, 820 * KB)).toBe(
      `"a.pdf" is 900 KB, above the 820 KB limit. Choose a smaller file.`,
    );
  });
});
