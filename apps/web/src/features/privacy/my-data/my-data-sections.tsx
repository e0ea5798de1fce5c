import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  APPLICATION_TYPE_LABELS,
  documentTypeLabel,
  formatFileSize,
  formatRupees,
  LANGUAGE_NAMES,
  MERIT_STAGE_LABELS,
  MERIT_STATUS_LABELS,
  type MyData,
  type MyDataApplication,
  type MyDataDocument,
  type MyDataSection,
  PROFILE_SECTION_LABELS,
} from "@phd/shared";
import { IconDownload } from "@tabler/icons-react";
import { Fragment, type ReactNode, useId } from "react";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { ApplicationStatusBadge, ShortlistStatus } from "../../applications/index.ts";
import { OfferStatus } from "../../offers-candidate/index.ts";
import { type SectionDataMap, SectionValues } from "../../profile/index.ts";
import { useDownloadMyData } from "./api.ts";

/** One headed part of the page (Account, Consents, …): a landmark named by its heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder component="section" aria-labelledby={id} padding="md">
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A part listing `items` (drawn by `children`), or saying in `none` that there are none. */
function ListPart({
  title,
  items,
  none,
  children,
}: {
  title: string;
  items: readonly unknown[];
  none: string;
  children: ReactNode;
}) {
  return (
    <Part title={title}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      ) : (
        children
      )}
    </Part>
  );
}

/** A part listing records as cards (each a `li`, without bullets), or saying in `none` that there are none. */
function CardListPart<T extends { id: string }>({
  title,
  items,
  none,
  card,
}: {
  title: string;
  items: T[];
  none: string;
  card: (item: T) => ReactNode;
}) {
  return (
    <ListPart title={title} items={items} none={none}>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
        {items.map((item) => (
          <Fragment key={item.id}>{card(item)}</Fragment>
        ))}
      </Stack>
    </ListPart>
  );
}

/** "Download my data (ZIP)": the archive streamed by the server, saved under its own name. */
export function DownloadMyDataButton() {
  const { t } = useTranslation("candidate");
  const download = useDownloadMyData();
  return (
    <Button
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onSuccess: () => notifications.show({ color: "green", message: t("Your data was downloaded.") }),
          onError: (err) =>
            notifications.show({
              color: "red",
              message: errorMessage(err, t("Failed to download your data. Please try again later.")),
            }),
        })
      }
    >
      {t("Download my data (ZIP)")}
    </Button>
  );
}

function AccountPart({ account }: { account: MyData["account"] }) {
  const { t } = useTranslation("candidate");
  const dates = useDates();
  return (
    <Part title={t("Account")}>
      <DetailList>
        <DetailRow label={t("Name")}>{account.name}</DetailRow>
        <DetailRow label={t("E-mail")} breakAnywhere>
          {account.email}
        </DetailRow>
        <DetailRow label={t("Phone")}>{account.phone ?? "—"}</DetailRow>
        <DetailRow label={t("Language")}>{LANGUAGE_NAMES[account.language]}</DetailRow>
        <DetailRow label={t("Registered on")}>{dates.dateTime(account.registeredAt)}</DetailRow>
        <DetailRow label={t("E-mail verified on")}>
          {account.emailVerifiedAt ? dates.dateTime(account.emailVerifiedAt) : t("Not verified")}
        </DetailRow>
      </DetailList>
    </Part>
  );
}

function ConsentsPart({ consents }: { consents: MyData["consents"] }) {
  const { t } = useTranslation("candidate");
  const dates = useDates();
  return (
    <ListPart title={t("Consents")} items={consents} none={t("No consent is recorded.")}>
      <DetailList>
        {consents.map((c) => (
          <DetailRow key={`${c.at}-${c.action}`} label={dates.dateTime(c.at)}>
            {c.action === "GIVEN"
              ? t("Agreed to the privacy notice, version {{version}}", { version: c.noticeVersion })
              : t("Withdrew consent to the privacy notice, version {{version}}", { version: c.noticeVersion })}
          </DetailRow>
        ))}
      </DetailList>
    </ListPart>
  );
}

function ProfileSectionPart({ section, aadhaarMasked }: { section: MyDataSection; aadhaarMasked: string | null }) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const dates = useDates();
  // The saved values as the profile page shows them (the Aadhaar number masked, as everywhere).
  const data = (
    section.section === "personalDetails" ? { ...section.fields, aadhaarMasked } : section.fields
  ) as SectionDataMap[typeof section.section];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {label(PROFILE_SECTION_LABELS[section.section])}
      </Title>
      <DetailList>
        <DetailRow label={t("Status")}>
          <VerificationBadge status={section.status} size="sm" />
        </DetailRow>
        <DetailRow label={t("Last saved")}>{dates.dateTime(section.updatedAt)}</DetailRow>
        {section.remarks && <DetailRow label={t("Reviewer's remarks")}>{section.remarks}</DetailRow>}
        {section.manualRemark && <DetailRow label={t("Coordinator's note")}>{section.manualRemark}</DetailRow>}
      </DetailList>
      <SectionValues section={section.section} data={data} />
    </Stack>
  );
}

function ProfilePart({ profile }: { profile: MyData["profile"] }) {
  const { t } = useTranslation("candidate");
  return (
    <ListPart
      title={t("Profile")}
      items={profile.sections}
      none={t("You have not saved any part of your profile yet.")}
    >
      <Stack gap="lg">
        {profile.sections.map((s) => (
          <ProfileSectionPart key={s.section} section={s} aadhaarMasked={profile.aadhaarMasked} />
        ))}
      </Stack>
    </ListPart>
  );
}

function DocumentItem({ doc }: { doc: MyDataDocument }) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const common = useWords("common");
  const dates = useDates();
  return (
    <Card withBorder padding="sm" component="li">
      <Text fw={600} size="sm" mb={4}>
        {label(documentTypeLabel(doc.documentType))}
      </Text>
      <DetailList>
        <DetailRow label={t("File")} breakAnywhere>
          {doc.fileName}
        </DetailRow>
        <DetailRow label={t("Size")}>{formatFileSize(doc.size, common)}</DetailRow>
        <DetailRow label={t("Uploaded on")}>{dates.dateTime(doc.uploadedAt)}</DetailRow>
        <DetailRow label={t("Status")}>
          <VerificationBadge status={doc.status} size="sm" />
        </DetailRow>
        {doc.remarks && <DetailRow label={t("Reviewer's remarks")}>{doc.remarks}</DetailRow>}
      </DetailList>
    </Card>
  );
}

function ApplicationItem({ application: a }: { application: MyDataApplication }) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const dates = useDates();
  return (
    <Card withBorder padding="sm" component="li">
      <Title order={3} size="h5" mb={4} style={wrapStyle(true)}>
        {a.applicationId}
      </Title>
      <DetailList>
        <DetailRow label={t("Department")}>{a.department}</DetailRow>
        <DetailRow label={t("Admission round")}>{a.round.name}</DetailRow>
        <DetailRow label={t("Type")}>{label(APPLICATION_TYPE_LABELS[a.applicationType])}</DetailRow>
        <DetailRow label={t("Submitted on")}>{dates.dateTime(a.submittedAt)}</DetailRow>
        <DetailRow label={t("Status")}>
          <ApplicationStatusBadge status={a.status} />
        </DetailRow>
        {a.remarks && <DetailRow label={t("Reviewer's remarks")}>{a.remarks}</DetailRow>}
        <DetailRow label={t("UTR/DU Number")} breakAnywhere>
          {a.fee.utrDuNumber}
        </DetailRow>
        <DetailRow label={t("Amount")}>{formatRupees(a.fee.amount)}</DetailRow>
        <DetailRow label={t("Paid on")}>{dates.dateTime(a.fee.transactionTime)}</DetailRow>
        <DetailRow label={t("Bank")}>{a.fee.bankName}</DetailRow>
        <DetailRow label={t("Fee status")}>
          <VerificationBadge status={a.fee.status} size="sm" />
        </DetailRow>
        {a.fee.remarks && <DetailRow label={t("Fee remarks")}>{a.fee.remarks}</DetailRow>}
        {a.shortlist && (
          <DetailRow label={t("Shortlist")}>
            <ShortlistStatus shortlist={a.shortlist} />
          </DetailRow>
        )}
        {a.merit && (
          <DetailRow label={t("Merit list")}>
            {t("{{stage}} list: {{status}}", {
              stage: label(MERIT_STAGE_LABELS[a.merit.stage]),
              status: label(MERIT_STATUS_LABELS[a.merit.line.status]),
            })}
          </DetailRow>
        )}
        {a.offer && (
          <DetailRow label={t("Offer of admission")}>
            <OfferStatus offer={a.offer} />
          </DetailRow>
        )}
      </DetailList>
    </Card>
  );
}

function MailsPart({ mails }: { mails: MyData["mails"] }) {
  const { t } = useTranslation("candidate");
  const dates = useDates();
  const state = (m: MyData["mails"][number]) =>
    m.state === "sent"
      ? t("Sent on {{date}}", { date: dates.dateTime(m.sentAt ?? m.queuedAt) })
      : m.state === "failed"
        ? t("Could not be delivered")
        : t("Waiting to be sent");
  return (
    <ListPart title={t("Mails")} items={mails} none={t("No mail has been sent to you.")}>
      <DetailList>
        {mails.map((m, i) => (
          // The outbox has no id to show; a mail's place in the list is stable for one reading.
          // biome-ignore lint/suspicious/noArrayIndexKey: the same subject may be sent twice
          <DetailRow key={i} label={dates.dateTime(m.queuedAt)}>
            <span style={wrapStyle()}>{m.subject}</span>
            <Text component="span" size="xs" c="dimmed" display="block">
              {state(m)}
            </Text>
          </DetailRow>
        ))}
      </DetailList>
    </ListPart>
  );
}

function SignInsPart({ signIns }: { signIns: MyData["signIns"] }) {
  const { t } = useTranslation("candidate");
  const dates = useDates();
  return (
    <ListPart title={t("Sign-ins")} items={signIns} none={t("No sign-in is recorded.")}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t("Your latest sign-ins, newest first.")}
        </Text>
        <Stack component="ul" gap={2} pl="md" m={0}>
          {signIns.map((s) => (
            <Text component="li" size="sm" key={s.at}>
              {dates.dateTime(s.at)}
            </Text>
          ))}
        </Stack>
      </Stack>
    </ListPart>
  );
}

/** Everything the portal holds about the candidate, in headed parts (issue 28, item 2). */
export function MyDataSections({ data }: { data: MyData }) {
  const { t } = useTranslation("candidate");
  return (
    <Stack gap="md">
      <AccountPart account={data.account} />
      <ConsentsPart consents={data.consents} />
      <ProfilePart profile={data.profile} />
      <CardListPart
        title={t("Documents")}
        items={data.documents}
        none={t("You have not uploaded any document.")}
        card={(d) => <DocumentItem doc={d} />}
      />
      <CardListPart
        title={t("Applications")}
        items={data.applications}
        none={t("You have not submitted any application.")}
        card={(a) => <ApplicationItem application={a} />}
      />
      <MailsPart mails={data.mails} />
      <SignInsPart signIns={data.signIns} />
    </Stack>
  );
}
