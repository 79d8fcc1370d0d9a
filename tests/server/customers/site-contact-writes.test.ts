import { describe, expect, it } from 'vitest';
import { customerPaths as p } from '../../../src/contracts/customers/paths';
import { issuesOf, writeWorld } from './write-world';

const { w, tableBay, addEmployer } = await writeWorld();

describe('site and contact', () => {
  it('adds a location with a contact, refuses removing it while the contact is there, then removes both', async () => {
    const employer = await addEmployer('Pienaarsrivier Quarry (Pty) Ltd');
    const site = await w.call<{ id: number }>(
      p.siteSave,
      {
        id: -1,
        employer_id: employer.id,
        name: 'Quarry Gate',
        city: 'Pienaarsrivier',
        postal_code: '0460',
        phone: '+27 12 711 0040',
      },
      w.admin.token,
    );
    expect(site.body).toMatchObject({ errCode: 0, data: { phone: '27127110040' } });
    const contact = await w.call<{ id: number; mobile: string; is_primary: boolean }>(
      p.contactSave,
      {
        id: -1,
        employer_id: employer.id,
        site_id: site.body.data.id,
        first_name: 'Ruan',
        last_name: 'Kruger',
        job_title: 'Site Manager',
        mobile: '083 555 0199',
        email: 'ruan@quarry.co.za',
        is_primary: true,
      },
      w.admin.token,
    );
    expect(contact.body.data).toMatchObject({ mobile: '27835550199', is_primary: true });
    expect((await w.call(p.siteRemove, { id: site.body.data.id }, w.admin.token)).body.msg).toBe(
      'Quarry Gate still has 1 contact; move or remove them first',
    );
    expect((await w.call(p.contactRemove, { id: contact.body.data.id }, w.admin.token)).body.errCode).toBe(0);
    expect((await w.call(p.siteRemove, { id: site.body.data.id }, w.admin.token)).body.errCode).toBe(0);
  });

  it('answers field messages and refuses a location of another customer', async () => {
    const [jacaranda, highveld] = await Promise.all([
      w.employerId('Jacaranda Logistics (Pty) Ltd'),
      w.employerId('Highveld Engineering Works (Pty) Ltd'),
    ]);
    const bad = await w.call(
      p.contactSave,
      { id: -1, employer_id: jacaranda, first_name: '', last_name: 'X', email: 'a@b', mobile: '0800' },
      w.admin.token,
    );
    expect(issuesOf(bad.body.data)).toEqual(
      expect.arrayContaining([
        'first_name: This field is required',
        'email: Enter a valid email address',
        'mobile: Enter a valid phone number, for example 082 123 4567 or +27 82 123 4567',
      ]),
    );
    const hvSite = (
      await w.call<{ id: string }[]>(`${p.treeServiceUrl}/${p.siteTree}`, { id: highveld }, w.admin.token)
    ).body.data.find((n) => n.id.startsWith('site-'));
    const wrong = await w.call(
      p.contactSave,
      {
        id: -1,
        employer_id: jacaranda,
        site_id: Number(hvSite?.id.slice(5)),
        first_name: 'A',
        last_name: 'B',
      },
      w.admin.token,
    );
    expect(wrong.body).toMatchObject({ errCode: 1, msg: 'That location does not belong to this customer' });
    expect(
      issuesOf(
        (
          await w.call(
            p.siteSave,
            { id: -1, employer_id: jacaranda, name: '', postal_code: '12' },
            w.admin.token,
          )
        ).body.data,
      ),
    ).toEqual(['name: This field is required', 'postal_code: A postal code has 4 digits']);
  });

  it('refuses another tenant’s location and contact', async () => {
    const nodes = (
      await w.call<{ id: string }[]>(`${p.treeServiceUrl}/${p.siteTree}`, { id: tableBay }, w.admin.token)
    ).body.data;
    const siteId = Number(nodes.find((n) => n.id.startsWith('site-'))?.id.slice(5));
    const contactId = Number(nodes.find((n) => n.id.startsWith('contact-'))?.id.slice(8));
    expect((await w.call(p.siteRemove, { id: siteId }, w.supervisor.token)).body.errCode).toBe(4);
    expect((await w.call(p.contactRemove, { id: contactId }, w.supervisor.token)).body.errCode).toBe(4);
    expect((await w.call(p.contactGet, { id: contactId }, w.supervisor.token)).body.errCode).toBe(4);
    expect((await w.call(p.contactGet, { id: contactId }, w.admin.token)).body.errCode).toBe(0);
  });
});
