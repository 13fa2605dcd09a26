#!/usr/bin/env node
// Starts the production server. PORT (default 3000) and DATA_DIR (default .data) come from the environment;
// the server migrates and seeds the database itself on first start (instrumentation.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const port = process.env.PORT || '3000';
const dataDir = path.resolve(process.env.DATA_DIR || '.data');
mkdirSync(dataDir, { recursive: true });
if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build found: run `npm run build` first (or `npm run up`).');
  process.exit(1);
}
const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next');
const child = spawn(process.execPath, [nextBin, 'start', '-p', port], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
