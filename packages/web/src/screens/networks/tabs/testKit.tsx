// Test helpers of the network tabs' tests: one tab rendered from a test query over a mocked network.
import { nodeTabKit } from '../../../test/tabKit';

export { connection, operationName, resolve, waitForOperation, waitForVariables } from '../../../test/tabKit';

export const NETWORK_ID = 'TmV0d29yazo0Mg';

/** The test query aliases `node(id:)` as `network`; /users/:id and /devices/:id answer with a marker paragraph. */
export const { renderTab, resolveGenerated } = nodeTabKit({
  typename: 'Network',
  id: NETWORK_ID,
  basePath: '/networks',
  routes: [
    { path: '/users/:id', element: <p>user page</p> },
    { path: '/devices/:id', element: <p>device page</p> },
  ],
});
