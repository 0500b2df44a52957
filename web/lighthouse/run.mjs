// Lighthouse's performance score on the signed-in home page, as a phone (Lighthouse's
// default: simulated slow 4G and a 4x slower CPU) and as a desktop. Signs in through
// the API, puts the session cookie in Debian's Chromium (headless), then audits /home
// in that browser. Usage: node run.mjs <base URL> <e-mail> <password>; prints one
// JSON object, or fails when /home did not stay on /home (not signed in).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const [base, email, password] = process.argv.slice(2);
if (!base || !email || !password) {
  console.error('usage: node run.mjs <base URL> <e-mail> <password>');
  process.exit(2);
}

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  body: JSON.stringify({ email, password }),
});
if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
const cookies = login.headers.getSetCookie().map((line) => {
  const [name, ...value] = line.split(';')[0].split('=');
  return { name, value: value.join('='), url: base };
});

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const audit = async (config) => {
  const page = await browser.newPage();
  await browser.setCookie(...cookies);
  const result = await lighthouse(
    `${base}/home`,
    { onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
    config,
    page,
  );
  await page.close();
  const { categories, audits, finalDisplayedUrl } = result.lhr;
  if (new URL(finalDisplayedUrl).pathname !== '/home') {
    throw new Error(`/home ended on ${finalDisplayedUrl}: not signed in`);
  }
  const ms = (id) => Math.round(audits[id].numericValue);
  return {
    score: Math.round(categories.performance.score * 100),
    fcp_ms: ms('first-contentful-paint'),
    lcp_ms: ms('largest-contentful-paint'),
    tbt_ms: ms('total-blocking-time'),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  };
};
try {
  const mobile = await audit(undefined);
  const desktop = await audit(desktopConfig);
  console.log(JSON.stringify({ mobile, desktop }));
} finally {
  await browser.disconnect();
  await chrome.kill();
}
