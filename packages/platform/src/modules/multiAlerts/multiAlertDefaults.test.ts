import { expect, it } from 'vitest';
import { describeEachDb } from '../../../test/harness.js';

/** The defaults a new multi-alert gets when the request leaves them out (spec section 9). */
describeEachDb('multi-alert defaults', (ctx) => {
  it('without colour and sound: the category colour and the sound uan', async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const res = await t.post(
      '/backoffice/clients/2/multi-alerts',
      { name: 'Defaults', title: 'Defaults', alertCategory: 'Safe_Assist' },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ draft: true, color: '#FDA82B', sound: 'uan' });
    // Published, it may take another sound; back to draft, the sound is the default again.
    const live = await t.request('PUT', `/backoffice/clients/2/multi-alerts/${res.body.id}`, {
      token,
      body: { draft: false, sound: 'siren' },
    });
    expect(live.body).toMatchObject({ draft: false, sound: 'siren' });
    const draft = await t.request('PUT', `/backoffice/clients/2/multi-alerts/${res.body.id}/draft`, {
      token,
      body: { draft: true },
    });
    expect(draft.body).toMatchObject({ draft: true, sound: 'uan' });
  });

  it('a draft stored with the former sound "default" can still be edited and gets uan', async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const created = await t.post(
      '/backoffice/clients/2/multi-alerts',
      { name: 'Old draft', title: 'Old', alertCategory: 'Summon' },
      token,
    );
    await t.db.query(`UPDATE multi_alerts SET sound = 'default' WHERE id = $1`, [created.body.id]);
    const edited = await t.request('PUT', `/backoffice/clients/2/multi-alerts/${created.body.id}`, {
      token,
      body: { title: 'Edited' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Edited', draft: true, sound: 'uan' });
  });
});
