import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverMain = join(repositoryRoot, 'backend/dist/main.js');

/** A test that boots real server processes (two, one after the other) on a busy two-core CI machine. */
export const SERVER_TEST_TIMEOUT = 120_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Where the server answers, as its start banner prints it. */
  url: string;
  exited: Promise<Exit>;
}

/** The environment of a started server: the embedded store in `dataDir`, any free port, no logs, no seed, nothing shared. */
export function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    SEED: 'false',
    DATABASE_URL: '',
    REDIS_URL: '',
    ...extra,
  };
}

/**
 * Spawns a server (`node backend/dist/main.js`, `npm start`, …) and resolves once its banner names
 * the API address; rejects with its stderr if it exits first.
 */
export function startServer(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(command, args, { cwd: repositoryRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, stderr })));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const api = /API\s+(\S+)\/api\s/.exec(stdout);
      if (api?.[1]) resolve({ child, url: api[1], exited });
    });
    void exited.then((exit) => reject(new Error(`the server exited (${exit.code ?? exit.signal}) before answering:\n${exit.stderr}`)));
  });
}
