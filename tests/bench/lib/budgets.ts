/** ARCHITECTURE.md §10, in one place. Sizes in KB (1 KB = 1 000 bytes of gzip), times in ms. */
export const budgets = {
  signInKb: 120,
  adminShellKb: 250,
  signInInteractiveMs: 300,
  dashboardAfterSignInMs: 600,
  interactionMs: 100,
  /** On a 10 Mbit/s link with 40 ms RTT, cold cache: the sign-in page, then the home screen after submit. */
  throttledSignInMs: 1500,
  throttledHomeAfterSignInMs: 2500,
  tableFirstPaintMs: 200,
  tableFilterMs: 50,
  tableLongFrames: 0,
  treeRenderMs: 150,
  treeSearchMs: 50,
  treeExpandAllMs: 200,
  workflowListsMs: 50,
  serviceRequestsPerSecond: 5000,
  serviceP99Ms: 25,
  /** Issue 21: the case list (50 rows, SLA sort) at 50 connections; PostgreSQL, then PGlite. */
  caseListRequestsPerSecond: 2000,
  caseListP99Ms: 50,
  /** Issue 38: the desk's first window on the wire, rows and counts. */
  deskFirstWindowKb: 100,
  /** Issue 38, the desk at 200 000 cases in Chromium: first rows, the scroll to row 100 000, a pushed change. */
  deskFirstRowsMs: 300,
  deskFarScrollMs: 300,
  deskPushRepaintMs: 50,
  caseListRequestsPerSecondPglite: 1000,
  treeLoadP99Ms: 300,
  metadataQueryRequestsPerSecond: 1000,
  /** Issue 38: each debug panel tab's first opening, click → content painted (every machine's statechart and paths). */
  debugTabOpenMs: 500,
} as const;
