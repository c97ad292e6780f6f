import { describe, expect, it } from "vitest";
import { withDrafts } from "./JobLanguagesFields";

describe("withDrafts", () => {
  const draft = (language: "ta" | "hi" | "en") => ({
    language,
    title: `[${language}] Mason`,
    description: `[${language}] Brick work`,
  });

  it("adds drafts flagged as machine-translated, and fills a language ticked but empty", () => {
    expect(
      withDrafts([{ language: "ta", title: "", description: "" }], [draft("ta"), draft("en")]),
    ).toEqual([
      { ...draft("ta"), machineTranslated: true },
      { ...draft("en"), machineTranslated: true },
    ]);
  });

  it("keeps what the employer typed themselves, and replaces an earlier draft", () => {
    const typed = { language: "hi" as const, title: "राजमिस्त्री", description: "" };
    const earlier = { ...draft("ta"), title: "old", machineTranslated: true };
    expect(withDrafts([typed, earlier], [draft("hi"), draft("ta")])).toEqual([
      typed,
      { ...draft("ta"), machineTranslated: true },
    ]);
  });
});
