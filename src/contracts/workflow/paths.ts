/** Workflow calls (spec §7 "Classification and workflow" and the case desk built on them), relative to the service url. */
export const workflowPaths = {
  caseCreate: '/workflow/case/create',
  caseGet: '/workflow/case/get',
  caseList: '/workflow/case/list',
  caseHistory: '/workflow/case/history',
  allCaseStatus: '/get_all_case_status',
} as const;
