import { expect, type Page } from '@playwright/test';
import type { ContextFrom } from 'xstate';
import type { ChecklistRecord } from '../../../../src/contracts/workflow/checklists';
import { checklistMachine } from '../../../../src/machines/checklist.machine';
import { checkChecklistAttachments } from '../../../../src/rules/kit-upload';
import { pdfOfSize } from '../../../fixtures/upload-files';
import { defineModel, type EventOf, type Ui } from '../ui-model';
import { agentCalls, firstAnswer, ownCase, pdfDataUrl } from './desk-seed';

type Data = { id: number; number: string };

const titleField = (page: Page) => page.getByLabel('Title *');
const heading = (page: Page, data: Data) =>
  page.getByRole('heading', { name: new RegExp(`^${data.number}: `) });

/**
 * The checklist editor (/case-management/checklist/:id) on a checklist of the path's own case, made as the path's
 * first answer describes it: the registry's draft (one item, account.pdf of 2 KB) or published.
 */
export const checklistModel = defineModel(checklistMachine)<Data>({
  id: 'checklist',
  account: 'agent',
  seed: async ({ request, baseURL, events }) => {
    const sample = firstAnswer<ChecklistRecord>(events, 'loadChecklist');
    const made = await ownCase(request, baseURL, 'checklist');
    const call = await agentCalls(request, baseURL);
    const record = {
      case_id: made.id,
      title: 'Hospital claim dispute',
      items: [{ text: 'Get the hospital account' }],
      attachments: [{ document_name: 'account.pdf', document_data: pdfDataUrl(2048) }],
    };
    const saved = await call<ChecklistRecord>('/workflow/checklist/save', record);
    if (sample?.status === 'Published')
      await call('/workflow/checklist/publish', { id: saved.id, title: saved.title, items: saved.items });
    return { id: saved.id, number: saved.number };
  },
  open: async ({ page, baseURL, data }) => {
    await page.goto(`${baseURL}/#/case-management/checklist/${data.id}`);
  },
  services: {
    loadChecklist: { url: '**/api/workflow/checklist/get' },
    saveChecklist: { url: '**/api/workflow/checklist/save' },
    publishChecklist: { url: '**/api/workflow/checklist/publish' },
  },
  states: {
    starting: { unreachable: 'transient: it leaves at once for loading or a new draft' },
    loading: async ({ page }) => {
      await expect(page.getByRole('status').filter({ hasText: 'Loading the checklist' })).toBeVisible();
      await expect(titleField(page)).toHaveCount(0);
    },
    failed: async ({ page }) => {
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(titleField(page)).toHaveCount(0);
    },
    draft: async ({ page, data }) => {
      await expect(heading(page, data)).toBeVisible();
      await expect(titleField(page)).toBeEditable();
      await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
    },
    'draft.editing': async ({ page }) => {
      await expect(page.getByRole('button', { name: 'Save draft' })).toBeEnabled();
    },
    'draft.saving': async ({ page }) => {
      await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
    },
    publishing: async ({ page }) => {
      await expect(page.getByRole('button', { name: 'Publishing…' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    },
    published: async ({ page, data }) => {
      await expect(heading(page, data)).toBeVisible();
      await expect(page.getByText(/this checklist is read-only/)).toBeVisible();
      await expect(titleField(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    },
  },
  events: {
    'checklist.title': async ({ page }, event) => {
      await titleField(page).fill(event.title);
    },
    'checklist.addItem': async ({ page }, event) => {
      await page.getByLabel('New item').fill(event.text);
      await page.getByRole('button', { name: 'Add item' }).click();
    },
    'checklist.removeItem': async (ui, event, context) => {
      const text = context.draft.items[event.index];
      if (text === undefined) throw ui.beyondReach(`there is no item ${event.index + 1} to remove`);
      await ui.page.getByRole('button', { name: `Remove item ${text}` }).click();
    },
    'checklist.attach': attach,
    'checklist.detachNew': async (ui, event, context) => {
      if (!context.draft.added.some((a) => a.name === event.name))
        throw ui.beyondReach(`${event.name} is not attached, so there is nothing to remove`);
      // Two files of one name are let go together, whichever Remove is pressed.
      await ui.page
        .getByRole('button', { name: `Remove ${event.name}` })
        .first()
        .click();
      await expect(ui.page.getByRole('button', { name: `Remove ${event.name}` })).toHaveCount(0);
    },
    'checklist.detachSaved': async (ui, event, context) => {
      const kept = context.draft.kept.find((a) => a.id === event.id);
      if (!kept) throw ui.beyondReach(`the saved attachment ${event.id} is no longer attached`);
      await ui.page.getByRole('button', { name: `Remove ${kept.document_name}` }).click();
    },
    'checklist.save': async ({ page }) => {
      await page.getByRole('button', { name: 'Save draft' }).click();
    },
    'checklist.publish': async ({ page }) => {
      await page.getByRole('button', { name: 'Publish' }).click();
    },
    'checklist.retry': async ({ page }) => {
      await page.getByRole('button', { name: 'Try again' }).click();
    },
  },
});

/**
 * Chooses the files in the upload control; the file is read before the checklist hears of it, so the step waits
 * until the page shows the outcome the machine decides: the files listed as not saved yet, or why they were refused.
 */
async function attach(
  { page }: Ui<Data>,
  event: EventOf<typeof checklistMachine, 'checklist.attach'>,
  { draft }: ContextFrom<typeof checklistMachine>,
): Promise<void> {
  await page
    .getByLabel('Add attachments', { exact: true })
    .setInputFiles(
      event.files.map((f) => ({ name: f.name, mimeType: 'application/pdf', buffer: pdfOfSize(f.size) })),
    );
  const check = checkChecklistAttachments([
    ...draft.kept.map((k) => ({ name: k.document_name, size: k.size })),
    ...draft.added,
    ...event.files,
  ]);
  const waiting = page.getByRole('list', { name: 'Attached files' }).getByText(/not saved yet/);
  if (check.ok) await expect(waiting).toHaveCount(draft.added.length + event.files.length);
  else for (const warning of check.warnings) await expect(page.getByText(warning)).toBeVisible();
}
