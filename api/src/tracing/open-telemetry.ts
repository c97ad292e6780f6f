import { createRequire } from "node:module";
import os from "node:os";
import type { Span } from "@opentelemetry/api";
import { type DocumentNode, getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { RequestTrace, Tracing } from "./tracing.js";

// OpenTelemetry for the server, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set
// (tracing.ts). Every OpenTelemetry package is imported dynamically here: the server is one
// esbuild bundle, which would hoist static imports of this module to the bundle's top and load
// them in every process.
//
// Spans: the HTTP request (instrumentation-http: incoming requests only, named by the route's
// template once known, with the request id), each GraphQL operation (a yoga plugin below: yoga
// executes with its own executor, which instrumentation-graphql does not see) and each SQL
// statement and pool checkout (instrumentation-pg, only inside a traced request: the queue's
// polling and the sweeps make none). The exporter reads the standard OTEL_* variables itself
// (the endpoint, headers, OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, OTEL_BSP_*).

/** Span attribute holding the request id, the access log's `requestId`. */
export const REQUEST_ID_ATTRIBUTE = "kaamsetu.request_id";

/** Paths not worth a trace: a scraper's and a health checker's steady polling. */
const UNTRACED_PATHS = new Set(["/metrics", "/healthz", "/readyz"]);

export async function startOpenTelemetry(): Promise<Tracing> {
  const [api, sdk, exporter, instrumentation, http, pgInstrumentation, resources, conventions] =
    await Promise.all([
      import("@opentelemetry/api"),
      import("@opentelemetry/sdk-trace-node"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/instrumentation"),
      import("@opentelemetry/instrumentation-http"),
      import("@opentelemetry/instrumentation-pg"),
      import("@opentelemetry/resources"),
      import("@opentelemetry/semantic-conventions"),
    ]);
  const { trace, context, SpanStatusCode, SpanKind } = api;

  const provider = new sdk.NodeTracerProvider({
    resource: resources.defaultResource().merge(
      resources.resourceFromAttributes({
        [conventions.ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || "kaamsetu",
        // One per process: a cluster's workers and a deployment's replicas apart.
        "service.instance.id": `${os.hostname()}:${process.pid}`,
      }),
    ),
    spanProcessors: [new sdk.BatchSpanProcessor(new exporter.OTLPTraceExporter())],
  });
  provider.register();
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new http.HttpInstrumentation({
        disableOutgoingRequestInstrumentation: true,
        ignoreIncomingRequestHook: (request) =>
          UNTRACED_PATHS.has((request.url ?? "").split("?")[0] ?? ""),
      }),
      new pgInstrumentation.PgInstrumentation({
        requireParentSpan: true,
        // Statements' parameter values are people's data: never in a span.
        enhancedDatabaseReporting: false,
      }),
    ],
  });
  // The instrumentations patch a module when it is `require`d. The bundle imported node:http
  // and pg (ESM) before this ran, so ask for them once through require: the patches go on the
  // classes' prototypes (http.Server's emit, pg's Client and pg-pool's connect), which the
  // imported modules share.
  const require = createRequire(import.meta.url);
  require("node:http");
  require("pg");
  createRequire(require.resolve("pg"))("pg-pool");

  const tracer = trace.getTracer("kaamsetu");

  const graphqlPlugin: Plugin = {
    instrumentation: {
      // The whole operation (parse, validate, execute) is one span, and the active one while it
      // runs, so its statements are its children.
      operation: (_payload, wrapped) => {
        const span = tracer.startSpan("graphql.operation", { kind: SpanKind.INTERNAL });
        const ended = (error?: unknown) => {
          if (error) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        };
        return context.with(trace.setSpan(context.active(), span), () => {
          try {
            const result = wrapped();
            if (result && typeof (result as Promise<void>).then === "function") {
              return (result as Promise<void>).then(
                () => ended(),
                (error: unknown) => {
                  ended(error);
                  throw error;
                },
              );
            }
            ended();
            return result;
          } catch (error) {
            ended(error);
            throw error;
          }
        });
      },
    },
    onExecute({ args }) {
      const span = trace.getActiveSpan();
      const operation = getOperationAST(args.document as DocumentNode, args.operationName);
      if (span && operation) {
        const name = operation.name?.value;
        span.updateName(name ? `${operation.operation} ${name}` : operation.operation);
        span.setAttribute("graphql.operation.type", operation.operation);
        if (name) span.setAttribute("graphql.operation.name", name);
      }
      return {
        onExecuteDone({ result }) {
          const errors = (result as { errors?: readonly unknown[] }).errors;
          if (span && errors?.length) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: "GraphQL errors" });
            span.setAttribute("graphql.errors", errors.length);
          }
        },
      };
    },
  };

  function inOperationSpan<T>(
    operation: { type: string; name: string | undefined },
    run: () => Promise<T>,
  ): Promise<T> {
    const name = operation.name ? `${operation.type} ${operation.name}` : operation.type;
    const attributes = {
      "graphql.operation.type": operation.type,
      ...(operation.name ? { "graphql.operation.name": operation.name } : {}),
    };
    return tracer.startActiveSpan(name, { attributes }, async (span) => {
      try {
        return await run();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    });
  }

  function traceRequest(requestId: string): RequestTrace | null {
    const span: Span | undefined = trace.getActiveSpan();
    if (!span?.isRecording()) return null;
    span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
    return {
      traceId: span.spanContext().traceId,
      finish(method, route, status) {
        span.updateName(`${method} ${route}`);
        span.setAttribute("http.route", route);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      },
    };
  }

  return { graphqlPlugin, inOperationSpan, traceRequest, shutdown: () => provider.shutdown() };
}
