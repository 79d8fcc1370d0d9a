import { z } from 'zod';
import { dbInt } from '../db-int';
import { recordId } from './shared';

/** mapped_data of a mobile classification leaf (spec §3). */
export type MobileMappedData = {
  mobile_classification_id: number;
  case_classification_id: number | null;
  app_username: string | null;
  /** The case classification's path, Service › Category › Sub-category › Issues. */
  case_path?: string;
};

export const mobileMappingTreeRequest = z.object({
  id: z
    .union([z.string().trim().max(40), dbInt()])
    .transform(String)
    .default('-1'),
  menu_items: z.record(z.string().max(40), z.array(z.string().max(60)).max(30)).default({}),
});
export const mobileMap = z.object({
  mobile_classification_id: recordId,
  case_classification_id: recordId,
});
export const mobileUnmap = z.object({ mobile_classification_id: recordId });
