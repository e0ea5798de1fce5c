import type { FormErrors } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { z } from "zod";

/**
 * A section's value as the shared value schema reads it (and as the server's multipart wrapper
 * reads the fields sent): blanks are left out, numbers are numbers; one level of nesting (exam details).
 */
export type SectionValue = Record<string, FieldValue | Record<string, FieldValue>>;
type FieldValue = string | number | boolean | null | undefined;

/** A text field as the schema wants it: an empty one is "not given". */
export const text = (v: string | null | undefined): string | undefined => (v?.trim() ? v : undefined);

/** A form number (NumberInput gives number | string) as a number, or undefined when blank. */
export function numberOrUndefined(v: number | string | null | undefined): number | undefined {
  if (v === null || v === undefined || v === "") return undefined;
  const n = typeof v === "number" ? v : Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** A saved number as a NumberInput value ("" when never given). */
export const numberValue = (v: number | null | undefined): number | string => (typeof v === "number" ? v : "");

/**
 * The form's rules are the shared value schema's (packages/shared, the one the server checks
 * after reading the multipart fields): the form values are turned into the section value first.
 */
export function sectionResolver<V>(schema: z.ZodType, toValue: (values: V) => SectionValue): (values: V) => FormErrors {
  const resolve = zod4Resolver(z.preprocess((v) => toValue(v as V), schema));
  return (values) => resolve(values as Record<string, unknown>);
}

/** Multipart text fields of a section value (nested details as `key[field]`); blanks are left out. */
export function toFormData(value: SectionValue): FormData {
  const body = new FormData();
  const append = (key: string, v: FieldValue) => {
    if (v === null || v === undefined) return;
    if (typeof v === "boolean") body.append(key, v ? "true" : "false");
    else if (typeof v === "number") body.append(key, String(v));
    else if (v.trim() !== "") body.append(key, v.trim());
  };
  for (const [key, v] of Object.entries(value)) {
    if (v !== null && typeof v === "object") {
      for (const [sub, inner] of Object.entries(v)) append(`${key}[${sub}]`, inner);
    } else append(key, v);
  }
  return body;
}
