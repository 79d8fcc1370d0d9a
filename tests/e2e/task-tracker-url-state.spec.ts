import type { APIRequestContext, Page } from '@playwright/test';
import type { TaskAssignees } from '../../src/contracts/tasks';
import { expect, test } from './fixtures';
import { signedInPages } from './support/signed-in-pages';
import { serviceAs } from './support/service-as';

// Issue 38: the task tracker pages, filters, sorts and searches on the service, and keeps its filters, sort,
// search and saved view in its URL: a reload, a colleague's copy of the link and back/forward show the same list.

const signedIn = signedInPages();

/** Four tasks of the agent's in a workgroup the supervisor belongs to as well: three orange, one dark. */
async function agentTasks(request: APIRequestContext, baseURL: string, token: string) {
  const agent = await serviceAs(request, baseURL, 'agent');
  const supervisor = await serviceAs(request, baseURL, 'supervisor');
  const mine = await agent<TaskAssignees>('/task/assignees', {});
  const theirs = await supervisor<TaskAssignees>('/task/assignees', {});
  const shared = mine.workgroups.find((g) =>
    [mine.me, theirs.me].every((u) =>
      mine.members.some((m) => m.wrkgrp_id === g.wrkgrp_id && m.user_id === u),
    ),
  );
  expect(shared, 'a workgroup of both the agent and the supervisor').toBeDefined();
  for (const [name, completion] of [
    ['Bravo', 70],
    ['Alpha', 60],
    ['Charlie', 55],
    ['Delta', 20],
  ] as const) {
    const made = await agent<{ id: number }>('/task/save', {
      title: `${token} ${name}`,
      wrkgrp_id: shared?.wrkgrp_id,
      owner_user_id: mine.me,
    });
    await agent('/task/progress', { id: made.id, completion });
  }
}

const rows = (page: Page) => page.locator('canvas[data-testid="data-grid-canvas"] tbody tr');

/** The list the test set up: In Progress, orange band, by title, searched for the test's own tasks. */
async function expectTheList(page: Page, token: string, order: 'asc' | 'desc') {
  await expect(page.getByRole('heading', { name: 'Task Tracker' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('In Progress');
  await expect(page.getByLabel('Completion band', { exact: true })).toHaveValue('orange');
  await expect(page.getByLabel('Sort by')).toHaveValue(`title:${order}`);
  await expect(page.getByRole('searchbox', { name: 'Search Tasks' })).toHaveValue(token);
  const titles = ['Alpha', 'Bravo', 'Charlie'].map((t) => `${token} ${t}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page)).toContainText(order === 'asc' ? titles : titles.reverse());
  await expect(page.getByText(/^1–3 of 3$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tasks per completion band' })).toContainText(
    'Orange (51-80): 3',
  );
}

test('a reload, a colleague’s copy of the link, and back and forward keep the tracker’s filters, sort and search', async ({
  browser,
  baseURL,
  request,
}) => {
  const token = `TrackerUrl${Date.now()}`;
  await agentTasks(request, baseURL as string, token);

  const agent = await signedIn(browser, baseURL as string, 'agent');
  await agent.goto(`${baseURL}/#/task/task-tracker`);
  await expect(agent.getByRole('heading', { name: 'Task Tracker' })).toBeVisible();
  await agent.getByLabel('Status').selectOption('In Progress');
  await agent.getByLabel('Completion band', { exact: true }).selectOption('orange');
  await agent.getByLabel('Sort by').selectOption({ label: 'Title (descending)' });
  await agent.getByRole('searchbox', { name: 'Search Tasks' }).fill(token);
  await expectTheList(agent, token, 'desc');
  await expect(agent).toHaveURL(/[#&?]status=In\+Progress&band=orange&sort=title\.desc&q=TrackerUrl/);

  // (1) A reload opens the same list.
  await agent.reload();
  await expectTheList(agent, token, 'desc');

  // (2) The link, opened by the supervisor (a member of the same workgroup) in a browser of their own.
  const link = agent.url();
  const supervisor = await signedIn(browser, baseURL as string, 'supervisor');
  await supervisor.goto(link);
  await expectTheList(supervisor, token, 'desc');

  // (3) Back and forward move between states of the list: the sort, then the band filter.
  await agent.getByLabel('Sort by').selectOption({ label: 'Title (ascending)' });
  await expectTheList(agent, token, 'asc');
  await agent.goBack();
  await expectTheList(agent, token, 'desc');
  await agent.goForward();
  await expectTheList(agent, token, 'asc');
  await agent.goBack();
  await agent.goBack();
  // Before the search: the same filters and sort, every matching task of the tracker.
  await expect(agent.getByRole('searchbox', { name: 'Search Tasks' })).toHaveValue('');
  await expect(agent.getByLabel('Completion band', { exact: true })).toHaveValue('orange');
  await agent.goBack();
  await agent.goBack();
  // Before the band: the test's dark task is listed again once searched for.
  await expect(agent.getByLabel('Completion band', { exact: true })).toHaveValue('');
  await agent.getByRole('searchbox', { name: 'Search Tasks' }).fill(token);
  await expect(rows(agent)).toHaveCount(4);
  await expect(agent.getByRole('list', { name: 'Tasks per completion band' })).toContainText(
    'Dark (0-50): 1',
  );
});
