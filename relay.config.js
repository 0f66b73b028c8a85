// relay-compiler configuration: the web app's fragments and queries are compiled against the
// root schema.graphql that the gateway serves. The compiler resolves relative paths against the
// working directory, so they are made absolute: it then runs from the root or from packages/web.
const fs = require('node:fs');
const path = require('node:path');

// The compiler refuses to start without the map, and persists only the operations whose artifact
// changed unless run with --repersist (the web's `relay` and `build` scripts do). It only ever adds:
// delete the file and run `pnpm --filter @vakt/web relay` to drop operations that no longer exist.
const persistedOperationsFile = path.join(__dirname, 'packages/web/persisted-operations.json');
if (!fs.existsSync(persistedOperationsFile)) fs.writeFileSync(persistedOperationsFile, '{}\n');

module.exports = {
  src: path.join(__dirname, 'packages/web/src'),
  schema: path.join(__dirname, 'schema.graphql'),
  language: 'typescript',
  eagerEsModules: true,
  customScalarTypes: { DateTime: 'string', Date: 'string' },
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  // Trusted documents: artifacts carry an id instead of the text, and the compiler writes the map
  // id -> text here; the gateway serves exactly these documents (PERSISTED_OPERATIONS_FILE).
  persistConfig: {
    file: persistedOperationsFile,
    algorithm: 'SHA256',
  },
};
