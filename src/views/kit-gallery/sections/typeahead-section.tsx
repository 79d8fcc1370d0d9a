import { useState } from 'react';
import { kitPaths } from '../../../contracts/kit';
import type { CompleterItem } from '../../../rules/kit-typeahead';
import { Typeahead } from '../../kit/typeahead/typeahead';
import { GallerySection } from '../gallery-section';
import { EventLog } from '../event-log';

type Place = { id: string; name: string; kind: string; region: string };

export const TypeaheadSection = () => {
  const [chosen, setChosen] = useState<(Place & CompleterItem) | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <GallerySection
      name="Type-ahead"
      summary="Searches the reference service once the trimmed text is longer than 2 characters, 200 ms after the last key; a stale answer never overwrites a newer one."
    >
      <Typeahead<Place>
        label="Scheme, employer or city"
        path={kitPaths.typeahead}
        serviceData={{ limit: 20 }}
        keywords={['name', 'region']}
        emitWrongInput
        onWrongInput={(text) => setError(`"${text}" is not in the list. Choose a suggestion.`)}
        onSelect={(item) => {
          setChosen(item);
          setError(undefined);
        }}
        error={error}
      />
      <EventLog label="Selected" value={chosen ? `${chosen.name} (${chosen.kind})` : ''} />
    </GallerySection>
  );
};
