import { serializeBootData, type BootData } from '@portal/shared/page';
import { readBootData } from './boot-data';
import { testDeployment } from './test-deployment';

const boot: BootData = {
  deployment: testDeployment([]),
  tenantIdentifier: 'demo',
  tenant: null,
  branding: null,
  locale: 'es',
};

function pageWith(script: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (script !== null) doc.head.innerHTML = `<script type="application/json" id="portal-boot">${script}</script>`;
  return doc;
}

describe('readBootData', () => {
  it('reads what the server wrote, tenant text with markup included', () => {
    const withMarkup = { ...boot, deployment: { ...boot.deployment, productName: '</script><img src=x>' } };
    expect(readBootData(pageWith(serializeBootData(withMarkup)))).toEqual(withMarkup);
  });

  it('is null on a page without boot data (pnpm dev) or with unreadable data', () => {
    expect(readBootData(pageWith(null))).toBeNull();
    expect(readBootData(pageWith('{not json'))).toBeNull();
  });
});
