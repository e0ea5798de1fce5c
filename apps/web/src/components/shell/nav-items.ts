// @i18n-namespace common
import type { Role } from "@phd/shared";
import { paths } from "@phd/shared";
import {
  IconArmchair,
  IconCalendarEvent,
  IconCalendarTime,
  IconChartBar,
  IconChecklist,
  IconClipboardList,
  IconCoin,
  IconDatabase,
  IconFileText,
  IconHistory,
  IconHome,
  IconListCheck,
  IconListNumbers,
  IconMailForward,
  IconPencil,
  IconReceipt,
  IconScale,
  IconSend,
  IconSettings,
  IconShieldLock,
  IconSpeakerphone,
  IconTable,
  IconUser,
  IconUserCheck,
  IconUsers,
} from "@tabler/icons-react";
import type { TFunction } from "i18next";

export interface NavItem {
  label: string;
  to: string;
  icon: typeof IconHome;
}

/** The round's selection steps, in their order: the same for a department coordinator and the admin. */
const selectionItems = (t: TFunction): NavItem[] => [
  { label: t("Shortlist"), to: paths.shortlist, icon: IconUserCheck },
  { label: t("Slots"), to: paths.slots, icon: IconCalendarTime },
  { label: t("Marks"), to: paths.marks, icon: IconPencil },
  { label: t("Interview Scores"), to: paths.interviewScores, icon: IconClipboardList },
  { label: t("Merit List"), to: paths.meritList, icon: IconListNumbers },
  { label: t("Offers"), to: paths.offers, icon: IconMailForward },
  { label: t("Seat Dashboard"), to: paths.seatDashboard, icon: IconArmchair },
];

/** Sidebar menu per role (spec 000 §2), its labels in the language shown; an unknown role gets the candidate menu. */
export function navItemsFor(role: Role | string, t: TFunction): NavItem[] {
  switch (role) {
    case "coordinator":
      return [
        { label: t("Home"), to: paths.coordinatorHome, icon: IconHome },
        { label: t("Approve Applications"), to: paths.applicationsPage, icon: IconChecklist },
        ...selectionItems(t),
      ];
    case "accountSectionCoordinator":
      return [
        { label: t("Home"), to: paths.accountSectionHome, icon: IconHome },
        { label: t("Approve Fee Details"), to: paths.feeDetails, icon: IconCoin },
        { label: t("Admission Fees"), to: paths.admissionFees, icon: IconReceipt },
        { label: t("Fee Reconciliation"), to: paths.feeReconciliation, icon: IconScale },
      ];
    case "admin":
      return [
        { label: t("Home"), to: paths.adminHome, icon: IconHome },
        { label: t("Candidate Statistics"), to: paths.candidateStatistics, icon: IconChartBar },
        { label: t("Manage Coordinators"), to: paths.manageCoordinators, icon: IconUsers },
        { label: t("Manage Announcements"), to: paths.manageAnnouncements, icon: IconSpeakerphone },
        { label: t("Admission Rounds"), to: paths.manageRounds, icon: IconCalendarEvent },
        { label: t("Seat Matrix"), to: paths.seatMatrix, icon: IconTable },
        { label: t("Selection Rules"), to: paths.selectionRules, icon: IconListCheck },
        ...selectionItems(t),
        { label: t("Admission Fees"), to: paths.admissionFees, icon: IconReceipt },
        { label: t("Fee Reconciliation"), to: paths.feeReconciliation, icon: IconScale },
        { label: t("Manage Constants"), to: paths.manageConstants, icon: IconSettings },
        { label: t("Audit Log"), to: paths.auditLog, icon: IconHistory },
        { label: t("Data Protection"), to: paths.dataProtection, icon: IconShieldLock },
      ];
    default:
      return [
        { label: t("Home"), to: paths.candidateHome, icon: IconHome },
        { label: t("My Profile"), to: paths.profile, icon: IconUser },
        { label: t("Apply to Departments"), to: paths.applyToDepartment, icon: IconSend },
        { label: t("My Applications"), to: paths.applications, icon: IconFileText },
        { label: t("My Data"), to: paths.myData, icon: IconDatabase },
      ];
  }
}
