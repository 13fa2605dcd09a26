import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { knownContents } from '@/server/db/schema';
import { syncVideoDurations } from '@/server/modules/known/videoDuration';
import { createTestContext, type TestContext } from './helpers';

// A video card's duration is its media file's: the seed reads it from the file, and a start puts right a database
// that was told another duration (the player reads the file, so the two can no longer differ).

let t: TestContext;
const A = '/api/known/v1';

beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(async () => {
  await t?.close();
});

/** The durations the hot list's video cards and the video pages show, by id. */
async function shown(ids: string[]) {
  const out: Record<string, { card: number | null; page: number | null }> = {};
  for (const id of ids) {
    const d = (await t.call('GET', `${A}/detail`, { id })).data;
    out[id] = { card: d.durationSeconds, page: d.video?.durationSeconds ?? null };
  }
  return out;
}

describe('video durations', () => {
  const ids = ['kv_s01', 'kv_s02', 'kv_s03', 'kv_s04'];

  it('the seeded videos carry the duration of their files', async () => {
    expect(await shown(ids)).toEqual({
      kv_s01: { card: 6, page: 6 },
      kv_s02: { card: 5, page: 5 },
      kv_s03: { card: 5, page: 5 },
      kv_s04: { card: 4, page: 4 },
    });
    // Nothing to put right in a fresh database.
    expect(await syncVideoDurations(t.deps.db)).toBe(0);
  });

  it('a stored duration that differs from the file is replaced by the file\'s at start', async () => {
    await t.deps.db.update(knownContents).set({ durationSeconds: 61 }).where(eq(knownContents.id, 'kv_s01'));
    await t.deps.db.update(knownContents).set({ durationSeconds: null }).where(eq(knownContents.id, 'kv_s04'));
    expect((await shown(['kv_s01'])).kv_s01.card).toBe(61);
    expect(await syncVideoDurations(t.deps.db)).toBe(2);
    expect(await shown(['kv_s01', 'kv_s04'])).toEqual({ kv_s01: { card: 6, page: 6 }, kv_s04: { card: 4, page: 4 } });
    expect(await syncVideoDurations(t.deps.db)).toBe(0);
  });
});
