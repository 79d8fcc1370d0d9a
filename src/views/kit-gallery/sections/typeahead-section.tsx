import { useState } from 'react';
import type { CompleterItem } from '../../../rules/kit-typeahead';
import { validateInList } from '../../../rules/kit-typeahead';
import { kitPaths, searchTypeahead } from '../../../services/kit-api';
import { Typeahead } from '../../kit/typeahead/typeahead';
import { EventLog, GallerySection } from '../gallery-section';

type Place = { id: string; name: string; kind: string; region: string };

export const TypeaheadSection = () => {
  const [chosen, setChosen] = useState<(Place & CompleterItem) | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [offered, setOffered] = useState<Place[]>([]);
  const search = async (text: string, signal: AbortSignal) => {
    const items = (await searchTypeahead(kitPaths.typeahead, text, {
      signal,
      serviceData: { limit: 20 },
    })) as Place[] | null;
    if (items) setOffered(items);
    return items;
  };
  return (
    <GallerySection
      name="Type-ahead"
      summary="Searches the reference service once the trimmed text is longer than 2 characters, 200 ms after the last key; a stale answer never overwrites a newer one."
    >
      <Typeahead<Place>
        label="Scheme, employer or city"
        search={search}
        keywords={['name', 'region']}
        emitWrongInput
        onWrongInput={(text) => setError(`"${text}" is not in the list. Choose a suggestion.`)}
        onSelect={(item) => {
          setChosen(item);
          setError(item && validateInList(item, offered, 'id') ? 'Not found' : undefined);
        }}
        error={error}
      />
      <EventLog label="Selected" value={chosen ? `${chosen.name} (${chosen.kind})` : ''} />
    </GallerySection>
  );
};
