import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

/** While the charts' code or their numbers load (a module of its own, outside the charts' chunk). */
export function ChartsLoading() {
  const { t } = useTranslation("admin");
  return <ListLoading>{t("Loading charts...")}</ListLoading>;
}
