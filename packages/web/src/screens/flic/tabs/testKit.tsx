// Test helpers of the Flic tabs' tests: one tab rendered from a test query over a mocked hub or button.
import { nodeTabKit } from '../../../test/tabKit';

export { connection, operationName, resolve, waitForOperation, waitForVariables } from '../../../test/tabKit';

export const HUB_ID = 'RmxpY0h1YjpIVUItMQ';
export const BUTTON_ID = 'RmxpY0J1dHRvbjpCVE4tMQ';

const routes = [
  { path: '/flic-buttons/:id', element: <p>button page</p> },
  { path: '/flic-buttons/new', element: <p>new button page</p> },
];

/** The test query aliases `node(id:)` as `hub`. */
export const hubKit = nodeTabKit({ typename: 'FlicHub', id: HUB_ID, basePath: '/flic-hubs', routes });
/** The test query aliases `node(id:)` as `button`. */
export const buttonKit = nodeTabKit({ typename: 'FlicButton', id: BUTTON_ID, basePath: '/flic-buttons', routes });
