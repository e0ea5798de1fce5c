/** Accepted upload types, checked by content on the server (magic bytes) and by extension in the picker. */
export const ACCEPTED_MIME_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export type AcceptedMimeType = (typeof ACCEPTED_MIME_TYPES)[number];
export const ACCEPTED_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png"] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(",");
export const DEFAULT_MAX_UPLOAD_MB = 5;

/** Size in KB with the given number of decimals (spec 000 §9: 2 on the profile, 1 in fee views). */
export function formatKb(bytes: number, decimals: 1 | 2 = 2): string {
  return `${(bytes / 1024).toFixed(decimals)} KB`;
}
