// `npm run ops:create -- --phone 13x… --name 张三`: adds an operator of the desk (/ops) to the embedded database or
// DATABASE_URL. The password is read from OPS_PASSWORD, else asked for on the terminal (never an argument: it would
// stay in the shell's history). 10–64 characters with letters and digits.
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { openDb } from '../server/db/client';
import { loadConfig } from '../server/config';
import { createOperator } from '../server/modules/ops/accounts';

async function main() {
  const { values } = parseArgs({ options: { phone: { type: 'string' }, name: { type: 'string' } } });
  if (!values.phone) throw new Error('用法：npm run ops:create -- --phone 13800000000 --name 张三（密码取自 OPS_PASSWORD 或在终端输入）');
  let password = process.env.OPS_PASSWORD ?? '';
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('运营账号密码（10-64位，含字母和数字）：');
    rl.close();
  }
  const config = loadConfig();
  const h = await openDb(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
  try {
    const id = await createOperator(h.db, { phone: values.phone, name: values.name ?? '运营', password }, new Date());
    console.log(`[ops] operator ${id} created for ${values.phone}`);
  } finally {
    await h.close();
  }
}
main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
