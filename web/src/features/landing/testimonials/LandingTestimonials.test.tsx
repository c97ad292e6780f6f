import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LANDING_TESTIMONIALS } from "../../../config";
import { i18n } from "../../../i18n/i18n";
import { Testimonials } from "./LandingTestimonials";

beforeAll(async () => {
  await i18n.loadNamespaces("landing");
});

function renderTestimonials() {
  const environment = createMockEnvironment();
  const onEmpty = vi.fn();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<p>loading</p>}>
        <Testimonials onEmpty={onEmpty} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return { environment, onEmpty };
}

describe("the landing testimonials", () => {
  it("asks for the first few testimonials and shows each with its rating", async () => {
    const { environment, onEmpty } = renderTestimonials();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ first: LANDING_TESTIMONIALS });
    act(() => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          Query: () => ({
            testimonials: [
              { id: "1", name: "Ramesh Yadav", role: "Mason, Lucknow", rating: 5, imageUrl: null },
              {
                id: "2",
                name: "Priya Nair",
                role: "Site manager, Pune",
                rating: 4,
                imageUrl: null,
              },
            ],
          }),
        }),
      );
    });
    await screen.findByText("Ramesh Yadav");
    screen.getByText("Mason, Lucknow");
    screen.getByRole("img", { name: "Rated 5 out of 5" });
    screen.getByText("RY");
    // One slide per testimonial; all but the current one hidden.
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(2);
    expect(onEmpty).not.toHaveBeenCalled();
  });

  it("asks its section to hide when there is nothing to show", async () => {
    const { environment, onEmpty } = renderTestimonials();
    act(() => {
      environment.mock.resolveMostRecentOperation({ data: { testimonials: [] } });
    });
    await vi.waitFor(() => expect(onEmpty).toHaveBeenCalled());
  });
});
