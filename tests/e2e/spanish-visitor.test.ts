import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_ADDRESSES } from '../../src/server/features/districts/demo-addresses.seed';
import { chromiumPath, hydrated, launchBrowser, openPage, pageWidths, PHONE, startBuiltApp } from './harness';

const BROOKLYN = DEMO_ADDRESSES.find((demo) => demo.cd === '10')!;

/**
 * Issue 24's path of a Spanish-speaking visitor on a phone, from a Spanish video's link to a shared ballot that
 * opens in Spanish for someone else.
 */
describe.skipIf(!chromiumPath)('a Spanish-speaking visitor on a phone in Chromium', () => {
  let browser: Browser;
  let url: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    ({ url } = await startBuiltApp());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function newPhone(locale: string) {
    const context = await browser.newContext({ viewport: PHONE, locale, reducedMotion: 'reduce' });
    contexts.push(context);
    return context;
  }

  it('goes from a video to the ballot, a candidate, my ballot, the comparison, print and a shared link, in Spanish', async () => {
    const [video] = (await (await fetch(`${url}/api/books/page/1`)).json()).data as Array<{ _id: string }>;
    const context = await newPhone('es-US');
    // The video's description links the English address with ?lang=es.
    const { page, problems } = await openPage(context, `${url}/learninglib?video=${video!._id}&lang=es`);
    expect(new URL(page.url()).pathname).toBe('/es/learninglib');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    // The player's "Find my ballot" leads to the Spanish home page's address box.
    await page.getByRole('dialog').getByRole('link', { name: 'Encontrar mi boleta' }).click();
    await page.waitForURL(/\/es\/#find-my-ballot$/);
    await hydrated(page);
    await page.getByLabel('Su dirección').fill(BROOKLYN.input);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL((at) => at.pathname === '/es/candidateSearch');
    await page.getByText('Resultados para:').waitFor();

    // A federal incumbent's page, with the voting history, and a pick.
    await page.getByRole('link', { name: 'Eleanor Park' }).first().click();
    await page.waitForURL((at) => at.pathname.startsWith('/es/candidatePage/'));
    await page.getByRole('heading', { level: 1, name: 'Eleanor Park' }).waitFor();
    await page.getByRole('heading', { name: 'Historial de votaciones' }).waitFor();
    await page
      .getByRole('button', { name: /^Agregar a mi boleta/ })
      .first()
      .click();
    const counter = page.getByRole('link', { name: 'Mi boleta, 1 contienda elegida' });
    await counter.waitFor();
    expect((await pageWidths(page)).content).toBeLessThanOrEqual(PHONE.width);

    // My ballot, with our reasons in Spanish from the search's summaries, then the race's comparison and back.
    await counter.click();
    await page.getByRole('heading', { level: 1, name: 'Mi boleta' }).waitFor();
    await page.getByText(/Razón de muestra: defiende la estabilización de los alquileres/).waitFor();
    expect(await page.getByText(/Sample reason: backs rent stabilisation/).count()).toBe(0);
    await page
      .getByRole('link', { name: /^Comparar candidatos: / })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Comparar candidatos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/es/compare');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Mi boleta' }).waitFor();

    // Print and share: the shared link carries the language it was shared in.
    await page.evaluate(() => {
      const copied: string[] = [];
      Object.assign(window, { printed: 0, copied });
      window.print = () => void (window as unknown as { printed: number }).printed++;
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void copied.push(text) },
        configurable: true,
      });
    });
    await page.getByRole('button', { name: 'Imprimir mi boleta' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.getByRole('button', { name: 'Compartir mi boleta' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { copied: string[] }).copied))
      .toHaveLength(1);
    const [shared] = await page.evaluate(() => (window as unknown as { copied: string[] }).copied);
    expect(new URL(shared!).pathname).toBe('/es/sharedBallot');
    expect(problems).toEqual([]);

    // Someone else, whose browser prefers English, opens it: in Spanish, as it was shared.
    const friend = await openPage(await newPhone('en-US'), shared!);
    expect(await friend.page.evaluate(() => document.documentElement.lang)).toBe('es');
    await friend.page.getByRole('link', { name: 'Eleanor Park' }).waitFor();
    await friend.page.getByRole('link', { name: 'Encontrar mi boleta' }).waitFor();
    expect(friend.problems).toEqual([]);
  });
});
