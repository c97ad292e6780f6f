import { act, screen } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import type { WorkerTipsTestQuery } from "../../__generated__/WorkerTipsTestQuery.graphql";
import { i18n } from "../../i18n/i18n";
import { renderAt } from "../../test/render";
import { WorkerTips } from "./WorkerTips";

beforeAll(() => i18n.loadNamespaces(["dashboard", "profile"]));

function Harness() {
  const data = useLazyLoadQuery<WorkerTipsTestQuery>(
    graphql`
      query WorkerTipsTestQuery @relay_test_operation {
        ...WorkerTips_query
      }
    `,
    {},
  );
  return <WorkerTips query={data} notifications={0} />;
}

const job = (title: string) => ({
  title,
  employer: { id: `Employer:${title}`, companyName: "Patil Interiors" },
});
const edges = (nodes: object[]) => ({ edges: nodes.map((node) => ({ node })) });

describe("what to do next", () => {
  it("asks first whether the worker worked a completed job, and about a no-show", async () => {
    const environment = createMockEnvironment();
    renderAt("/labour/dashboard", <Harness />, environment);
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          viewer: { id: "User:1", __typename: "User", profileCompletion: { missingFields: [] } },
          viewerAsLabour: {
            id: "Labour:1",
            accepted: edges([]),
            completed: edges([
              {
                id: "App:1",
                canRate: true,
                canAnswerPaid: false,
                workCheck: { canAnswer: true },
                job: { id: "Job:1", ...job("Tiler") },
              },
            ]),
            cancelled: edges([
              {
                id: "App:2",
                workCheck: { canAnswer: true },
                job: { id: "Job:2", ...job("Painter") },
              },
            ]),
          },
        },
      });
    });
    const tips = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(tips).toEqual([
      "Did you work Tiler for Patil Interiors? Tell us",
      "Patil Interiors says you did not turn up for Painter. Is that right?",
      "Rate Patil Interiors for Tiler",
    ]);
  });
});
