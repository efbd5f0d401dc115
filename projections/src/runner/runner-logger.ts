/** Where the runners report what they do (pino in the backend, the console in the projections service). */
export interface RunnerLogger {
  info(message: string, details?: object): void;
  error(message: string, details?: object): void;
}
