/**
 * The locale key of a scope's words: `jobs:read` is `integrations.scope.jobs_read`, since ":"
 * separates an i18next key's namespace.
 */
export const scopeKey = (scope: string) => `integrations.scope.${scope.replace(":", "_")}`;
