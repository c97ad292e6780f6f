/** An AppError answer as the server sends it: every field relay/app-error.ts selects. */
export function appErrorAnswer(
  code: string,
  message: string,
  fieldErrors: readonly { field: string; message: string }[] = [],
) {
  return { __typename: "AppError", code, message, retryAfterSeconds: null, fieldErrors };
}
