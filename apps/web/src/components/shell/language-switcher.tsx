import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@phd/shared";
import { IconLanguage } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { chooseLanguage, currentLanguage, LANGUAGE_PARAM, useTranslation } from "../../lib/i18n.ts";

/**
 * The language of every page (decision 035): a native select (keyboard and screen readers know it),
 * each language named in itself. A plain `<select>` styled as the theme's inputs (theme.css), not
 * Mantine's NativeSelect: the public home would download Mantine's input code for it alone. A `?lang=` in the address follows the choice, so the address
 * stays a link to what is on screen.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const change = (language: Language) => {
    void chooseLanguage(language);
    if (params.has(LANGUAGE_PARAM))
      setParams(
        (p) => {
          p.set(LANGUAGE_PARAM, language);
          return p;
        },
        { replace: true },
      );
  };
  return (
    <span className="language-switcher">
      <IconLanguage size={16} aria-hidden className="language-switcher-icon" />
      <select
        aria-label={t("Language")}
        value={currentLanguage()}
        onChange={(e) => change(e.currentTarget.value as Language)}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
