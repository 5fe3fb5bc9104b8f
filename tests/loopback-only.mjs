// Loaded into every test process and every server a test starts (`node --import`): a TCP connection to
// anything but this machine's loopback is refused before it is made, with no DNS lookup, so no test
// reaches the internet, whatever the machine's network allows. Unix sockets are local and stay allowed.
// Plain JavaScript, so the built app (dist/) can load it too.
import net from 'node:net';

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]', '::ffff:127.0.0.1']);

export const isLoopbackHost = (host) => LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host);

/** Where a Socket#connect call goes, from any of the forms net accepts (options, port and host, path). */
function destinationOf(args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first !== null && typeof first === 'object')
    return first.path ? null : { host: first.host ?? 'localhost', port: first.port };
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null;
  return { host: typeof args[1] === 'string' ? args[1] : 'localhost', port: first };
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connectToLoopbackOnly(...args) {
  const destination = destinationOf(args);
  if (!destination || isLoopbackHost(destination.host)) return connect.apply(this, args);
  const error = Object.assign(
    new Error(`Refused by the test harness: ${destination.host}:${destination.port} is not loopback`),
    { code: 'ECONNREFUSED', syscall: 'connect' },
  );
  this.connecting = true;
  process.nextTick(() => this.destroy(error));
  return this;
};
