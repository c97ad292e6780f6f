import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n";
import { NewsletterForm } from "./NewsletterForm";

// The newsletter's form is a plain form first (a 2G phone may never run the app's code): its
// fields post to /newsletter by the names api/src/http/forms.ts reads, and a refusal the server draws
// again shows each message beside its field with what was typed.

beforeAll(async () => {
  await i18n.loadNamespaces(["errors"]);
});

describe("the newsletter form", () => {
  it("posts its fields plainly to /newsletter", () => {
    const { container } = render(<NewsletterForm />);
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/newsletter");
    expect(screen.getByRole("textbox", { name: i18n.t("footer.newsletter.email") })).toHaveProperty(
      "name",
      "email",
    );
    const consent = screen.getByRole("checkbox", { name: i18n.t("footer.newsletter.consent") });
    expect(consent).toHaveProperty("name", "consent");
    expect(consent).toHaveProperty("value", "yes");
  });

  it("draws a refusal again with the messages and what was typed", () => {
    render(
      <NewsletterForm
        headingLevel="h1"
        server={{
          values: { email: "asha@example", consent: "yes" },
          errors: { email: { reason: "emailInvalid", params: {} } },
        }}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      i18n.t("footer.newsletter.title"),
    );
    const email = screen.getByRole("textbox", { name: i18n.t("footer.newsletter.email") });
    expect(email).toHaveProperty("value", "asha@example");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByRole("checkbox")).toHaveProperty("checked", true);
  });
});
