/** The gallery's reference-service paths (server/routes/kit.ts); the kit's pieces are configured with them. */
export const kitPaths = {
  typeahead: '/dev/kit/typeahead',
  treeService: '/dev/kit',
  treeDemo: 'get_tree_demo',
  update: '/dev/kit/update',
  classificationDropdown: '/dev/kit/classification_dropdown',
} as const;
