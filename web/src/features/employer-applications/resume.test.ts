import { describe, expect, it } from "vitest";
import { resumeFileName, resumeUrl } from "./resume";

describe("a resume download", () => {
  it("comes from the application's REST address", () => {
    expect(resumeUrl("QXBwbGljYXRpb246Nw")).toBe("/api/v1/applications/QXBwbGljYXRpb246Nw/resume/");
  });

  it("is named after the applicant, in letters any system accepts", () => {
    expect(resumeFileName("Ravi Kumar", "pdf")).toBe("resume-ravi-kumar.pdf");
    expect(resumeFileName("Élodie  D'Souza", "docx")).toBe("resume-elodie-d-souza.docx");
    expect(resumeFileName("रवि", "jpg")).toBe("resume.jpg");
  });
});
