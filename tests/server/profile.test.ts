import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { ACCOUNTS, call, login, useTestApp, useTokens } from './helpers';
import { useWorld } from './ordering-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['acmeOwner', 'acmeCashier', 'globexOwner', 'alice', 'bob']);
const w = useWorld(t);

describe('consumer profile', () => {
  it('shows the profile to the person and to staff in scope only', async () => {
    const own = await call(t.app, 'GET', `/user/consumer/profile/${w.alice}`, { token: tok.alice });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ uuid: w.alice, name: 'Alice Sharma', mobile: '9000000001', role: 'company_consumer' });
    expect(own.body.data.password_hash).toBeUndefined();
    expect(typeof own.body.data.wallet_balance).toBe('number');
    expect((await call(t.app, 'GET', `/user/consumer/profile/${w.bob}`, { token: tok.alice })).status).toBe(404);
    expect((await call(t.app, 'GET', `/user/consumer/profile/${w.alice}`, { token: tok.acmeCashier })).status).toBe(200);
    expect((await call(t.app, 'GET', `/user/consumer/profile/${w.alice}`, { token: tok.globexOwner })).status).toBe(403);
  });

  it('lets the person edit their own profile; a new password needs the current one', async () => {
    const res = await call(t.app, 'PUT', `/user/update/profile/${w.alice}`, { token: tok.alice, body: { name: 'Alice S. Sharma' } });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Alice S. Sharma');
    expect((await call(t.app, 'PUT', `/user/update/profile/${w.bob}`, { token: tok.alice, body: { name: 'Hacked' } })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/user/update/profile/${w.alice}`, { token: tok.acmeOwner, body: { name: 'Hacked' } })).status).toBe(403);
    expect((await call(t.app, 'PUT', `/user/update/profile/${w.alice}`, { token: tok.alice, body: { email: ACCOUNTS.bob } })).status).toBe(409);
    expect((await call(t.app, 'PUT', `/user/update/profile/${w.alice}`, { token: tok.alice, body: { password: 'NewPassw0rd' } })).status).toBe(400);
    expect((await call(t.app, 'PUT', `/user/update/profile/${w.alice}`, {
      token: tok.alice,
      body: { password: 'NewPassw0rd', current_password: 'wrong-one1' },
    })).status).toBe(400);
    const other = await login(t.app, ACCOUNTS.alice);
    const ok = await call(t.app, 'PUT', `/user/update/profile/${w.alice}`, {
      token: tok.alice,
      body: { password: 'NewPassw0rd', current_password: DEMO_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(await login(t.app, ACCOUNTS.alice, 'NewPassw0rd')).toBeTruthy();
    // The other session ended; this one goes on.
    expect((await call(t.app, 'GET', `/user/consumer/profile/${w.alice}`, { token: other })).status).toBe(401);
    expect((await call(t.app, 'GET', `/user/consumer/profile/${w.alice}`, { token: tok.alice })).status).toBe(200);
  });
});
