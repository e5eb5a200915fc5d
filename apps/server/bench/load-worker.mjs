// The load generator, on its own thread so that making requests does not steal the server's
// event loop: N keep-alive clients, each looping over the paths until the deadline. Plain
// JavaScript: a Node 20 worker cannot load TypeScript through tsx.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

/** @param {{address: string, headers: Record<string, string>, paths: string[], durationMs: number, concurrency: number}} job */
async function run(job) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + job.durationMs;
  /** @param {string} path @returns {Promise<number>} */
  const get = (path) =>
    new Promise((resolve, reject) => {
      const request = http.get(`${job.address}${path}`, { agent, headers: job.headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      request.on('error', reject);
    });
  /** @param {number} offset */
  const client = async (offset) => {
    for (let i = offset; performance.now() < deadline; i++) {
      const t0 = performance.now();
      const status = await get(job.paths[i % job.paths.length]).catch(() => 0);
      latencies.push(performance.now() - t0);
      if (status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, (_, i) => client(i)));
  agent.destroy();
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

if (parentPort) {
  const port = parentPort;
  run(workerData).then((result) => port.postMessage(result));
}
