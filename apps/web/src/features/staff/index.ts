// The admin's staff screen (spec 001 §2 "Admin Manage Coordinators"): what routes and other features may use.
export {
  STAFF_MESSAGES,
  type StaffKind,
  staffKeys,
  useAccountCoordinators,
  useCoordinators,
  useCreateAccountCoordinator,
  useCreateCoordinator,
  useDeleteStaff,
  useUpdateCoordinatorDepartments,
} from "./api.ts";
export { ManageCoordinators } from "./components/manage-coordinators.tsx";
