// @vitest-environment jsdom
// (DOMPurify, which the answers go through, sanitizes nothing under happy-dom: these need the real DOM)
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { answer, fail } from './testOperations';
import { operationName, waitForOperation } from '../../test/tabKit';
import type { FaqScreenQuery } from './__generated__/FaqScreenQuery.graphql';
import { FaqScreen, faqScreenQuery } from './FaqScreen';

const CATEGORY = 'RmFxQ2F0ZWdvcnk6MQ';
const QUESTION = 'RmFxUXVlc3Rpb246MQ';

const faq = [
  {
    id: CATEGORY,
    category: 'Alarms',
    questions: [
      {
        id: QUESTION,
        question: 'How do I test my alarm?',
        answer:
          '<p>Press <strong>Test</strong>.<script>window.hacked = true</script></p><img src="x" onerror="window.hacked = true">' +
          '<a href="javascript:window.hacked = true">click</a>',
      },
      { id: 'RmFxUXVlc3Rpb246Mg', question: 'Who gets my alarm?', answer: '<p>Your network.</p>' },
    ],
  },
  {
    id: 'RmFxQ2F0ZWdvcnk6Mg',
    category: 'Account',
    questions: [{ id: 'RmFxUXVlc3Rpb246Mw', question: 'Reset?', answer: 'Yes' }],
  },
  { id: 'RmFxQ2F0ZWdvcnk6Mw', category: 'Empty so far', questions: [] },
];

/** The accordion opens a question the way a pointer does: the trigger takes focus, then the click. */
async function openQuestion(name: string) {
  const trigger = screen.getByRole('button', { name });
  fireEvent.focus(trigger);
  await waitFor(() => expect(trigger.hasAttribute('data-focus')).toBe(true));
  fireEvent.click(trigger);
  await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
}

function renderFaq({ roles = ['ADMIN'], search = null as string | null } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<FaqScreenQuery>(environment, faqScreenQuery, { lang: 'EN', search });
  act(() => environment.mock.resolveMostRecentOperation({ data: { viewer: { id: 'viewer', roles }, faq } }));
  return renderWithProviders(
    <Suspense fallback="loading">
      <FaqScreen queryRef={queryRef} />
    </Suspense>,
    { environment, language: 'en', path: `/help-center/faq${search ? `?q=${search}` : ''}` },
  );
}

describe('FaqScreen', { timeout: 30_000 }, () => {
  it('shows the questions by category in an accordion; an answer is sanitized again before it reaches the page', async () => {
    renderFaq({ roles: ['USER'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Alarms' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeTruthy();
    // a category without questions is for admins to rename or delete, not for readers
    expect(screen.queryByRole('heading', { level: 2, name: 'Empty so far' })).toBeNull();
    await openQuestion('How do I test my alarm?');
    const answer = (await screen.findAllByTestId('faq-answer'))[0]!;
    await waitFor(() => expect(within(answer).getByText('Test')).toBeTruthy());
    expect(answer.innerHTML).not.toMatch(/script|onerror|<img|javascript/);
    expect(document.querySelector('script:not([src])')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.queryByRole('link', { name: 'Add question' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rename/ })).toBeNull();
    expect(screen.getByTestId('help-support')).toBeTruthy();
  });

  it('searches on the server from 2 characters, debounced, and keeps the search in ?q=', async () => {
    const { environment, router } = renderFaq({ roles: ['USER'] });
    const search = await screen.findByRole('searchbox', { name: 'Search the FAQ' });
    fireEvent.change(search, { target: { value: 'a' } });
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeTruthy();
    await new Promise((done) => setTimeout(done, 500));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.change(search, { target: { value: 'al' } });
    fireEvent.change(search, { target: { value: 'ala' } });
    const refetch = await waitForOperation(environment, 'FaqScreenListRefetchQuery');
    expect(refetch.request.variables).toEqual({ lang: 'EN', search: 'ala' });
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=ala');
    answer(environment, refetch, { faq: [] });
    expect(await screen.findByText('No matching questions')).toBeTruthy();
    // clearing the search shows every question again
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables.search).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('opens every matching answer of a search it was loaded with', async () => {
    renderFaq({ roles: ['USER'], search: 'alarm' });
    expect((await screen.findByRole('searchbox', { name: 'Search the FAQ' })).getAttribute('value')).toBe('alarm');
    expect(screen.getByRole('button', { name: 'How do I test my alarm?' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("lets an admin add and edit questions, and says 'Error deleting question' when a delete fails", async () => {
    const { environment } = renderFaq();
    expect((await screen.findByRole('link', { name: 'Add question' })).getAttribute('href')).toBe(
      '/help-center/faq/add?lang=en',
    );
    expect(screen.getByRole('link', { name: 'Edit Who gets my alarm?', hidden: true }).getAttribute('href')).toBe(
      `/help-center/faq/edit/RmFxUXVlc3Rpb246Mg`,
    );
    await openQuestion('How do I test my alarm?');
    const deleteButton = await screen.findByRole('button', { name: 'Delete How do I test my alarm?' });
    act(() => fireEvent.click(deleteButton));
    const dialog = await screen.findByTestId('confirm-dialog');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    const remove = await waitForOperation(environment, 'FaqScreenDeleteQuestionMutation');
    expect(remove.request.variables).toEqual({ id: QUESTION });
    fail(environment, remove);
    expect(await screen.findByText('Error deleting question')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How do I test my alarm?' })).toBeTruthy();
  });

  it('deletes a question after confirmation', async () => {
    const { environment } = renderFaq();
    await openQuestion('Who gets my alarm?');
    const deleteButton = await screen.findByRole('button', { name: 'Delete Who gets my alarm?' });
    act(() => fireEvent.click(deleteButton));
    const dialog = await screen.findByTestId('confirm-dialog');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    const remove = await waitForOperation(environment, 'FaqScreenDeleteQuestionMutation');
    answer(environment, remove, { deleteFaqQuestion: { deletedId: 'RmFxUXVlc3Rpb246Mg' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Who gets my alarm?' })).toBeNull());
    expect(screen.getByRole('button', { name: 'How do I test my alarm?' })).toBeTruthy();
  });

  it("renames a category (a taken name stays in the dialog; a failure says 'Error editing category') and deletes one", async () => {
    const { environment } = renderFaq();
    expect(await screen.findByRole('heading', { level: 2, name: 'Empty so far' })).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Rename Alarms' })));
    const name = await screen.findByRole('textbox', { name: /Category/ });
    fireEvent.change(name, { target: { value: 'Account' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    let rename = await waitForOperation(environment, 'RenameCategoryDialogMutation');
    expect(rename.request.variables).toEqual({ id: CATEGORY, category: 'Account' });
    answer(environment, rename, {
      renameFaqCategory: { category: null, errors: [{ field: 'category', code: 'CATEGORY_EXISTS', message: 'x' }] },
    });
    expect(await screen.findByText('A category with this name already exists in this language.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Alarm help' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables.category).toBe('Alarm help'),
    );
    rename = environment.mock.getMostRecentOperation();
    fail(environment, rename);
    expect(await screen.findByText('Error editing category')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    rename = environment.mock.getMostRecentOperation();
    answer(environment, rename, {
      renameFaqCategory: { category: { id: CATEGORY, category: 'Alarm help' }, errors: [] },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Alarm help' })).toBeTruthy();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete Account' })));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText(/All its questions are deleted with it/)).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    const remove = await waitForOperation(environment, 'FaqScreenDeleteCategoryMutation');
    answer(environment, remove, { deleteFaqCategory: { deletedId: 'RmFxQ2F0ZWdvcnk6Mg' } });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Account' })).toBeNull());
    expect(operationName(remove)).toBe('FaqScreenDeleteCategoryMutation');
  });
});
