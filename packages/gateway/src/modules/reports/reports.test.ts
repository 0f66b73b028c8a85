import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockholmToday } from '../../../test/support/dates.js';
import { useStack, type Session } from '../../../test/support/stack.js';
import { toGlobalId } from '../../ids.js';

const OWN_CLIENT = toGlobalId('Client', 2);
const OTHER_CLIENT = toGlobalId('Client', 7);

const SUMMARY = `mutation ($input: IncidentSummaryInput!) { exportIncidentSummary(input: $input) {
  download { url expiresAt } errors { field code message } } }`;
const ANALYSIS = `mutation ($from: Date!, $to: Date!, $clientIds: [ID!]) {
  exportIncidentAnalysis(from: $from, to: $to, clientIds: $clientIds) { download { url expiresAt } errors { field code message } } }`;

/** A Stockholm calendar day `days` from today (negative: in the past). */
const dayFromToday = (days: number) => {
  const today = new Date(`${stockholmToday()}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
};

describe('incident summary and analysis exports through the graph', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let clientAdmin: Session;
  const startDate = dayFromToday(-30);
  const endDate = stockholmToday();

  const graphql = (query: string, variables: Record<string, unknown>, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });

  const download = async (url: string) => {
    const answer = await fetch(`${suite.stack.gateway.url}${url}`);
    return { answer, bytes: Buffer.from(await answer.arrayBuffer()) };
  };

  const workbookOf = async (bytes: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(bytes));
    return workbook;
  };

  beforeAll(async () => {
    clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
    // A Swedish incident of the client-admin's client inside the period, created as the app does.
    const network = await graphql(
      'query ($id: ID!) { node(id: $id) { ... on Client { networks(first: 1) { edges { node { network { id } } } } } } }',
      { id: OWN_CLIENT },
    );
    const networkId = Buffer.from(network.data.node.networks.edges[0].node.network.id, 'base64url')
      .toString()
      .split(':')[1];
    const created = await fetch(`${suite.stack.platform.url}/v2/incidents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${suite.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'Emergency Alert', networkId: Number(networkId), name: '=Brand på Södermalm' }),
    });
    expect(created.status).toBe(201);
  });

  it('answers a same-origin link to the xlsx of the chosen period, downloaded once without a bearer', async () => {
    const answer = await graphql(SUMMARY, {
      input: { startDate, endDate, clientIds: [OWN_CLIENT], alertTypes: ['SOS_EMERGENCY'], format: 'XLSX' },
    });

    expect(answer.errors).toBeUndefined();
    const { download: link, errors } = answer.data.exportIncidentSummary;
    expect(errors).toEqual([]);
    expect(link.url).toMatch(/^\/downloads\/incident-summary\?token=[\w%-]+$/);
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now());
    expect(suite.stack.proxy.calls).toEqual(['POST /backoffice/incidents/summary/link']);

    suite.stack.proxy.reset();
    const { answer: file, bytes } = await download(link.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="incident-summary-${startDate}-${endDate}.xlsx"`,
    );
    expect(suite.stack.proxy.calls).toEqual([`GET /backoffice/incidents/summary?token=${link.url.split('token=')[1]}`]);
    const workbook = await workbookOf(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Incidents', 'Summary']);
    const names = workbook.getWorksheet('Incidents')!.getColumn(5).values;
    // The value exactly as stored: a text cell (never a formula), no apostrophe added.
    expect(names).toContain('=Brand på Södermalm');
    expect(names.some((value) => typeof value === 'object' && value !== null && 'formula' in value)).toBe(false);

    expect((await download(link.url)).answer.status).toBe(404);
  });

  it('maps DEVICE_ALERT to the device alerts sheet and PDF to a PDF file', async () => {
    const xlsx = await graphql(SUMMARY, {
      input: { startDate, endDate, alertTypes: ['DEVICE_ALERT'], format: 'XLSX', language: 'SV' },
    });
    const workbook = await workbookOf((await download(xlsx.data.exportIncidentSummary.download.url)).bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toContain('Device alerts');

    const pdf = await graphql(SUMMARY, { input: { startDate, endDate, format: 'PDF', language: 'SV' } });
    const { answer: file, bytes } = await download(pdf.data.exportIncidentSummary.download.url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    [
      'a start more than a year ago',
      dayFromToday(-400),
      endDate,
      'startDate',
      'START_TOO_EARLY',
      'Start date cannot be more than 1 year ago',
    ],
    [
      'a start after the end',
      endDate,
      startDate,
      'startDate',
      'START_AFTER_END',
      'Start date cannot be after end date',
    ],
    ['an end in the future', startDate, dayFromToday(2), 'endDate', 'FUTURE_DATE', 'Dates cannot be in the future'],
  ])('refuses %s at its field, with no link', async (_, start, end, field, code, message) => {
    const answer = await graphql(SUMMARY, { input: { startDate: start, endDate: end, format: 'PDF' } });

    expect(answer.errors).toBeUndefined();
    expect(answer.data.exportIncidentSummary).toEqual({ download: null, errors: [{ field, code, message }] });
  });

  it("refuses a client-admin another client's report at clientIds; its own client is fine", async () => {
    const other = await graphql(
      SUMMARY,
      { input: { startDate, endDate, clientIds: [OTHER_CLIENT], format: 'XLSX' } },
      clientAdmin.accessToken,
    );
    expect(other.data.exportIncidentSummary).toMatchObject({
      download: null,
      errors: [{ field: 'clientIds', code: 'NOT_IN_SCOPE' }],
    });

    const own = await graphql(
      SUMMARY,
      { input: { startDate, endDate, clientIds: [OWN_CLIENT], format: 'XLSX' } },
      clientAdmin.accessToken,
    );
    expect(own.data.exportIncidentSummary.errors).toEqual([]);
  });

  it('refuses a client id that is not a Client id before calling the platform', async () => {
    const answer = await graphql(SUMMARY, {
      input: { startDate, endDate, clientIds: [toGlobalId('Network', 2)], format: 'PDF' },
    });

    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' });
    expect(suite.stack.proxy.calls).toEqual([]);
  });

  it('answers the analysis xlsx of a period as a same-origin link; another client is NOT_IN_SCOPE', async () => {
    const answer = await graphql(ANALYSIS, { from: startDate, to: endDate, clientIds: [OWN_CLIENT] });
    expect(answer.errors).toBeUndefined();
    const link = answer.data.exportIncidentAnalysis.download;
    expect(link.url).toMatch(/^\/downloads\/incident-analysis\?token=[\w%-]+$/);
    expect(suite.stack.proxy.calls).toEqual(['POST /backoffice/stats/daily/export/link']);

    const { answer: file, bytes } = await download(link.url);
    expect(file.status).toBe(200);
    const workbook = await workbookOf(bytes);
    // One row per day of the period under the header row.
    expect(workbook.worksheets[0].actualRowCount - 1).toBe(31);

    const refused = await graphql(
      ANALYSIS,
      { from: startDate, to: endDate, clientIds: [OTHER_CLIENT] },
      clientAdmin.accessToken,
    );
    expect(refused.data.exportIncidentAnalysis).toMatchObject({
      download: null,
      errors: [{ field: 'clientIds', code: 'NOT_IN_SCOPE' }],
    });
  });

  it('refuses a download link without a token or by another method than GET, without calling the platform', async () => {
    for (const path of ['/downloads/incident-summary', '/downloads/incident-analysis']) {
      expect((await fetch(`${suite.stack.gateway.url}${path}`)).status).toBe(404);
      expect((await fetch(`${suite.stack.gateway.url}${path}?token=x`, { method: 'HEAD' })).status).toBe(405);
    }
    expect(suite.stack.proxy.calls).toEqual([]);
  });
});
