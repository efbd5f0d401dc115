// The types of ./nginx.mjs.
export function nginxBinary(): string | null;
export function nginxConfig(runDir: string, listenPort: number, ports: number[]): string;
export function startNginx(runDir: string, listenPort: number, ports: number[]): Promise<{ accessLog: string; stop(): Promise<void> }>;
