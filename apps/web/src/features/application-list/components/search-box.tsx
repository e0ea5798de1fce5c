import { SearchBox as ListSearchBox } from "../../../components/lists/search-box.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

export const SEARCH_DEBOUNCE_MS = 400;

/** The coordinators' search box: name, e-mail or application ID, sent after a pause. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation("staff");
  return (
    <ListSearchBox
      value={value}
      onSearch={onSearch}
      label={t("Search applications")}
      description={t("By applicant name, e-mail or application ID")}
      placeholder={t("e.g. PHD001 or asha@example.org")}
      delay={SEARCH_DEBOUNCE_MS}
    />
  );
}
