import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BackupError } from './manifest';

const run = promisify(execFile);

/** The archive is a plain tar (its database dump is compressed already), made and read by the system's tar. */
export async function packTar(stageDir: string, file: string): Promise<void> {
  try {
    await run('tar', ['-C', stageDir, '-cf', file, '.']);
  } catch (err) {
    throw new BackupError(`tar failed: ${(err as { stderr?: string }).stderr?.trim() || (err as Error).message}`);
  }
}

export async function unpackTar(file: string, destDir: string): Promise<void> {
  try {
    // GNU tar refuses members naming `..` or an absolute path; owners are not taken from the archive.
    await run('tar', ['-C', destDir, '-xf', file, '--no-same-owner']);
  } catch (err) {
    throw new BackupError(`${file} is not a readable backup archive: ${(err as { stderr?: string }).stderr?.trim() || (err as Error).message}`);
  }
}

/** manifest.json alone, read without unpacking the rest (the checks before anything is written). */
export async function readManifestText(file: string): Promise<string> {
  try {
    const { stdout } = await run('tar', ['-xOf', file, './manifest.json'], { maxBuffer: 64 << 20 });
    return stdout;
  } catch {
    throw new BackupError(`${file} is not a backup archive of this app (no manifest.json in it)`);
  }
}
