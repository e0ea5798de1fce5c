import { type FormErrors, type UseFormReturnType, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import {
  checkUploadFile,
  type ProfileDocumentKind,
  type ProfileSection,
  REFUSAL_CODES,
  sectionDocuments,
} from "@phd/shared";
import type { TFunction } from "i18next";
import { useRef, useState } from "react";
import type { z } from "zod";
import { ApiError } from "../../lib/api-client.ts";
import { useTranslation, useWords } from "../../lib/i18n.ts";
import { useUploadLimit } from "../site/index.ts";
import { type Profile, type SectionDataMap, useSaveSection } from "./api.ts";
import { type SectionValue, sectionResolver, toFormData } from "./section-form.ts";

/** Toasts of spec 000 §8 when the server gives no message. */
const saveFailureDefault = (t: TFunction, section: ProfileSection): string =>
  ({
    personalDetails: t("Failed to save personal details. Please try again."),
    academicsUG: t("Failed to update UG/PG Academic details"),
    academicsPG: t("Failed to update UG/PG Academic details"),
    entranceDetails: t("Failed to save entrance exam details"),
  })[section];
const saveSuccessDefault = (t: TFunction, section: ProfileSection): string =>
  ({
    personalDetails: t("Personal details saved successfully!"),
    academicsUG: t("UG Academic details updated successfully!"),
    academicsPG: t("PG Academic details updated successfully!"),
    entranceDetails: t("Entrance exam details saved successfully!"),
  })[section];

export interface SectionEditorOptions<S extends ProfileSection, V> {
  section: S;
  data: SectionDataMap[S] | null;
  /** Form values from the saved section (empty strings for fields never given). */
  toValues: (data: SectionDataMap[S] | null) => V;
  /** The form values as the section value: what is checked, what decides the documents and what is sent. */
  toValue: (values: V) => SectionValue;
  /** The shared value schema of the section (packages/shared), through the zod resolver. */
  schema: z.ZodType;
  /** Checks the schema cannot make on a partial value (they run with the schema's). */
  extraRules?: (values: V) => FormErrors;
  /** Called after a successful save; `andContinue` is true for "Save & Continue". */
  onSaved: (andContinue: boolean, profile: Profile) => void;
  /** Called when client checks fail (e.g. to open the panel holding the first error). */
  onInvalid?: (errors: Record<string, unknown>) => void;
}

export interface SectionEditor<V> {
  form: UseFormReturnType<V>;
  editing: boolean;
  verified: boolean;
  startEdit: () => void;
  cancel: () => void;
  files: Partial<Record<ProfileDocumentKind, File | null>>;
  setFile: (kind: ProfileDocumentKind, file: File | null) => void;
  clearFiles: (kinds?: readonly ProfileDocumentKind[]) => void;
  /** The message under each document: a picked file's problem, else a missing required document. */
  docErrors: Partial<Record<ProfileDocumentKind, string>>;
  /** Shown documents whose picked file cannot be sent (wrong type, empty, too large): Save waits for them. */
  badFiles: ProfileDocumentKind[];
  documents: { shown: ProfileDocumentKind[]; required: ProfileDocumentKind[] };
  save: (andContinue: boolean) => void;
  saving: boolean;
  savingMode: "save" | "continue" | null;
  /** Upload progress in percent while a save carries files; null otherwise. */
  progress: number | null;
  /** The largest file the server accepts, for the pickers' hint. */
  maxUploadBytes: number;
}

/**
 * The edit cycle every profile section shares (spec 000 §4): a verified section is read-only;
 * a never-saved one starts in edit mode; Edit copies the saved values into the form; Cancel
 * discards edits and chosen files; a successful save leaves edit mode and clears chosen files;
 * a failed one keeps everything, shows the server's message and marks the fields it names.
 * Each field is checked when it is left (blur), by the same rules as Save.
 * A picked file is checked at once (type and size, shared `checkUploadFile`); while any shown
 * document holds a file that fails, Save is refused and the problem stays under that document.
 */
export function useSectionEditor<S extends ProfileSection, V extends Record<string, unknown>>(
  opts: SectionEditorOptions<S, V>,
): SectionEditor<V> {
  const { t } = useTranslation("profile");
  const words = useWords("common");
  const { section, data } = opts;
  const verified = data?.verification?.status === "VERIFIED";
  const resolve = sectionResolver(opts.schema, opts.toValue);
  const completed = Boolean(data?.isCompleted);
  const form = useForm<V>({
    mode: "controlled",
    initialValues: opts.toValues(data),
    validate: (values) => ({ ...resolve(values), ...opts.extraRules?.(values) }),
    // A field is checked when it is left, by the same rules as Save (a required choice left empty is flagged then).
    validateInputOnBlur: true,
  });
  const [editingState, setEditing] = useState(!completed);
  const editing = editingState && !verified;
  const [files, setFiles] = useState<Partial<Record<ProfileDocumentKind, File | null>>>({});
  const [missingErrors, setMissingErrors] = useState<Partial<Record<ProfileDocumentKind, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [savingMode, setSavingMode] = useState<"save" | "continue" | null>(null);
  const mutation = useSaveSection(section);
  // Set synchronously, so a second click before React re-renders cannot send the section twice.
  const inFlight = useRef(false);

  const documents = sectionDocuments(section, editing ? opts.toValue(form.values) : opts.toValue(opts.toValues(data)));

  const maxUploadBytes = useUploadLimit();
  const fileProblems: Partial<Record<ProfileDocumentKind, string>> = {};
  for (const [kind, file] of Object.entries(files) as [ProfileDocumentKind, File | null][]) {
    const problem = file ? checkUploadFile(file, maxUploadBytes, words) : null;
    if (problem) fileProblems[kind] = problem;
  }
  const docErrors = { ...missingErrors, ...fileProblems };
  const badFiles = documents.shown.filter((kind) => fileProblems[kind]);

  const resetToSaved = () => {
    form.setValues(opts.toValues(data));
    form.clearErrors();
    form.resetDirty();
    setFiles({});
    setMissingErrors({});
  };

  const setFile = (kind: ProfileDocumentKind, file: File | null) => {
    setFiles((f) => ({ ...f, [kind]: file }));
    if (file) setMissingErrors(({ [kind]: _, ...rest }) => rest);
  };

  const clearFiles = (kinds?: readonly ProfileDocumentKind[]) => {
    if (!kinds) return setFiles({});
    setFiles((f) => {
      const next = { ...f };
      for (const k of kinds) delete next[k];
      return next;
    });
  };

  const save = (andContinue: boolean) => {
    if (inFlight.current || mutation.isPending) return;
    const check = form.validate();
    if (check.hasErrors) {
      opts.onInvalid?.(check.errors);
      return;
    }
    const values = form.getValues();
    const value = opts.toValue(values);
    const body = toFormData(value);
    const shown = sectionDocuments(section, value).shown;
    if (shown.some((kind) => fileProblems[kind])) return;
    let withFiles = false;
    for (const kind of shown) {
      const file = files[kind];
      if (file) {
        body.append(kind, file, file.name);
        withFiles = true;
      }
    }
    inFlight.current = true;
    setSavingMode(andContinue ? "continue" : "save");
    setProgress(withFiles ? 0 : null);
    mutation.mutate(
      { body, onProgress: withFiles ? setProgress : undefined },
      {
        onSuccess: (res) => {
          notifications.show({ color: "green", message: res.message || saveSuccessDefault(t, section) });
          const saved = res.data[section] as SectionDataMap[S] | null;
          form.setValues(opts.toValues(saved));
          form.resetDirty();
          setFiles({});
          setMissingErrors({});
          setEditing(false);
          opts.onSaved(andContinue, res.data);
        },
        onError: (err) => {
          if (!(err instanceof ApiError) || err.status === 0) {
            notifications.show({ color: "red", message: t("Failed to save form data. Please try again.") });
            return;
          }
          notifications.show({ color: "red", message: err.message || saveFailureDefault(t, section) });
          if (err.fieldErrors) {
            const { _: _general, ...fieldErrors } = err.fieldErrors;
            form.setErrors(fieldErrors);
          }
          if (err.data?.code === REFUSAL_CODES.documentsMissing) {
            const missing: Partial<Record<ProfileDocumentKind, string>> = {};
            for (const kind of sectionDocuments(section, value).required) {
              if (!files[kind] && !data?.documents?.[kind]) missing[kind] = t("This document is required.");
            }
            setMissingErrors(missing);
          }
        },
        onSettled: () => {
          inFlight.current = false;
          setProgress(null);
          setSavingMode(null);
        },
      },
    );
  };

  return {
    form,
    editing,
    verified,
    startEdit: () => {
      resetToSaved();
      setEditing(true);
    },
    cancel: () => {
      resetToSaved();
      setEditing(!completed);
    },
    files,
    setFile,
    clearFiles,
    docErrors,
    badFiles,
    documents,
    save,
    saving: mutation.isPending,
    savingMode,
    progress,
    maxUploadBytes,
  };
}
