/**
 * The addresses of single metadata records, each read by its kind's get-call (spec §7), so a link opens the
 * record after a reload. One place, so a list, a record and a neighbouring screen link to the same address.
 */
export const metaAddress = {
  transforms: '/ls-metadata/json-transform',
  transform: (id: number) => `/ls-metadata/transform/${id}`,
  indexes: '/ls-metadata/search-idx',
  index: (id: number) => `/ls-metadata/search-index/${id}`,
  /** A bulk load opens as a pane of its index (the index stays mounted, with a load it may be watching). */
  load: (indexId: number, loadId: number) => `/ls-metadata/search-index/${indexId}?load=${loadId}`,
  attributes: (indexId?: number) =>
    `/ls-metadata/manage-search-index-attributes${indexId === undefined ? '' : `?index=${indexId}`}`,
  attribute: (indexId: number, id: number) => `/ls-metadata/search-index/${indexId}/attribute/${id}`,
};
