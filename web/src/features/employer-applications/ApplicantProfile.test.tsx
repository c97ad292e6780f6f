import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApplicantProfileTestQuery } from "../../__generated__/ApplicantProfileTestQuery.graphql";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/employerApplications.json";
import profile from "../../locales/en/profile.json";
import { renderAt } from "../../test/render";
import { ApplicantProfile } from "./ApplicantProfile";

beforeAll(() => i18n.loadNamespaces(["employerApplications", "profile"]));

function Harness() {
  const { node } = useLazyLoadQuery<ApplicantProfileTestQuery>(
    graphql`
      query ApplicantProfileTestQuery @relay_test_operation {
        node(id: "test") {
          ... on Application {
            applicant {
              ...ApplicantProfile_applicant
            }
          }
        }
      }
    `,
    {},
  );
  return node?.applicant ? <ApplicantProfile applicant={node.applicant} /> : null;
}

async function renderProfile(applicant: Record<string, unknown>) {
  const environment = createMockEnvironment();
  renderAt("/employer/dashboard/jobs/x/applications", <Harness />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => ({ __typename: "Application" }),
        Applicant: () => applicant,
      }),
    );
  });
  return userEvent.setup();
}

describe("a worker's profile as the employer sees it", () => {
  it("opens to show experience and education in the worker's order, and languages", async () => {
    const user = await renderProfile({
      languagesKnown: ["hi", "mr"],
      experiences: [
        {
          id: "e1",
          company: "Patil Builders",
          positionTitle: "Mason",
          responsibilities: "Brick and tile work on housing sites.",
          startYear: 2019,
          endYear: null,
          currentlyWorking: true,
        },
        {
          id: "e2",
          company: "Sharma Tiles",
          positionTitle: "Helper",
          responsibilities: null,
          startYear: 2015,
          endYear: 2018,
          currentlyWorking: false,
        },
      ],
      educations: [
        {
          id: "d1",
          type: "VOCATIONAL_TRAINING",
          instituteName: "ITI Pune",
          fieldOfStudy: "Masonry",
          startYear: null,
          endYear: 2014,
          currentlyStudying: false,
        },
      ],
    });
    const summary = await screen.findByText(english.card.profile.show);
    const details = summary.closest("details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);

    const experience = within(
      screen.getByRole("region", { name: english.card.profile.experience }),
    );
    expect(experience.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Mason at Patil Builders2019–nowBrick and tile work on housing sites.",
      "Helper at Sharma Tiles2015–2018",
    ]);
    const education = within(screen.getByRole("region", { name: english.card.profile.education }));
    expect(education.getByRole("listitem").textContent).toBe(
      `${profile.educationType.VOCATIONAL_TRAINING}, MasonryITI Pune · 2014`,
    );
    expect(screen.getByRole("region", { name: english.card.languages }).textContent).toContain(
      "Hindi, Marathi",
    );
  });

  it("says what the worker has not added", async () => {
    await renderProfile({ languagesKnown: [], experiences: [], educations: [] });
    expect(screen.getByText(english.card.profile.noExperience)).toBeTruthy();
    expect(screen.getByText(english.card.profile.noEducation)).toBeTruthy();
    expect(screen.getByText(english.card.profile.noLanguages)).toBeTruthy();
  });
});
