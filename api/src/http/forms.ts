import { type AppServices, createContext } from "../context.js";
import { expectedFailure } from "../graphql/errors.js";
import { errorMessage, word } from "../i18n.js";
import { log } from "../log.js";
import { json } from "../rest/gateway.js";
import { HTTP_STATUS } from "../rest/status.js";
import { sendContactMessage } from "../services/contact/contact.js";
import {
  subscribeNewsletter,
  UNSUBSCRIBE_PATH,
  unsubscribeNewsletter,
} from "../services/contact/newsletter.js";
import { decodeStorableUtf8, isStorableText } from "../text-guard.js";
import { readBounded } from "./body-limit.js";
import { pageLanguage } from "./page-request.js";

// The public forms that work without JavaScript (a 2G phone may never run the
// app's code): /contact, the footer's newsletter and the unsubscribe page post here as plain
// `application/x-www-form-urlencoded` forms, run the same services as their GraphQL mutations,
// and answer with a page. Done: 303 to the page saying so (a reload sends nothing twice).
// Refused: the page drawn again by the server with each field's message and what was typed
// (FormState, read by the page through web/src/lib/server-form.ts), with the error's status.
//
// Cross-site posts are refused by origin, not by a token: the pages these forms sit on are drawn
// once for every visitor and kept (ssr/render.ts), so they carry nothing of one visitor, and a browser
// names the page a form came from in Sec-Fetch-Site or Origin. A request with neither is not a
// browser's (curl, a script), which a token would not stop either; the rate limits do.

/** What a page needs to draw a refused form again: the values typed and each failure. */
export interface FormState {
  values: Record<string, string>;
  /** Field (REST name) -> its failure as the catalogue keys it. */
  errors: Record<string, { reason: string; params: Record<string, unknown> }>;
  /** A failure of the whole form (too many messages, a bad link, the server). */
  error?: { reason: string; params: Record<string, unknown> };
}

/** Draws `path` for the request's visitor with `form`, answering `status`; null without a build. */
export type FormPageRenderer = (
  request: Request,
  path: string,
  form: FormState,
  status: number,
) => Promise<Response | null>;

/** A form's body is a few text fields: far below this. */
const FORM_MAX_BYTES = 16 * 1024;

interface FormRoute {
  /** The page drawn again when the form is refused. */
  page: (url: URL) => string;
  /** Where a browser goes once it is done. */
  done: (url: URL) => string;
  run: (
    ctx: Awaited<ReturnType<typeof createContext>>,
    form: URLSearchParams,
    language: string,
  ) => Promise<void>;
}

const text = (form: URLSearchParams, name: string) => form.get(name) ?? undefined;

const FORM_ROUTES: Record<string, FormRoute> = {
  "/contact": {
    page: () => "/contact",
    done: () => "/contact?sent=1",
    run: async (ctx, form, language) => {
      await sendContactMessage(
        ctx,
        {
          name: text(form, "name"),
          phoneNumber: text(form, "phone_number"),
          email: text(form, "email"),
          topic: text(form, "topic"),
          message: text(form, "message"),
        },
        language,
      );
    },
  },
  "/newsletter": {
    page: () => "/newsletter",
    done: () => "/newsletter?subscribed=1",
    run: (ctx, form, language) =>
      subscribeNewsletter(
        ctx,
        { email: text(form, "email"), consent: form.get("consent") === "yes" },
        language,
      ),
  },
  [UNSUBSCRIBE_PATH]: {
    page: (url) => `${UNSUBSCRIBE_PATH}${url.search}`,
    done: () => `${UNSUBSCRIBE_PATH}?done=1`,
    run: (ctx, form) => unsubscribeNewsletter(ctx, form.get("token") ?? ""),
  },
};

/** Whether a browser sent this from one of our own pages (see above). */
export function isSameOrigin(request: Request, url: URL): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const origin = request.headers.get("origin");
  if (!origin) return true;
  // By host: behind the proxy the scheme we see is not the browser's.
  return URL.canParse(origin) && new URL(origin).host === url.host;
}

export function createFormHandler(services: AppServices, renderPage: FormPageRenderer) {
  /** The answer to a POST of one of the forms' addresses; null for any other address. */
  return async function handleForm(request: Request, url: URL): Promise<Response | null> {
    const path = url.pathname.replace(/\/+$/, "") || "/";
    const route = FORM_ROUTES[path];
    if (!route || request.method !== "POST") return null;
    const values: Record<string, string> = {};
    const refuse = async (
      status: number,
      state: FormState,
      headers: Record<string, string> = {},
    ) => {
      const page = await renderPage(request, route.page(url), state, status);
      if (page) {
        for (const [name, value] of Object.entries(headers)) page.headers.set(name, value);
        return page;
      }
      // No server build (the API's own tests): the refusal as REST words it.
      const failure = state.error ?? Object.values(state.errors)[0];
      return json(
        status,
        {
          detail: failure ? errorMessage(failure as never) : word("invalidRequest"),
          ...(Object.keys(state.errors).length > 0
            ? {
                errors: Object.fromEntries(
                  Object.entries(state.errors).map(([field, f]) => [
                    field,
                    errorMessage(f as never),
                  ]),
                ),
              }
            : {}),
        },
        headers,
      );
    };
    const whole = (reason: string) => ({ values, errors: {}, error: { reason, params: {} } });

    if (!isSameOrigin(request, url)) return refuse(403, whole("csrfInvalid"));
    const type = request.headers.get("content-type") ?? "";
    if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
      return refuse(415, whole("invalidRequest"));
    }
    const bytes = await readBounded(request, FORM_MAX_BYTES);
    if (!bytes) return refuse(413, whole("requestTooLarge"));
    const body = decodeStorableUtf8(bytes);
    if (body === null) return refuse(400, whole("invalidRequest"));
    const form = new URLSearchParams(body);
    let storable = true;
    for (const [name, value] of form) {
      if (!isStorableText(name) || !isStorableText(value)) storable = false;
      // The token stays out of the page drawn again; it is in the page's own address.
      if (name !== "token" && !(name in values)) values[name] = value;
    }
    if (!storable) return refuse(400, whole("invalidRequest"));

    const ctx = await createContext(services, request);
    try {
      await route.run(ctx, form, pageLanguage(request));
    } catch (error) {
      const expected = expectedFailure(error);
      // SPEC section 8's words for a form the server could not take.
      const failed = path === "/contact" ? "messageSendFailed" : "newsletterFailed";
      if (!expected) {
        log.error("form failed", {
          path,
          error: error instanceof Error ? error.stack : String(error),
        });
        return refuse(500, whole(failed));
      }
      if (expected.code === "UNAVAILABLE") return refuse(503, whole(failed));
      const errors = Object.fromEntries(
        expected.fieldErrors.map((f) => [f.field, { reason: f.reason, params: { ...f.params } }]),
      );
      const state: FormState = {
        values,
        errors,
        ...(expected.fieldErrors.length === 0
          ? { error: { reason: expected.reason, params: { ...expected.params } } }
          : {}),
      };
      const retry = expected.retryAfterSeconds;
      return refuse(
        HTTP_STATUS[expected.code],
        state,
        retry ? { "retry-after": String(retry) } : {},
      );
    }
    return new Response(null, { status: 303, headers: { location: route.done(url) } });
  };
}
