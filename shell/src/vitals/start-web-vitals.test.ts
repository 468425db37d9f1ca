import { startWebVitals } from './start-web-vitals';
import { reportWebVitals } from './report-web-vitals';

jest.mock('./report-web-vitals', () => ({ reportWebVitals: jest.fn() }));

describe('startWebVitals', () => {
  beforeEach(() => jest.mocked(reportWebVitals).mockClear());

  it('reports under the route pattern of the path, never the path itself', async () => {
    startWebVitals('/api', '/partner/create-account/step-2/jane-realtor');
    await new Promise((resolve) => setTimeout(resolve));
    expect(reportWebVitals).toHaveBeenCalledWith('/api/web-vitals', '/partner/create-account/step-2/:landingPageKey');
  });

  it('reports nothing for a path outside the route table', async () => {
    startWebVitals('/api', '/no-such-page');
    await new Promise((resolve) => setTimeout(resolve));
    expect(reportWebVitals).not.toHaveBeenCalled();
  });
});
