/** The datatable search box's events (spec §3 "Search event", §5 "Search box"). */
export type SearchEvent = { type: 'search' | 'change' | 'clear'; data: string };

/**
 * Enter with text searches; any other key with text is a change; an empty box always clears, so a table
 * goes back to all rows as soon as the text is gone.
 */
export function searchBoxEvent(key: string, text: string): SearchEvent {
  if (text.trim() === '') return { type: 'clear', data: '' };
  return { type: key === 'Enter' ? 'search' : 'change', data: text };
}
