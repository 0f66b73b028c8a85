// relay-compiler configuration: the web app's fragments and queries are compiled against the
// root schema.graphql that the gateway serves.
module.exports = {
  src: './packages/web/src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  exclude: ['**/node_modules/**', '**/__generated__/**'],
};
