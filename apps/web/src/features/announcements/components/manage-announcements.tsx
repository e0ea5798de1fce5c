import { Badge, Button, Card, Stack, Table, Text } from "@mantine/core";
import { ANNOUNCEMENT_RECIPIENT_LABELS, type Announcement } from "@phd/shared";
import { IconEdit, IconPlus, IconTrash } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { ConfirmDeleteModal } from "../../../components/confirm-delete-modal.tsx";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { ListLoading, RefreshButton } from "../../../components/lists/list-loading.tsx";
import { CardsOrTable } from "../../../components/lists/list-table.tsx";
import { ListToolbar } from "../../../components/lists/list-toolbar.tsx";
import { ActionsCell, CardActions, type RowAction } from "../../../components/lists/row-actions.tsx";
import { SearchBox } from "../../../components/lists/search-box.tsx";
import { SearchedList } from "../../../components/lists/searched-list.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { PageHeader, Updating } from "../../../components/page-header.tsx";
import { RelativeTime } from "../../../components/relative-time.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useAnnouncementMessages, useDeleteAnnouncement, useManageAnnouncements } from "../api.ts";
import { AnnouncementFormModal } from "./announcement-form-modal.tsx";
import { AnnouncementOpenLink } from "./announcement-open-link.tsx";

/** The pause before a typed search filters the list. */
export const ANNOUNCEMENT_SEARCH_DELAY_MS = 250;

/** Whether an announcement matches the search: by title or description, ignoring case. */
export function announcementMatches(a: Announcement, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return a.title.toLowerCase().includes(needle) || a.description.toLowerCase().includes(needle);
}

function Recipients({ a }: { a: Announcement }) {
  const label = useLabel();
  const words = ANNOUNCEMENT_RECIPIENT_LABELS[a.recipientRole];
  return (
    <Badge variant="light" tt="none" size="sm">
      {words ? label(words) : a.recipientRole}
    </Badge>
  );
}

function LinkCell({ a }: { a: Announcement }) {
  const { t } = useTranslation("admin");
  return a.link ? (
    <AnnouncementOpenLink href={a.link} title={a.title} size="sm" />
  ) : (
    <Text size="sm" c="dimmed">
      {t("No link")}
    </Text>
  );
}

interface RowProps {
  a: Announcement;
  onEdit: (a: Announcement) => void;
  onDelete: (a: Announcement) => void;
}

/** Edit and Delete, the same on a card and in the table. */
function rowActions(t: TFunction, a: Announcement, { onEdit, onDelete }: Omit<RowProps, "a">): RowAction[] {
  return [
    { icon: IconEdit, label: t("Edit"), name: t("Edit {{title}}", { title: a.title }), onClick: () => onEdit(a) },
    {
      icon: IconTrash,
      label: t("Delete"),
      name: t("Delete {{title}}", { title: a.title }),
      color: "red",
      onClick: () => onDelete(a),
    },
  ];
}

function AnnouncementCard({ a, onEdit, onDelete }: RowProps) {
  const { t } = useTranslation("admin");
  return (
    <Card component="li" withBorder padding="md" data-testid="announcement-card">
      <Text fw={700} style={wrapStyle()}>
        {a.title}
      </Text>
      {a.description && (
        <Text size="sm" c="dimmed" lineClamp={3} mb="xs" style={wrapStyle()}>
          {a.description}
        </Text>
      )}
      <DetailList>
        <DetailRow label={t("Recipients")}>
          <Recipients a={a} />
        </DetailRow>
        <DetailRow label={t("Created")}>
          <RelativeTime iso={a.createdAt} />
        </DetailRow>
        <DetailRow label={t("Link")}>
          <LinkCell a={a} />
        </DetailRow>
      </DetailList>
      <CardActions actions={rowActions(t, a, { onEdit, onDelete })} />
    </Card>
  );
}

function AnnouncementTable({ rows, onEdit, onDelete }: { rows: Announcement[] } & Omit<RowProps, "a">) {
  const { t } = useTranslation("admin");
  return (
    <CardsOrTable
      label={t("Announcements")}
      minWidth={820}
      rows={rows}
      card={(a) => <AnnouncementCard key={a._id} a={a} onEdit={onEdit} onDelete={onDelete} />}
    >
      <TableHead columns={[t("Announcement"), t("Recipients"), t("Created"), t("Link"), t("Actions")]} />
      <Table.Tbody>
        {rows.map((a) => (
          <Table.Tr key={a._id} data-testid="announcement-row">
            <Table.Td maw={420}>
              <Text size="sm" fw={600} style={wrapStyle()}>
                {a.title}
              </Text>
              {a.description && (
                <Text size="xs" c="dimmed" lineClamp={2} style={wrapStyle()}>
                  {a.description}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Recipients a={a} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>
              <RelativeTime iso={a.createdAt} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>
              <LinkCell a={a} />
            </Table.Td>
            <ActionsCell actions={rowActions(t, a, { onEdit, onDelete })} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </CardsOrTable>
  );
}

/**
 * The admin's announcements (spec 001 §2 "Admin Manage Announcements"): every announcement, newest
 * first, searched here by title or description; create, edit (recipients fixed) and delete.
 */
export function ManageAnnouncements() {
  const { t } = useTranslation("admin");
  const messages = useAnnouncementMessages();
  const list = useManageAnnouncements();
  const remove = useDeleteAnnouncement();
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Announcement | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);

  const confirmDelete = () => {
    if (deleting) remove.mutate(deleting._id, { onSettled: () => setDeleting(null) });
  };

  return (
    <Stack gap="md">
      <PageHeader title={t("Manage Announcements")} description={t("Announcements shown to candidates and staff")}>
        <Updating query={list} label={t("Updating the list")} />
      </PageHeader>

      <ListToolbar
        label={t("Announcements")}
        search={
          <SearchBox
            value={search}
            onSearch={setSearch}
            label={t("Search announcements")}
            description={t("By title or description")}
            placeholder={t("Search announcements")}
            delay={ANNOUNCEMENT_SEARCH_DELAY_MS}
          />
        }
      >
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t("Create Announcement")}
        </Button>
        <RefreshButton onRefresh={list.refetch} refreshing={list.isFetching} />
      </ListToolbar>

      <SearchedList
        query={list}
        errorMessage={messages.loadFailed}
        loading={<ListLoading>{t("Loading announcements...")}</ListLoading>}
        matches={(a) => announcementMatches(a, search)}
        none={
          <ListEmpty title={t("No announcements yet")}>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t("Create Announcement")}
            </Button>
          </ListEmpty>
        }
        noMatch={
          <ListEmpty
            title={t("No announcements match your search")}
            hint={t("Try other words from the title or description")}
          />
        }
      >
        {(shown) => <AnnouncementTable rows={shown} onEdit={setEditing} onDelete={setDeleting} />}
      </SearchedList>

      <AnnouncementFormModal
        key={creating ? "create" : "create-closed"}
        opened={creating}
        onClose={() => setCreating(false)}
      />
      <AnnouncementFormModal
        key={editing?._id ?? "edit-closed"}
        opened={editing !== null}
        announcement={editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteModal
        subject={deleting?.title ?? null}
        title={t("Delete Announcement")}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        deleting={remove.isPending}
      />
    </Stack>
  );
}
