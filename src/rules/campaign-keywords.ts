import type { AutoPopulateKeyword } from '../contracts/campaigns';

/**
 * Fills a call script or outcome note from auto_populate_keywords (spec §3): only the keywords the configuration
 * lists are replaced, so a keyword an administrator removes stays visible as typed instead of vanishing.
 */
export function fillKeywords(
  template: string,
  keywords: readonly AutoPopulateKeyword[],
  values: Readonly<Record<string, string>>,
): string {
  let out = template;
  for (const { keyword } of keywords) {
    const value = values[keyword];
    if (value !== undefined) out = out.split(keyword).join(value);
  }
  return out;
}

/** The values the console knows for a target call: who is called, by whom, for what, and the date. */
export const keywordValues = (v: {
  customerName: string;
  agentName: string;
  campaignName: string;
  versionName: string;
  today: Date;
}): Record<string, string> => ({
  '{customer_name}': v.customerName,
  '{agent_name}': v.agentName,
  '{campaign_name}': v.campaignName,
  '{version_name}': v.versionName,
  '{today}': v.today.toLocaleDateString('en-ZA', { day: '2-digit', month: 'short', year: 'numeric' }),
});
