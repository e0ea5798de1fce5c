import { ListLoading } from "../../../components/lists/list-loading.tsx";

/** While the charts' code or their numbers load (a module of its own, outside the charts' chunk). */
export function ChartsLoading() {
  return <ListLoading>Loading charts...</ListLoading>;
}
