import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { config } from '../../config';
import { renderWithProviders } from '../../test/render';
import type { HelpSectionScreenQuery } from './__generated__/HelpSectionScreenQuery.graphql';
import { HelpSectionScreen, helpSectionScreenQuery } from './HelpSectionScreen';

const documents = [
  { id: 'RG9jdW1lbnQ6NDI', name: 'Quick start', extension: 'pdf', lang: 'EN', createdAt: '2026-03-04T09:05:00Z' },
  { id: 'RG9jdW1lbnQ6NDM', name: 'Checklist', extension: 'docx', lang: 'ALL', createdAt: '2026-02-01T10:00:00Z' },
];

function renderSection({ key = 'manuals', roles = ['ADMIN'], found = true } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<HelpSectionScreenQuery>(environment, helpSectionScreenQuery, { key, lang: 'EN' });
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: {
        viewer: { id: 'viewer', roles },
        helpSection: found
          ? { id: 'SGVscFNlY3Rpb246MQ', category: 'Manuals', key, lang: 'EN', description: 'Guides.', documents }
          : null,
      },
    }),
  );
  return renderWithProviders(
    <Suspense fallback="loading">
      <HelpSectionScreen queryRef={queryRef} />
    </Suspense>,
    { environment, language: 'en', path: `/help-center/${key}` },
  );
}

describe('HelpSectionScreen', { timeout: 30_000 }, () => {
  it("lists the section's documents linking to the document page in the section's frame", async () => {
    renderSection({ key: 'alarms', roles: ['CLIENT_ADMIN'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manuals' })).toBeTruthy();
    const rows = within(screen.getByTestId('help-documents')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameTypeLanguageAdded',
      expect.stringMatching(/^Quick startPDFEnglish2026-03-04 \d\d:05$/),
      expect.stringMatching(/^ChecklistDOCXAll languages2026-02-01 \d\d:00$/),
    ]);
    expect(screen.getByRole('link', { name: 'Quick start' }).getAttribute('href')).toBe('/documents/42/alarms');
    // no external guide outside the manuals section, no admin actions for others
    expect(screen.queryByRole('link', { name: /User guide/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add document' })).toBeNull();
    expect(screen.getByTestId('help-support')).toBeTruthy();
  });

  it('the manuals section also lists the external Swedish user guide, opening in a new tab', async () => {
    renderSection();
    const guide = await screen.findByRole('link', { name: 'User guide (Swedish)' });
    expect(guide.getAttribute('href')).toBe(config.userGuideUrl);
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(guide.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("gives an admin the document form for this section and language, and the section's edit page", async () => {
    renderSection();
    expect((await screen.findByRole('link', { name: 'Add document' })).getAttribute('href')).toBe(
      '/documents/new?section=manuals&lang=en',
    );
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/help-center/manuals/edit?lang=en');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('a section that does not exist in the language is not found', async () => {
    renderSection({ found: false });
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
  });
});
