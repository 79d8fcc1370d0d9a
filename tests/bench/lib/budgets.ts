/** ARCHITECTURE.md §10, in one place. Sizes in KB (1 KB = 1 000 bytes of gzip), times in ms. */
export const budgets = {
  signInKb: 120,
  adminShellKb: 250,
  signInInteractiveMs: 300,
  dashboardAfterSignInMs: 600,
  interactionMs: 100,
  tableFirstPaintMs: 200,
  tableFilterMs: 50,
  tableLongFrames: 0,
  treeRenderMs: 150,
  treeSearchMs: 50,
  treeExpandAllMs: 200,
  workflowListsMs: 50,
  serviceRequestsPerSecond: 5000,
  serviceP99Ms: 25,
} as const;
