import type { MultipartFile } from "@fastify/multipart";
import { ACCEPTED_MIME_TYPES, type AcceptedMimeType } from "@phd/shared";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../lib/errors.ts";
import type { Storage, StoredObject } from "./storage.ts";

export interface SavedUpload extends StoredObject {
  field: string;
  originalFileName: string;
  mimeType: AcceptedMimeType;
}

/** Decide the type from the bytes, never from the name or the declared type. */
export async function detectAcceptedType(head: Buffer): Promise<AcceptedMimeType | null> {
  const found = await fileTypeFromBuffer(head);
  return found && (ACCEPTED_MIME_TYPES as readonly string[]).includes(found.mime)
    ? (found.mime as AcceptedMimeType)
    : null;
}

function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "file";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return base.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200) || "file";
}

/**
 * Streams one multipart file into storage and checks it by content and size. A rejected or
 * failed file is removed before the error is thrown (413 too large, 415 wrong type, 400 empty).
 */
export async function saveUpload(storage: Storage, part: MultipartFile, label = part.fieldname): Promise<SavedUpload> {
  const stored = await storage.put(part.file);
  if (part.file.truncated) {
    await storage.delete(stored.key);
    throw new AppError(413, `${label}: the file is too large.`);
  }
  if (stored.size === 0) {
    await storage.delete(stored.key);
    throw new AppError(400, `${label}: the file is empty.`);
  }
  const mimeType = await detectAcceptedType(stored.head);
  if (!mimeType) {
    await storage.delete(stored.key);
    throw new AppError(415, `${label}: only PDF, JPG and PNG files are accepted.`);
  }
  return { ...stored, field: part.fieldname, originalFileName: cleanFileName(part.filename), mimeType };
}

/**
 * Reads a whole multipart request: text fields into an object, files into storage.
 * If anything fails halfway, every file saved so far is deleted.
 */
export async function readMultipart(
  request: { parts: () => AsyncIterableIterator<import("@fastify/multipart").Multipart> },
  storage: Storage,
  allowedFileFields?: ReadonlySet<string>,
  labelOf: (field: string) => string = (f) => f,
): Promise<{ fields: Record<string, string>; files: SavedUpload[] }> {
  const fields: Record<string, string> = {};
  const files: SavedUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (allowedFileFields && !allowedFileFields.has(part.fieldname)) {
          part.file.resume();
          throw new AppError(400, `Unexpected file field ${part.fieldname}.`);
        }
        if (!part.filename) {
          part.file.resume();
          continue;
        }
        files.push(await saveUpload(storage, part, labelOf(part.fieldname)));
      } else {
        fields[part.fieldname] = String(part.value ?? "");
      }
    }
  } catch (err) {
    await Promise.all(files.map((f) => storage.delete(f.key)));
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(413, "The file is too large. Please upload a smaller file.");
    }
    throw err;
  }
  return { fields, files };
}
