import type { MouseEvent } from "react";
import { useTranslation } from "../../lib/i18n.ts";

/** The id of the page's main element in both shells: the target of the skip link. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * "Skip to main content": the first stop in the tab order of every page, hidden until focused (theme.css).
 * It moves focus itself so the URL keeps no #hash.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={skip}>
      {t("Skip to main content")}
    </a>
  );
}
