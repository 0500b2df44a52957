import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { expect } from '@playwright/test';

/** Quoted-printable text (RFC 2045): soft line breaks joined, `=XX` bytes read as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The body of an .eml file, decoded from its transfer encoding. */
function decodedBody(eml: string): { to: string; body: string } {
  const split = eml.search(/\r?\n\r?\n/);
  const headers = eml.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const raw = eml.slice(split).trim();
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let body = raw;
  if (encoding === 'base64') {
    body = Buffer.from(raw, 'base64').toString('utf8');
  } else if (encoding === 'quoted-printable') {
    body = decodeQuotedPrintable(raw);
  }
  return { to: header('To'), body };
}

/**
 * The first link of the newest mail sent to `to` in the server's outbox
 * (`<data dir>/outbox/*.eml`), waiting for the mail to be written.
 */
export async function newestLinkSentTo(dataDir: string, to: string): Promise<URL> {
  const outbox = join(dataDir, 'outbox');
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [])).filter((n) => n.endsWith('.eml'));
        const files = await Promise.all(
          names.map(async (name) => ({
            path: join(outbox, name),
            time: (await stat(join(outbox, name))).mtimeMs,
          })),
        );
        files.sort((a, b) => b.time - a.time);
        for (const file of files) {
          const mail = decodedBody(await readFile(file.path, 'utf8'));
          if (!mail.to.includes(to)) continue;
          const found = /https?:\/\/\S+/.exec(mail.body);
          link = found ? new URL(found[0]) : undefined;
          return Boolean(link);
        }
        return false;
      },
      { message: `a mail with a link to ${to} in ${outbox}` },
    )
    .toBe(true);
  return link!;
}
