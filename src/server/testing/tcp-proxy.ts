import net from 'node:net';

/**
 * A TCP proxy the tests can cut and restore, to make a real database unreachable without
 * stopping it: while down, existing connections are destroyed and new ones are refused.
 */
export type TcpProxy = { port: number; cut(): void; restore(): void; close(): Promise<void> };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let isUp = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!isUp) return client.destroy();
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      isUp = false;
      sockets.forEach((socket) => socket.destroy());
    },
    restore() {
      isUp = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
