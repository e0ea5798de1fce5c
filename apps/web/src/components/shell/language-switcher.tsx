import { NativeSelect } from "@mantine/core";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@phd/shared";
import { IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { chooseLanguage, currentLanguage, LANGUAGE_PARAM } from "../../lib/i18n.ts";

/**
 * The language of every page (decision 035): a native select (keyboard and screen readers know it),
 * each language named in itself. A `?lang=` in the address follows the choice, so the address
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
    <NativeSelect
      aria-label={t("Language")}
      size="xs"
      w={110}
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={currentLanguage()}
      onChange={(e) => change(e.currentTarget.value as Language)}
    >
      {LANGUAGES.map((l) => (
        <option key={l} value={l} lang={l}>
          {LANGUAGE_NAMES[l]}
        </option>
      ))}
    </NativeSelect>
  );
}
