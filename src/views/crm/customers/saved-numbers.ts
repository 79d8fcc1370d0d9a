/** The saved record's numbers (not what is being typed): a call goes to what the record holds. */
export const savedNumbers = (record: Record<string, unknown>, keys = ['mobile', 'phone']): string[] =>
  Number(record.id) > 0
    ? keys.map((k) => record[k]).filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : [];
