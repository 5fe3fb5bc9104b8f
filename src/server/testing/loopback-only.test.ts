import { execFileSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { LOOPBACK_ONLY_ARGS } from './server-process';

/** The reason a fetch failed, as undici reports it: the socket's error is the cause. */
const failureOf = (address: string) =>
  fetch(address).then(
    () => 'reached',
    (error: Error) => (error.cause as Error | undefined)?.message ?? error.message,
  );

describe('no test reaches the internet (tests/loopback-only.mjs)', () => {
  it('refuses a connection to a host name or an address that is not loopback, before any lookup', async () => {
    expect(await failureOf('http://example.org/')).toBe(
      'Refused by the test harness: example.org:80 is not loopback',
    );
    expect(await failureOf('https://192.0.2.1/')).toBe(
      'Refused by the test harness: 192.0.2.1:443 is not loopback',
    );
  });

  it('lets loopback through', async () => {
    const server = createServer((socket) => socket.end('HTTP/1.1 204 No Content\r\n\r\n'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect((await fetch(`http://localhost:${port}/`)).status).toBe(204);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(204);
    } finally {
      server.close();
    }
  });

  it('is loaded into the servers and CLIs a test starts', () => {
    const output = execFileSync(
      process.execPath,
      [
        ...LOOPBACK_ONLY_ARGS,
        '-e',
        "fetch('http://geocoding.geo.census.gov/').catch((error) => console.log(error.cause.message))",
      ],
      { encoding: 'utf8' },
    );
    expect(output.trim()).toBe('Refused by the test harness: geocoding.geo.census.gov:80 is not loopback');
  });
});
