import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { documentRecord, profileRecord, sectionMeta } from "../../../test/fixtures.ts";
import { expectShownIn } from "../../../test/lists.ts";
import { fakeFile, stubNetwork } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { useProfile } from "../api.ts";
import { DocumentField, type DocumentFieldProps } from "./document-field.tsx";
import { UgForm } from "./ug-form.tsx";

const saved = profileRecord({
  academicsUG: {
    ...sectionMeta(),
    degree: "B.E./ B.Tech",
    institute: "College of Engineering, Pune",
    cgpa: 8.75,
  },
});

describe("the section editor (UG academics)", () => {
  it("checks the fields with the shared schema's (ugValue) messages and sends nothing while they fail", async () => {
    const net = stubNetwork();
    const { user } = renderApp(<UgForm data={null} onSaved={() => {}} />);
    const section = screen.getByRole("region", { name: "UG Academics" });

    await user.click(within(section).getByRole("button", { name: "Save" }));

    expect(await within(section).findByText("Degree is required")).toBeVisible();
    expect(within(section).getByText("Institute is required")).toBeVisible();
    expect(net.uploads).toHaveLength(0);
  });

  it("saves the fields and the picked files in one multipart request, then shows the saved values", async () => {
    const onSaved = vi.fn();
    const net = stubNetwork({
      get: { "/api/candidate/profile": { success: true, message: "", data: profileRecord() } },
      upload: () => ({ status: 200, body: { success: true, message: "", data: saved } }),
    });
    // The page reads the section from the cached profile, which the save replaces.
    function Page() {
      const profile = useProfile();
      return profile.data ? <UgForm data={profile.data.academicsUG} onSaved={onSaved} /> : null;
    }
    const { user } = renderApp(<Page />);
    const section = await screen.findByRole("region", { name: "UG Academics" });
    await user.click(within(section).getByRole("combobox", { name: /^Degree/ }));
    await user.click(await screen.findByRole("option", { name: "B.E./ B.Tech" }));
    await user.type(within(section).getByRole("textbox", { name: /^Institute/ }), "College of Engineering, Pune");
    await user.type(within(section).getByRole("textbox", { name: "CGPA" }), "8.75");
    await user.upload(within(section).getByLabelText("Upload UG Marksheet"), fakeFile("marks.pdf", "application/pdf"));
    await user.click(within(section).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("UG Academic details updated successfully!")).toBeVisible();
    expect(net.uploads).toHaveLength(1);
    const [sent] = net.uploads;
    expect(sent?.method).toBe("PATCH");
    expect(sent?.url).toBe("/api/candidate/profile/academic-details-ug");
    expect(sent?.body.get("degree")).toBe("B.E./ B.Tech");
    expect(sent?.body.get("institute")).toBe("College of Engineering, Pune");
    expect(sent?.body.get("cgpa")).toBe("8.75");
    expect(sent?.body.has("percentageMarks")).toBe(false);
    expect((sent?.body.get("ugMarksheet") as File | null)?.name).toBe("marks.pdf");
    expect(onSaved).toHaveBeenCalledWith(false, saved);

    // Back to the read-only view, with Edit.
    const view = screen.getByRole("region", { name: "UG Academics" });
    expect(within(view).getByText("College of Engineering, Pune")).toBeVisible();
    expect(within(view).getByRole("button", { name: "Edit" })).toBeVisible();
    expect(within(view).queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("refuses a bad file at once: its problem under the field, and Save disabled", async () => {
    const net = stubNetwork();
    const { user } = renderApp(<UgForm data={null} onSaved={() => {}} />);
    const section = screen.getByRole("region", { name: "UG Academics" });

    await user.upload(within(section).getByLabelText("Upload UG Marksheet"), fakeFile("notes.txt", "text/plain"));

    const field = screen.getByTestId("document-ugMarksheet");
    expect(within(field).getByRole("alert")).toHaveTextContent('"notes.txt" is not a PDF, JPG or PNG file.');
    expect(within(section).getByRole("button", { name: "Save" })).toBeDisabled();
    expect(within(section).getByRole("button", { name: "Save & Continue" })).toBeDisabled();
    expect(net.uploads).toHaveLength(0);
  });

  it("shows a verified section read-only: no Edit, no fields", () => {
    stubNetwork();
    const verified = {
      ...sectionMeta({ verification: { status: "VERIFIED", updatedAt: null, signedBy: null } }),
      degree: "B.Sc." as const,
      institute: "Fergusson College",
    };
    renderApp(<UgForm data={verified} onSaved={() => {}} />);
    const section = screen.getByRole("region", { name: "UG Academics" });

    expectShownIn(section, ["This section has been verified and can no longer be edited.", "Fergusson College"]);
    expect(within(section).queryByRole("button", { name: "Edit" })).toBeNull();
    expect(within(section).queryByRole("textbox")).toBeNull();
  });
});

/** One UG Marksheet field; the props under test on top. */
function renderField(props: Partial<DocumentFieldProps>) {
  stubNetwork();
  return renderApp(
    <DocumentField
      kind="ugMarksheet"
      required
      document={undefined}
      file={null}
      onFileChange={() => {}}
      editing
      onPreview={() => {}}
      {...props}
    />,
  );
}

describe("the document field", () => {
  it("shows a stored file's size in human units and its status", () => {
    renderField({ document: documentRecord({ originalFileName: "marks.pdf", fileSize: 2_621_440 }), editing: false });
    const field = screen.getByTestId("document-ugMarksheet");
    expectShownIn(field, ["(2.5 MB)", "Pending"]);
    expect(within(field).getByRole("button", { name: "Preview UG Marksheet" })).toBeVisible();
  });

  it("shows a picked file's problem under its picker, linked to it", () => {
    const message = '"big.pdf" is 6 MB, above the 5 MB limit. Choose a smaller file.';
    renderField({ file: fakeFile("big.pdf", "application/pdf", 6 * 1024 * 1024), error: message });
    const alert = within(screen.getByTestId("document-ugMarksheet")).getByRole("alert");
    expect(alert).toHaveTextContent(message);
    const picker = screen.getByRole("button", { name: /^UG Marksheet: / });
    expect(picker).toHaveAttribute("aria-invalid", "true");
    expect(picker.getAttribute("aria-describedby")).toContain(alert.id);
  });

  it("says the size of a good picked file in human units", () => {
    renderField({ file: fakeFile("marks.pdf", "application/pdf", 820 * 1024) });
    expect(screen.getByText("820 KB — will be uploaded when you save.")).toBeVisible();
  });
});
