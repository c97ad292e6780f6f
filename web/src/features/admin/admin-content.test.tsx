import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMockEnvironment } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/admin.json";
import { renderLoaded } from "../../test/render";
import { Component as ContentPage } from "./AdminContentPage";
import { loader } from "./AdminContentPage.loader";
import { type AdminAction, AdminPermissionsContext } from "./admin-access";

// The content section with Relay's mock environment, its route preloading the list its address
// chooses: the entries' rows change from a status change's answer, and testimonials and logos
// go through the one showcase editor, a new one joining the list from the save's answer. None of
// it asks for the list again.

beforeAll(() => i18n.loadNamespaces(["admin", "errors"]));

function withPermissions(permissions: AdminAction[], page: ReactNode) {
  return (
    <AdminPermissionsContext.Provider value={new Set(permissions)}>
      {page}
    </AdminPermissionsContext.Provider>
  );
}

async function renderContent(search: string, data: Record<string, unknown>) {
  const environment = createMockEnvironment();
  renderLoaded(
    `/admin/dashboard/content${search}`,
    withPermissions(["CONTENT_READ", "CONTENT_EDIT"], <ContentPage />),
    loader,
    environment,
  );
  const operation = environment.mock.getMostRecentOperation();
  await act(async () => environment.mock.resolve(operation, { data }));
  return { environment, operation, user: userEvent.setup() };
}

const ENTRY = {
  __typename: "ContentEntry",
  id: "Q29udGVudEVudHJ5OjE=",
  kind: "POST",
  slug: "safe-hiring",
  language: "en",
  title: "Safe hiring",
  summary: "",
  body: "Pay on time.",
  audience: null,
  position: 0,
  status: "DRAFT",
  publishAt: null,
  author: "Team",
  coverImageUrl: null,
};

const TESTIMONIAL = {
  __typename: "Testimonial",
  id: "VGVzdGltb25pYWw6MQ==",
  name: "Meena Kale",
  role: "Mason",
  place: "Nashik",
  content: "Found work in two days",
  rating: 5,
  imageUrl: null,
  language: "hi",
  status: "PUBLISHED",
  position: 1,
};

describe("the content section's entries", () => {
  it("asks for the address's kind and language, and a status change updates its row", async () => {
    const { environment, operation, user } = await renderContent("?kind=POST&language=en", {
      adminContentEntries: [ENTRY],
      adminContentLanguages: [],
    });
    expect(operation.request.variables).toEqual({
      kind: "POST",
      language: "en",
      entries: true,
      testimonials: false,
      logos: false,
    });
    const row = screen.getByRole("row", { name: /safe-hiring/ });
    expect(within(row).getByText(english.content.statuses.DRAFT)).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: english.content.publish }));
    const publish = environment.mock.getMostRecentOperation();
    expect(publish.request.variables).toEqual({
      id: ENTRY.id,
      status: "PUBLISHED",
      publishAt: null,
    });
    await act(async () =>
      environment.mock.resolve(publish, {
        data: {
          setContentStatus: {
            __typename: "SaveContentEntryPayload",
            entry: { ...ENTRY, status: "PUBLISHED" },
          },
        },
      }),
    );
    expect(screen.getByRole("status").textContent).toBe(english.content.done.published);
    expect(within(row).getByText(english.content.statuses.PUBLISHED)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe("the one showcase editor", () => {
  it("adds a testimonial, which joins the list from the save's answer", async () => {
    const { environment, operation, user } = await renderContent("?kind=TESTIMONIAL", {
      adminTestimonials: [TESTIMONIAL],
    });
    expect(operation.request.variables).toMatchObject({ testimonials: true, entries: false });
    expect(screen.getByRole("row", { name: /Meena Kale/ })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: english.content.showcase.newTestimonial }));
    await user.type(screen.getByLabelText(english.content.showcase.fields.name), "Ravi Patil");
    await user.type(screen.getByLabelText(english.content.showcase.fields.role), "Painter");
    await user.type(screen.getByLabelText(english.content.showcase.fields.quote), "Paid on time");
    await user.click(screen.getByRole("button", { name: english.content.save }));
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.node.params.name).toBe("AdminShowcaseTestimonialSaveMutation");
    expect(save.request.variables).toMatchObject({
      id: null,
      input: { name: "Ravi Patil", role: "Painter", quote: "Paid on time", status: "DRAFT" },
    });
    await act(async () =>
      environment.mock.resolve(save, {
        data: {
          saveTestimonial: {
            __typename: "SaveTestimonialPayload",
            testimonial: {
              ...TESTIMONIAL,
              id: "VGVzdGltb25pYWw6Mg==",
              name: "Ravi Patil",
              role: "Painter",
              place: "",
              language: "en",
              status: "DRAFT",
            },
          },
        },
      }),
    );
    expect(screen.getByRole("status").textContent).toBe(english.content.done.saved);
    const added = screen.getByRole("row", { name: /Ravi Patil/ });
    expect(within(added).getByText(english.content.statuses.DRAFT)).toBeTruthy();
    // The form closed, and nothing was asked again.
    expect(screen.queryByLabelText(english.content.showcase.fields.quote)).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("edits a logo in the same editor, the answer changing its row", async () => {
    const logo = {
      __typename: "PartnerLogo",
      id: "UGFydG5lckxvZ286MQ==",
      kind: "PARTNER",
      name: "Kaushal Trust",
      logoUrl: "/landing/shramik-trust.svg",
      linkUrl: "https://kaushal.example.org/",
      status: "DRAFT",
      position: 0,
    };
    const { environment, user } = await renderContent("?kind=LOGO", {
      adminPartnerLogos: [logo],
    });
    const row = screen.getByRole("row", { name: /Kaushal Trust/ });
    await user.click(
      within(row).getByRole("button", {
        name: english.content.showcase.edit.replace("{{name}}", "Kaushal Trust"),
      }),
    );
    expect(screen.getByLabelText(english.content.showcase.fields.name)).toHaveProperty(
      "value",
      "Kaushal Trust",
    );
    await user.selectOptions(screen.getByLabelText(english.content.fields.status), "PUBLISHED");
    await user.click(screen.getByRole("button", { name: english.content.save }));
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.node.params.name).toBe("AdminShowcaseLogoSaveMutation");
    expect(save.request.variables).toMatchObject({
      id: logo.id,
      input: { name: "Kaushal Trust", kind: "PARTNER", status: "PUBLISHED" },
    });
    await act(async () =>
      environment.mock.resolve(save, {
        data: {
          savePartnerLogo: {
            __typename: "SavePartnerLogoPayload",
            logo: { ...logo, status: "PUBLISHED" },
          },
        },
      }),
    );
    expect(within(row).getByText(english.content.statuses.PUBLISHED)).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(2);
  });

  it("shows the list without a way to change it to an admin who may only read content", async () => {
    const environment = createMockEnvironment();
    renderLoaded(
      "/admin/dashboard/content?kind=TESTIMONIAL",
      withPermissions(["CONTENT_READ"], <ContentPage />),
      loader,
      environment,
    );
    await act(async () =>
      environment.mock.resolveMostRecentOperation({ data: { adminTestimonials: [TESTIMONIAL] } }),
    );
    expect(screen.getByRole("row", { name: /Meena Kale/ })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
