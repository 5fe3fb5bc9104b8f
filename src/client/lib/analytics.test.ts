import { startTagManager } from './analytics';

const tagManagerScripts = () =>
  document.head.querySelectorAll<HTMLScriptElement>('script[src^="https://www.googletagmanager.com/"]');

// Only what the test added goes: the head also holds the page's styles, which the next file's test needs.
afterEach(() => {
  tagManagerScripts().forEach((script) => script.remove());
  delete window.dataLayer;
});

describe('startTagManager', () => {
  it('adds no script and no data layer when analytics is off', () => {
    const scriptsBefore = document.head.querySelectorAll('script').length;
    startTagManager(null);
    startTagManager('');

    expect(document.head.querySelectorAll('script')).toHaveLength(scriptsBefore);
    expect(window.dataLayer).toBeUndefined();
  });

  it('adds exactly one async tag-manager script with the encoded container id', () => {
    startTagManager('GTM-AB12&x=1');

    const scripts = tagManagerScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12%26x%3D1');
    expect(scripts[0]?.async).toBe(true);
  });

  it('records the start event in the data layer', () => {
    startTagManager('GTM-AB12');

    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });
});
