// REST answers that broke the published OpenAPI document (test/openapi-check.ts records them),
// until test/setup.ts fails the test that received them. Import-free, so the setup costs nothing.

const found: string[] = [];

export function recordRestViolation(violation: string) {
  found.push(violation);
}

export function takeRestViolations(): string[] {
  return found.splice(0);
}
