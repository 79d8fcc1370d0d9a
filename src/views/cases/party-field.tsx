import { searchParties, type PartyOption } from '../../machines/new-case-actors';
import { Typeahead } from '../kit/typeahead/typeahead';
import type { NewCaseFormValues } from './new-case-form-values';

type PartyValue = NewCaseFormValues['party'];

type PartyFieldProps = {
  value: PartyValue;
  error?: string;
  onChange: (value: PartyValue) => void;
};

/**
 * The customer, contact or employee of the record, by type-ahead over the console's record search (spec §5: after
 * three characters, 200 ms after the last key). Only an item chosen from the list counts: text typed after a choice
 * drops it, and the form refuses words that name no one.
 */
export const PartyField = ({ value, error, onChange }: PartyFieldProps) => (
  <Typeahead<PartyOption>
    label="Customer or employee"
    placeholder="Type three letters of a name or number"
    search={searchParties}
    keywords={['label']}
    defaultText={value.text}
    autoFocus
    error={error}
    onTextChange={(text) => onChange({ text, chosen: null })}
    onSelect={(item) =>
      onChange(
        item
          ? {
              text: item.search_key,
              chosen: { party_type: item.party_type, party_id: item.party_id, name: item.name },
            }
          : { text: '', chosen: null },
      )
    }
  />
);
