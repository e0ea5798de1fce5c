import { interpolate, type MessageValues } from "@phd/shared";

/**
 * An error a client may see: its message is written for people, its status fits (DESIGN §4). The
 * message is its English text, the key of the `validation` catalogue (decision 035); a message with
 * values names them `{{name}}` and gets them in `values` — what a user typed or a department's name,
 * never translated: `conflict("… uses the prefix {{prefix}}. Choose another.", { prefix })`. The
 * English `message` is the key filled in; the error handler says it in the request's language.
 */
export class AppError extends Error {
  /** The English text with its `{{placeholders}}`: the catalogue's key. */
  readonly key: string;
  /** A stable name of the refusal for a client that acts on it (sent as `code`), when it has one. */
  code?: string;
  constructor(
    readonly statusCode: number,
    key: string,
    readonly fieldErrors?: Record<string, string>,
    /** Extra facts the client needs to act (e.g. the userId of an unverified candidate). */
    readonly data?: Record<string, unknown>,
    readonly values?: MessageValues,
  ) {
    super(interpolate(key, values));
    this.key = key;
  }

  /** Names the refusal for clients that act on it (`code` in the answer). */
  withCode(code: string): this {
    this.code = code;
    return this;
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>, values?: MessageValues) =>
  new AppError(400, message, fieldErrors, undefined, values);
export const unauthorized = (message = "Please sign in to continue.") => new AppError(401, message);
export const forbidden = (message = "You do not have permission to do this.", values?: MessageValues) =>
  new AppError(403, message, undefined, undefined, values);
export const notFound = (message = "Not found.", values?: MessageValues) =>
  new AppError(404, message, undefined, undefined, values);
export const conflict = (message: string, values?: MessageValues) =>
  new AppError(409, message, undefined, undefined, values);
export const tooMany = (message: string, values?: MessageValues) =>
  new AppError(429, message, undefined, undefined, values);
