import hiMail from "./hi/mail.json" with { type: "json" };
import hiPdf from "./hi/pdf.json" with { type: "json" };
import hiValidation from "./hi/validation.json" with { type: "json" };
import hiVocabulary from "./hi/vocabulary.json" with { type: "json" };
import mrMail from "./mr/mail.json" with { type: "json" };
import mrPdf from "./mr/pdf.json" with { type: "json" };
import mrValidation from "./mr/validation.json" with { type: "json" };
import mrVocabulary from "./mr/vocabulary.json" with { type: "json" };

/**
 * The shared catalogues on the server (decision 035): `validation` (refusals and zod messages),
 * `mail`, `pdf` and `vocabulary`. Imported statically so the package needs no Node API; the web
 * loads the same files as chunks through `import.meta.glob`, so this module is not exported from
 * the package's index and never reaches a browser bundle.
 */
export const SERVER_NAMESPACES = ["validation", "mail", "pdf", "vocabulary"] as const;

export type Catalogues = Record<string, Record<string, Record<string, string>>>;

const CATALOGUES: Catalogues = {
  hi: { validation: hiValidation, mail: hiMail, pdf: hiPdf, vocabulary: hiVocabulary },
  mr: { validation: mrValidation, mail: mrMail, pdf: mrPdf, vocabulary: mrVocabulary },
};

export function readCatalogues(): Catalogues {
  return CATALOGUES;
}
