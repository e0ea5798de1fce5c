import type { Multipart, MultipartFile } from "@fastify/multipart";
import { ACCEPTED_MIME_TYPES, type AcceptedMimeType } from "@phd/shared";
import { fileTypeFromBuffer } from "file-type";
import { AppError, type RefusalValues, term } from "../lib/errors.ts";
import type { Storage, StoredObject } from "./storage.ts";

/**
 * How much one multipart request may carry besides the file size (MAX_UPLOAD_MB): the largest
 * form (a profile section) has about 40 fields and 5 files. Registered in app.ts; a request
 * over a limit is refused with 413 (see plugins/errors.ts).
 */
export const MULTIPART_LIMITS = { files: 20, fields: 100, fieldSize: 64 * 1024, parts: 120 } as const;

export interface SavedUpload extends StoredObject {
  field: string;
  originalFileName: string;
  mimeType: AcceptedMimeType;
}

/** A form read by a route: its text fields and its files, already stored and checked by content. */
export interface FormUpload {
  fields: Record<string, string>;
  files: SavedUpload[];
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
 * failed file is removed before the error is thrown (413 too large, 415 wrong type, 400 empty);
 * a stream that breaks halfway leaves nothing behind (Storage.put removes its partial file).
 */
export async function saveUpload(storage: Storage, part: MultipartFile, label = part.fieldname): Promise<SavedUpload> {
  const stored = await storage.put(part.file);
  if (part.file.truncated) {
    await storage.delete(stored.key);
    throw new AppError(413, "{{fileLabel}}: the file is too large.", undefined, undefined, { fileLabel: term(label) });
  }
  if (stored.size === 0) {
    await storage.delete(stored.key);
    throw new AppError(400, "{{fileLabel}}: the file is empty.", undefined, undefined, { fileLabel: term(label) });
  }
  const mimeType = await detectAcceptedType(stored.head);
  if (!mimeType) {
    await storage.delete(stored.key);
    throw new AppError(415, "{{fileLabel}}: only PDF, JPG and PNG files are accepted.", undefined, undefined, {
      fileLabel: term(label),
    });
  }
  return { ...stored, field: part.fieldname, originalFileName: cleanFileName(part.filename), mimeType };
}

/** Reads a file part to its end without keeping it; returns its size. A broken stream throws. */
async function drain(part: MultipartFile): Promise<number> {
  let size = 0;
  for await (const chunk of part.file) size += (chunk as Buffer).length;
  return size;
}

/**
 * What reads a file part itself instead of storing it (the marks import parses its CSV as it
 * arrives): it gets the part and the text fields sent before it, and must read the part to its end.
 */
export type FileConsumer = (part: MultipartFile, fieldsSoFar: Readonly<Record<string, string>>) => Promise<void>;

/**
 * Reads a whole multipart request: text fields into an object, files into storage (or to a consumer).
 * A part the form cannot take (no field name, a file field the form does not have, a named
 * file without a file name, an over-long value) is read to the end and refused with 400/413
 * after the whole body, so a body that is also cut off or over a limit is reported as that.
 * If anything fails, every file saved so far is deleted; errors of the stream itself (cut off,
 * malformed, over a limit) are rethrown as they are and mapped to 4xx by plugins/errors.ts.
 */
export async function readMultipart(
  request: { parts: () => AsyncIterableIterator<Multipart> },
  storage: Storage | FileConsumer,
  allowedFileFields?: ReadonlySet<string>,
  labelOf: (field: string) => string = (f) => f,
): Promise<FormUpload> {
  const fields: Record<string, string> = {};
  const files: SavedUpload[] = [];
  let refusal: AppError | undefined;
  const refuse = (status: number, message: string, values?: RefusalValues) => {
    refusal ??= new AppError(status, message, undefined, undefined, values);
  };
  try {
    for await (const part of request.parts()) {
      if (!part.fieldname) {
        if (part.type === "file") await drain(part);
        refuse(400, "Every part of the form needs a field name.");
      } else if (part.type === "file") {
        if (allowedFileFields && !allowedFileFields.has(part.fieldname)) {
          await drain(part);
          refuse(400, "Unexpected file field {{field}}.", { field: part.fieldname });
        } else if (!part.filename) {
          // A file input left empty sends a nameless, empty part: nothing to store. One with
          // content is a broken client; its bytes are not kept under a made-up name.
          if ((await drain(part)) > 0)
            refuse(400, "{{fileLabel}}: the file has no file name.", { fileLabel: term(labelOf(part.fieldname)) });
        } else if (refusal) {
          await drain(part);
        } else if (typeof storage === "function") {
          await storage(part, fields);
        } else {
          files.push(await saveUpload(storage, part, labelOf(part.fieldname)));
        }
      } else if (part.fieldnameTruncated) {
        refuse(400, "A form field name is too long.");
      } else if (part.valueTruncated) {
        refuse(413, "{{fieldLabel}}: the value is too long.", { fieldLabel: term(labelOf(part.fieldname)) });
      } else if (part.fieldname.includes("\0") || String(part.value ?? "").includes("\0")) {
        // PostgreSQL can hold no NUL character: refused here, not a 500 at the database (fuzz.test.ts).
        refuse(400, "{{fieldLabel}}: a NUL character is not allowed.", { fieldLabel: term(labelOf(part.fieldname)) });
      } else {
        fields[part.fieldname] = String(part.value ?? "");
      }
    }
    if (refusal) throw refusal;
  } catch (err) {
    if (typeof storage !== "function") await Promise.all(files.map((f) => storage.delete(f.key)));
    throw err;
  }
  return { fields, files };
}

/** The file columns a document row records of an upload (the `documents` table's names). */
export function documentFileOf(upload: SavedUpload) {
  return {
    originalFileName: upload.originalFileName,
    mimeType: upload.mimeType,
    fileSize: upload.size,
    storageKey: upload.key,
    sha256: upload.sha256,
  };
}
