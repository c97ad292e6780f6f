import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError } from "graphql";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { type AppServices, type Context, createContext, requestLanguage } from "../context.js";
import { inLanguage, word } from "../i18n.js";
import { log } from "../log.js";
import { messages } from "../messages.js";
import { tracing } from "../tracing/tracing.js";
import { apiKeysRefused } from "./api-key-refusal.js";
import { csrfForMutations } from "./csrf.js";
import { expectedFailure, toGraphQLError } from "./errors.js";
import { eventStreamHeaders } from "./event-stream.js";
import { inputGuard } from "./input-guard.js";
import { operationMetrics } from "./operation-metrics.js";
import { appPersistedDocuments, persistedOperations } from "./persisted.js";
import { schema } from "./schema.js";
import { uploadBodyLimit } from "./upload-limit.js";

// Builds the GraphQL server; main.ts only listens. Tests call yoga.fetch directly.

export function createGraphQLServer(services: AppServices) {
  const { graphql } = services.config;
  const persisted = appPersistedDocuments(services.config);
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    context: ({ request }) => createContext(services, request),
    graphiql: services.config.nodeEnv !== "production",
    landingPage: false,
    // Yoga's own CORS answers any Origin with itself; the app applies CORS_ORIGINS (http/cors.ts).
    cors: false,
    logging: {
      debug: (...args) => log.debug(logLine(args)),
      info: (...args) => log.info(logLine(args)),
      warn: (...args) => log.warn(logLine(args)),
      // Yoga logs every error it masks or replaces; expected ones are the caller's, not ours.
      error: (...args) => {
        const expected = expectedFailure(args[0]);
        if (expected?.code === "UNAVAILABLE") log.warn("GraphQL: database unavailable");
        else if (expected) log.debug(logLine(args).slice(0, 500));
        else log.error(logLine(args));
      },
    },
    maskedErrors: {
      // The spec's words, as REST answers them; the answer's X-Request-Id finds the cause.
      errorMessage: messages.serverError,
      // Expected failures (our AppError, thrown outside a result union) keep their message and
      // become a GraphQLError whose extensions carry code, reason and params; the database away
      // becomes a 503 with Retry-After, a cursor that does not decode a 400. Only bugs are
      // masked, and logged.
      maskError(error, _message, isDev): Error {
        const expected = expectedFailure(error);
        if (!expected) return maskError(error, word("serverError"), isDev);
        const at = error instanceof GraphQLError ? error : undefined;
        if (expected.code !== "UNAVAILABLE") return toGraphQLError(expected, at);
        const retryAfter = expected.retryAfterSeconds;
        return toGraphQLError(expected, at, {
          status: 503,
          headers: retryAfter ? { "retry-after": String(retryAfter) } : {},
        });
      },
    },
    plugins: [
      apiKeysRefused(),
      // Each operation a span, when traces are on (tracing/open-telemetry.ts).
      ...(tracing() ? [tracing()?.graphqlPlugin as Plugin] : []),
      messagesInRequestLanguage(),
      inputGuard(),
      persistedOperations(services, persisted),
      operationMetrics(services.metrics, persisted),
      csrfForMutations(services.secretKey),
      eventStreamHeaders(),
      uploadBodyLimit(services.config),
      EnvelopArmorPlugin({
        // Real field nesting: Relay's colocated fragments would otherwise each count as levels.
        maxDepth: { n: graphql.maxDepth, flattenFragments: true },
        costLimit: { maxCost: graphql.maxCost },
        maxAliases: { n: graphql.maxAliases },
        maxTokens: { n: graphql.maxTokens },
        maxDirectives: { n: 20 },
        blockFieldSuggestion: { enabled: services.config.nodeEnv === "production" },
      }),
    ],
  });
}

/** Yoga's log arguments as one line; errors with their stack, the cause of a 500. */
const logLine = (args: unknown[]) =>
  args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" ");

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;

/**
 * Every message of a GraphQL answer (errors, the Error type's `message`) in the request's
 * language (i18n.ts), whoever calls yoga: the app, the page renderer, a test.
 */
function messagesInRequestLanguage(): Plugin {
  return {
    instrumentation: {
      request: ({ request }, wrapped) => inLanguage(requestLanguage(request), wrapped),
    },
  };
}
