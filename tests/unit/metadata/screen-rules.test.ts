import { describe, expect, it } from 'vitest';
import { attributeChangeNeedsRebuild } from '../../../src/contracts/metadata/rules';
import { parseMessagesFile } from '../../../src/views/metadata/message-import';
import { checkSpecText, previewOf, sampleMessage } from '../../../src/views/metadata/transform-preview';

const attributes = [
  { name: 'policy_no', datatype: 'STRING' as const, required: true, description: '' },
  { name: 'holder', datatype: 'DICT' as const, required: true, description: '' },
];

describe('transform editor checks', () => {
  it('explains bad JSON, a bad shape and an unknown source, and previews a good spec', () => {
    expect(checkSpecText('{', attributes)).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('Not valid JSON')],
    });
    expect(checkSpecText('{"fields": []}', attributes)).toEqual({
      ok: false,
      problems: ['fields: A transform maps at least one field'],
    });
    expect(checkSpecText('{"fields": [{"source": "policy_no.x", "target": "p"}]}', attributes)).toEqual({
      ok: false,
      problems: ['fields.0.source: "policy_no" is STRING, so it has no nested fields'],
    });
    const good = checkSpecText('{"fields": [{"source": "holder.city", "target": "city"}]}', attributes);
    expect(previewOf(good, JSON.stringify(sampleMessage(attributes)))).toEqual({
      ok: true,
      doc: { city: 'Secunda' },
    });
    expect(previewOf(good, 'not json')).toEqual({
      ok: false,
      errors: ['The sample message is not valid JSON'],
    });
  });
});

describe('message file import', () => {
  it('reads a JSON array or one object a line and names the bad line', () => {
    expect(parseMessagesFile('[{"a":1},{"a":2}]')).toEqual({ payloads: [{ a: 1 }, { a: 2 }] });
    expect(parseMessagesFile('{"a":1}\n\n{"a":2}\n')).toEqual({ payloads: [{ a: 1 }, { a: 2 }] });
    expect(parseMessagesFile('{"a":1}\n[1]')).toEqual({ error: 'Line 2 is not a JSON object' });
    expect(parseMessagesFile('{"a":1}\n{oops')).toEqual({ error: 'Line 2 is not valid JSON' });
    expect(parseMessagesFile('[1]')).toEqual({ error: 'Item 1 is not a JSON object' });
    expect(parseMessagesFile('  ')).toEqual({ error: 'The file holds no messages' });
  });
});

describe('attribute rules', () => {
  it('needs a rebuild only for a new, renamed or retyped attribute over documents', () => {
    const city = { name: 'city', datatype: 'STRING' as const };
    expect(attributeChangeNeedsRebuild(city, { ...city }, 10)).toBe(false);
    expect(attributeChangeNeedsRebuild(city, { ...city, datatype: 'FLEXIBLE' }, 10)).toBe(true);
    expect(attributeChangeNeedsRebuild(city, { ...city, name: 'town' }, 10)).toBe(true);
    expect(attributeChangeNeedsRebuild(null, city, 10)).toBe(true);
    expect(attributeChangeNeedsRebuild(null, city, 0)).toBe(false);
  });
});
