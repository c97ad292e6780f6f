import { act, fireEvent, screen, within } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { EmployerCardTestQuery } from "../../__generated__/EmployerCardTestQuery.graphql";
import type { Session } from "../../session/session";
import { loadJobsTexts, renderAt } from "../../test/render";
import { EmployerCard } from "./EmployerCard";

vi.mock("../../session/session", () => ({
  useSession: () => ({ status: "anonymous" }) as Session,
}));

function Harness() {
  const { job } = useLazyLoadQuery<EmployerCardTestQuery>(
    graphql`
      query EmployerCardTestQuery @relay_test_operation {
        job(id: "test") {
          id
          employer {
            ...EmployerCard_employer
          }
        }
      }
    `,
    {},
  );
  return job ? <EmployerCard employer={job.employer} jobId={job.id} /> : null;
}

const LOGO =
  "/api/v1/files/0123456789abcdef0123456789abcdef.webp/?expires=1800000000&signature=abc";

async function renderCard(employer: Record<string, unknown>) {
  const environment = createMockEnvironment();
  renderAt("/jobs/Sm9iOjc", <Harness />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Job: () => ({ id: "Sm9iOjc" }),
        Employer: () => ({
          companyName: "Patil Electricals",
          businessType: "contractor",
          industry: "Construction",
          profilePicture: LOGO,
          city: "Pune",
          state: "Maharashtra",
          isVerified: true,
          address: null,
          ...employer,
        }),
      }),
    );
  });
  return within(await screen.findByRole("region", { name: "Employer" }));
}

beforeAll(loadJobsTexts);

describe("the employer's card on a job page", () => {
  it("shows the 96 px logo, the industry and the verified badge", async () => {
    const card = await renderCard({});
    const logo = document.querySelector(".employer-card img");
    expect(logo?.getAttribute("src")).toBe(`${LOGO}&size=96`);
    expect(card.getByText("Verified employer")).toBeTruthy();
    expect(card.getByText("Contractor · Construction · Based in Pune, Maharashtra")).toBeTruthy();
  });

  it("shows the initials when there is no logo", async () => {
    const card = await renderCard({ profilePicture: null, industry: null, isVerified: false });
    expect(document.querySelector(".employer-card img")).toBeNull();
    expect(card.getByText("PE")).toBeTruthy();
    expect(card.getByText("Not verified yet")).toBeTruthy();
    expect(card.getByText("Contractor · Based in Pune, Maharashtra")).toBeTruthy();
  });

  it("falls back to the initials when the logo does not load", async () => {
    const card = await renderCard({});
    const logo = document.querySelector(".employer-card img") as HTMLImageElement;
    act(() => {
      fireEvent.error(logo);
    });
    expect(document.querySelector(".employer-card img")).toBeNull();
    expect(card.getByText("PE")).toBeTruthy();
  });
});
