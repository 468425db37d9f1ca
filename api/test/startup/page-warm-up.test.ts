/**
 * Ready first, warm after (docs/adr/0044): once the server listens it renders one page
 * in-process, so what that page needs (DOMPurify with jsdom, GraphQL's validators) is loaded
 * before the first visitor arrives. The mock below records when DOMPurify's jsdom is required.
 */
import { buildApp } from '../../src/app/build-app';
import { createLogger } from '../../src/platform/logging/logger';
import { driversFor, openSeededDatabase } from '../support/test-databases';
import { testConfig, testProviders } from '../support/test-app';
import { RecordingSmsProvider } from '../support/recording-sms';
import { createBuildFixture } from '../web/build-fixture';

declare global {
  var mockSanitizerRequired: boolean | undefined;
}

jest.mock('jsdom', () => {
  globalThis.mockSanitizerRequired = true;
  return jest.requireActual('jsdom');
});

const driver = driversFor('one')[0]!;

function expectedSoon(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (condition()) return resolve();
      if (Date.now() > deadline) return reject(new Error('condition not met in time'));
      setTimeout(poll, 50);
    };
    poll();
  });
}

describe(`a listening server warms the first page (${driver})`, () => {
  it('renders one page in-process once it listens, which loads the sanitizer before any visitor', async () => {
    const config = testConfig({ host: '127.0.0.1', port: 0 });
    const web = { ...config.web, root: createBuildFixture(), manifestUrls: {}, assetHosts: [] };
    const database = await openSeededDatabase(driver);
    const logger = createLogger({ logLevel: 'silent' });
    const app = buildApp(
      { ...config, web },
      { database, logger, providers: testProviders(config, logger, new RecordingSmsProvider()) },
    );
    try {
      await app.ready();
      expect(globalThis.mockSanitizerRequired).toBeUndefined();
      await app.listen({ port: 0, host: '127.0.0.1' });
      // The default tenant (demo) has a header: its page sanitizes tenant HTML.
      await expectedSoon(() => globalThis.mockSanitizerRequired === true);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
