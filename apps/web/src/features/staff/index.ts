// The admin's staff screen (spec 001 §2 "Admin Manage Coordinators"): what routes and other features may use.
export {
  type StaffKind,
  staffKeys,
  staffMessages,
  useAccountCoordinators,
  useCoordinators,
  useCreateAccountCoordinator,
  useCreateCoordinator,
  useDeleteStaff,
  useStaffMessages,
  useUpdateCoordinatorDepartments,
} from "./api.ts";
export { ManageCoordinators } from "./components/manage-coordinators.tsx";
