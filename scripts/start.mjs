// `npm start`: the local gateway (http://127.0.0.1:54321) and the game (http://localhost:5173) together.
// One Ctrl+C stops both; if either exits, the other is stopped too.
import { spawn } from 'node:child_process';

const children = [
  { name: 'gateway', command: process.execPath, args: ['--import', 'tsx', 'server/main.ts'] },
  { name: 'web', command: process.execPath, args: ['node_modules/vite/bin/vite.js'] },
].map(({ name, command, args }) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = name === 'gateway' ? '\x1b[35m[gateway]\x1b[0m ' : '\x1b[36m[web]\x1b[0m ';
  const forward = (stream, target) => {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) target.write(prefix + line + '\n');
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return { name, child };
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map(({ child }) => child.exitCode !== null || new Promise((r) => child.once('exit', r)))).then(
    () => process.exit(code),
  );
}

for (const { name, child } of children) {
  child.on('exit', (code) => {
    if (!stopping) console.error(`${name} exited (${code ?? 'signal'}); stopping the other.`);
    stopAll(code ?? 1);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
