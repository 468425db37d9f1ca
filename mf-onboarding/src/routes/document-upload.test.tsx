import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT, loadSpanishTexts, locationText, renderScreen } from '../testing/render-screen';
import { json, stubApi } from '@portal/shared/testing';
import DocumentUpload from './document-upload';

// The shared rules' Spanish is written beside their English in @portal/shared (rules.es.json);
// these are the words it gives the texts this screen shows, so the test reads them through the
// catalogue the way the page does, whatever else that file holds.
jest.mock('../../../shared/src/i18n/catalogue/rules.es.json', () => ({
  'errors.moreDataRequiredTitle': 'Se necesita más información',
  'errors.moreDataRequiredDetail': 'El banco solicita una verificación de identidad.',
  'errors.documentUploaded': 'Su documento se cargó correctamente.',
  'validation.required': 'Este dato es obligatorio',
}));

/** Stands in for the browser's XMLHttpRequest: the test decides progress and answer. */
class FakeUpload {
  static last: FakeUpload | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

// Node's File: jest-fixed-jsdom's FormData is Node's, and takes only Node's Blobs.
const png = () =>
  new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'passport.png', { type: 'image/png' }) as unknown as File;

beforeEach(() => {
  FakeUpload.last = null;
  jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeUpload() as unknown as XMLHttpRequest);
  stubApi({});
});

function renderUpload(locale?: 'es') {
  return renderScreen(<DocumentUpload />, '/create-account/verification', { signedInAs: CLIENT, locale });
}

const chooseFile = (file: File, label = 'Document Image') =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('Identity document upload', () => {
  it('says why, and what a good image is', () => {
    renderUpload();
    expect(screen.getByRole('heading', { level: 1, name: 'More Data is Required' })).toBeInTheDocument();
    expect(screen.getByText('The bank is requesting identification verification.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Passport' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'License' })).toBeInTheDocument();
    expect(screen.getByLabelText('Document Image')).toHaveAttribute('accept', expect.stringContaining('.png'));
    expect(screen.getByLabelText('Document Image')).toHaveAccessibleDescription(expect.stringContaining('under 10MB'));
    expect(screen.getByText(/must not be cropped/)).toBeInTheDocument();
    expect(screen.getByText(/horizontally/)).toBeInTheDocument();
  });

  it('refuses anything but jpg or png, and files over 10MB', async () => {
    renderUpload();
    chooseFile(new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('File upload must be in jpg or png format')).toBeInTheDocument();
    const big = new File(['x'], 'id.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    chooseFile(big);
    expect(await screen.findByText('File must be under 10MB')).toBeInTheDocument();
  });

  it('needs a document type and a file', async () => {
    renderUpload();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findAllByText('This is required')).toHaveLength(2);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription('This is required');
    }
    expect(screen.getByLabelText('Document Image')).toHaveAccessibleDescription(
      expect.stringContaining('This is required'),
    );
    // The error summary takes the focus and leads to each field.
    expect(document.activeElement).toHaveAccessibleName('There is a problem');
    await userEvent.click(screen.getByRole('link', { name: 'Document Type: This is required' }));
    expect(screen.getByRole('radio', { name: 'Passport' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Document Image: This is required' }));
    expect(screen.getByLabelText('Document Image')).toHaveFocus();
    expect(FakeUpload.last).toBeNull();
  });

  it('uploads with a progress bar, hands the document to the payments provider, then says so and goes to /bank-accounts', async () => {
    const calls = stubApi({ [`POST /account/document/${CLIENT.id}`]: () => json({ status: 'document' }) });
    const { store } = renderUpload();
    await userEvent.click(screen.getByRole('radio', { name: 'License' }));
    chooseFile(png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    const request = FakeUpload.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://portal.test/api/assets/private/');
    expect(request.headers.Authorization).toBe('Bearer tok');
    expect(request.body?.get('TENANT_GUID')).toBe('tenant-1');
    expect(request.body?.get('CLIENT_GUID')).toBe(CLIENT.id);
    expect((request.body?.get('license') as File).name).toBe('passport.png');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    act(() => request.progress(40, 100));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    act(() => request.answer(201, { license: 'doc-1' }));

    await waitFor(() => expect(locationText()).toBe('/bank-accounts'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/account/document/${CLIENT.id}`,
        body: { documentType: 'License', assetId: 'doc-1' },
        authorization: 'Bearer tok',
      }),
    ]);
    expect(store.getState().toast.items.map((toast) => toast.text)).toEqual([
      'Your Document has successfully uploaded.',
    ]);
  });

  it('stays, with the reason, when the payments provider does not take the document', async () => {
    stubApi({
      [`POST /account/document/${CLIENT.id}`]: () =>
        json({ message: 'The document could not be sent.', code: 'X' }, 502),
    });
    const { store } = renderUpload();
    await userEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    chooseFile(png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    act(() => FakeUpload.last!.answer(201, { passport: 'doc-2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The document could not be sent.');
    expect(locationText()).toBe('/create-account/verification');
    expect(store.getState().toast.items).toEqual([]);
  });

  it('goes on when the client has no payments customer to send the document to (409)', async () => {
    stubApi({
      [`POST /account/document/${CLIENT.id}`]: () =>
        json({ message: 'No payments customer for this client yet.', code: 'CONFLICT' }, 409),
    });
    renderUpload();
    await userEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    chooseFile(png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    act(() => FakeUpload.last!.answer(201, { passport: 'doc-3' }));
    await waitFor(() => expect(locationText()).toBe('/bank-accounts'));
  });

  it("shows the server's refusal (a renamed file that is not an image)", async () => {
    renderUpload();
    await userEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    chooseFile(png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    act(() =>
      FakeUpload.last!.answer(415, {
        message: 'File upload must be in jpg or png format',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('File upload must be in jpg or png format');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(locationText()).toBe('/create-account/verification');
  });
});

describe('Identity document upload in Spanish', () => {
  beforeAll(loadSpanishTexts);

  it('says why, what a good image is, and names the document types in Spanish', async () => {
    renderUpload('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Se necesita más información' })).toBeInTheDocument();
    expect(screen.getByText('El banco solicita una verificación de identidad.')).toBeInTheDocument();
    expect(screen.getByText('Cargue un pasaporte o una licencia de conducir.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tipo de documento' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pasaporte' })).toHaveAttribute('value', 'Passport');
    expect(screen.getByRole('radio', { name: 'Licencia de conducir' })).toHaveAttribute('value', 'License');
    expect(screen.getByLabelText('Imagen del documento')).toHaveAccessibleDescription(
      expect.stringContaining('de menos de 10 MB'),
    );
    expect(screen.getByText(/deben verse las cuatro esquinas del documento/)).toBeInTheDocument();
  });

  it('asks for a document type in Spanish', async () => {
    renderUpload('es');
    await userEvent.click(await screen.findByRole('button', { name: 'Cargar' }));
    expect(
      await screen.findByRole('link', { name: 'Tipo de documento: Este dato es obligatorio' }),
    ).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAccessibleDescription('Este dato es obligatorio');
    }
  });

  it('uploads with a progress bar and says so in Spanish', async () => {
    stubApi({ [`POST /account/document/${CLIENT.id}`]: () => json({ status: 'document' }) });
    const { store } = renderUpload('es');
    await userEvent.click(await screen.findByRole('radio', { name: 'Pasaporte' }));
    chooseFile(png(), 'Imagen del documento');
    await userEvent.click(screen.getByRole('button', { name: 'Cargar' }));
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    act(() => FakeUpload.last!.progress(40, 100));
    expect(await screen.findByRole('progressbar', { name: 'Progreso de la carga' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    act(() => FakeUpload.last!.answer(201, { passport: 'doc-1' }));
    await waitFor(() => expect(locationText()).toBe('/bank-accounts'));
    expect(store.getState().toast.items.map((toast) => toast.text)).toEqual(['Su documento se cargó correctamente.']);
  });
});
