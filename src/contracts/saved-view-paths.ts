/**
 * The saved-view calls' paths, apart from their zod schemas (saved-views.ts): the permission table names them,
 * and the table is part of the sign-in entry, which would otherwise carry all of zod for four strings.
 */
export const viewPaths = {
  list: '/views/list',
  save: '/views/save',
  remove: '/views/remove',
  setDefault: '/views/default',
} as const;
