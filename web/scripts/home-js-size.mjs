// The JavaScript a visit to /home downloads, gzip-compressed: the entry chunk, the home
// route's chunk and every chunk they import statically (lazy chunks, such as hls.js,
// are not counted: they load only where used). Builds into a temporary directory with
// a manifest, so web/dist is left alone. Usage: node scripts/home-js-size.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const out = mkdtempSync(join(tmpdir(), 'bobine-home-js-'));
try {
  execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', out], { stdio: 'ignore' });
  const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(Object.keys(manifest).find((key) => manifest[key].isEntry));
  visit('src/app/routes/home.tsx');
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const key of seen) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    const bytes = readFileSync(join(out, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    files.push(file);
  }
  const hls = Object.entries(manifest).find(([key]) => key.includes('hls.js'));
  console.log(
    `home page JavaScript: ${files.length} files, ${(raw / 1024).toFixed(1)} kB, gzip ${(gzip / 1024).toFixed(1)} kB`,
  );
  console.log(
    `hls.js chunk: ${hls ? hls[1].file : 'none'}; on the home page: ${hls && seen.has(hls[0]) ? 'yes' : 'no'}`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
