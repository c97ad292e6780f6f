import { describe, expect, it } from "vitest";
import { jobText } from "./job-text";

const job = {
  language: "ta",
  title: "கொத்தனார்",
  description: "செங்கல் வேலை",
  translations: [
    { language: "hi", title: "राजमिस्त्री", description: "ईंट का काम", machineTranslated: true },
    { language: "en", title: "Mason", description: "Brick work", machineTranslated: false },
  ],
};

describe("jobText", () => {
  it("shows the original to a reader of its language, marked with it", () => {
    expect(jobText(job, "ta")).toEqual({
      title: "கொத்தனார்",
      description: "செங்கல் வேலை",
      language: "ta",
      postedIn: null,
      machineTranslated: false,
      original: "ta",
    });
  });

  it("shows a machine translation flagged as one, and a person's not", () => {
    expect(jobText(job, "bh")).toMatchObject({
      title: "राजमिस्त्री",
      language: "hi",
      machineTranslated: true,
      original: "ta",
    });
    expect(jobText(job, "en")).toMatchObject({ language: "en", machineTranslated: false });
  });

  it("shows the original with its language to a reader of another", () => {
    expect(jobText(job, "ml")).toMatchObject({
      title: "கொத்தனார்",
      language: "ta",
      postedIn: "ta",
      machineTranslated: false,
    });
  });
});
