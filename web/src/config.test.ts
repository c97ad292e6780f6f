import { describe, expect, it } from "vitest";
import * as web from "./config";

describe("web constants", () => {
  it("name every language natively and offer only complete ones", () => {
    expect(Object.keys(web.LANGUAGE_NATIVE_NAMES).sort()).toEqual([...web.LANGUAGES].sort());
    expect(web.AVAILABLE_LANGUAGES).toContain(web.DEFAULT_LANGUAGE);
  });
});
