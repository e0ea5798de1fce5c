import type { AccountCoordinatorAccount, CoordinatorAccount } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fixtureId } from "../../../test/fixtures.ts";
import { expectRetryLoads, expectShownIn, findPhoneCards, rowOf } from "../../../test/lists.ts";
import { stubPhoneScreen } from "../../../test/media.ts";
import { type ApiHandler, acceptPuts, stubApi } from "../../../test/network.ts";
import { renderApp, retype } from "../../../test/render.tsx";
import { ManageCoordinators } from "./manage-coordinators.tsx";

const COORDINATORS = "/api/admin/coordinators";
const ACCOUNTS = "/api/admin/account-section-coordinators";

const id = (n: number) => fixtureId("8000", n);

function coordinator(n: number, over: Partial<CoordinatorAccount> = {}): CoordinatorAccount {
  return {
    _id: id(n),
    name: `Coordinator ${n}`,
    email: `coordinator${n}@college.edu`,
    mis: `MIS${n}`,
    departments: ["Civil Engineering"],
    createdAt: "2026-01-15T10:00:00.000Z",
    ...over,
  };
}
function accountant(n: number, over: Partial<AccountCoordinatorAccount> = {}): AccountCoordinatorAccount {
  return {
    _id: id(100 + n),
    name: `Accountant ${n}`,
    email: `accounts${n}@college.edu`,
    createdAt: "2026-02-01T10:00:00.000Z",
    ...over,
  };
}

const COORDINATOR_ROWS = [
  coordinator(1, { name: "Asha Kulkarni", mis: "FAC100", departments: ["Civil Engineering", "Planning"] }),
  coordinator(2, { name: "Ravi Deshmukh", email: "ravi@college.edu", mis: "FAC200" }),
  coordinator(3, { name: "Meera Joshi", email: "meera@college.edu", mis: "FAC300", departments: ["Chemistry"] }),
];
const ACCOUNT_ROWS = [accountant(1, { name: "Kiran Patil" }), accountant(2, { name: "Sunil Rao" })];

function renderScreen({
  coordinators = COORDINATOR_ROWS,
  accounts = ACCOUNT_ROWS,
  handle,
}: {
  coordinators?: CoordinatorAccount[];
  accounts?: AccountCoordinatorAccount[];
  handle?: ApiHandler;
} = {}) {
  const api = stubApi({
    get: { [COORDINATORS]: { success: true, data: coordinators }, [ACCOUNTS]: { success: true, data: accounts } },
    handle,
  });
  return { ...renderApp(<ManageCoordinators />), api };
}

describe("Manage Coordinators", () => {
  it("lists department coordinators with MIS and departments, counts both tabs, and shows the account section tab", async () => {
    const { user } = renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Manage Coordinators" })).toBeVisible();
    expect(await screen.findByRole("tab", { name: "Department Coordinators (3)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(await screen.findByRole("tab", { name: "Account Section Coordinators (2)" })).toBeVisible();

    const table = screen.getByRole("table", { name: "Department coordinators" });
    for (const name of ["Name", "Email", "MIS Number", "Departments", "Created", "Actions"])
      expect(within(table).getByRole("columnheader", { name })).toBeVisible();
    const asha = within(rowOf("Asha Kulkarni"));
    expectShownIn(rowOf("Asha Kulkarni"), [
      "coordinator1@college.edu",
      "FAC100",
      "Civil Engineering",
      "Planning",
      "Jan 15, 2026",
    ]);
    expect(asha.getByRole("button", { name: "Edit departments of Asha Kulkarni" })).toBeVisible();
    expect(asha.getByRole("button", { name: "Delete Asha Kulkarni" })).toBeVisible();
    expect(screen.getByText("Showing 3 of 3")).toBeVisible();

    await user.click(screen.getByRole("tab", { name: /Account Section Coordinators/ }));
    const accounts = await screen.findByRole("table", { name: "Account section coordinators" });
    expect(within(accounts).queryByRole("columnheader", { name: "MIS Number" })).toBeNull();
    expect(within(accounts).getByText("Kiran Patil")).toBeVisible();
    expect(within(rowOf("Kiran Patil")).queryByRole("button", { name: /Edit departments/ })).toBeNull();
    expect(screen.getByText("Showing 2 of 2")).toBeVisible();
  });

  it("searches both tabs by name, e-mail or MIS number, and says when nothing matches", async () => {
    const { user } = renderScreen();
    await screen.findByText("Asha Kulkarni");
    const search = screen.getByRole("textbox", { name: /Search coordinators/ });

    await user.type(search, "fac200");
    expect(await screen.findByText("Showing 1 of 3")).toBeVisible();
    expect(screen.getByText("Ravi Deshmukh")).toBeVisible();
    expect(screen.queryByText("Asha Kulkarni")).toBeNull();
    expect(screen.getByRole("tab", { name: "Department Coordinators (1)" })).toBeVisible();
    expect(screen.getByRole("tab", { name: "Account Section Coordinators (0)" })).toBeVisible();

    await retype(user, search, "MEERA@{Enter}");
    expect(await screen.findByText("Showing 1 of 3")).toBeVisible();
    expect(screen.getByText("Meera Joshi")).toBeVisible();

    await retype(user, search, "sunil{Enter}");
    expect(await screen.findByText("No coordinators match your search")).toBeVisible();
    expect(screen.getByText("Showing 0 of 3")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Account Section Coordinators (1)" }));
    expect(await screen.findByText("Sunil Rao")).toBeVisible();
    expect(screen.queryByText("Kiran Patil")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("Kiran Patil")).toBeVisible();
  });

  it("says when a list is empty and offers to create the first one", async () => {
    const { user } = renderScreen({ coordinators: [], accounts: [] });
    expect(await screen.findByText("No department coordinators yet")).toBeVisible();
    expect(screen.getByRole("tab", { name: "Department Coordinators (0)" })).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Account Section Coordinators (0)" }));
    expect(await screen.findByText("No account section coordinators yet")).toBeVisible();
  });

  it("checks the department coordinator form, then posts it and says a temporary password was e-mailed", async () => {
    let answered = false;
    const { user, api } = renderScreen({
      handle: (req) => {
        if (req.method === "POST" && req.url === "/api/admin/create-coordinator") {
          answered = true;
          return {
            status: 201,
            body: {
              success: true,
              message: "Coordinator created. A temporary password was e-mailed to them.",
              data: coordinator(9, req.body as Partial<CoordinatorAccount>),
            },
          };
        }
      },
    });
    await screen.findByText("Asha Kulkarni");
    const gets = () => api.sent.filter((r) => r.method === "GET" && r.url === COORDINATORS).length;
    expect(gets()).toBe(1);

    await user.click(screen.getByRole("button", { name: "Create Department Coordinator" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Create Department Coordinator" }));
    await user.click(dialog.getByRole("button", { name: "Create Coordinator" }));
    expect(dialog.getAllByText("All fields are required")).toHaveLength(3);
    expect(dialog.getByText("Please select at least one department")).toBeVisible();
    expect(dialog.getByRole("textbox", { name: /^Name/ })).toHaveAttribute("aria-invalid", "true");

    await user.type(dialog.getByRole("textbox", { name: /^Name/ }), "  Nisha Pawar ");
    await user.type(dialog.getByRole("textbox", { name: /^Email/ }), "nisha@college.edu");
    await user.type(dialog.getByRole("textbox", { name: /^MIS Number/ }), "FAC900");
    await user.click(dialog.getByRole("combobox", { name: /^Departments/ }));
    await user.click(await screen.findByRole("option", { name: "Computer Engineering" }));
    await user.click(await screen.findByRole("option", { name: "Chemistry" }));
    expect(dialog.queryByText("All fields are required")).toBeNull();
    await user.click(dialog.getByRole("button", { name: "Create Coordinator" }));

    await waitFor(() => expect(answered).toBe(true));
    expect(api.of("POST", "/api/admin/create-coordinator")[0]?.body).toEqual({
      name: "Nisha Pawar",
      email: "nisha@college.edu",
      mis: "FAC900",
      departments: ["Computer Engineering", "Chemistry"],
    });
    expect(await screen.findByText("Coordinator created. A temporary password was e-mailed to them.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(gets()).toBe(2));
  });

  it("shows the server's message when a create is refused, and the fallback when it gives none", async () => {
    let calls = 0;
    const { user } = renderScreen({
      handle: (req) => {
        if (req.method !== "POST") return undefined;
        calls += 1;
        if (req.url === "/api/admin/create-account-coordinator" && calls === 1)
          return { status: 409, body: { success: false, message: "An account with this email already exists." } };
        if (req.url === "/api/admin/create-account-coordinator") return { status: 500 };
      },
    });
    await screen.findByText("Asha Kulkarni");
    await user.click(screen.getByRole("button", { name: "Create Account Section Coordinator" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Create Account Section Coordinator" }));
    await user.click(dialog.getByRole("button", { name: "Create Coordinator" }));
    expect(dialog.getAllByText("All fields are required")).toHaveLength(2);

    await user.type(dialog.getByRole("textbox", { name: /^Name/ }), "Kiran Patil");
    await user.type(dialog.getByRole("textbox", { name: /^Email/ }), "not-an-email");
    await user.click(dialog.getByRole("button", { name: "Create Coordinator" }));
    expect(dialog.getByText("Please enter a valid email address")).toBeVisible();

    await retype(user, dialog.getByRole("textbox", { name: /^Email/ }), "accounts1@college.edu");
    await user.click(dialog.getByRole("button", { name: "Create Coordinator" }));
    expect(await dialog.findByText("An account with this email already exists.")).toBeVisible();

    await user.click(dialog.getByRole("button", { name: "Create Coordinator" }));
    expect(await dialog.findByText("Failed to create account section coordinator")).toBeVisible();
    expect(screen.getByRole("dialog", { name: "Create Account Section Coordinator" })).toBeVisible();
  });

  it("asks before deleting, then deletes and reloads", async () => {
    const { user, api } = renderScreen({
      handle: (req) =>
        req.method === "DELETE" ? { status: 200, body: { success: true, message: "Coordinator deleted." } } : undefined,
    });
    await screen.findByText("Asha Kulkarni");
    await user.click(screen.getByRole("button", { name: "Delete Ravi Deshmukh" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete Coordinator" }));
    expect(dialog.getByText("Do you want to delete Ravi Deshmukh? This action cannot be undone.")).toBeVisible();

    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent.filter((r) => r.method === "DELETE")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Ravi Deshmukh" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Coordinator deleted.")).toBeVisible();
    expect(api.sent.filter((r) => r.method === "DELETE").map((r) => r.url)).toEqual([
      `/api/admin/delete-coordinator/${id(2)}`,
    ]);
    await waitFor(() => expect(api.of("GET", COORDINATORS)).toHaveLength(2));
  });

  it("deletes an account section coordinator by its own call, and reports a failed delete", async () => {
    const { user, api } = renderScreen({
      handle: (req) => (req.method === "DELETE" ? { status: 500 } : undefined),
    });
    await screen.findByText("Asha Kulkarni");
    await user.click(screen.getByRole("tab", { name: /Account Section Coordinators/ }));
    await user.click(await screen.findByRole("button", { name: "Delete Kiran Patil" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete Account Section Coordinator" }));
    expect(dialog.getByText("Do you want to delete Kiran Patil? This action cannot be undone.")).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete coordinator")).toBeVisible();
    expect(api.sent.filter((r) => r.method === "DELETE").map((r) => r.url)).toEqual([
      `/api/admin/delete-account-section-coordinator/${id(101)}`,
    ]);
  });

  it("edits a coordinator's departments, starting from the ones they have", async () => {
    const { user, api } = renderScreen({
      handle: acceptPuts("Departments updated.", (sent) => ({ ...COORDINATOR_ROWS[0], ...(sent as object) })),
    });
    await screen.findByText("Asha Kulkarni");
    await user.click(screen.getByRole("button", { name: "Edit departments of Asha Kulkarni" }));
    const modal = await screen.findByRole("dialog", { name: "Edit Departments" });
    const dialog = within(modal);
    const picked = () => [...modal.querySelectorAll(".mantine-Pill-label")].map((p) => p.textContent);
    expect(picked()).toEqual(["Civil Engineering", "Planning"]);

    // Removing every department (Backspace in the picker, as from the keyboard) is refused.
    await user.click(dialog.getByRole("combobox", { name: /^Departments/ }));
    await user.keyboard("{Backspace}{Backspace}{Escape}");
    expect(picked()).toEqual([]);
    await user.click(dialog.getByRole("button", { name: "Save Departments" }));
    expect(dialog.getByText("Please select at least one department")).toBeVisible();

    await user.click(dialog.getByRole("combobox", { name: /^Departments/ }));
    await user.click(await screen.findByRole("option", { name: "Mathematics" }));
    await user.click(dialog.getByRole("button", { name: "Save Departments" }));
    expect(await screen.findByText("Departments updated.")).toBeVisible();
    expect(api.of("PUT", `/api/admin/coordinators/${id(1)}/departments`)[0]?.body).toEqual({
      departments: ["Mathematics"],
    });
    await waitFor(() => expect(api.of("GET", COORDINATORS)).toHaveLength(2));
  });

  it("says the coordinators could not be loaded, and Retry loads them", async () => {
    let failing = true;
    const { user } = renderScreen({
      handle: (req) =>
        failing && req.method === "GET" && req.url === COORDINATORS
          ? { status: 500, body: { success: false, message: "Internal Server Error" } }
          : undefined,
    });
    await expectRetryLoads(user, "Failed to load coordinators", "Asha Kulkarni", () => {
      failing = false;
    });
  });

  it("shows one card per coordinator on a phone", async () => {
    stubPhoneScreen();
    renderScreen();
    const card = await findPhoneCards("staff-card", 3);
    const first = card(0);
    expect(first.getByText("Asha Kulkarni")).toBeVisible();
    expect(first.getByText("FAC100")).toBeVisible();
    expect(first.getByRole("button", { name: "Edit departments of Asha Kulkarni" })).toBeVisible();
    expect(first.getByRole("button", { name: "Delete Asha Kulkarni" })).toBeVisible();
  });
});
