// autocannon ships no types; these are the CLI options and the --json result fields the benchmark uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    timeout?: number;
    method?: 'GET' | 'POST';
    body?: string;
  }
  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers with a 2xx status. */
    '2xx': number;
  }
}
