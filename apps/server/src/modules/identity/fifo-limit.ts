/**
 * Runs at most `max` tasks at once; the others wait their turn in arrival order. Password hashing
 * uses it: each argon2 run takes a CPU and 19 MiB for tens of milliseconds on libuv's small
 * thread pool, which compression and WebCrypto share. A crowd of logins then queues fairly
 * behind the CPUs instead of filling the pool, starving other requests and timing out.
 */
export function fifoLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async (task) => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
