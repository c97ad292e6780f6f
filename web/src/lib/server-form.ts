// A public form (the contact form, the newsletter) that a browser without JavaScript posted and
// the server refused: the server draws its page again with what was typed and each failure
// (api/src/http/forms.ts passes them to entry-server.tsx). In the browser there is none: the app's
// forms send through GraphQL and keep their own state.

export interface ServerFormFailure {
  readonly reason: string;
  readonly params: Readonly<Record<string, unknown>>;
}

export interface ServerFormState {
  readonly values: Readonly<Record<string, string>>;
  /** By field (the REST names the server's field errors use). */
  readonly errors: Readonly<Record<string, ServerFormFailure>>;
  /** A failure of the whole form. */
  readonly error?: ServerFormFailure;
}

let read: () => ServerFormState | null = () => null;

/** Server rendering only: where the refused form of the page being drawn comes from. */
export function setServerFormResolver(resolver: () => ServerFormState | null): void {
  read = resolver;
}

/** The refused form the server is drawing again, or null (always null in the browser). */
export function useServerForm(): ServerFormState | null {
  return import.meta.env.SSR ? read() : null;
}
