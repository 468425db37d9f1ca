// Test helper: renders a screen as the shell does — the page's store with the tenant loaded
// and a signed-in client — inside a router at a URL.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from '@portal/shared/router';
import { createPortalStore, signIn, type Client } from '@portal/shared';

export const CLIENT: Client = {
  id: 'client-1',
  email: 'ana@example.com',
  firstName: 'Ana',
  middleName: null,
  lastName: 'Lopez',
  mobilePhone: '+15125550100',
  address1: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  tenant: { id: 'tenant-1' },
};

export function renderScreen(screen: ReactElement, url: string) {
  sessionStorage.clear();
  const { store } = createPortalStore({ apiBase: 'http://portal.test/api' });
  store.dispatch(signIn({ token: 'tok', client: CLIENT }));
  window.history.replaceState({}, '', url);
  return render(
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path={url} element={screen} />
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
}
