// nginx (the Debian package) in front of the replicas, from infra/nginx/cluster.conf.template.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const template = new URL('../../infra/nginx/cluster.conf.template', import.meta.url);

/** The nginx binary: on the PATH, or where Debian puts it (outside a non-root user's PATH). */
export function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  return spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || null;
}

/** The configuration for `ports` behind `listenPort`, with its logs and scratch folders in `runDir`. */
export function nginxConfig(runDir, listenPort, ports) {
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  return readFileSync(template, 'utf8').replaceAll('{{RUN_DIR}}', runDir).replaceAll('{{PORT}}', String(listenPort)).replace('{{SERVERS}}', servers);
}

/** Starts nginx in the foreground of a child process; resolves once it accepts connections on `listenPort`. */
export async function startNginx(runDir, listenPort, ports) {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  for (const folder of ['nginx-body', 'nginx-proxy', 'nginx-fastcgi', 'nginx-uwsgi', 'nginx-scgi']) mkdirSync(join(runDir, folder), { recursive: true });
  const conf = join(runDir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(runDir, listenPort, ports));
  // -e: nginx opens its error log before reading the configuration; the default one may not be writable.
  const child = spawn(binary, ['-p', runDir, '-c', conf, '-e', join(runDir, 'nginx-error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  for (let tries = 0; ; tries++) {
    const outcome = await Promise.race([
      exited.then(() => 'exited'),
      fetch(`http://127.0.0.1:${listenPort}/api/health`).then(
        () => 'up',
        () => 'down',
      ),
    ]);
    if (outcome === 'up') break;
    if (outcome === 'exited' || tries > 100) {
      child.kill('SIGKILL');
      const log = existsSync(join(runDir, 'nginx-error.log')) ? readFileSync(join(runDir, 'nginx-error.log'), 'utf8') : '';
      throw new Error(`nginx did not start:\n${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    accessLog: join(runDir, 'nginx-access.log'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      child.kill('SIGKILL');
    },
  };
}
