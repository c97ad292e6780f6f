import { describe, expect, it } from "vitest";
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from "../../constants.js";
import { fillPlaceholders, renderMarkdown } from "./markdown.js";

describe("placeholders in an admin's text", () => {
  it("fills the names it knows", () => {
    expect(fillPlaceholders("Write to {{supportEmail}} or {{grievanceEmail}}.")).toBe(
      `Write to ${SUPPORT_EMAIL} or ${GRIEVANCE_EMAIL}.`,
    );
  });

  it("leaves every other name as typed, the prototype's own included", () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
      expect(fillPlaceholders(`{{${name}}}`)).toBe(`{{${name}}}`);
      expect(renderMarkdown(`a {{${name}}} b`)).not.toMatch(/native code|function|object/i);
    }
  });
});
