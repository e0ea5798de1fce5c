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
  IconFileText,
  IconHistory,
  IconHome,
  IconListCheck,
  IconListNumbers,
  IconMailForward,
  IconPencil,
  IconReceipt,
  IconSend,
  IconSettings,
  IconSpeakerphone,
  IconTable,
  IconUser,
  IconUserCheck,
  IconUsers,
} from "@tabler/icons-react";

export interface NavItem {
  label: string;
  to: string;
  icon: typeof IconHome;
}

/** Sidebar menu per role (spec 000 §2); an unknown role gets the candidate menu. */
export function navItemsFor(role: Role | string): NavItem[] {
  switch (role) {
    case "coordinator":
      return [
        { label: "Home", to: paths.coordinatorHome, icon: IconHome },
        { label: "Approve Applications", to: paths.applicationsPage, icon: IconChecklist },
        { label: "Shortlist", to: paths.shortlist, icon: IconUserCheck },
        { label: "Slots", to: paths.slots, icon: IconCalendarTime },
        { label: "Marks", to: paths.marks, icon: IconPencil },
        { label: "Interview Scores", to: paths.interviewScores, icon: IconClipboardList },
        { label: "Merit List", to: paths.meritList, icon: IconListNumbers },
        { label: "Offers", to: paths.offers, icon: IconMailForward },
        { label: "Seat Dashboard", to: paths.seatDashboard, icon: IconArmchair },
      ];
    case "accountSectionCoordinator":
      return [
        { label: "Home", to: paths.accountSectionHome, icon: IconHome },
        { label: "Approve Fee Details", to: paths.feeDetails, icon: IconCoin },
        { label: "Admission Fees", to: paths.admissionFees, icon: IconReceipt },
      ];
    case "admin":
      return [
        { label: "Home", to: paths.adminHome, icon: IconHome },
        { label: "Candidate Statistics", to: paths.candidateStatistics, icon: IconChartBar },
        { label: "Manage Coordinators", to: paths.manageCoordinators, icon: IconUsers },
        { label: "Manage Announcements", to: paths.manageAnnouncements, icon: IconSpeakerphone },
        { label: "Admission Rounds", to: paths.manageRounds, icon: IconCalendarEvent },
        { label: "Seat Matrix", to: paths.seatMatrix, icon: IconTable },
        { label: "Selection Rules", to: paths.selectionRules, icon: IconListCheck },
        { label: "Shortlist", to: paths.shortlist, icon: IconUserCheck },
        { label: "Slots", to: paths.slots, icon: IconCalendarTime },
        { label: "Marks", to: paths.marks, icon: IconPencil },
        { label: "Interview Scores", to: paths.interviewScores, icon: IconClipboardList },
        { label: "Merit List", to: paths.meritList, icon: IconListNumbers },
        { label: "Offers", to: paths.offers, icon: IconMailForward },
        { label: "Seat Dashboard", to: paths.seatDashboard, icon: IconArmchair },
        { label: "Admission Fees", to: paths.admissionFees, icon: IconReceipt },
        { label: "Manage Constants", to: paths.manageConstants, icon: IconSettings },
        { label: "Audit Log", to: paths.auditLog, icon: IconHistory },
      ];
    default:
      return [
        { label: "Home", to: paths.candidateHome, icon: IconHome },
        { label: "My Profile", to: paths.profile, icon: IconUser },
        { label: "Apply to Departments", to: paths.applyToDepartment, icon: IconSend },
        { label: "My Applications", to: paths.applications, icon: IconFileText },
      ];
  }
}
