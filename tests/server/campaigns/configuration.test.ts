import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignPaths as p, type ConfigurationAnswer } from '../../../src/contracts/campaigns';
import { taskPaths } from '../../../src/contracts/tasks';
import type { TaskConfig } from '../../../src/contracts/tasks';
import { forgetConfiguration } from '../../../server/domain/campaigns/configuration';
import { serviceConfiguration } from '../../../server/db/schema';
import { customersWorld } from '../customers/fixtures';
import { post } from '../helpers';

const w = await customersWorld();

describe('configuration store', () => {
  it('answers the asked names from the store', async () => {
    const names = ['campaign_conf', 'campaign_version_target_status', 'auto_populate_keywords'];
    const { body } = await w.call<ConfigurationAnswer>(p.configurationGet, { names }, w.agent.token);
    expect(body.errCode).toBe(0);
    expect(Object.keys(body.data).sort()).toEqual([...names].sort());
    expect(body.data.campaign_conf?.target_page_size).toBe(10);
    expect(body.data.campaign_version_target_status?.map((s) => s.status)).toContain('Call back');
    expect(body.data.auto_populate_keywords?.map((k) => k.keyword)).toContain('{customer_name}');
  });

  it('refuses unknown names, an empty list and a caller without a session', async () => {
    const unknown = await w.call(p.configurationGet, { names: ['smtp_password'] }, w.agent.token);
    expect(unknown.body.errCode).toBe(1);
    expect((await w.call(p.configurationGet, { names: [] }, w.agent.token)).body.errCode).toBe(1);
    expect((await post(w.t.app, p.configurationGet, { names: ['campaign_conf'] })).body.errCode).toBe(96);
  });

  it('serves the two tag lists of tags_list through /search_tags/get', async () => {
    const tags = await w.call<string[]>(p.searchTags, { tagident: 'campaign_version_tags' }, w.agent.token);
    expect(tags.body.data).toContain('Gap cover');
    const refs = await w.call<string[]>(
      p.searchTags,
      { tagident: 'external_reference_number_task' },
      w.agent.token,
    );
    expect(refs.body.data).toContain('Policy number');
    expect((await w.call(p.searchTags, { tagident: 'nope' }, w.agent.token)).body.errCode).toBe(1);
  });

  it('task configuration follows a change in the store', async () => {
    const [row] = await w.db
      .select()
      .from(serviceConfiguration)
      .where(eq(serviceConfiguration.name, 'tags_list'));
    const value = structuredClone(row.value) as Record<string, { label: string }>;
    value.external_reference_number_task.label = 'Scheme reference';
    await w.db.update(serviceConfiguration).set({ value }).where(eq(serviceConfiguration.name, 'tags_list'));
    forgetConfiguration(w.db);
    const { body } = await w.call<TaskConfig>(taskPaths.config, {}, w.agent.token);
    expect(body.data.tags_list.external_reference_number_task.label).toBe('Scheme reference');
    expect(body.data.task_approval_fields).toContain('approver_user_id');
  });
});
