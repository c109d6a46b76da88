// Adds package-lock entries for @tailwindcss/oxide's non-Linux platform packages, which the registry
// mirror on our machines lacks (npm then drops them and `npm ci` refuses the lock). npm skips them on
// Linux x64 anyway (wrong os/cpu). Run after any `npm install`: node scripts/lock-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';
const path = process.argv[2] ?? new URL('../package-lock.json', import.meta.url).pathname;
const lock = JSON.parse(readFileSync(path, 'utf8'));
const oxide = lock.packages['node_modules/@tailwindcss/oxide'];
const version = oxide.version;
const platforms = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};
for (const [suffix, platform] of Object.entries(platforms)) {
  const key = `node_modules/@tailwindcss/oxide-${suffix}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = { version, license: 'MIT', optional: true, ...platform, engines: { node: '>= 20' } };
}

writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
