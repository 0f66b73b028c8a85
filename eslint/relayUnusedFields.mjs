// eslint-plugin-relay's unused-fields, tuned to how the console reads its data. The rule only counts a field
// as read when this file reads it as `x.field` or destructures it; the console also reads fields
//  - through its shared helpers: every connection goes whole to useConnectionTable (ui/), which reads
//    `edges[].node` and `totalCount`;
//  - by key: lists of field names such as SETTING_FLAGS, or `data[kind]` over a typed list of keys; a field
//    named by a string literal in the same file counts as read;
//  - `id`: relay-compiler adds it to every operation for a type that has one (the store keys records by it),
//    so an `id` that is queried and not read costs nothing.
// Files that hand their data whole to typed helpers say so in an eslint-disable comment with that reason.
// A field that is neither read nor named anywhere in its file is still reported.
import relay from 'eslint-plugin-relay';

const READ_BY_SHARED_HELPERS = new Set(['edges', 'node', 'totalCount', 'id']);
const FIELD = /queries for the field `([^`]+)`/;

const unusedFields = relay.rules['unused-fields'];
const inner = typeof unusedFields === 'function' ? unusedFields : unusedFields.create;

export default {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const reports = [];
    const named = new Set();
    const listeners = inner(Object.create(context, { report: { value: (report) => reports.push(report) } }));
    const exit = listeners['Program:exit'];
    return {
      ...listeners,
      Literal(node) {
        if (typeof node.value === 'string') named.add(node.value);
      },
      'Program:exit'(node) {
        exit?.(node);
        for (const report of reports) {
          const field = FIELD.exec(report.message)?.[1];
          if (field && (READ_BY_SHARED_HELPERS.has(field) || named.has(field))) continue;
          context.report(report);
        }
      },
    };
  },
};
