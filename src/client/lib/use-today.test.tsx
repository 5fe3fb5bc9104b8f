import { renderToString } from 'react-dom/server';
import { hydrateServerMarkup } from '../test/hydrate';
import { useToday } from './use-today';

function Today() {
  return <p>{useToday()}</p>;
}

describe('useToday', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it("hydrates with the server's UTC date, then shows the visitor's own date, without a mismatch", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 9 pm on 2 November in California is already 3 November on a server that runs in UTC.
    vi.setSystemTime(new Date('2026-11-03T05:00:00Z'));
    vi.stubEnv('TZ', 'UTC');
    const html = renderToString(<Today />);
    expect(html).toContain('2026-11-03');

    vi.stubEnv('TZ', 'America/Los_Angeles');
    const { container, onRecoverableError } = await hydrateServerMarkup(html, <Today />);

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2026-11-02');
    container.remove();
  });
});
