import { expect, it } from "vitest";
import { skillList } from "./skill-list";

it("reads skills from a comma-separated list", () => {
  expect(skillList(" Plumbing, Pipe fitting,,\nWelding , Plumbing")).toEqual([
    "Plumbing",
    "Pipe fitting",
    "Welding",
  ]);
});
