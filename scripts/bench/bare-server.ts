// The benchmark's yardstick: a bare Fastify route answering a fixed JSON of BENCH_BARE_BYTES bytes, in a
// process of its own like the app's. It prints its URL as one JSON line once it listens.
import Fastify from 'fastify';
import { fixedJsonOfSize } from './bench-report';

const body = fixedJsonOfSize(Number(process.env.BENCH_BARE_BYTES));
const app = Fastify();
app.get('/bare', async () => body);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ url: `${url}/bare` }));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
