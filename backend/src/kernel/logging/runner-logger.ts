import { Logger } from '@nestjs/common';
import type { RunnerLogger } from '@khru/projections';

/** The runners' reports (starting, snapshots, failures) in the application's log, under `context`. */
export function runnerLogger(context: string): RunnerLogger {
  const logger = new Logger(context);
  const line = (message: string, details?: object) => (details ? `${message} ${JSON.stringify(details)}` : message);
  return { info: (message, details) => logger.log(line(message, details)), error: (message, details) => logger.error(line(message, details)) };
}
