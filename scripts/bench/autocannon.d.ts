// The part of autocannon 9's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export type TAutocannonOptions = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Each connection sends these in turn, over and over (instead of method, headers and body). */
    requests?: Array<{
      method: 'GET' | 'POST';
      path: string;
      headers?: Record<string, string>;
      body?: string;
    }>;
  };

  type THistogram = { average: number; mean: number; total: number; p50: number; p99: number };

  export type TAutocannonResult = {
    /** Seconds, as measured. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Milliseconds. */
    latency: THistogram & { totalCount: number };
    requests: THistogram & { sent: number };
    throughput: THistogram;
  };

  export default function autocannon(options: TAutocannonOptions): Promise<TAutocannonResult>;
}
