import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { createYoga } from "graphql-yoga";
import type { AppServices, Context } from "../context.js";
import { log } from "../log.js";
import { schema } from "./schema.js";

// Builds the GraphQL server; main.ts only listens. Tests call yoga.fetch directly.

export function requestLanguage(request: Request): string {
  const url = new URL(request.url);
  const raw =
    url.searchParams.get("language") ??
    request.headers.get("accept-language")?.split(",")[0]?.split(";")[0] ??
    "en";
  const language = raw.trim().toLowerCase().slice(0, 2);
  return language === "bh" ? "hi" : language || "en";
}

export function createContext(services: AppServices, request: Request): Context {
  return { ...services, request, viewer: null, language: requestLanguage(request) };
}

export function createGraphQLServer(services: AppServices) {
  const { graphql } = services.config;
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    context: ({ request }) => createContext(services, request),
    graphiql: services.config.nodeEnv !== "production",
    landingPage: false,
    logging: {
      debug: (...args) => log.debug(args.map(String).join(" ")),
      info: (...args) => log.info(args.map(String).join(" ")),
      warn: (...args) => log.warn(args.map(String).join(" ")),
      error: (...args) => log.error(args.map(String).join(" ")),
    },
    maskedErrors: true,
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: graphql.maxDepth },
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
