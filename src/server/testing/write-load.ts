import http from 'node:http';

/**
 * A steady stream of feedback messages, the app's public write, for the outage and restart tests. Each
 * message is numbered, so the test can look for every acknowledged one in the database afterwards.
 */
export const loadMessage = (n: number) => ({
  fullName: `Load ${n}`,
  email: `load${n}@example.org`,
  feedback: `Load message ${n}`,
});

/**
 * A loopback address of its own for message n: the per-address feedback limit then never refuses the
 * load, without switching any limit off. Linux answers on all of 127.0.0.0/8.
 */
export const loopbackAddress = (n: number) => `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

export type TAnswer = { status: number; headers: Record<string, unknown>; body: string };

type TWriteResult = {
  n: number;
  /** What the test had set as the phase when the write was sent, and when its outcome came. */
  sentIn: string;
  settledIn: string;
  answer: TAnswer | null;
  /** A connection error, or "hung" when no answer came within the load's patience. */
  error: string | null;
};

export type WriteLoad = {
  results: TWriteResult[];
  setPhase(phase: string): void;
  /** Messages answered 2xx: acknowledged, so they must be stored. */
  acknowledged(): number[];
  /** Sends no more and waits for those under way. */
  stop(): Promise<void>;
};

/**
 * Keeps `concurrency` writes under way until stopped. A write that gets no answer within `patienceMs`
 * is recorded as hung (and left to itself), so a test can assert that nothing hangs without timing.
 */
export function startWriteLoad(
  send: (n: number) => Promise<TAnswer>,
  { concurrency = 4, patienceMs = 10_000, phase = 'start' } = {},
): WriteLoad {
  let currentPhase = phase;
  let isStopping = false;
  let next = 0;
  const results: TWriteResult[] = [];

  const sendOne = async (n: number) => {
    const sentIn = currentPhase;
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('hung')), patienceMs);
    });
    try {
      const answer = await Promise.race([send(n), patience]);
      results.push({ n, sentIn, settledIn: currentPhase, answer, error: null });
    } catch (error) {
      const message = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      results.push({ n, sentIn, settledIn: currentPhase, answer: null, error: message });
    } finally {
      clearTimeout(timer);
    }
  };
  const worker = async () => {
    while (!isStopping) {
      await sendOne(next++);
      // A refused connection comes back at once; don't spin on it.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const workers = Array.from({ length: concurrency }, worker);

  return {
    results,
    setPhase: (newPhase) => (currentPhase = newPhase),
    acknowledged: () =>
      results.filter(({ answer }) => answer && answer.status >= 200 && answer.status < 300).map(({ n }) => n),
    async stop() {
      isStopping = true;
      await Promise.all(workers);
    },
  };
}

/** POST /api/feedback over HTTP, on a connection of its own from message n's loopback address. */
export function postFeedback(baseUrl: string, n: number): Promise<TAnswer> {
  const body = JSON.stringify(loadMessage(n));
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}/api/feedback`, {
      method: 'POST',
      agent: false,
      localAddress: loopbackAddress(n),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: text }),
      );
    });
    request.end(body);
  });
}
