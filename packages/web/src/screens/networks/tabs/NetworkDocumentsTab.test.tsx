import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { NetworkDocumentsTabTestQuery } from './__generated__/NetworkDocumentsTabTestQuery.graphql';
import { NetworkDocumentsTab } from './NetworkDocumentsTab';
import { connection, NETWORK_ID, renderTab } from './testKit';

const query = graphql`
  query NetworkDocumentsTabTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on Network @alias(as: "network") {
        ...NetworkDocumentsTab_network
      }
    }
  }
`;

function renderDocuments(documents: Record<string, unknown>[]) {
  return renderTab<NetworkDocumentsTabTestQuery>(
    query,
    (data) => (data.node?.network ? <NetworkDocumentsTab network={data.node.network} /> : null),
    { Network: () => ({ id: NETWORK_ID }), UserDocumentConnection: () => connection(documents) },
    { language: 'sv' },
  );
}

describe('NetworkDocumentsTab', { timeout: 20_000 }, () => {
  it('lists name, extension, type, clients, organization and created (YYYY-MM-DD HH:mm), in the user’s language', async () => {
    renderDocuments([
      {
        document: { id: 'RG9jOjE', name: 'Utrymningsplan' },
        extension: 'pdf',
        type: 'Instruktion',
        clientNames: ['Södermalms Skolor', 'Nacka Hemtjänst'],
        organizationName: 'Region Sthlm',
        createdAt: '2026-05-06T07:08:00.000Z',
      },
      {
        document: { id: 'RG9jOjI', name: 'Rutiner' },
        extension: null,
        type: null,
        clientNames: [],
        organizationName: null,
        createdAt: null,
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Dokument' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Namn', 'Filändelse', 'Typ', 'Kunder', 'Organisation', 'Skapad']);
    const plan = screen.getByRole('row', { name: /Utrymningsplan/ });
    expect(within(plan).getByText('Södermalms Skolor, Nacka Hemtjänst')).toBeTruthy();
    expect(within(plan).getByText(/^2026-05-06 \d\d:08$/)).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Rutiner/ })).getAllByText('—')).toHaveLength(5);
    // no search box: the documents call has none
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says where documents come from when none is shared', async () => {
    renderDocuments([]);
    expect(await screen.findByText('Inga dokument delas med nätverket')).toBeTruthy();
    expect(screen.getByText('Dokument som delas med nätverket i dokumentområdet visas här.')).toBeTruthy();
  });
});
