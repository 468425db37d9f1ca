import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { createPortalStore, type PortalStore } from '@portal/shared';
import { TextsProvider } from '@portal/shared/i18n/react';
import { SHELL_CATALOGUES } from './catalogues';

/**
 * The store and the frame's texts around a part of the shell, for its component tests (the page
 * puts them there through PortalProviders): a given store, or a fresh one.
 */
export function ShellTexts({ store, children }: { store?: PortalStore; children: ReactNode }) {
  const [own] = useState(() => store ?? createPortalStore({ apiBase: 'http://portal.test/api' }).store);
  return (
    <Provider store={own}>
      <TextsProvider catalogues={SHELL_CATALOGUES}>{children}</TextsProvider>
    </Provider>
  );
}
