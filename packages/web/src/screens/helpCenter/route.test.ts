import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../session/session';
import { faqShouldRevalidate, sectionDocumentLoader, sectionFormLoader, sectionNewDocumentLoader } from './route';

const args = (path: string, params: Record<string, string>) =>
  ({ request: new Request(`http://console.test${path}`), params, context: undefined }) as LoaderFunctionArgs;

const signIn = (roles: ('ADMIN' | 'USER')[]) =>
  session.signIn('token', { id: 'VXNlcjox', displayName: 'Ada', email: 'ada@vakt.test', roles, language: 'EN' });

const location = (response: unknown) => (response as Response).headers.get('location');

afterEach(() => session.clear({ keepLastVisited: false }));

describe('help center redirects', () => {
  it('/help-center/:section/new opens the document form for admins and the section for others', async () => {
    signIn(['ADMIN']);
    expect(
      location(await sectionNewDocumentLoader(args('/help-center/manuals/new?lang=sv', { section: 'manuals' }))),
    ).toBe('/documents/new?section=manuals&lang=sv');
    signIn(['USER']);
    expect(
      location(await sectionNewDocumentLoader(args('/help-center/manuals/new?lang=sv', { section: 'manuals' }))),
    ).toBe('/help-center/manuals?lang=sv');
  });

  it('/help-center/:section/:documentId is the document page in the section frame', async () => {
    signIn(['USER']);
    const response = await sectionDocumentLoader(
      args('/help-center/manuals/RG9jdW1lbnQ6NDI', { section: 'manuals', documentId: 'RG9jdW1lbnQ6NDI' }),
    );
    expect(location(response)).toBe('/documents/42/manuals');
  });

  it('the section form is for admins: others go back to what they can read', async () => {
    signIn(['USER']);
    expect(location(await sectionFormLoader(args('/help-center/new?lang=es', {})))).toBe('/help-center');
    expect(location(await sectionFormLoader(args('/help-center/manuals/edit?lang=es', { section: 'manuals' })))).toBe(
      '/help-center/manuals?lang=es',
    );
  });

  it('typing an FAQ search does not reload the page; another language does', () => {
    const check = (from: string, to: string) =>
      faqShouldRevalidate({
        currentUrl: new URL(`http://console.test${from}`),
        nextUrl: new URL(`http://console.test${to}`),
        defaultShouldRevalidate: true,
      } as Parameters<typeof faqShouldRevalidate>[0]);
    expect(check('/help-center/faq', '/help-center/faq?q=larm')).toBe(false);
    expect(check('/help-center/faq?lang=sv&q=la', '/help-center/faq?lang=sv&q=larm')).toBe(false);
    expect(check('/help-center/faq?q=larm', '/help-center/faq?lang=sv&q=larm')).toBe(true);
  });
});
