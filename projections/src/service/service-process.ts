/** What the standalone services (projections, relay) share: JSON log lines and a clean stop on signals. */
export function serviceLogger(service: string) {
  return (level: 'info' | 'error' | 'fatal', msg: string, details: object = {}) =>
    console.log(JSON.stringify({ level, time: new Date().toISOString(), service, msg, ...details }));
}

/** On SIGINT or SIGTERM, runs the stops in order (consumer before stores), then exits. */
export function stopOnSignals(...stops: (() => Promise<void>)[]): void {
  const shutdown = async () => {
    for (const stop of stops) await stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
