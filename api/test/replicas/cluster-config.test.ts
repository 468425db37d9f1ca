import { ConfigError, loadConfig } from '../../src/platform/config/config';

describe('replica configuration', () => {
  it('defaults to one process: limits in the database, no trusted proxy, a 60 s job lease, 30 days of finished jobs, no drain in a sandbox', () => {
    expect(loadConfig({}).cluster).toEqual({
      redisUrl: null,
      trustProxy: false,
      jobLeaseMs: 60_000,
      jobRetentionDays: 30,
      shutdownDrainMs: 0,
    });
  });

  it('reads REDIS_URL, TRUST_PROXY, JOB_LEASE_MS, JOB_RETENTION_DAYS and SHUTDOWN_DRAIN_MS', () => {
    expect(
      loadConfig({
        REDIS_URL: 'redis://127.0.0.1:6379/2',
        TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
        JOB_LEASE_MS: '3000',
        JOB_RETENTION_DAYS: '7',
        SHUTDOWN_DRAIN_MS: '2000',
      }).cluster,
    ).toEqual({
      redisUrl: 'redis://127.0.0.1:6379/2',
      trustProxy: ['127.0.0.1', '10.0.0.0/8'],
      jobLeaseMs: 3_000,
      jobRetentionDays: 7,
      shutdownDrainMs: 2_000,
    });
  });

  it('refuses a JOB_RETENTION_DAYS of 0 (finished jobs would go at once) or not a whole number', () => {
    expect(() => loadConfig({ JOB_RETENTION_DAYS: '0' })).toThrow(/JOB_RETENTION_DAYS must be a whole number from 1/);
    expect(() => loadConfig({ JOB_RETENTION_DAYS: '1.5' })).toThrow(/JOB_RETENTION_DAYS must be/);
  });

  it.each(['0.0.0.0/0', '::/0', '10.0.0.0/8, 0.0.0.0/0', '10.0.0.0/33', '999.1.1.1'])(
    'refuses TRUST_PROXY=%s (a /0 trusts every peer; or not an address)',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be/);
    },
  );

  it('accepts IPv6 proxies and narrow CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8,192.168.0.1/32' }).cluster.trustProxy).toEqual([
      '::1',
      'fd00::/8',
      '192.168.0.1/32',
    ]);
  });

  it('refuses values that are not what they claim', () => {
    const problems = (() => {
      try {
        loadConfig({
          REDIS_URL: 'http://cache',
          TRUST_PROXY: 'the balancer',
          JOB_LEASE_MS: '10',
          SHUTDOWN_DRAIN_MS: '-1',
        });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    })();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('REDIS_URL must be a redis://'),
        expect.stringContaining('TRUST_PROXY must be'),
        expect.stringContaining('JOB_LEASE_MS must be a whole number from 1000'),
        expect.stringContaining('SHUTDOWN_DRAIN_MS must be a whole number from 0'),
      ]),
    );
  });
});
