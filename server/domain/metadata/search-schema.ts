import type { SearchSchema, Tooltips } from '../../../src/contracts/metadata';
import { operatorsFor } from '../../../src/contracts/metadata/query';
import type { Db } from '../../db/client';
import { getIndex } from './indexes';
import type { ScopedActor } from '../caller';

/** The fields a query over an index may use: its filterable attributes, each with the operators it takes. */
export async function searchSchema(db: Db, actor: ScopedActor, indexId: number): Promise<SearchSchema> {
  const { attributes, ...index } = await getIndex(db, actor, indexId);
  return {
    index,
    fields: attributes
      .filter((a) => a.filterable)
      .map((a) => ({
        name: a.name,
        datatype: a.datatype,
        sortable: a.sortable,
        operators: operatorsFor[a.datatype],
      })),
  };
}

/** Field help for the metadata screens (meta/tooltips/get_all), keyed by screen.field. */
export const metadataTooltips: Tooltips = {
  'message_type.name': 'A unique name for the kind of message, for example member_enrolment.',
  'message_type.attributes':
    'The fields a message of this type carries. Required ones must be present on receipt.',
  'message_type.datatype':
    'NONE and FLEXIBLE accept anything; INTEGER whole numbers; FLOAT any number; STRING text; LIST a JSON list; DICT a JSON object; DATE YYYY-MM-DD; DATETIME ISO 8601.',
  'transform.spec':
    'Each mapping reads a source path (dots for nested fields), writes it under a target name, may cast it to a datatype and use a default when the source is missing.',
  'transform.keep_unmapped': 'Also copy, unchanged, the top-level fields no mapping mentions.',
  'index.status':
    'usable: queries run. loading: a bulk load is rebuilding it. unusable: it must be rebuilt before queries run (a load failed or was cancelled, or an attribute changed).',
  'index.transform': 'The transform that turns each message into the document the index stores.',
  'attribute.flags':
    'Searchable attributes are offered in text search, filterable ones in queries, sortable ones as sort keys.',
  'attribute.rebuild':
    'Renaming or retyping an attribute of an index that holds documents makes the index unusable until a bulk load rebuilds it.',
  'bulk_load.warning':
    'A bulk load empties the index and loads every received message again in batches of 1000. The index is unusable until it completes; avoid it in a live environment.',
  'query.builder':
    'Combine rules with AND, OR and NOT. The operators offered depend on each attribute’s datatype.',
  'load_guid.guid':
    'The GUID of a received message. Checking tells whether it is already in the index; loading (re)indexes it.',
  'message_history.status':
    'received: the payload fits its type. rejected: it does not (the reason says why).',
};
