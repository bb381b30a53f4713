// Who may join a company: registering with company_slug needs an invitation, a work e-mail of a
// domain the company lists, or its join code; the company's staff manage those, and no one else.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, companies, companyInvitations, outboxMessages, users } from '../../server/db/schema';
import { call, useTestApp, useTokens } from './helpers';
import { useWorld } from './ordering-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['admin', 'acmeOwner', 'acmeDesk', 'acmeManager', 'globexOwner'], { globexDesk: 'desk@globex.example.com' });
const w = useWorld(t);
let n = 0;

/** A new person each time: unique e-mail (at `domain`) and mobile. */
function person(domain = 'example.org', extra: Record<string, string> = {}) {
  n += 1;
  return { name: `Joiner ${n}`, email: `joiner${n}@${domain}`, mobile: `95510${String(n).padStart(5, '0')}`, password: 'Joiner#2026', ...extra };
}
const register = (body: Record<string, unknown>) => call(t.app, 'POST', '/user/register', { body });
const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('registering into a company', () => {
  it('refuses a stranger who names a company with no invitation, domain or code, and writes nothing', async () => {
    const p = person('example.org', { company_slug: 'globex' });
    const res = await register(p);
    expect(res.status).toBe(403);
    expect(res.body.status).toBe(false);
    expect(res.body.message).toBe('Globex Canteens only lets in people it invites, with a work e-mail of its domain, or with its join code');
    expect(await userByEmail(p.email)).toBeUndefined();
  });

  it('makes a plain consumer when no company is named', async () => {
    const p = person();
    const res = await register(p);
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ role: 'consumer', company_uuid: null });
  });

  it('lets an invited e-mail in and marks the invitation accepted; it cannot be used twice', async () => {
    const p = person('example.org', { company_slug: 'globex' });
    const inv = await call(t.app, 'POST', '/company/invitation/add', { token: tok.globexDesk, body: { target: p.email.toUpperCase() } });
    expect(inv.status).toBe(201);
    expect(inv.body.data).toMatchObject({ target: p.email, status: 'pending', company_uuid: w.globex });
    // The invited person hears of it.
    const sent = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, p.email));
    expect(sent[0]?.body).toContain('Globex Canteens invites you');

    const res = await register(p);
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ role: 'company_consumer', company_slug: 'globex' });
    const [row] = await t.database.db.select().from(companyInvitations).where(eq(companyInvitations.uuid, inv.body.data.uuid));
    expect(row.acceptedAt).toBeInstanceOf(Date);
    expect(row.acceptedByUuid).toBe(res.body.data.user.uuid);

    const list = await call(t.app, 'GET', '/company/invitation/list', { token: tok.globexOwner, query: { status: 'accepted' } });
    expect(list.body.data.items.map((i: { uuid: string }) => i.uuid)).toContain(inv.body.data.uuid);
    expect(list.body.data.items.find((i: { uuid: string }) => i.uuid === inv.body.data.uuid)).toMatchObject({ status: 'accepted', accepted_by_name: p.name });
    // Used: withdrawing it now is refused.
    expect((await call(t.app, 'DELETE', `/company/invitation/delete/${inv.body.data.uuid}`, { token: tok.globexOwner })).status).toBe(409);
  });

  it('lets an invited mobile in, and an invitation brings the person into their company even without company_slug', async () => {
    const p = person();
    const inv = await call(t.app, 'POST', '/company/invitation/add', { token: tok.globexOwner, body: { target: p.mobile } });
    expect(inv.status).toBe(201);
    const res = await register(p);
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ role: 'company_consumer', company_slug: 'globex' });
  });

  it('does not let an invitation for another e-mail, an expired one or a withdrawn one count', async () => {
    const invited = person();
    await call(t.app, 'POST', '/company/invitation/add', { token: tok.globexDesk, body: { target: invited.email } });
    const other = person('example.org', { company_slug: 'globex' });
    expect((await register(other)).status).toBe(403);

    const late = person('example.org', { company_slug: 'globex' });
    const expired = await call(t.app, 'POST', '/company/invitation/add', { token: tok.globexDesk, body: { target: late.email } });
    await t.database.db.update(companyInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(companyInvitations.uuid, expired.body.data.uuid));
    expect((await register(late)).status).toBe(403);

    const withdrawn = person('example.org', { company_slug: 'globex' });
    const inv = await call(t.app, 'POST', '/company/invitation/add', { token: tok.globexDesk, body: { target: withdrawn.email } });
    const del = await call(t.app, 'DELETE', `/company/invitation/delete/${inv.body.data.uuid}`, { token: tok.globexDesk });
    expect(del.status).toBe(200);
    expect((await register(withdrawn)).status).toBe(403);
    // An invitation of Globex does not open Acme.
    const elsewhere = person('example.org');
    await call(t.app, 'POST', '/company/invitation/add', { token: tok.globexDesk, body: { target: elsewhere.email } });
    expect((await register({ ...elsewhere, company_slug: 'acme' })).status).toBe(403);
  });

  it('lets in an e-mail of a domain the company lists (Acme lists acme.example.com in the demo data)', async () => {
    const res = await register(person('acme.example.com', { company_slug: 'acme' }));
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ role: 'company_consumer', company_slug: 'acme' });
    // A look-alike domain is not the listed one.
    expect((await register(person('acme.example.com.evil.test', { company_slug: 'acme' }))).status).toBe(403);
    expect((await register(person('notacme.example.com', { company_slug: 'acme' }))).status).toBe(403);
  });

  it('refuses a wrong join code and accepts the right one (case and spaces aside); the code is kept only hashed', async () => {
    const set = await call(t.app, 'PUT', `/company/join/update/${w.globex}`, { token: tok.globexOwner, body: { join_code: 'GLOBEX-LUNCH-42' } });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ has_join_code: true });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.uuid, w.globex));
    expect(row.joinCodeHash).toBeTruthy();
    expect(row.joinCodeHash).not.toContain('GLOBEX-LUNCH-42');
    expect(row.joinCodeHash).toMatch(/^\$argon2id\$/);
    // Neither the answers nor the audit log carry the code.
    const view = await call(t.app, 'GET', `/company/view/${w.globex}`, { token: tok.globexOwner });
    expect(view.body.data).toMatchObject({ has_join_code: true });
    expect(JSON.stringify(view.body)).not.toContain('GLOBEX-LUNCH-42');
    expect(JSON.stringify(view.body)).not.toContain(row.joinCodeHash);
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.entityUuid, w.globex));
    expect(JSON.stringify(logged)).not.toContain('GLOBEX-LUNCH-42');

    const wrong = person('example.org', { company_slug: 'globex', join_code: 'GLOBEX-LUNCH-43' });
    const refused = await register(wrong);
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.path).toBe('join_code');
    expect(await userByEmail(wrong.email)).toBeUndefined();

    const right = await register(person('example.org', { company_slug: 'globex', join_code: '  globex-lunch-42 ' }));
    expect(right.status).toBe(201);
    expect(right.body.data.user).toMatchObject({ role: 'company_consumer', company_slug: 'globex' });

    // Cleared: the old code no longer works.
    expect((await call(t.app, 'PUT', `/company/join/update/${w.globex}`, {
      token: tok.globexDesk,
      body: { join_code: null },
    })).body.data.has_join_code).toBe(false);
    expect((await register(person('example.org', { company_slug: 'globex', join_code: 'GLOBEX-LUNCH-42' }))).status).toBe(403);
  });
});

describe('managing who may join', () => {
  it('sets the domains through the company update too, and refuses public mail services', async () => {
    const res = await call(t.app, 'PUT', `/company/update/${w.globex}`, {
      token: tok.globexOwner,
      body: { join_email_domains: 'Globex.example.com, @globex-partner.example.net' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.join_email_domains).toEqual(['globex.example.com', 'globex-partner.example.net']);
    expect((await register(person('globex-partner.example.net', { company_slug: 'globex' }))).status).toBe(201);
    const gmail = await call(t.app, 'PUT', `/company/join/update/${w.globex}`, { token: tok.globexOwner, body: { join_email_domains: ['gmail.com'] } });
    expect(gmail.status).toBe(400);
    const bad = await call(t.app, 'PUT', `/company/join/update/${w.globex}`, { token: tok.globexOwner, body: { join_email_domains: ['not a domain'] } });
    expect(bad.status).toBe(400);
  });

  it("keeps staff of another company out of this company's join rules and invitations", async () => {
    // Acme's owner and front desk against Globex: the company is not found, another company's id is refused.
    expect((await call(t.app, 'PUT', `/company/join/update/${w.globex}`, {
      token: tok.acmeOwner,
      body: { join_code: 'ACME-TAKES-OVER' },
    })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/company/join/update/${w.globex}`, {
      token: tok.acmeDesk,
      body: { join_email_domains: ['evil.example.com'] },
    })).status).toBe(404);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.uuid, w.globex));
    expect(row.joinEmailDomains).not.toContain('evil.example.com');
    expect((await call(t.app, 'POST', '/company/invitation/add', {
      token: tok.acmeOwner,
      body: { company_uuid: w.globex, target: 'mole@example.org' },
    })).status).toBe(403);
    const globexInv = await call(t.app, 'POST', '/company/invitation/add', { token: tok.globexDesk, body: { target: 'kept@example.org' } });
    expect((await call(t.app, 'DELETE', `/company/invitation/delete/${globexInv.body.data.uuid}`, { token: tok.acmeDesk })).status).toBe(404);
    expect((await call(t.app, 'GET', '/company/invitation/list', { token: tok.acmeOwner, query: { company_uuid: w.globex } })).status).toBe(403);
    const acmeList = await call(t.app, 'GET', '/company/invitation/list', { token: tok.acmeOwner });
    expect(acmeList.body.data.items.every((i: { company_uuid: string }) => i.company_uuid === w.acme)).toBe(true);
    // A store manager manages consumers of one store, not who joins the company.
    expect((await call(t.app, 'POST', '/company/invitation/add', { token: tok.acmeManager, body: { target: 'x@example.org' } })).status).toBe(403);
    expect((await call(t.app, 'PUT', `/company/join/update/${w.acme}`, { token: tok.acmeManager, body: { join_code: 'MANAGER-CODE' } })).status).toBe(403);
  });

  it('lets the admin manage any company, naming it for an invitation; one open invitation per person', async () => {
    expect((await call(t.app, 'POST', '/company/invitation/add', { token: tok.admin, body: { target: 'nocompany@example.org' } })).status).toBe(400);
    const first = await call(t.app, 'POST', '/company/invitation/add', { token: tok.admin, body: { company_uuid: w.acme, target: 'twice@example.org' } });
    expect(first.status).toBe(201);
    const again = await call(t.app, 'POST', '/company/invitation/add', { token: tok.acmeDesk, body: { target: 'twice@example.org' } });
    expect(again.status).toBe(409);
    expect((await call(t.app, 'POST', '/company/invitation/add', { token: tok.acmeDesk, body: { target: 'not an address' } })).status).toBe(400);
    const all = await call(t.app, 'GET', '/company/invitation/list', { token: tok.admin, query: { search: 'twice' } });
    expect(all.body.data.items).toHaveLength(1);
  });
});
