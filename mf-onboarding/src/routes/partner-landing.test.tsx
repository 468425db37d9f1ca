import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSpanishTexts, locationState, locationText, renderScreen } from '../testing/render-screen';
import { json, stubApi } from '@portal/shared/testing';
import PartnerLanding from './partner-landing';

const JANE = {
  id: 'acac00000000000000000001',
  firstName: 'Jane',
  lastName: 'Realtor',
  displayName: 'Jane Realtor',
  displayDescription: 'Helping Austin families buy and sell homes for 12 years.',
  landingPageURI: 'jane-realtor',
  headshotImageURL: 'data:image/svg+xml,<svg/>',
  licenses: [{ state: 'TX', licenseNumber: 'TX-0654321' }],
  qrCodeURL: 'data:image/svg+xml,<svg/>',
  brokerage: {
    name: 'Acme Realty Group',
    logoURL: 'data:image/svg+xml,<svg/>',
    websiteURL: 'https://acme-realty.example',
    officePhone: '(555) 010-3100',
  },
};

function renderLanding(realtors: unknown[] = [JANE], options: Parameters<typeof renderScreen>[2] = {}) {
  const calls = stubApi({
    allRealtors: () => json({ data: { allRealtors: realtors } }),
    'POST /users/tenant-1': () => json({ attempt: 'a'.repeat(43) }, 201),
  });
  const view = renderScreen(<PartnerLanding />, '/partner/jane-realtor', {
    path: '/partner/:landingPageKey',
    ...options,
  });
  return { ...view, calls };
}

describe('Agent landing page', () => {
  it("shows the agent's card: headshot, name, description, licenses, brokerage and QR code", async () => {
    const { calls } = renderLanding();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Realtor' })).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ variables: { landingPageURI: 'jane-realtor' } });
    expect(screen.getByRole('img', { name: 'Photo of Jane Realtor' })).toBeInTheDocument();
    expect(screen.getByText(JANE.displayDescription)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Licenses' })).toHaveTextContent('TX license TX-0654321');
    expect(screen.getByText('Acme Realty Group')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'acme-realty.example' })).toHaveAttribute(
      'href',
      'https://acme-realty.example/',
    );
    expect(screen.getByRole('link', { name: '(555) 010-3100' })).toHaveAttribute('href', 'tel:5550103100');
    expect(screen.getByRole('img', { name: "QR code for Jane Realtor's page" })).toBeInTheDocument();
  });

  it('keeps the agent in the session and signs up inside the agent flow', async () => {
    const { store } = renderLanding();
    await screen.findByRole('heading', { level: 1, name: 'Jane Realtor' });
    await waitFor(() => expect(store.getState().session.realtor).toMatchObject({ id: JANE.id }));
    expect(sessionStorage.getItem('realtor')).toContain(JANE.id);

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lopez');
    await user.type(screen.getByRole('textbox', { name: 'Mobile Phone' }), '5125550100');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(locationText()).toBe('/partner/create-account/account-verification/jane-realtor'));
    expect(locationState()).toEqual({ attempt: 'a'.repeat(43), mobilePhone: expect.any(String) });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it("links 'Log in' to /login with the agent", async () => {
    renderLanding();
    await screen.findByRole('heading', { level: 1, name: 'Jane Realtor' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?partnerURI=jane-realtor');
  });

  it('says so when the page has no active agent, and stores nobody', async () => {
    const { store } = renderLanding([]);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this agent.');
    expect(store.getState().session.realtor).toBeNull();
  });
});

describe('Agent landing page in Spanish', () => {
  beforeAll(loadSpanishTexts);

  it("words the agent's card and the sign-up in Spanish", async () => {
    renderLanding([JANE], { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Realtor' })).toBeInTheDocument();
    expect(screen.getByText('Su agente de bienes raíces')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de Jane Realtor' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Licencias' })).toHaveTextContent('Licencia TX-0654321 (TX)');
    expect(screen.getByRole('img', { name: 'Código QR de la página de Jane Realtor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?partnerURI=jane-realtor',
    );
  });

  it('says in Spanish when the page has no active agent', async () => {
    renderLanding([], { locale: 'es' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos encontrar a este agente.');
    expect(screen.getByRole('heading', { level: 1, name: 'No se encontró el agente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'crear una cuenta' })).toHaveAttribute('href', '/create-account');
  });
});
