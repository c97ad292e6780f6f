// A trickle of requests over HTTP for the fault test: every `everyMs` one request of each kind is
// sent, without waiting for the earlier ones, so a request that hangs cannot slow the trickle or
// hide the ones behind it. Each answer is kept with when it was sent and answered (on
// performance.now()'s clock, as the test's fault times are); one that takes longer than
// `giveUpMs` is recorded as a hang, not awaited for ever.

export interface Sent {
  url: string;
  init: RequestInit;
  /** What the test needs to find the request's effects later (a worker's id, say). */
  tag?: number;
}

export interface Answer {
  kind: string;
  sentAt: number;
  answeredAt: number;
  tag?: number;
  ms: number;
  /** 0 when no answer came: `error` says why. */
  status: number;
  retryAfter: string | null;
  body: unknown;
  error?: string;
}

export interface Trickle {
  answers: Answer[];
  stop(): Promise<void>;
}

/** One request, answered or given up on after `giveUpMs`. */
export async function sendRequest(kind: string, request: Sent, giveUpMs: number): Promise<Answer> {
  const sentAt = performance.now();
  const timing = () => {
    const answeredAt = performance.now();
    return { sentAt, answeredAt, ms: answeredAt - sentAt };
  };
  try {
    const response = await fetch(request.url, {
      ...request.init,
      redirect: "manual",
      signal: AbortSignal.timeout(giveUpMs),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text, which the checks will show.
    }
    return {
      kind,
      tag: request.tag,
      ...timing(),
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body,
    };
  } catch (error) {
    return {
      kind,
      tag: request.tag,
      ...timing(),
      status: 0,
      retryAfter: null,
      body: null,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

export function startTrickle(options: {
  /** Each kind's next request; null skips the kind this round. */
  kinds: Record<string, () => Sent | null>;
  everyMs: number;
  giveUpMs: number;
}): Trickle {
  const answers: Answer[] = [];
  const inFlight = new Set<Promise<void>>();
  const round = () => {
    for (const [kind, next] of Object.entries(options.kinds)) {
      const request = next();
      if (!request) continue;
      const sending = sendRequest(kind, request, options.giveUpMs).then((answer) => {
        answers.push(answer);
      });
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    }
  };
  round();
  const timer = setInterval(round, options.everyMs);
  return {
    answers,
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
}
