import { ERROR_MESSAGES } from "@kaamsetu/shared/error-messages";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProfileEditorTestQuery } from "../../__generated__/ProfileEditorTestQuery.graphql";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/profile.json";
import { appErrorAnswer, fieldError } from "../../test/app-error";
import { renderAt } from "../../test/render";
import { ProfileEditor } from "./ProfileEditor";

beforeAll(() => i18n.loadNamespaces(["profile", "errors", "dashboard"]));

function Harness() {
  const { viewer } = useLazyLoadQuery<ProfileEditorTestQuery>(
    graphql`
      query ProfileEditorTestQuery @relay_test_operation {
        viewer {
          ...ProfileEditor_user
        }
      }
    `,
    {},
  );
  return viewer ? <ProfileEditor user={viewer} /> : null;
}

const LABOUR = {
  id: "VXNlcjox",
  userType: "LABOUR",
  firstName: "Ravi",
  lastName: "Kumar",
  phoneNumber: "9512345678",
  email: null,
  profilePicture: null,
  state: "Bihar",
  city: "Patna",
  profileCompletion: {
    percentage: 55,
    isComplete: false,
    missingFields: ["profile_picture", "skills"],
  },
  identityDocuments: [
    {
      id: "RG9jOjE=",
      type: "AADHAAR",
      status: "REJECTED",
      rejectionReason: "The photo is blurred",
      numberLast4: "4321",
      submittedAt: "2026-11-20T10:00:00.000Z",
    },
  ],
  labourProfile: {
    educations: [],
    experiences: [
      {
        id: "RXhwOjE=",
        company: "Rao Builders",
        positionTitle: "Mason",
        responsibilities: null,
        startYear: 2018,
        endYear: 2021,
        currentlyWorking: false,
      },
      {
        id: "RXhwOjI=",
        company: "Patna Tiles",
        positionTitle: "Tiler",
        responsibilities: null,
        startYear: 2021,
        endYear: null,
        currentlyWorking: true,
      },
    ],
    skills: [],
    gender: null,
    dateOfBirth: null,
    preferredStates: [],
    preferredShift: null,
    experienceYears: null,
    languagesKnown: [],
    currentSalary: null,
    currentSalaryPeriod: null,
    expectedSalary: null,
    expectedSalaryPeriod: null,
    preferredJobType: null,
    preferredLocation: null,
    preferredSalaryMin: null,
    preferredSalaryMax: null,
    willingToRelocate: false,
    contactByEmail: true,
    contactByPhone: true,
    contactByWhatsapp: true,
    allowRecruiterContact: true,
    resumeUrl: null,
  },
  employerProfile: null,
};

async function renderEditor(path: string, user: Record<string, unknown> = LABOUR) {
  const environment = createMockEnvironment();
  const router = renderAt(path, <Harness />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { User: () => user }),
    );
  });
  return { environment, router, user: userEvent.setup() };
}

/** An answer of a profile or entry mutation: all are read through one fragment (profile-save.ts). */
const answer = <T extends { __typename: string }>(payload: T) => ({
  ...payload,
  __isUpdateLabourProfileResult: payload.__typename,
});

const saved = (viewer: Record<string, unknown>) => ({
  data: { updateLabourProfile: answer({ __typename: "ProfileUpdatePayload", viewer }) },
});

describe("the profile editor", () => {
  it("saves a section on its own and the completion follows", async () => {
    const { environment, user } = await renderEditor("/labour/dashboard/profile");
    await user.click(screen.getByRole("button", { name: english.sections.work }));
    const skills = screen.getByLabelText(`${english.fields.skills} (optional)`);
    await user.type(skills, "Masonry{Enter}Tiling,");
    expect(screen.getByRole("button", { name: "Remove Masonry" })).toBeTruthy();
    await user.type(screen.getByLabelText(/Experience \(years\)/), "6");
    await user.click(
      within(screen.getByText("Hindi").closest("fieldset") as HTMLElement).getByLabelText("Hindi"),
    );
    const work = screen
      .getByRole("button", { name: english.sections.work })
      .closest("section") as HTMLElement;
    await user.click(within(work).getByRole("button", { name: english.save }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      skills: ["Masonry", "Tiling"],
      experienceYears: 6,
      languagesKnown: ["hi"],
      currentSalary: null,
      currentSalaryPeriod: null,
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation(
        saved({
          ...LABOUR,
          profileCompletion: {
            percentage: 63,
            isComplete: false,
            missingFields: ["profile_picture"],
          },
          labourProfile: {
            ...LABOUR.labourProfile,
            skills: ["Masonry", "Tiling"],
            experienceYears: 6,
          },
        }) as never,
      );
    });
    expect(within(work).getByRole("status").textContent).toBe(english.saved);
  });

  it("shows the server's field errors at their fields and focuses the first", async () => {
    const { environment, user } = await renderEditor("/labour/dashboard/profile");
    const email = screen.getByLabelText(/E-mail/);
    await user.type(email, "ravi@");
    await user.click(screen.getAllByRole("button", { name: english.save })[0] as HTMLElement);
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          updateLabourProfile: answer(
            appErrorAnswer("VALIDATION", "emailInvalid", {
              fieldErrors: [fieldError("email", "emailInvalid")],
            }),
          ),
        },
      } as never);
    });
    expect(screen.getByRole("alert").textContent).toContain(ERROR_MESSAGES.profileUpdateFailed);
    const error = document.getElementById(`${email.id}-error`);
    expect(error?.textContent).toBe(ERROR_MESSAGES.emailInvalid);
    expect(email.getAttribute("aria-describedby")).toContain(`${email.id}-error`);
    expect(document.activeElement).toBe(email);
  });

  it("refuses a number that is none before sending", async () => {
    const { environment, user } = await renderEditor(
      "/labour/dashboard/profile?field=current_salary",
    );
    const salary = screen.getByLabelText(/Current salary \(/);
    await user.type(salary, "7 hundred");
    const before = environment.mock.getAllOperations().length;
    await user.click(
      within(salary.closest("section") as HTMLElement).getByRole("button", { name: english.save }),
    );
    expect(environment.mock.getAllOperations().length).toBe(before);
    expect(screen.getByText(ERROR_MESSAGES.numberInvalid)).toBeTruthy();
  });

  it("opens the section of ?field= and focuses the field; #field too", async () => {
    await renderEditor("/labour/dashboard/profile?field=preferred_shift");
    const shift = await screen.findByLabelText(/Preferred shift/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(shift);
    const basics = screen.getByRole("button", { name: english.sections.basics });
    expect(basics.getAttribute("aria-expanded")).toBe("false");
    expect(
      screen
        .getByRole("button", { name: english.sections.preferences })
        .getAttribute("aria-expanded"),
    ).toBe("true");
  });

  it("focuses the photo for #profile_picture", async () => {
    await renderEditor("/labour/dashboard/profile#profile_picture");
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement?.id).toBe("profile-profile_picture");
  });

  it("lists the gate's missing fields and offers the way back to the job once they are filled", async () => {
    const { environment, user } = await renderEditor(
      "/labour/dashboard/profile?missing=skills,unknown_field&next=/jobs/42",
    );
    // The first missing field is opened and focused.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement?.id).toBe("profile-skills");
    const banner = screen.getByText(english.gate.fill).closest("div") as HTMLElement;
    expect(
      within(banner)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([english.fields.skills]);
    const back = within(banner).getByRole("link", { name: english.gate.back });
    expect(back.getAttribute("href")).toBe("/jobs/42");
    expect(back.className).toContain("button--ghost");

    await user.type(document.activeElement as HTMLElement, "Masonry{Enter}");
    const work = screen
      .getByRole("button", { name: english.sections.work })
      .closest("section") as HTMLElement;
    await user.click(within(work).getByRole("button", { name: english.save }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation(
        saved({
          ...LABOUR,
          profileCompletion: {
            percentage: 70,
            isComplete: true,
            missingFields: ["profile_picture"],
          },
          labourProfile: { ...LABOUR.labourProfile, skills: ["Masonry"] },
        }) as never,
      );
    });
    screen.getByText(english.gate.done);
    const ready = screen.getByRole("link", { name: english.gate.back });
    expect(ready.className).toContain("button--primary");
    expect(ready.getAttribute("href")).toBe("/jobs/42");
  });

  it("ignores a next that leads to another site", async () => {
    await renderEditor("/labour/dashboard/profile?missing=skills&next=//evil.example/x");
    expect(screen.queryByRole("link", { name: english.gate.back })).toBeNull();
  });

  it("edits an employer's business and shows the referral code; the phone is not editable", async () => {
    const { environment, user } = await renderEditor(
      "/employer/dashboard/profile?field=gst_number",
      {
        ...LABOUR,
        userType: "EMPLOYER",
        email: "asha@example.in",
        labourProfile: null,
        employerProfile: {
          companyName: null,
          businessType: null,
          address: "12 MG Road, Pune",
          industry: null,
          website: null,
          gstNumber: null,
          role: null,
          referralCode: "RAO123",
        },
      },
    );
    screen.getByText("RAO123");
    screen.getByText("+91 95123 45678");
    expect(screen.queryByRole("textbox", { name: /Mobile number/ })).toBeNull();
    const gst = screen.getByLabelText(/GST number/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(gst);
    await user.type(screen.getByLabelText(/Company name/), "Rao Builders");
    await user.selectOptions(screen.getByLabelText(/Business type/), "FACTORY");
    await user.click(
      within(gst.closest("section") as HTMLElement).getByRole("button", { name: english.save }),
    );
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe("profileSaveEmployerMutation");
    expect(operation.request.variables.input).toMatchObject({
      companyName: "Rao Builders",
      businessType: "FACTORY",
      gstNumber: null,
    });
  });

  it("adds, moves and removes entries", async () => {
    const { environment, user } = await renderEditor("/labour/dashboard/profile");
    await user.click(screen.getByRole("button", { name: english.sections.experience }));
    const section = screen
      .getByRole("button", { name: english.sections.experience })
      .closest("section") as HTMLElement;
    const items = within(section).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/\(/).textContent)).toEqual([
      "Mason, Rao Builders (2018–2021)",
      "Tiler, Patna Tiles (2021)",
    ]);
    await user.click(
      within(items[0] as HTMLElement).getByRole("button", { name: english.entries.down }),
    );
    let operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe("entrySaveReorderExperienceMutation");
    expect(operation.request.variables.ids).toEqual(["RXhwOjI=", "RXhwOjE="]);

    await user.click(screen.getByRole("button", { name: english.sections.education }));
    await user.click(screen.getByRole("button", { name: english.entries.add.education }));
    await user.selectOptions(screen.getByLabelText(/^Type/), "DIPLOMA");
    await user.type(screen.getByLabelText(/School, college or institute/), "ITI Patna");
    const education = screen
      .getByRole("button", { name: english.sections.education })
      .closest("section") as HTMLElement;
    await user.click(within(education).getByRole("button", { name: english.save }));
    operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe("entrySaveAddEducationMutation");
    expect(operation.request.variables.input).toMatchObject({
      type: "DIPLOMA",
      instituteName: "ITI Patna",
      fieldOfStudy: null,
      currentlyStudying: false,
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          addEducation: answer(
            appErrorAnswer("VALIDATION", "yearRange", {
              params: { min: 1950, max: 2026 },
              fieldErrors: [fieldError("end_year", "yearRange", { min: 1950, max: 2026 })],
            }),
          ),
        },
      } as never);
    });
    expect(screen.getByText("Please enter a year from 1950 to 2026")).toBeTruthy();
    expect(document.activeElement?.id).toBe("profile-education-new-end_year");
  });

  it("shows a rejected document with its reason, to submit again", async () => {
    await renderEditor("/labour/dashboard/profile#identity_document");
    screen.getByText(/rejected\. Reason: The photo is blurred/);
    screen.getByRole("button", { name: english.documents.resubmit });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement?.id).toBe("profile-identity_document");
  });
  it("saves the employer's contact preferences: how hired workers reach them", async () => {
    const employer = {
      ...LABOUR,
      userType: "EMPLOYER",
      labourProfile: null,
      identityDocuments: [],
      employerProfile: {
        companyName: "Patil Interiors",
        businessType: "shop",
        address: "14 MG Road, Pune",
        industry: null,
        website: null,
        gstNumber: null,
        role: null,
        referralCode: "PATIL123",
        contactByPhone: true,
        contactByWhatsapp: true,
      },
    };
    const { environment, user } = await renderEditor("/employer/dashboard/profile", employer);
    await user.click(screen.getByRole("button", { name: english.sections.contact }));
    const calls = screen.getByLabelText(english.employerContact.phone) as HTMLInputElement;
    expect(calls.checked).toBe(true);
    await user.click(calls);
    const section = screen
      .getByRole("button", { name: english.sections.contact })
      .closest("section") as HTMLElement;
    await user.click(within(section).getByRole("button", { name: english.save }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe("profileSaveEmployerMutation");
    expect(operation.request.variables.input).toEqual({
      contactByPhone: false,
      contactByWhatsapp: true,
    });
  });
});
