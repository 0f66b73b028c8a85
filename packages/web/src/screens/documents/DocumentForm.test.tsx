import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { resolve, waitForOperation } from '../../test/tabKit';
import { DocumentForm } from './DocumentForm';
import { FakeUpload, pickOption } from './testKit';

function renderNewDocument() {
  return renderWithProviders(
    <DocumentForm document={null} kind={{ releaseNote: false, section: null }} defaultLang="EN" />,
    { path: '/documents/new', routes: [{ path: '/documents/:id', element: <p>document page</p> }] },
  );
}

const clientsGroup = () => screen.queryByRole('group', { name: 'Clients' });
const clientTags = () =>
  clientsGroup()
    ? within(clientsGroup()!)
        .getAllByText(/./)
        .map((tag) => tag.textContent)
    : [];
const chooseFile = (file: File) =>
  act(() => fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } }));
const pdf = () => new File(['%PDF-1.7 test'], 'Manual 2026.pdf', { type: 'application/pdf' });
const create = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Create' })));

async function pickClient(environment: Parameters<typeof resolve>[0], name: string) {
  await pickOption(
    environment,
    'Clients',
    'UserPickersClientsQuery',
    { searchClients: [{ id: `client-${name}`, name, organization: null }] },
    new RegExp(name),
  );
}

async function pickOrganization(environment: Parameters<typeof resolve>[0]) {
  await pickOption(
    environment,
    'Organization',
    'OrganizationPickerSearchQuery',
    { searchOrganizations: [{ id: 'org-1', name: 'Region Väst' }] },
    /Region Väst/,
  );
}

beforeEach(() => {
  FakeUpload.sent = [];
  FakeUpload.answer = { status: 201, body: '{"uploadId":"1"}' };
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

describe('DocumentForm (new)', { timeout: 30_000 }, () => {
  it('replaces the chosen clients with the organization’s, empties them when it is cleared or fails to load', async () => {
    const { environment } = renderNewDocument();
    await pickClient(environment, 'Nacka kommun');
    expect(clientTags()).toEqual(['Nacka kommun']);

    await pickOrganization(environment);
    const load = await waitForOperation(environment, 'organizationClientsQuery');
    expect(load.request.variables).toEqual({ id: 'org-1' });
    resolve(environment, {
      node: {
        __typename: 'Organization',
        id: 'org-1',
        clients: {
          edges: [
            { node: { id: 'client-2', name: 'Borås stad' } },
            { node: { id: 'client-3', name: 'Alingsås kommun' } },
          ],
        },
      },
    });
    await waitFor(() => expect(clientTags()).toEqual(['Borås stad', 'Alingsås kommun']));

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove Region Väst' })));
    expect(clientsGroup()).toBeNull();

    await pickClient(environment, 'Nacka kommun');
    await pickOrganization(environment);
    await waitForOperation(environment, 'organizationClientsQuery');
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByText(/The organization's clients could not be loaded/)).toBeTruthy();
    expect(clientsGroup()).toBeNull();
  });

  it("offers the file in the console's language, not the browser's, and names the chosen file", async () => {
    renderWithProviders(
      <DocumentForm document={null} kind={{ releaseNote: false, section: null }} defaultLang="SV" />,
      { path: '/documents/new', language: 'sv' },
    );
    expect(screen.getByRole('button', { name: 'Välj fil' })).toBeTruthy();
    expect(screen.getByTestId('chosen-file').textContent).toBe('Ingen fil vald');
    act(() => fireEvent.change(screen.getByLabelText('Fil'), { target: { files: [pdf()] } }));
    expect(screen.getByTestId('chosen-file').textContent).toBe('Manual 2026.pdf');
  });

  it('asks for the file (document_file_error) and a client before anything is sent, and refuses other file types', async () => {
    const { environment } = renderNewDocument();
    const save = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    act(() =>
      fireEvent.change(screen.getByRole('textbox', { name: /^Description/ }), {
        target: { value: 'For the night shift' },
      }),
    );
    expect(save.disabled).toBe(false);
    create();
    expect(await screen.findByText("Choose the document's file.")).toBeTruthy();
    expect(screen.getByText('Choose at least one client.')).toBeTruthy();
    expect(screen.getByText('19 / 300')).toBeTruthy();

    chooseFile(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/This type of file is not accepted\. Accepted: PDF, PNG, JPG/)).toBeTruthy();
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    chooseFile(big);
    expect(await screen.findByText('The file is larger than 50 MB.')).toBeTruthy();
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.operation.name)).toEqual([]);
  });

  it('creates the document, PUTs the file with its content type, then opens the document', async () => {
    const { environment, router } = renderNewDocument();
    await pickClient(environment, 'Nacka kommun');
    chooseFile(pdf());
    create();
    const mutation = await waitForOperation(environment, 'DocumentFormCreateMutation');
    expect(mutation.request.variables.input).toEqual({
      name: 'Manual 2026',
      description: null,
      type: 'PRIVATE',
      lang: 'EN',
      organizationId: null,
      clientIds: ['client-Nacka kommun'],
      section: null,
      releaseNote: false,
      file: { filename: 'Manual 2026.pdf', size: 13, contentType: 'application/pdf' },
    });
    resolve(environment, {
      createDocument: {
        document: { __typename: 'Document', id: 'RG9jdW1lbnQ6OQ', section: null, releaseNote: false },
        uploadUrl: '/uploads/token-1',
        errors: [],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/9'));
    expect(FakeUpload.sent).toHaveLength(1);
    expect(FakeUpload.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/uploads/token-1',
      headers: { 'content-type': 'application/pdf' },
    });
    expect(await screen.findByText('Manual 2026 was added.')).toBeTruthy();
  });

  it('keeps the form as typed and shows the server’s words when the upload is refused; the half-made document goes', async () => {
    FakeUpload.answer = {
      status: 400,
      body: JSON.stringify({ message: 'The file is not a PDF, PNG, JPEG or office document' }),
    };
    const { environment, router } = renderNewDocument();
    act(() => fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Nattrutiner' } }));
    await pickClient(environment, 'Nacka kommun');
    chooseFile(pdf());
    create();
    await waitForOperation(environment, 'DocumentFormCreateMutation');
    resolve(environment, {
      createDocument: {
        document: { __typename: 'Document', id: 'RG9jdW1lbnQ6OQ', section: null, releaseNote: false },
        uploadUrl: '/uploads/token-2',
        errors: [],
      },
    });
    const discard = await waitForOperation(environment, 'DocumentFormDiscardMutation');
    expect(discard.request.variables).toEqual({ id: 'RG9jdW1lbnQ6OQ' });
    resolve(environment, { deleteDocument: { deletedId: 'RG9jdW1lbnQ6OQ' } });
    expect(
      await screen.findByText(
        'The file could not be uploaded, so the document was not saved: The file is not a PDF, PNG, JPEG or office document',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/documents/new');
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Nattrutiner');
    expect(clientTags()).toEqual(['Nacka kommun']);
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the platform’s field errors next to their fields', async () => {
    const { environment } = renderNewDocument();
    await pickClient(environment, 'Nacka kommun');
    chooseFile(pdf());
    create();
    await waitForOperation(environment, 'DocumentFormCreateMutation');
    resolve(environment, {
      createDocument: {
        document: null,
        uploadUrl: null,
        errors: [{ field: 'clientIds.0', code: 'NOT_IN_SCOPE', message: 'not in scope' }],
      },
    });
    expect(await screen.findByText('You do not have access to this.')).toBeTruthy();
    expect(FakeUpload.sent).toHaveLength(0);
  });
});
