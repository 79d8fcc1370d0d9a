import { screenKeys } from '../rules/permission-catalogue';
import type { NavItem } from './menu-types';

const metadataLink = (name: string, state: string): NavItem => ({
  name,
  state,
  type: 'link',
  // Spec §2: all eight share one icon and an empty description, none hidden; the list is fixed, not fetched.
  icon: 'metadata',
  description: '',
  hidden: false,
  keys: screenKeys(state),
});

/** The metadata application's side menu of spec §2, in its order. */
export const metadataMenu: NavItem[] = [
  metadataLink('Search Graph', '/ls-metadata/search-graph'),
  metadataLink('Message Type', '/ls-metadata/message-type'),
  metadataLink('JSON Transform', '/ls-metadata/json-transform'),
  metadataLink('Search Index Mapping', '/ls-metadata/search-idx'),
  metadataLink('Query', '/ls-metadata/query'),
  metadataLink('Search Index Attribute', '/ls-metadata/manage-search-index-attributes'),
  metadataLink('Message History', '/ls-metadata/message-history'),
  metadataLink('Load GUID', '/ls-metadata/load-guid'),
];
