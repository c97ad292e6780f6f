// One-line log records on stdout/stderr. Secrets never go through here: callers log what
// happened, not the tokens, codes or URLs with passwords involved (see redactUrl).

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

let threshold: number = levels.info;

export function setLogLevel(level: Level): void {
  threshold = levels[level];
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (levels[level] < threshold) return;
  const extra = fields ? ` ${JSON.stringify(fields)}` : "";
  const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}${extra}\n`;
  (levels[level] >= levels.warn ? process.stderr : process.stdout).write(line);
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};

/** The URL without its password, for messages. */
export function redactUrl(raw: string): string {
  try {
    const parsed = new URL(raw);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}
