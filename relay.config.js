// relay-compiler configuration: the web app's fragments and queries are compiled against the
// root schema.graphql that the gateway serves. The compiler resolves relative paths against the
// working directory, so they are made absolute: it then runs from the root or from packages/web.
const path = require('node:path');

module.exports = {
  src: path.join(__dirname, 'packages/web/src'),
  schema: path.join(__dirname, 'schema.graphql'),
  language: 'typescript',
  eagerEsModules: true,
  customScalarTypes: { DateTime: 'string', Date: 'string' },
  excludes: ['**/node_modules/**', '**/__generated__/**'],
};
