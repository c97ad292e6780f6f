import { act, screen, within } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProfileDetailsTestQuery } from "../../__generated__/ProfileDetailsTestQuery.graphql";
import { i18n } from "../../i18n/i18n";
import { renderAt } from "../../test/render";
import { ProfileCompletionCard } from "./ProfileCompletionCard";
import { ProfileDetails } from "./ProfileDetails";

beforeAll(() => i18n.loadNamespaces(["dashboard"]));

function Harness() {
  const { viewer } = useLazyLoadQuery<ProfileDetailsTestQuery>(
    graphql`
      query ProfileDetailsTestQuery @relay_test_operation {
        viewer {
          ...ProfileDetails_user
          ...ProfileCompletionCard_user
        }
      }
    `,
    {},
  );
  return viewer ? (
    <>
      <ProfileDetails user={viewer} />
      <ProfileCompletionCard user={viewer} />
    </>
  ) : null;
}

async function renderProfile(user: Record<string, unknown>) {
  const environment = createMockEnvironment();
  renderAt("/", <Harness />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { User: () => user }),
    );
  });
}

const row = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("the profile page", () => {
  it("shows an employer's profile, the identity by its last 4 digits only", async () => {
    await renderProfile({
      userType: "EMPLOYER",
      firstName: "Asha",
      lastName: "Rao",
      phoneNumber: "9512345678",
      email: "asha@example.in",
      profilePicture: null,
      city: "Pune",
      state: "Maharashtra",
      isVerified: true,
      identityType: "PAN",
      identityNumberLast4: "234F",
      createdAt: "2026-11-01T10:00:00.000Z",
      panCardDocument: null,
      gstinDocument: null,
      labourProfile: null,
      employerProfile: {
        companyName: "Rao Builders",
        businessType: null,
        address: "12 MG Road, Pune",
        industry: null,
        website: "https://raobuilders.example",
        gstNumber: null,
        role: "Owner",
        referralCode: "RAO123",
      },
      profileCompletion: {
        percentage: 63,
        isComplete: false,
        missingFields: ["company_logo_unknown", "profile_picture"],
      },
    });
    screen.getByText("Asha Rao");
    screen.getByText("AR");
    expect(row("Mobile number")).toBe("+91 95123 45678");
    expect(row("Location")).toBe("Pune, Maharashtra");
    expect(row("Identity document")).toBe("PAN card ending in 234F");
    expect(row("Company name")).toBe("Rao Builders");
    expect(row("GST number")).toBe("Not added yet");
    expect(screen.getByRole("link", { name: "https://raobuilders.example" })).toBeDefined();
    screen.getByText("Member since 1 Nov 2026");

    const bar = screen.getByRole("progressbar", { name: "Profile 63% complete" });
    expect(bar.getAttribute("aria-valuenow")).toBe("63");
    screen.getByText("A profile needs 70% to use every feature.");
    const missing = screen.getByText("Still missing:").nextElementSibling as HTMLElement;
    // In words; a field the app has no words for yet is still named.
    expect(
      within(missing)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["company logo unknown", "Profile photo"]);
    // Each opens the editor at its field; the first, which raises the score most, leads.
    expect(within(missing).getByRole("link", { name: "Profile photo" }).getAttribute("href")).toBe(
      "/employer/dashboard/profile?field=profile_picture",
    );
    expect(
      screen.getByRole("link", { name: "Add your company logo unknown next" }).getAttribute("href"),
    ).toBe("/employer/dashboard/profile?field=company_logo_unknown");
  });

  it("shows a worker's work details and a complete profile", async () => {
    await renderProfile({
      userType: "LABOUR",
      firstName: "Ravi",
      lastName: "Kumar",
      phoneNumber: "9512345678",
      identityType: "AADHAAR",
      identityNumberLast4: "4321",
      createdAt: "2026-11-01T10:00:00.000Z",
      employerProfile: null,
      labourProfile: {
        skills: ["Masonry", "Tiling"],
        gender: "MALE",
        dateOfBirth: "1990-04-12",
        preferredStates: ["Bihar", "Delhi"],
        preferredShift: "BOTH",
        experienceYears: 6,
        languagesKnown: ["Hindi", "Bhojpuri"],
        currentSalary: 700,
        currentSalaryPeriod: "PER_DAY",
        expectedSalary: 25000,
        expectedSalaryPeriod: "PER_MONTH",
        resumeUrl: null,
        willingToRelocate: true,
      },
      profileCompletion: { percentage: 85, isComplete: true, missingFields: [] },
    });
    expect(row("Identity document")).toBe("Aadhaar ending in 4321");
    expect(row("Skills")).toBe("MasonryTiling");
    expect(row("Experience")).toBe("6 years");
    expect(row("Preferred shift")).toBe("Day or night");
    expect(row("Current salary")).toBe("₹700 per day");
    expect(row("Expected salary")).toBe("₹25,000 per month");
    expect(row("Willing to relocate")).toBe("Yes");
    expect(row("Resume")).toBe("Not added yet");
    screen.getByText("Your profile is complete. Keep it up to date.");
    screen.getByText("Nothing important is missing.");
  });
});
