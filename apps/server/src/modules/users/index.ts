export { presentUser } from "./presenter.ts";
export {
  countByRole as countUsersByRole,
  findById as findUserById,
  findByRoleAndEmail as findUserByRoleAndEmail,
  findByRoleAndMis as findUserByRoleAndMis,
  getById as getUserById,
  insertUser,
  markEmailVerified,
  replacePendingRegistration,
  setLanguage,
  setPassword as setUserPassword,
  type UserRow,
} from "./queries.ts";
