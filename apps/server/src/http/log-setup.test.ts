import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { chooseLoggerOptions, chooseRequestLogLevel } from './log-setup.ts';

describe('the level of a request line', () => {
  it.each([
    [200, 12, 'debug'],
    [204, 999, 'debug'],
    [304, 3, 'debug'],
    [200, 1000, 'info'],
    [201, 4500, 'info'],
    [400, 5, 'info'],
    [401, 5, 'info'],
    [404, 2, 'info'],
    [429, 1, 'info'],
    [500, 8, 'error'],
    [503, 1500, 'error'],
  ])('HTTP %i in %i ms is logged at %s', (status, ms, level) => {
    expect(chooseRequestLogLevel(status, ms)).toBe(level);
  });
});

describe('the log format', () => {
  it('is pino-pretty on a terminal', () => {
    expect(chooseLoggerOptions('info', true)).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
  });

  it('is JSON otherwise', () => {
    expect(chooseLoggerOptions('debug', false)).toEqual({ level: 'debug' });
  });
});

describe('request lines through the app', () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ logger: { level: 'debug', stream } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** pino's numeric levels: 20 debug, 30 info, 50 error. */
  const completedLevel = (reqId: unknown) =>
    lines.find((line) => line.msg === 'request completed' && line.reqId === reqId)?.level;

  it('logs a success at debug and a refusal at info, each with its request id', async () => {
    lines.length = 0;
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/ideas?component_id=nope' });
    expect(ok.statusCode).toBe(200);
    expect(refused.statusCode).toBe(401);
    const ids = [...new Set(lines.map((line) => line.reqId))];
    expect(ids).toHaveLength(2);
    expect(lines.find((line) => line.msg === 'incoming request')?.level).toBe(20);
    expect(completedLevel(ids[0])).toBe(20);
    expect(completedLevel(ids[1])).toBe(30);
  });
});
