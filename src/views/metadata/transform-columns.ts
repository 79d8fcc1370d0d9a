import type { MessageType, Transform } from '../../contracts/metadata/entities';
import type { DatatableColumn } from '../kit/datatable/columns';

export type TransformRow = Transform & Record<string, unknown>;

export const transformColumns: DatatableColumn<TransformRow>[] = [
  { id: 'name', title: 'Name', width: 220 },
  { id: 'source_type_name', title: 'Source message type', width: 200 },
  {
    id: 'spec',
    title: 'Mappings',
    width: 100,
    format: (v) => String((v as { fields: unknown[] }).fields.length),
  },
  { id: 'version', title: 'Version', width: 80 },
  { id: 'updated_at', title: 'Updated', width: 160, format: 'datetime' },
];
/** A first spec for a new transform: every attribute of the source type, kept under its own name. */
export const starterSpec = (type: MessageType | undefined) =>
  JSON.stringify(
    {
      keep_unmapped: false,
      fields: (type?.attributes ?? []).map((a) => ({ source: a.name, target: a.name, cast: a.datatype })),
    },
    null,
    2,
  );
