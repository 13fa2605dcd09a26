import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingServerFlags, SERVER_NODE_FLAGS } from '@/scripts/serverFlags.mjs';

// ADR 0074: the production server's node flags are on `npm start`'s command line (V8 sizes its heap at start, so
// NODE_OPTIONS set later or v8.setFlagsFromString would not change it), and the order bench runs the app with them.
const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;

describe('the server’s node flags', () => {
  it('npm start passes each of them to node before scripts/start.mjs', () => {
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });

  it('the in-process order bench runs the app with them, and a flag of the caller’s NODE_OPTIONS still wins', () => {
    expect(scripts['bench:orders']).toContain(`NODE_OPTIONS=\"${SERVER_NODE_FLAGS.join(' ')} \${NODE_OPTIONS:-}\"`);
  });

  it('the systemd unit of docs/OPERATIONS.md starts node with them', () => {
    expect(readFileSync('docs/OPERATIONS.md', 'utf8')).toContain(`ExecStart=/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });

  it('the cluster’s primary keeps its execArgv for the workers (no setupPrimary with other flags)', () => {
    expect(readFileSync('scripts/cluster.mjs', 'utf8')).not.toMatch(/setupPrimary|setupMaster|execArgv/);
  });

  it('names the flags a process was started without, from its command line and NODE_OPTIONS', () => {
    expect(missingServerFlags([], '')).toEqual(SERVER_NODE_FLAGS);
    expect(missingServerFlags(['--max-semi-space-size=64'], '')).toEqual([]);
    // Another value counts as given (the operator chose it), and so does V8's underscore spelling.
    expect(missingServerFlags([], '--inspect --max-semi-space-size=16')).toEqual([]);
    expect(missingServerFlags(['--max_semi_space_size=128'], undefined)).toEqual([]);
    expect(missingServerFlags(['--max-old-space-size=2048'], '--max-semi-space')).toEqual(SERVER_NODE_FLAGS);
  });
});
