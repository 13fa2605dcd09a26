import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { ServerConfig } from '../../config';
import { chooseProvider, type Env, type ProviderInfo } from '../providers';

export type StoredObject = { key: string; size: number; sha256: string };

/**
 * Where files live: user uploads, generated invoices and contracts. Keys are relative paths of safe characters
 * (`u/2026/11/<random>.png`, `contracts/<id>/signed-<hash>.pdf`). An object-storage provider implements the same
 * interface (keys become object names).
 */
export interface StorageAdapter extends ProviderInfo {
  /** Stores bytes under a new key; never overwrites (a second put of the same key fails). */
  put(key: string, data: Buffer): Promise<StoredObject>;
  /** The bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes an object (used to undo a put whose database write failed). */
  remove(key: string): Promise<void>;
}

export const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const KEY_RE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;
export function assertKey(key: string) {
  if (!KEY_RE.test(key) || key.split('/').some((p) => p === '.' || p === '..')) throw new Error(`invalid storage key ${key}`);
}

/** Local disk under <DATA_DIR>/uploads; files are written once (exclusive create) and made read-only. */
export function createLocalStorage({ config }: { config: Pick<ServerConfig, 'dataDir'> }): StorageAdapter & { root: string; pathOf(key: string): string } {
  const root = path.join(config.dataDir, 'uploads');
  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    provider: 'local',
    standIn: false,
    root,
    pathOf,
    async put(key, data) {
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: 'wx', mode: 0o444 });
      return { key, size: data.length, sha256: sha256Hex(data) };
    },
    async get(key) {
      try {
        return await fs.readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}

/**
 * STORAGE_PROVIDER: `local` (default, the only provider of this build). Not a stand-in: the files are really kept,
 * on this machine's disk under DATA_DIR (several machines need an object store behind the same interface).
 */
export function createStorage({ config, env = process.env }: { config: Pick<ServerConfig, 'dataDir'>; env?: Env }): StorageAdapter {
  chooseProvider(env, 'STORAGE_PROVIDER', ['local'], 'local');
  return createLocalStorage({ config });
}
