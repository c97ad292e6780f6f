import { RelayFeatureFlags } from "relay-runtime";
import { describe, expect, it } from "vitest";

describe("Relay's feature flags", () => {
  it("keep ENABLE_ACTIVITY_COMPATIBILITY on, as the build's choice of hook modules assumes (web/build/relay-hooks.ts)", () => {
    expect(RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
  });
});
