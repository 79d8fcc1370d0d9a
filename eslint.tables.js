/**
 * Issue 41, one table component for every list: outside the kit a screen draws no <table> of its own. A list is
 * the kit Datatable (src/views/kit/datatable); what is not a list (a matrix, a record's details, a chart's figures)
 * is the kit DetailTable (src/views/kit/detail-table).
 *
 * A rule of its own rather than one more no-restricted-syntax block: flat config replaces a rule's options block by
 * block, so a second no-restricted-syntax over src/views would silently drop the kit-button selectors.
 */
const noRawTable = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      raw: "A list is the kit's Datatable (src/views/kit/datatable); anything else the kit's DetailTable (src/views/kit/detail-table)",
    },
  },
  create: (context) => ({
    JSXOpeningElement: (node) => {
      if (node.name.type === 'JSXIdentifier' && node.name.name === 'table')
        context.report({ node, messageId: 'raw' });
    },
  }),
};

/** Screens left out of the rule while they still draw their own table ({ file, reason }): none now. */
const exceptions = [];

export const tables = [
  {
    files: ['src/views/**/*.tsx'],
    ignores: ['src/views/kit/**', ...exceptions.map((e) => e.file)],
    plugins: { tables: { rules: { 'no-raw-table': noRawTable } } },
    rules: { 'tables/no-raw-table': 'error' },
  },
];
