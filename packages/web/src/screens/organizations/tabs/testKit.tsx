// Test helpers of the organization tabs' tests: one tab rendered from a test query over a mocked organization.
import { nodeTabKit } from '../../../test/tabKit';

export { connection, operationName, resolve, waitForOperation, waitForVariables } from '../../../test/tabKit';

export const ORGANIZATION_ID = 'T3JnYW5pemF0aW9uOjc';

/**
 * The test query aliases `node(id:)` as `organization`; /users/:id, /clients/:id and the new-client page answer
 * with a marker paragraph.
 */
export const { renderTab, resolveGenerated } = nodeTabKit({
  typename: 'Organization',
  id: ORGANIZATION_ID,
  basePath: '/organizations',
  routes: [
    { path: '/users/:id', element: <p>user page</p> },
    { path: '/clients/:id', element: <p>client page</p> },
    { path: '/organizations/:id/clients/new', element: <p>new client page</p> },
  ],
});
