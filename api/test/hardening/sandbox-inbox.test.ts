import { INBOX_LOCAL_ONLY } from '../../src/sandbox/sandbox-plugin';
import { HOSTS, useTestApp } from '../support/test-app';
import { driversFor } from '../support/test-databases';

describe.each(driversFor('one'))('the sandbox inbox is readable from this machine only (%s)', (driver) => {
  const test = useTestApp(driver, { mode: 'sandbox' });
  const get = (url: string, remoteAddress: string) =>
    test.app.inject({ method: 'GET', url, headers: { host: HOSTS.demo }, remoteAddress });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers a request from %s', async (address) => {
    expect((await get('/api/sandbox/inbox', address)).statusCode).toBe(200);
    expect((await get('/api/sandbox', address)).statusCode).toBe(200);
  });

  it.each(['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', '2001:db8::1'])(
    'refuses every inbox route to %s, whatever the path spelling or forwarded headers',
    async (address) => {
      for (const url of [
        '/api/sandbox/inbox',
        '/api/sandbox/inbox?to=5005550006',
        '/api/sandbox',
        '/api/sandbox/inbox/SM00000000000000000000000000000000/html',
        '/api/sandbox/inbox/SM00000000000000000000000000000000/attachments/0',
      ]) {
        const response = await test.app.inject({
          method: 'GET',
          url,
          headers: { host: HOSTS.demo, 'x-forwarded-for': '127.0.0.1' },
          remoteAddress: address,
        });
        expect([url, response.statusCode]).toEqual([url, 403]);
        expect(response.json()).toEqual({ message: INBOX_LOCAL_ONLY, code: 'FORBIDDEN' });
      }
      // Nor may anyone else make a number "reply" STOP and silence its texts.
      const reply = await test.app.inject({
        method: 'POST',
        url: '/api/sandbox/sms/replies',
        headers: { host: HOSTS.demo },
        payload: { from: '+15125550100', body: 'STOP' },
        remoteAddress: address,
      });
      expect(reply.statusCode).toBe(403);
      expect(test.app.providers.sandboxSmsOptOuts?.isOptedOut('+15125550100')).toBe(false);
    },
  );
});
