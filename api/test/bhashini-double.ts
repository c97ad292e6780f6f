import http from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for Bhashini's ULCA pipeline inference endpoint (Dhruva), speaking its real
// shapes: a POST of { pipelineTasks: [{ taskType: "translation", config: { language:
// { sourceLanguage, targetLanguage }, serviceId } }], inputData: { input: [{ source }] } } with the
// inference key in the Authorization header, answered { pipelineResponse: [{ taskType,
// config, output: [{ source, target }] }] }. Its "translation" is the target language's code in
// brackets before the source ("[ta] Mason"), so a test can tell what was asked. Anything else
// is refused the way the real one refuses: 401 without the key, 400 for a malformed body.

export interface BhashiniCall {
  authorization: string | undefined;
  sourceLanguage: string;
  targetLanguage: string;
  serviceId: string;
  sources: string[];
}

export interface BhashiniDouble {
  url: string;
  readonly calls: BhashiniCall[];
  /** Languages answered with HTTP 500 until cleared (a provider's outage). */
  failing: Set<string>;
  close(): Promise<void>;
}

export const translatedByDouble = (language: string, text: string) => `[${language}] ${text}`;

export async function startBhashiniDouble(apiKey: string): Promise<BhashiniDouble> {
  const calls: BhashiniCall[] = [];
  const failing = new Set<string>();
  const server = http.createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method !== "POST" || request.url !== "/services/inference/pipeline") {
      return send(404, { detail: "Not Found" });
    }
    if (request.headers.authorization !== apiKey) {
      return send(401, { detail: { message: "Invalid API key" } });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: {
      pipelineTasks?: {
        taskType?: string;
        config?: {
          language?: { sourceLanguage?: string; targetLanguage?: string };
          serviceId?: string;
        };
      }[];
      inputData?: { input?: { source?: unknown }[] };
    };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return send(400, { detail: "Invalid JSON" });
    }
    const task = body.pipelineTasks?.[0];
    const language = task?.config?.language;
    const input = body.inputData?.input;
    if (
      body.pipelineTasks?.length !== 1 ||
      task?.taskType !== "translation" ||
      typeof language?.sourceLanguage !== "string" ||
      typeof language.targetLanguage !== "string" ||
      typeof task.config?.serviceId !== "string" ||
      !Array.isArray(input) ||
      input.some((item) => typeof item?.source !== "string")
    ) {
      return send(400, { detail: "Invalid pipeline request" });
    }
    const sources = input.map((item) => item.source as string);
    const { sourceLanguage, targetLanguage } = language;
    calls.push({
      authorization: request.headers.authorization,
      sourceLanguage,
      targetLanguage,
      serviceId: task.config.serviceId,
      sources,
    });
    if (failing.has(targetLanguage)) return send(500, { detail: "Internal Server Error" });
    return send(200, {
      pipelineResponse: [
        {
          taskType: "translation",
          config: null,
          output: sources.map((source) => ({
            source,
            target: translatedByDouble(targetLanguage, source),
          })),
          audio: null,
        },
      ],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/services/inference/pipeline`,
    calls,
    failing,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
