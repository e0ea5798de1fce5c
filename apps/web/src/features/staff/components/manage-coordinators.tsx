import { Button, Loader, Stack, Tabs } from "@mantine/core";
import type { CoordinatorAccount } from "@phd/shared";
import { IconPlus } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { ConfirmDeleteModal } from "../../../components/confirm-delete-modal.tsx";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { ListLoading, RefreshButton } from "../../../components/lists/list-loading.tsx";
import { ListToolbar } from "../../../components/lists/list-toolbar.tsx";
import { SearchBox } from "../../../components/lists/search-box.tsx";
import { SearchedList } from "../../../components/lists/searched-list.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { type StaffKind, useAccountCoordinators, useCoordinators, useDeleteStaff, useStaffMessages } from "../api.ts";
import {
  CreateAccountCoordinatorModal,
  CreateCoordinatorModal,
  EditDepartmentsModal,
} from "./coordinator-form-modals.tsx";
import { type StaffRow, StaffTable } from "./staff-table.tsx";

/** The pause before a typed search filters the lists. */
export const STAFF_SEARCH_DELAY_MS = 250;

/** Whether a coordinator matches the search: by name, e-mail or MIS number, ignoring case. */
export function staffMatches(row: StaffRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const mis = "mis" in row ? (row.mis ?? "") : "";
  return [row.name, row.email, mis].some((v) => v.toLowerCase().includes(needle));
}

/** A label that may wrap on a phone, with room around and between its lines (1.2 line height crowded them). */
const WRAPPING_BUTTON = {
  root: { height: "auto", minHeight: 40, paddingBlock: 8 },
  label: { whiteSpace: "normal", lineHeight: 1.35, textAlign: "center" },
} as const;

type TabWords = Record<StaffKind, { tab: string; label: string; none: string; create: string }>;

const tabWords = (t: TFunction): TabWords => ({
  coordinator: {
    tab: t("Department Coordinators"),
    label: t("Department coordinators"),
    none: t("No department coordinators yet"),
    create: t("Create Department Coordinator"),
  },
  accountSection: {
    tab: t("Account Section Coordinators"),
    label: t("Account section coordinators"),
    none: t("No account section coordinators yet"),
    create: t("Create Account Section Coordinator"),
  },
});

interface PanelProps {
  kind: StaffKind;
  query: UseQueryResult<StaffRow[]>;
  search: string;
  onCreate: () => void;
  onDelete: (row: StaffRow) => void;
  onEditDepartments?: (row: CoordinatorAccount) => void;
}

/** One tab's list: loading, its error with Retry, nothing yet, nothing matching, or the table and "Showing X of Y". */
function StaffPanel({ kind, query, search, onCreate, onDelete, onEditDepartments }: PanelProps) {
  const { t } = useTranslation("admin");
  const messages = useStaffMessages();
  const words = tabWords(t)[kind];
  return (
    <SearchedList
      query={query}
      errorMessage={messages.loadFailed}
      loading={<ListLoading>{t("Loading coordinators...")}</ListLoading>}
      matches={(row) => staffMatches(row, search)}
      none={
        <ListEmpty title={words.none}>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
            {words.create}
          </Button>
        </ListEmpty>
      }
      noMatch={
        <ListEmpty title={t("No coordinators match your search")} hint={t("Try another name, e-mail or MIS number")} />
      }
    >
      {(shown) => (
        <StaffTable
          rows={shown}
          withDepartments={kind === "coordinator"}
          label={words.label}
          onDelete={onDelete}
          onEditDepartments={onEditDepartments}
        />
      )}
    </SearchedList>
  );
}

const tabLabel = (words: TabWords, kind: StaffKind, query: UseQueryResult<StaffRow[]>, search: string) =>
  query.data ? `${words[kind].tab} (${query.data.filter((r) => staffMatches(r, search)).length})` : words[kind].tab;

/**
 * The admin's coordinators (spec 001 §2 "Admin Manage Coordinators"): department and account-section
 * coordinators in two tabs, searched here by name, e-mail or MIS; create, delete, and a department
 * coordinator's departments changed.
 */
export function ManageCoordinators() {
  const { t } = useTranslation("admin");
  const words = tabWords(t);
  const coordinators = useCoordinators();
  const accountCoordinators = useAccountCoordinators();
  const remove = useDeleteStaff();
  const [tab, setTab] = useState<StaffKind>("coordinator");
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState<StaffKind | null>(null);
  const [editing, setEditing] = useState<CoordinatorAccount | null>(null);
  const [deleting, setDeleting] = useState<{ kind: StaffKind; row: StaffRow } | null>(null);

  const fetching = coordinators.isFetching || accountCoordinators.isFetching;
  const refresh = () => {
    void coordinators.refetch();
    void accountCoordinators.refetch();
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate({ kind: deleting.kind, id: deleting.row._id }, { onSettled: () => setDeleting(null) });
  };
  const panel = (kind: StaffKind, query: UseQueryResult<StaffRow[]>) => (
    <StaffPanel
      kind={kind}
      query={query}
      search={search}
      onCreate={() => setCreating(kind)}
      onDelete={(row) => setDeleting({ kind, row })}
      onEditDepartments={kind === "coordinator" ? setEditing : undefined}
    />
  );

  return (
    <Stack gap="md">
      <PageHeader title={t("Manage Coordinators")} description={t("Department and account section coordinators")}>
        {fetching && !(coordinators.isPending || accountCoordinators.isPending) && (
          <Loader size="sm" role="status" aria-label={t("Updating the lists")} />
        )}
      </PageHeader>

      <ListToolbar
        label={t("Coordinators")}
        search={
          <SearchBox
            value={search}
            onSearch={setSearch}
            label={t("Search coordinators")}
            description={t("By name, e-mail or MIS number")}
            placeholder={t("Search by name, e-mail or MIS")}
            delay={STAFF_SEARCH_DELAY_MS}
          />
        }
        actionsStyle={{ minWidth: 0, maxWidth: "100%" }}
      >
        {/* Full width on phones, the label free to wrap: "Create Account Section Coordinator" is wider than a 360 px column. */}
        <Button
          w={{ base: "100%", xs: "auto" }}
          styles={WRAPPING_BUTTON}
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setCreating("coordinator")}
        >
          {words.coordinator.create}
        </Button>
        <Button
          w={{ base: "100%", xs: "auto" }}
          styles={WRAPPING_BUTTON}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setCreating("accountSection")}
        >
          {words.accountSection.create}
        </Button>
        <RefreshButton onRefresh={refresh} refreshing={fetching} />
      </ListToolbar>

      <Tabs value={tab} onChange={(v) => v && setTab(v as StaffKind)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="coordinator">{tabLabel(words, "coordinator", coordinators, search)}</Tabs.Tab>
          <Tabs.Tab value="accountSection">{tabLabel(words, "accountSection", accountCoordinators, search)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="coordinator" pt="md">
          {panel("coordinator", coordinators)}
        </Tabs.Panel>
        <Tabs.Panel value="accountSection" pt="md">
          {panel("accountSection", accountCoordinators)}
        </Tabs.Panel>
      </Tabs>

      <CreateCoordinatorModal opened={creating === "coordinator"} onClose={() => setCreating(null)} />
      <CreateAccountCoordinatorModal opened={creating === "accountSection"} onClose={() => setCreating(null)} />
      <EditDepartmentsModal key={editing?._id ?? "none"} coordinator={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        subject={deleting?.row.name ?? null}
        title={deleting?.kind === "accountSection" ? t("Delete Account Section Coordinator") : t("Delete Coordinator")}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        deleting={remove.isPending}
      />
    </Stack>
  );
}
