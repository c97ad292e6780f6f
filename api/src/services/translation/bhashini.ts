import type { TranslationConfig } from "../../config.js";
import type { Language } from "../../constants.js";
import { log } from "../../log.js";
import { providerLanguage, TranslationFailedError, type Translator } from "./provider.js";

// Bhashini's ULCA pipeline inference API (Dhruva): one POST per language pair, the texts as
// `inputData.input[].source`, answered in `pipelineResponse[0].output[].target` in the same order.
// The inference key goes in the Authorization header as issued (no "Bearer"); it is never logged,
// nor are the texts: only the endpoint's host, the status and the languages.

type BhashiniConfig = Extract<TranslationConfig, { provider: "bhashini" }>;

/** The request Bhashini's pipeline inference endpoint takes for a translation task. */
export interface BhashiniRequest {
  pipelineTasks: {
    taskType: "translation";
    config: { language: { sourceLanguage: string; targetLanguage: string }; serviceId: string };
  }[];
  inputData: { input: { source: string }[] };
}

/** Its answer, as far as we read it. */
interface BhashiniResponse {
  pipelineResponse?: { taskType?: string; output?: { source?: unknown; target?: unknown }[] }[];
}

export function bhashiniRequest(
  texts: readonly string[],
  from: Language,
  to: Language,
  serviceId: string,
): BhashiniRequest {
  return {
    pipelineTasks: [
      {
        taskType: "translation",
        config: {
          language: {
            sourceLanguage: providerLanguage(from),
            targetLanguage: providerLanguage(to),
          },
          serviceId,
        },
      },
    ],
    inputData: { input: texts.map((source) => ({ source })) },
  };
}

export function createBhashiniTranslator(config: BhashiniConfig): Translator {
  const endpoint = new URL(config.url).host;
  const fail = (reason: string, from: Language, to: Language): never => {
    log.warn("Translation failed", { provider: "bhashini", endpoint, reason, from, to });
    throw new TranslationFailedError(`Bhashini ${endpoint}: ${reason}`);
  };
  return {
    name: "bhashini",
    async translate(texts, from, to) {
      if (texts.length === 0) return [];
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            authorization: config.apiKey,
          },
          body: JSON.stringify(bhashiniRequest(texts, from, to, config.serviceId)),
          redirect: "manual",
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === "TimeoutError";
        return fail(
          timedOut ? `no answer within ${config.timeoutMs} ms` : "network error",
          from,
          to,
        );
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        return fail(`HTTP ${response.status}`, from, to);
      }
      let answer: BhashiniResponse;
      try {
        answer = (await response.json()) as BhashiniResponse;
      } catch {
        return fail("an answer that is not JSON", from, to);
      }
      const output = answer.pipelineResponse?.[0]?.output ?? [];
      const targets = output.map((item) => (typeof item?.target === "string" ? item.target : ""));
      if (targets.length !== texts.length || targets.some((target) => target.trim() === "")) {
        return fail("an answer without one translation per text", from, to);
      }
      return targets;
    },
  };
}
