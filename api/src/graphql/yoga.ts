import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { createYoga } from "graphql-yoga";
import { csrfForMutations } from "../auth/csrf.js";
import { type AppServices, type Context, createContext } from "../context.js";
import { log } from "../log.js";
import { uploadBodyLimit } from "../rest/body-limit.js";
import { eventStreamHeaders } from "./event-stream.js";
import { persistedOperations } from "./persisted.js";
import { schema } from "./schema.js";

// Builds the GraphQL server; main.ts only listens. Tests call yoga.fetch directly.

export function createGraphQLServer(services: AppServices) {
  const { graphql } = services.config;
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    context: ({ request }) => createContext(services, request),
    graphiql: services.config.nodeEnv !== "production",
    landingPage: false,
    // Yoga's own CORS answers any Origin with itself; the app applies CORS_ORIGINS (cors.ts).
    cors: false,
    logging: {
      debug: (...args) => log.debug(args.map(String).join(" ")),
      info: (...args) => log.info(args.map(String).join(" ")),
      warn: (...args) => log.warn(args.map(String).join(" ")),
      error: (...args) => log.error(args.map(String).join(" ")),
    },
    maskedErrors: true,
    plugins: [
      persistedOperations(services),
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

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
