export { presentUser } from "./presenter.ts";
export * as userQueries from "./queries.ts";
