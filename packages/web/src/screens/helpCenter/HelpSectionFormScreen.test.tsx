import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { answer } from './testOperations';
import { waitForOperation } from '../../test/tabKit';
import type { HelpSectionFormScreenQuery } from './__generated__/HelpSectionFormScreenQuery.graphql';
import { HelpSectionFormScreen, helpSectionFormScreenQuery } from './HelpSectionFormScreen';

const SECTION_ID = 'SGVscFNlY3Rpb246MQ';

function renderForm({ editing = false } = {}) {
  const environment = createMockEnvironment();
  const variables = { key: editing ? 'manuals' : '', lang: 'SV' as const, editing };
  const queryRef = loadQuery<HelpSectionFormScreenQuery>(environment, helpSectionFormScreenQuery, variables);
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: {
        viewer: { id: 'viewer' },
        ...(editing && {
          helpSection: { id: SECTION_ID, category: 'Manualer', key: 'manuals', lang: 'SV', description: 'Guider.' },
        }),
      },
    }),
  );
  const rendered = renderWithProviders(
    <Suspense fallback="loading">
      <HelpSectionFormScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      language: 'en',
      path: '/help-center/section-form',
      routes: [{ path: '/help-center', element: <p>sections</p> }],
    },
  );
  const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  return { ...rendered, input, save };
}

const languageSelect = () => screen.getByRole('combobox', { name: /Language/ }) as HTMLSelectElement;

describe('HelpSectionFormScreen', { timeout: 30_000 }, () => {
  it('shows the key derived from the category as it is typed; the language starts as the one shown', async () => {
    const { input, save } = renderForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'New help section' })).toBeTruthy();
    expect(languageSelect().value).toBe('sv');
    expect(save().disabled).toBe(true);
    fireEvent.change(input(/^Category/), { target: { value: 'Användarguider (PDF) & mer' } });
    expect(screen.getByTestId('section-key')).toHaveProperty('value', 'anvandarguider_pdf_mer');
    expect((screen.getByTestId('section-key') as HTMLInputElement).readOnly).toBe(true);
    expect(save().disabled).toBe(false);
  });

  it("refuses a key that is one of the help center's pages before asking the platform", async () => {
    const { input, save, environment } = renderForm();
    fireEvent.change(input(/^Category/), { target: { value: 'FAQ' } });
    act(() => fireEvent.click(save()));
    expect(await screen.findByText(/This key is a page of the help center/)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("creates the section with the derived key, shows the platform's SECTION_EXISTS, then saves and returns", async () => {
    const { input, save, environment, router } = renderForm();
    fireEvent.change(input(/^Category/), { target: { value: 'Larm (nya)' } });
    fireEvent.change(input(/^Description/), { target: { value: 'Om larm.' } });
    act(() => fireEvent.click(save()));
    let create = await waitForOperation(environment, 'HelpSectionFormScreenCreateMutation');
    expect(create.request.variables.input).toEqual({
      category: 'Larm (nya)',
      key: 'larm_nya',
      lang: 'SV',
      description: 'Om larm.',
    });
    answer(environment, create, {
      createHelpSection: {
        section: null,
        errors: [{ field: 'key', code: 'SECTION_EXISTS', message: 'exists' }],
      },
    });
    expect(await screen.findByText('A section with this key already exists in this language.')).toBeTruthy();
    expect(input(/^Category/).value).toBe('Larm (nya)');
    fireEvent.change(input(/^Category/), { target: { value: 'Larm (nyare)' } });
    act(() => fireEvent.click(save()));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    create = environment.mock.getMostRecentOperation();
    answer(environment, create, {
      createHelpSection: { section: { id: 'SGVscFNlY3Rpb246OQ', key: 'larm_nyare', lang: 'SV' }, errors: [] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/help-center'));
    expect(router.state.location.search).toBe('?lang=sv');
  });

  it('keeps the key and the language fixed when editing', async () => {
    const { input, save, environment } = renderForm({ editing: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Manualer' })).toBeTruthy();
    expect(input(/^Category/).value).toBe('Manualer');
    fireEvent.change(input(/^Category/), { target: { value: 'Manualer och guider' } });
    // the key does not follow the category once created
    expect(screen.getByTestId('section-key')).toHaveProperty('value', 'manuals');
    expect(languageSelect().disabled).toBe(true);
    act(() => fireEvent.click(save()));
    const update = await waitForOperation(environment, 'HelpSectionFormScreenUpdateMutation');
    expect(update.request.variables).toEqual({
      id: SECTION_ID,
      input: { category: 'Manualer och guider', key: 'manuals', lang: 'SV', description: 'Guider.' },
    });
  });
});
