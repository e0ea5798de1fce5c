// @i18n-namespace common
// The upload messages are the web's (profile, applications, offers, objections): `common` words.
import { english, type Translate } from "./words.ts";

/** Accepted upload types, checked by content on the server (magic bytes) and by name and type in the picker. */
export const ACCEPTED_MIME_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export type AcceptedMimeType = (typeof ACCEPTED_MIME_TYPES)[number];
export const ACCEPTED_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png"] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(",");
/** The server's MAX_UPLOAD_MB default, and the limit the web checks picked files against. */
export const DEFAULT_MAX_UPLOAD_MB = 5;
/** Bytes in one KB / MB as the server counts them (MAX_UPLOAD_MB × 1024 × 1024). */
const KB = 1024;
const MB = KB * KB;
export const MAX_UPLOAD_BYTES = Math.round(DEFAULT_MAX_UPLOAD_MB * MB);

/** Size in KB with the given number of decimals (spec 000 §9: 2 on the profile, 1 in fee views). */
export function formatKb(bytes: number, decimals: 1 | 2 = 2): string {
  return `${(bytes / KB).toFixed(decimals)} KB`;
}

/**
 * A size for people to read: "512 bytes", "820 KB", "5.5 MB" (1 KB = 1024 bytes, as the
 * server's limit counts). KB are whole; MB and GB keep one decimal unless it is 0.
 */
export function formatFileSize(bytes: number, t: Translate = english): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  if (bytes < KB) return t("{{count}} byte", { count: Math.round(bytes), defaultValue_other: "{{count}} bytes" });
  const kb = Math.round(bytes / KB);
  if (kb < KB) return `${kb} KB`;
  const units = ["MB", "GB", "TB"] as const;
  let value = bytes / MB;
  let unit = 0;
  // Promote when rounding to one decimal would show 1024.0 of the smaller unit.
  while (Math.round(value * 10) / 10 >= KB && unit < units.length - 1) {
    value /= KB;
    unit += 1;
  }
  return `${Number((Math.round(value * 10) / 10).toFixed(1))} ${units[unit]}`;
}

/** What the picker says about the accepted files, e.g. "PDF, JPG or PNG, up to 5 MB". */
export const uploadRuleText = (maxBytes: number = MAX_UPLOAD_BYTES, t: Translate = english) =>
  t("PDF, JPG or PNG, up to {{size}}", { size: formatFileSize(maxBytes, t) });

/** MIME types browsers give accepted files besides the standard ones (older systems). */
const MIME_ALIASES: readonly string[] = ["image/jpg", "image/pjpeg", "image/x-png", "application/x-pdf"];

/** The parts of a picked `File` the check reads (so it is testable without a browser). */
export interface PickedFile {
  name: string;
  size: number;
  /** The browser's MIME type; "" when it does not know. */
  type: string;
}

/**
 * Checks a file the moment it is picked: an accepted extension (and, when the browser gives
 * one, an accepted MIME type), not empty, not above the limit. Returns the message to show
 * under the field (in `t`'s language), or null when the file can be sent. The server still checks the content.
 */
export function checkUploadFile(
  file: PickedFile,
  maxBytes: number = MAX_UPLOAD_BYTES,
  t: Translate = english,
): string | null {
  const name = file.name;
  const dot = name.lastIndexOf(".");
  const extension = dot >= 0 ? name.slice(dot).toLowerCase() : "";
  const type = file.type.toLowerCase();
  const typeOk =
    (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension) &&
    (type === "" || (ACCEPTED_MIME_TYPES as readonly string[]).includes(type) || MIME_ALIASES.includes(type));
  if (!typeOk) return t('"{{name}}" is not a PDF, JPG or PNG file. Choose a .pdf, .jpg, .jpeg or .png file.', { name });
  if (file.size === 0) return t('"{{name}}" is empty. Choose another file.', { name });
  if (file.size > maxBytes) {
    const size = formatFileSize(file.size, t);
    const limit = formatFileSize(maxBytes, t);
    // Just above the limit both round to the same text: then say only that it is larger.
    return size === limit
      ? t('"{{name}}" is larger than the {{limit}} limit. Choose a smaller file.', { name, limit })
      : t('"{{name}}" is {{size}}, above the {{limit}} limit. Choose a smaller file.', { name, size, limit });
  }
  return null;
}
