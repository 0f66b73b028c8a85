// @vitest-environment jsdom
// (DOMPurify, which the answers go through, sanitizes nothing under happy-dom: these need the real DOM)
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { answer } from './testOperations';
import { waitForOperation } from '../../test/tabKit';
import type { FaqQuestionFormScreenQuery } from './__generated__/FaqQuestionFormScreenQuery.graphql';
import { FaqQuestionFormScreen, faqQuestionFormScreenQuery } from './FaqQuestionFormScreen';

const QUESTION = 'RmFxUXVlc3Rpb246MQ';
const categories = {
  en: [{ id: 'RmFxQ2F0ZWdvcnk6MQ', category: 'Alarms' }],
  sv: [
    { id: 'RmFxQ2F0ZWdvcnk6Mg', category: 'Larm' },
    { id: 'RmFxQ2F0ZWdvcnk6Mw', category: 'Konto' },
  ],
  es: [],
};

function renderForm({ editing = false } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<FaqQuestionFormScreenQuery>(environment, faqQuestionFormScreenQuery, {
    id: editing ? QUESTION : '',
    editing,
  });
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: {
        viewer: { id: 'viewer' },
        ...(editing && {
          node: {
            __typename: 'FaqQuestion',
            id: QUESTION,
            question: 'Hur testar jag larmet?',
            answer: '<p>Tryck på Test.</p>',
            categoryId: 'RmFxQ2F0ZWdvcnk6Mg',
            lang: 'SV',
          },
        }),
        ...categories,
      },
    }),
  );
  const rendered = renderWithProviders(
    <Suspense fallback="loading">
      <FaqQuestionFormScreen queryRef={queryRef} lang="en" />
    </Suspense>,
    {
      environment,
      language: 'en',
      path: '/help-center/faq/add',
      routes: [{ path: '/help-center/faq', element: <p>faq</p> }],
    },
  );
  const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
  const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  return { ...rendered, select, input, save };
}

describe('FaqQuestionFormScreen', { timeout: 30_000 }, () => {
  it("keeps Save off until category, question and answer are filled; the language's categories are the choices", async () => {
    const { select, input, save } = renderForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'New FAQ question' })).toBeTruthy();
    expect(select(/^Language/).value).toBe('en');
    const options = () => [...select(/^Category/).options].map((option) => option.textContent);
    expect(options()).toEqual(['Choose a category', 'Alarms', 'New category…']);
    fireEvent.change(select(/^Language/), { target: { value: 'sv' } });
    expect(options()).toEqual(['Choose a category', 'Larm', 'Konto', 'New category…']);
    expect(save().disabled).toBe(true);
    fireEvent.change(select(/^Category/), { target: { value: 'RmFxQ2F0ZWdvcnk6Mw' } });
    fireEvent.change(input(/^Question/), { target: { value: 'Hur byter jag lösenord?' } });
    expect(save().disabled).toBe(true);
    fireEvent.change(input(/^Answer/), { target: { value: '<p>Under Profil.</p>' } });
    expect(save().disabled).toBe(false);
    // a new category needs its name
    fireEvent.change(select(/^Category/), { target: { value: 'new' } });
    expect(save().disabled).toBe(true);
    fireEvent.change(input(/^New category name/), { target: { value: 'Inloggning' } });
    expect(save().disabled).toBe(false);
  });

  it('previews the answer sanitized as it is typed', async () => {
    const { input } = renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Answer/ }), {
      target: {
        value:
          '<p>Ring <b>112</b></p><img src=x onerror="window.previewHacked = 1"><script>window.previewHacked = 2</script>',
      },
    });
    const preview = screen.getByTestId('faq-preview');
    expect(preview.innerHTML).toBe('<p>Ring <b>112</b></p>');
    expect((window as { previewHacked?: number }).previewHacked).toBeUndefined();
    expect(input(/^Answer/).value).toContain('<script>');
  });

  it('creates a question in a new category and returns to the FAQ of its language', async () => {
    const { select, input, save, environment, router } = renderForm();
    fireEvent.change(await screen.findByRole('combobox', { name: /^Language/ }), { target: { value: 'sv' } });
    fireEvent.change(select(/^Category/), { target: { value: 'new' } });
    fireEvent.change(input(/^New category name/), { target: { value: ' Inloggning ' } });
    fireEvent.change(input(/^Question/), { target: { value: 'Glömt lösenord?' } });
    fireEvent.change(input(/^Answer/), { target: { value: '<p>Välj Glömt lösenord.</p>' } });
    act(() => fireEvent.click(save()));
    const create = await waitForOperation(environment, 'FaqQuestionFormScreenCreateMutation');
    expect(create.request.variables.input).toEqual({
      category: 'Inloggning',
      question: 'Glömt lösenord?',
      answer: '<p>Välj Glömt lösenord.</p>',
      lang: 'SV',
    });
    answer(environment, create, {
      createFaqQuestion: {
        question: {
          id: 'RmFxUXVlc3Rpb246OQ',
          question: 'Glömt lösenord?',
          answer: '<p>Välj Glömt lösenord.</p>',
          categoryId: 'RmFxQ2F0ZWdvcnk6OQ',
          lang: 'SV',
        },
        errors: [],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/help-center/faq'));
    expect(router.state.location.search).toBe('?lang=sv');
  });

  it('edits a question in its language (fixed), with its category chosen', async () => {
    const { select, input, save, environment } = renderForm({ editing: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit FAQ question' })).toBeTruthy();
    expect(select(/^Language/).disabled).toBe(true);
    expect(select(/^Category/).value).toBe('RmFxQ2F0ZWdvcnk6Mg');
    expect(save().disabled).toBe(true);
    fireEvent.change(input(/^Question/), { target: { value: 'Hur testar jag mitt larm?' } });
    act(() => fireEvent.click(save()));
    const update = await waitForOperation(environment, 'FaqQuestionFormScreenUpdateMutation');
    expect(update.request.variables).toEqual({
      id: QUESTION,
      input: {
        categoryId: 'RmFxQ2F0ZWdvcnk6Mg',
        question: 'Hur testar jag mitt larm?',
        answer: '<p>Tryck på Test.</p>',
        lang: 'SV',
      },
    });
    answer(environment, update, {
      updateFaqQuestion: { question: null, errors: [{ field: 'question', code: 'TOO_LONG', message: 'too long' }] },
    });
    expect(await screen.findByText('The text is too long.')).toBeTruthy();
    expect(input(/^Question/).value).toBe('Hur testar jag mitt larm?');
  });
});
