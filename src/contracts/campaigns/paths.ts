/** Campaign and configuration calls (issue 22). The three GET calls carry the token like the other GET calls. */
export const campaignPaths = {
  configurationGet: '/configuration/get',
  searchTags: '/search_tags/get',
  list: '/campaign/list',
  create: '/campaign/create',
  versionGet: '/campaign/version/get',
  versionStatus: '/campaign/version/status',
  versionTargets: '/campaign/version/targets',
  versionCreate: '/campaign/version/create',
  versionUpdate: '/campaign/version/update',
  versionTransition: '/campaign/version/transition',
  targetsAssign: '/campaign/version/targets/assign',
  candidates: '/campaign/candidates',
  agents: '/campaign/agents',
  myTargets: '/campaign/my_targets',
  outcomeRecord: '/campaign/target/outcome',
} as const;

export type CampaignPathName = keyof typeof campaignPaths;
