// `npm run slow-phone`: issue 23's measure of forms typed into before the page wakes. On the built app over
// a fresh embedded database, Chromium slowed to a mid-range phone (6× CPU, DevTools' "Slow 4G"), in a fresh
// browser context each round (a first visit), types into each form the moment its field appears and
// submits it: the home address box, search again, the library search, feedback and sign-in, ROUNDS times
// each, one form after another. Prints how many submissions lost what was typed (the target is 0) and
// checks every feedback message arrived once. It takes minutes: a measurement, like `npm run lighthouse`;
// the suite's tests/e2e/typed-before-hydration.test.ts makes the two moments certain instead (ADR 42).
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, startMeasuredApp } from '../built-app';
// @ts-expect-error -- a plain .mjs build script without type declarations
import { ensureBuilt } from '../ensure-built.mjs';

const ROUNDS = Number(process.env.SLOW_PHONE_ROUNDS ?? 20);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 6;
// DevTools' "Slow 4G" preset: 562.5 ms latency, 1.44 Mbit/s down and 675 kbit/s up, in bytes a second.
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const STEP_TIMEOUT_MS = 90_000;
const DEMO_ADDRESSES = [
  '123 Main St, Brooklyn, NY 11217',
  '227 East 2nd Street, New York, NY 10009',
  '59 Maiden Ln, New York, NY 10038',
];
const MEMBER = { name: 'Noor Haddad', email: 'noor@example.org', password: 'member password 1' };
const ADMIN = { email: 'admin@vote.example.org', password: 'admin password 123' };
const MESSAGE_TAIL = ', typed before the page woke.';

type TRound = (page: Page, url: string, round: number) => Promise<void>;

async function typeAtOnce(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await field.selectText();
  await field.pressSequentially(text);
  return field;
}

const waitForText = (page: Page, text: string) =>
  page.getByText(text).first().waitFor({ timeout: STEP_TIMEOUT_MS });

const FORMS: Record<string, TRound> = {
  'Home address box': async (page, url, round) => {
    const address = DEMO_ADDRESSES[round % DEMO_ADDRESSES.length]!;
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    await (await typeAtOnce(page, 'Your address', address)).press('Enter');
    await page.waitForURL((at) => at.searchParams.get('q') === address, { timeout: STEP_TIMEOUT_MS });
    await waitForText(page, 'Showing results for:');
  },
  'Search again': async (page, url, round) => {
    const [first, next] = [DEMO_ADDRESSES[round % 3]!, DEMO_ADDRESSES[(round + 1) % 3]!];
    await page.goto(`${url}/candidateSearch?q=${encodeURIComponent(first)}`, { waitUntil: 'commit' });
    await (await typeAtOnce(page, 'Your address', next)).press('Enter');
    await page.waitForURL((at) => at.searchParams.get('q') === next, { timeout: STEP_TIMEOUT_MS });
    await waitForText(page, 'Showing results for:');
  },
  'Library search': async (page, url, round) => {
    const keyword = `housing ${round}`;
    await page.goto(`${url}/learninglib`, { waitUntil: 'commit' });
    await (await typeAtOnce(page, 'Search the Library', keyword)).press('Enter');
    await page.waitForURL(`${url}/search/${encodeURIComponent(keyword)}`, { timeout: STEP_TIMEOUT_MS });
  },
  Feedback: async (page, url, round) => {
    await page.goto(`${url}/feedback`, { waitUntil: 'commit' });
    await typeAtOnce(page, 'Full Name', `Visitor ${round}`);
    await typeAtOnce(page, 'Email', `visitor${round}@example.org`);
    await typeAtOnce(page, 'Feedback', `Message ${round}${MESSAGE_TAIL}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForText(page, 'You have successfully submitted your feedback!');
  },
  'Sign-in': async (page, url) => {
    await page.goto(`${url}/login`, { waitUntil: 'commit' });
    await typeAtOnce(page, 'Email', MEMBER.email);
    await (await typeAtOnce(page, 'Password', MEMBER.password)).press('Enter');
    await page.waitForURL(`${url}/`, { timeout: STEP_TIMEOUT_MS });
    // Signed in: the header names the member (on a phone inside the closed menu, so in the page, not shown).
    await page
      .getByRole('link', { name: MEMBER.name, includeHidden: true })
      .waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
  },
};

/** One round in a fresh context on a slowed page: why its typing was lost, or null. */
async function lostIn(browser: Browser, url: string, round: TRound, index: number): Promise<string | null> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', SLOW_4G);
  try {
    await round(page, url, index);
    return null;
  } catch (error) {
    return `round ${index + 1}: ${(error as Error).message.split('\n')[0]}`;
  } finally {
    await context.close();
  }
}

async function measureForm(browser: Browser, url: string, name: string, round: TRound) {
  const lost: string[] = [];
  const started = Date.now();
  for (let index = 0; index < ROUNDS; index++) {
    const reason = await lostIn(browser, url, round, index);
    if (reason) lost.push(reason);
  }
  return { name, lost, secondsPerRound: (Date.now() - started) / 1000 / ROUNDS };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function registerMember(url: string) {
  await json(
    await fetch(`${url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...MEMBER, passwordConfirmation: MEMBER.password }),
    }),
  );
}

/** The messages the organisation received, as an admin reads them through the API. */
async function receivedMessages(url: string): Promise<string[]> {
  const session = await fetch(`${url}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = session.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const messages: string[] = [];
  for (let page = 0, totalPages = 1; page < totalPages; page++) {
    const { data } = await json<{ data: { feedbacks: Array<{ feedback: string }>; totalPages: number } }>(
      await fetch(`${url}/api/feedbackPagination?page=${page}`, { headers: { cookie } }),
    );
    messages.push(...data.feedbacks.map((item) => item.feedback));
    totalPages = data.totalPages;
  }
  return messages.filter((message) => message.endsWith(MESSAGE_TAIL));
}

await ensureBuilt();
const app = await startMeasuredApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
try {
  await registerMember(app.url);
  // One form after another: five slowed pages side by side overloaded a 2-core machine (a load of 20), and
  // the measure is of a phone, not of a machine running five of them.
  const results = [];
  for (const [name, round] of Object.entries(FORMS)) {
    const result = await measureForm(browser, app.url, name, round);
    // As each form ends, so a long run shows its progress and an interrupted one keeps what it measured.
    console.log(
      `${name}: ${result.lost.length} of ${ROUNDS} lost, ${result.secondsPerRound.toFixed(1)} s a round`,
    );
    results.push(result);
  }
  const received = await receivedMessages(app.url);
  console.log(`Forms typed into before the page wakes: ${ROUNDS} rounds each, 6× CPU, Slow 4G\n`);
  console.log('| Form | Submissions | Lost | Seconds a round |\n| --- | ---: | ---: | ---: |');
  for (const { name, lost, secondsPerRound } of results)
    console.log(`| ${name} | ${ROUNDS} | ${lost.length} | ${secondsPerRound.toFixed(1)} |`);
  console.log(
    `\nFeedback messages received: ${received.length} of ${ROUNDS}, ${new Set(received).size} distinct.`,
  );
  for (const { name, lost } of results) for (const reason of lost) console.log(`${name}, ${reason}`);
  const allKept = results.every(({ lost }) => lost.length === 0) && new Set(received).size === ROUNDS;
  process.exitCode = allKept && received.length === ROUNDS ? 0 : 1;
} finally {
  await browser.close();
  await app.stop();
}
