import { useTranslation } from "react-i18next";
import { ListLoading } from "../../../components/lists/list-loading.tsx";

/** While the charts' code or their numbers load (a module of its own, outside the charts' chunk). */
export function ChartsLoading() {
  const { t } = useTranslation("admin");
  return <ListLoading>{t("Loading charts...")}</ListLoading>;
}
