import { performance } from 'node:perf_hooks';

export type LoadResult = {
  name: string;
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
};

export type LoadCase = {
  name: string;
  request: () => { url: string; init?: RequestInit };
  expectStatus: number;
};

/** Sends `total` requests with `concurrency` in flight; bounded in count, loopback only. */
export async function runLoad(
  base: string,
  spec: LoadCase,
  total: number,
  concurrency: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next += 1;
      const { url, init } = spec.request();
      const t0 = performance.now();
      const res = await fetch(base + url, init);
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.status !== spec.expectStatus) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name: spec.name,
    requests: total,
    seconds,
    perSecond: total / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures,
  };
}
