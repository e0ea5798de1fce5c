import type { ApplicationSummary } from "@phd/shared";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { fakeFile, stubNetwork } from "../../../test/network.ts";
import { renderApp, retype } from "../../../test/render.tsx";
import { ApplyWizard } from "./apply-wizard.tsx";

const applied: ApplicationSummary = {
  id: "00000000-0000-4000-8000-000000000001",
  _id: "00000000-0000-4000-8000-000000000001",
  applicationId: "PHD001",
  department: "Computer Engineering",
  applicationType: "REGULAR",
  verificationStatus: "PENDING",
  createdAt: "2025-01-10T10:00:00.000Z",
  updatedAt: "2025-01-10T10:00:00.000Z",
  user: { name: "Asha Rao", email: "asha@example.org" },
};

function renderWizard(existing: ApplicationSummary[] = []) {
  const net = stubNetwork({
    upload: () => ({
      status: 201,
      body: { success: true, message: "", applicationId: "PHD002", data: { ...applied, applicationId: "PHD002" } },
    }),
  });
  const view = renderApp(
    <Routes>
      <Route
        path="/apply"
        element={<ApplyWizard existing={existing} isWorkingProfessional={false} documents={{}} profileComplete />}
      />
      <Route path="/applications" element={<h1>My Applications</h1>} />
    </Routes>,
    { route: "/apply" },
  );
  return { ...view, net };
}

type User = ReturnType<typeof renderApp>["user"];
const next = (user: User) => user.click(screen.getByRole("button", { name: "Next" }));

async function chooseDepartment(user: User, name: string) {
  await user.click(screen.getByRole("combobox", { name: /^Department/ }));
  await user.click(await screen.findByRole("option", { name: new RegExp(`^${name} \\(`) }));
}

async function toDocuments(user: User) {
  await chooseDepartment(user, "Computer Engineering");
  await next(user);
  await user.click(screen.getByRole("radio", { name: /Regular Candidate/ }));
  await next(user);
}

async function toFeeDetails(user: User) {
  await toDocuments(user);
  await user.upload(screen.getByLabelText("Upload Statement of Purpose (SOP)"), fakeFile("sop.pdf", "application/pdf"));
  await user.upload(
    screen.getByLabelText("Upload Application Fee Receipt"),
    fakeFile("receipt.pdf", "application/pdf"),
  );
  await next(user);
}

/** Types the fee details: the UTR/DU number, the amount, the transaction's date and time, the bank. */
async function typeFee(user: User, { utr, amount, time, bank }: Record<"utr" | "amount" | "time" | "bank", string>) {
  await user.type(screen.getByRole("textbox", { name: /^UTR\/DU Number/ }), utr);
  await user.type(screen.getByRole("textbox", { name: /^Amount/ }), amount);
  await user.type(screen.getByLabelText(/^Transaction Date & Time/), time);
  await user.type(screen.getByRole("textbox", { name: /^Bank Name/ }), bank);
}

describe("the apply wizard", () => {
  it("does not move on until a department and then a type are chosen", async () => {
    const { user } = renderWizard();
    await next(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Please select a department");
    expect(screen.getByRole("combobox", { name: /^Department/ })).toBeVisible();

    await chooseDepartment(user, "Computer Engineering");
    await next(user);
    await next(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Please select an application type");
    // Not employed: Working Professional cannot be chosen, and says why.
    expect(screen.getByRole("radio", { name: /Working Professional/ })).toHaveAttribute("aria-disabled", "true");
  });

  it("refuses a department and type already applied for", async () => {
    const { user } = renderWizard([applied]);
    await chooseDepartment(user, "Computer Engineering");
    await next(user);
    expect(screen.getByRole("radio", { name: /Regular Candidate/ })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByText("You have already applied to Computer Engineering as a Regular Candidate")).toBeVisible();
  });

  it("holds a bad file under its field and keeps Next disabled until it is replaced", async () => {
    const { user } = renderWizard();
    await toDocuments(user);
    await user.upload(
      screen.getByLabelText("Upload Statement of Purpose (SOP)"),
      fakeFile("sop.docx", "application/msword"),
    );
    expect(screen.getByText(/"sop\.docx" is not a PDF, JPG or PNG file/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

    await user.upload(
      screen.getByLabelText("Upload Statement of Purpose (SOP)"),
      fakeFile("sop.pdf", "application/pdf", 2048),
    );
    expect(screen.queryByText(/is not a PDF, JPG or PNG file/)).toBeNull();
    expect(screen.getByText("2 KB — will be uploaded when you submit.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  it("checks the fee details with the shared fee schema, then sends the application", async () => {
    const { user, net } = renderWizard();
    await toFeeDetails(user);

    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Required fee details missing: UTR/DU Number, Amount, Transaction Date & Time, Bank Name",
    );

    await typeFee(user, { utr: "12", amount: "1500", time: "2025-01-05T10:30", bank: "State Bank" });
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(screen.getByRole("alert")).toHaveTextContent("UTR/DU Number must be 6 to 40 letters or digits");
    expect(net.uploads).toHaveLength(0);

    await user.type(screen.getByRole("textbox", { name: /^UTR\/DU Number/ }), "345678");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    // At once on My Applications, the spec's message along as a toast (decision 027).
    expect(await screen.findByRole("heading", { name: "My Applications" })).toBeVisible();
    expect(screen.getByText("Application created successfully! Application ID: PHD002")).toBeVisible();
    expect(net.uploads).toHaveLength(1);
    const body = net.uploads[0]?.body;
    expect(body?.get("department")).toBe("Computer Engineering");
    expect(body?.get("applicationType")).toBe("REGULAR");
    expect(body?.get("utrDuNumber")).toBe("12345678");
    expect(body?.get("amount")).toBe("1500");
  });

  it("shows the shared schema's first fee problem in form order, then sends the picker's local time as ISO", async () => {
    const { user, net } = renderWizard();
    await toFeeDetails(user);
    await typeFee(user, { utr: "utr-123456", amount: "2000", time: "2999-01-01T10:00", bank: "S" });
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    // Both the time and the bank name are wrong: the time comes first on the form.
    expect(screen.getByRole("alert")).toHaveTextContent("Transaction Date & Time cannot be in the future");
    expect(screen.queryByText("Bank Name is too short")).toBeNull();

    await retype(user, screen.getByLabelText(/^Transaction Date & Time/), "2025-01-05T10:30");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Bank Name is too short");
    expect(net.uploads).toHaveLength(0);

    await user.type(screen.getByRole("textbox", { name: /^Bank Name/ }), "BI");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Application created successfully! Application ID: PHD002")).toBeVisible();
    const body = net.uploads[0]?.body;
    expect(body?.get("utrDuNumber")).toBe("utr-123456");
    expect(body?.get("amount")).toBe("2000");
    expect(body?.get("transactionTime")).toBe(new Date("2025-01-05T10:30").toISOString());
    expect(body?.get("bankName")).toBe("SBI");
  });

  it("Back from the fee details returns to the documents, where a removed file is asked for again", async () => {
    const { user } = renderWizard();
    await toFeeDetails(user);
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "Remove chosen file for Statement of Purpose (SOP)" }));
    await next(user);
    expect(screen.getByRole("alert")).toHaveTextContent("Required documents missing: Statement of Purpose (SOP)");
    expect(screen.getByLabelText("Upload Statement of Purpose (SOP)")).toBeInTheDocument();
  });
});
