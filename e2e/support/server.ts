import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { server } from '../playwright.config';

export const dataDir = server.dataDir;

/** The admin that `scripts/run` and `scripts/test` write to `<data dir>/demo-admin.txt`. */
export function demoAdmin(): { email: string; password: string } {
  const [email, password] = readFileSync(join(dataDir, 'demo-admin.txt'), 'utf8').split('\n');
  return { email: email.trim(), password: password.trim() };
}
