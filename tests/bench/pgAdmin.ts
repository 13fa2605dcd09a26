import pg from 'pg';

/** One administrative statement (CREATE / DROP DATABASE) on the server of `url`, on a connection of its own. */
export async function pgAdmin(url: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}
