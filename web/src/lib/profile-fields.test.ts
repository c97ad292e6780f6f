import { describe, expect, it } from "vitest";
import profile from "../locales/en/profile.json";
import {
  completeProfilePath,
  PROFILE_FIELDS,
  parseMissingFields,
  profileFieldKey,
} from "./profile-fields";

describe("profile fields", () => {
  it("has an English label for every field", () => {
    // The editor labels its entries' and documents' inputs in the same table, so there are more.
    expect(Object.keys(profile.fields)).toEqual(expect.arrayContaining([...PROFILE_FIELDS]));
    expect(profileFieldKey("profile_picture")).toBe("profile:fields.profile_picture");
  });

  it("builds the editor's address with the missing fields and the way back", () => {
    expect(completeProfilePath(["profile_picture", "skills"], "/jobs/Sm9iOjE")).toBe(
      "/labour/dashboard/profile?missing=profile_picture,skills&next=/jobs/Sm9iOjE",
    );
    expect(completeProfilePath([], null)).toBe("/labour/dashboard/profile");
    expect(completeProfilePath(["nonsense", "city"])).toBe(
      "/labour/dashboard/profile?missing=city",
    );
  });

  it("reads ?missing= back: known names only, each once", () => {
    expect(parseMissingFields("profile_picture, city,city,<script>")).toEqual([
      "profile_picture",
      "city",
    ]);
    expect(parseMissingFields(null)).toEqual([]);
  });
});
