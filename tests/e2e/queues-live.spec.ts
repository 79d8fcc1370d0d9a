import { expect, signIn, test } from './fixtures';

// Issue 20: the supervisor's live queue view on the team home, from /telephony/details/all_user (seed data).
test("a supervisor's home shows Queues live: each queue with its waiting figure and agents by state", async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  const panel = page.getByRole('region', { name: 'Queues live' });
  await expect(panel).toBeVisible();
  const pretoria = panel.getByRole('article', { name: /Member Services – Pretoria/ });
  await expect(pretoria).toBeVisible();
  await expect(pretoria).toContainText('Waiting:');
  await expect(pretoria).toContainText('Longest wait:');
  await expect(pretoria).toContainText(/Ready \d+ · Not ready \d+ · On call \d+ · Wrap-up \d+ · Offline \d+/);
  const naledi = pretoria.getByRole('row', { name: /Naledi Mokoena/ });
  await expect(naledi).toBeVisible();
  // The seeded agent has not logged in to the phone: Offline (or a state the service reports live).
  await expect(naledi.getByRole('cell').first()).toHaveText(
    /Offline|Ready|Not ready|On call|Wrap-up|Ringing/,
  );
  await expect(pretoria.getByRole('columnheader')).toHaveText([
    'Agent',
    'State',
    'Time in state',
    'Missed',
    'Rejected',
    'Monitor', // issue 39: Listen, on an agent's row while they are on a call
  ]);
});

test("an agent's home has no Queues live panel", async ({ page }) => {
  await signIn(page, 'agent');
  await expect(page.getByRole('heading', { name: 'My work' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Queues live' })).toHaveCount(0);
});
