import { Button, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import type { CoordinatorAccount } from "@phd/shared";
import { IconPlus } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ConfirmDeleteModal } from "../../../components/confirm-delete-modal.tsx";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { ListLoading, RefreshButton } from "../../../components/lists/list-loading.tsx";
import { SearchBox } from "../../../components/lists/search-box.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { STAFF_MESSAGES, type StaffKind, useAccountCoordinators, useCoordinators, useDeleteStaff } from "../api.ts";
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

const TAB_WORDS: Record<StaffKind, { tab: string; label: string; none: string; create: string }> = {
  coordinator: {
    tab: "Department Coordinators",
    label: "Department coordinators",
    none: "No department coordinators yet",
    create: "Create Department Coordinator",
  },
  accountSection: {
    tab: "Account Section Coordinators",
    label: "Account section coordinators",
    none: "No account section coordinators yet",
    create: "Create Account Section Coordinator",
  },
};

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
  const words = TAB_WORDS[kind];
  if (query.isError)
    return (
      <LoadError
        message={STAFF_MESSAGES.loadFailed}
        onRetry={() => void query.refetch()}
        retryLabel="Retry"
        retrying={query.isFetching}
      />
    );
  if (query.isPending) return <ListLoading>Loading coordinators...</ListLoading>;
  const all = query.data;
  const shown = all.filter((row) => staffMatches(row, search));
  if (all.length === 0)
    return (
      <ListEmpty title={words.none}>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
          {words.create}
        </Button>
      </ListEmpty>
    );
  let list: ReactNode;
  if (shown.length === 0)
    list = (
      <ListEmpty title="No coordinators match your search">
        <Text c="dimmed" size="sm" ta="center">
          Try another name, e-mail or MIS number
        </Text>
      </ListEmpty>
    );
  else
    list = (
      <StaffTable
        rows={shown}
        withDepartments={kind === "coordinator"}
        label={words.label}
        onDelete={onDelete}
        onEditDepartments={onEditDepartments}
      />
    );
  return (
    <Stack gap="sm">
      {list}
      <Text size="sm" role="status">
        Showing {shown.length} of {all.length}
      </Text>
    </Stack>
  );
}

const tabLabel = (kind: StaffKind, query: UseQueryResult<StaffRow[]>, search: string) =>
  query.data
    ? `${TAB_WORDS[kind].tab} (${query.data.filter((r) => staffMatches(r, search)).length})`
    : TAB_WORDS[kind].tab;

/**
 * The admin's coordinators (spec 001 §2 "Admin Manage Coordinators"): department and account-section
 * coordinators in two tabs, searched here by name, e-mail or MIS; create, delete, and a department
 * coordinator's departments changed.
 */
export function ManageCoordinators() {
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
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={1} size="h2">
            Manage Coordinators
          </Title>
          <Text c="dimmed">Department and account section coordinators</Text>
        </div>
        {fetching && !(coordinators.isPending || accountCoordinators.isPending) && (
          <Loader size="sm" role="status" aria-label="Updating the lists" />
        )}
      </Group>

      <Group align="flex-end" gap="sm" wrap="wrap">
        <Group role="search" aria-label="Coordinators" style={{ flex: "1 1 260px", minWidth: 0 }}>
          <SearchBox
            value={search}
            onSearch={setSearch}
            label="Search coordinators"
            description="By name, e-mail or MIS number"
            placeholder="Search by name, e-mail or MIS"
            delay={STAFF_SEARCH_DELAY_MS}
          />
        </Group>
        <Group gap="xs" wrap="wrap" style={{ minWidth: 0, maxWidth: "100%" }}>
          {/* Full width on phones, the label free to wrap: "Create Account Section Coordinator" is wider than a 360 px column. */}
          <Button
            w={{ base: "100%", xs: "auto" }}
            styles={WRAPPING_BUTTON}
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating("coordinator")}
          >
            {TAB_WORDS.coordinator.create}
          </Button>
          <Button
            w={{ base: "100%", xs: "auto" }}
            styles={WRAPPING_BUTTON}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating("accountSection")}
          >
            {TAB_WORDS.accountSection.create}
          </Button>
          <RefreshButton onRefresh={refresh} refreshing={fetching} />
        </Group>
      </Group>

      <Tabs value={tab} onChange={(v) => v && setTab(v as StaffKind)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="coordinator">{tabLabel("coordinator", coordinators, search)}</Tabs.Tab>
          <Tabs.Tab value="accountSection">{tabLabel("accountSection", accountCoordinators, search)}</Tabs.Tab>
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
        title={deleting?.kind === "accountSection" ? "Delete Account Section Coordinator" : "Delete Coordinator"}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        deleting={remove.isPending}
      />
    </Stack>
  );
}
