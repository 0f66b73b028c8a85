import type { RestClient } from '../../upstream/rest.js';

/** Help center sections, their documents and the FAQ (issue 12): GET /backoffice/help-center/... */
export function createHelpCenterLoaders(_rest: RestClient) {
  return {
    /** A section by REST id (node lookup); null when there is none. */
    async section(_restId: string): Promise<unknown> {
      return null;
    },
    async faqCategory(_restId: string): Promise<unknown> {
      return null;
    },
    async faqQuestion(_restId: string): Promise<unknown> {
      return null;
    },
  };
}
