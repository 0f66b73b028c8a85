import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { config } from '../../config';
import { renderWithProviders } from '../../test/render';
import { answer, fail } from './testOperations';
import { waitForOperation } from '../../test/tabKit';
import type { HelpCenterScreenQuery } from './__generated__/HelpCenterScreenQuery.graphql';
import { HelpCenterScreen, helpCenterScreenQuery } from './HelpCenterScreen';

const sections = [
  {
    id: 'SGVscFNlY3Rpb246MQ',
    category: 'Manuals',
    key: 'manuals',
    description: 'Guides for the app.',
    documentCount: 3,
  },
  { id: 'SGVscFNlY3Rpb246Mg', category: 'Alarm devices', key: 'alarm_devices', description: null, documentCount: 1 },
];

function renderHelpCenter({ roles = ['ADMIN'], list = sections } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<HelpCenterScreenQuery>(environment, helpCenterScreenQuery, { lang: 'EN' });
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: { viewer: { id: 'viewer', roles }, helpSections: list },
    }),
  );
  return renderWithProviders(
    <Suspense fallback="loading">
      <HelpCenterScreen queryRef={queryRef} />
    </Suspense>,
    { environment, language: 'en', path: '/help-center' },
  );
}

describe('HelpCenterScreen', { timeout: 30_000 }, () => {
  it('shows the sections as cards linking to their pages, with their document counts, and the support block', async () => {
    renderHelpCenter({ roles: ['USER'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help center' })).toBeTruthy();
    const cards = screen.getAllByTestId('help-section-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Manuals' }).getAttribute('href')).toBe(
      '/help-center/manuals?lang=en',
    );
    expect(within(cards[0]!).getByText('Guides for the app.')).toBeTruthy();
    expect(within(cards[0]!).getByText('3 documents')).toBeTruthy();
    expect(within(cards[1]!).getByText('1 document')).toBeTruthy();
    // a plain reader has no admin actions
    expect(screen.queryByRole('link', { name: 'Add section' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
    const support = screen.getByTestId('help-support');
    expect(within(support).getByRole('link', { name: config.supportEmail }).getAttribute('href')).toBe(
      `mailto:${config.supportEmail}`,
    );
    expect(within(support).getByRole('link', { name: config.supportPhone }).getAttribute('href')).toMatch(
      /^tel:\+?\d+$/,
    );
    const video = within(support).getByRole('link', { name: /Video guides/ });
    expect(video.getAttribute('href')).toBe(config.supportVideoUrl);
    expect(video.getAttribute('target')).toBe('_blank');
  });

  it('says why it is empty', async () => {
    renderHelpCenter({ roles: ['USER'], list: [] });
    expect(await screen.findByText('No sections in this language')).toBeTruthy();
  });

  it('lets an admin add, edit and, after confirming, delete a section', async () => {
    const { environment } = renderHelpCenter();
    expect((await screen.findByRole('link', { name: 'Add section' })).getAttribute('href')).toBe(
      '/help-center/new?lang=en',
    );
    expect(screen.getByRole('link', { name: 'Edit Alarm devices' }).getAttribute('href')).toBe(
      '/help-center/alarm_devices/edit?lang=en',
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete Alarm devices' })));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('Delete the section Alarm devices?')).toBeTruthy();
    expect(within(dialog).getByText(/Its documents are deleted with it/)).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    const remove = await waitForOperation(environment, 'DeleteSectionDialogMutation');
    expect(remove.request.variables).toEqual({ id: 'SGVscFNlY3Rpb246Mg' });
    answer(environment, remove, { deleteHelpSection: { deletedId: 'SGVscFNlY3Rpb246Mg' } });
    await waitFor(() => expect(screen.getAllByTestId('help-section-card')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Alarm devices' })).toBeNull();
    expect(await screen.findByText('Section Alarm devices deleted.')).toBeTruthy();
  });

  it("says 'Failed to delete section' and keeps the card when the delete fails", async () => {
    const { environment } = renderHelpCenter();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete Manuals' })));
    const dialog = await screen.findByTestId('confirm-dialog');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    const remove = await waitForOperation(environment, 'DeleteSectionDialogMutation');
    fail(environment, remove);
    expect(await screen.findByText('Failed to delete section')).toBeTruthy();
    expect(screen.getAllByTestId('help-section-card')).toHaveLength(2);
  });
});
