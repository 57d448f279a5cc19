import { describe, expect, it } from 'vitest';
import { staff } from './admin/fixtures.js';
import type { AppDeps } from './deps.js';
import { publishedDashboard } from './dashboards/fixtures.js';
import { asciiLetters, ownReferralCode, referralCodeStem } from './referral-rewards.js';
import { SELF_REFERRAL_MESSAGE } from './referrals.js';
import { staffCookie, staffSignIn, testApp, testCaller, testCard, testDeps, testVisitor } from './testing/harness.js';

const none = new Set<string>();

describe("a buyer's own code, made from their name", () => {
  it.each([
    ['Zoë Smith', 'zoe'],
    ['  José   María García ', 'jose'],
    ["O'Brien Kelly", 'obrien'],
    ['Anne-Marie Dupont', 'annemarie'],
    ['Søren Łukasz', 'soren'],
    ['ÇAĞRI Öztürk', 'cagri'],
    ['Maximiliana-Josephina-Theodora Q', 'maximilianajosephina'],
  ])('takes the first name in ASCII letters: %j → %s', (name, code) => {
    expect(ownReferralCode(name, none)).toBe(code);
  });

  it('keeps codes from names that are too short or have no Latin letters readable and at least 3 letters long', () => {
    expect(ownReferralCode('J Smith', none)).toBe('jsmith');
    expect(ownReferralCode('Al', none)).toBe('sylal');
    expect(ownReferralCode('J', none)).toBe('sylj');
    expect(ownReferralCode('李雷', none)).toBe('syl');
    expect(ownReferralCode('', none)).toBe('syl');
  });

  it('goes to first and last name when the first name is taken, then numbers the first name from 2', () => {
    expect(ownReferralCode('Ann Lee', new Set(['ann']))).toBe('annlee');
    expect(ownReferralCode('Ann Lee', new Set(['ann', 'annlee']))).toBe('ann2');
    expect(ownReferralCode('Ann Lee', new Set(['ann', 'annlee', 'ann2', 'ann3']))).toBe('ann4');
    expect(ownReferralCode('Ann', new Set(['ann']))).toBe('ann2');
    expect(ownReferralCode('J Smith', new Set(['jsmith']))).toBe('jsmith2');
    expect(ownReferralCode('', new Set(['syl']))).toBe('syl2');
  });

  it('looks up taken codes by a stem every candidate starts with', () => {
    for (const name of ['Ann Lee', 'J Smith', 'Al', '']) {
      const stem = referralCodeStem(name);
      const taken = new Set<string>();
      for (let i = 0; i < 4; i++) taken.add(ownReferralCode(name, taken));
      expect([...taken].every((code) => code.startsWith(stem))).toBe(true);
    }
    expect(asciiLetters('Straße Ærø')).toBe('strasseaero');
  });
});

/** A friend's purchase through the checkout procedures, paid with the test card. */
async function friendBuys(deps: AppDeps, email: string, options: { code?: string; campus?: boolean; visitorId?: string } = {}) {
  const buyer = testCaller(deps, { visitorId: options.visitorId ?? `visitor-${email}-${Math.random()}` });
  const amount = options.campus ? 1000 : options.code ? 2000 : 2500;
  const { clientSecret } = await buyer.purchases.createPaymentIntent({
    amount,
    customer_name: 'Friend Person',
    customer_email: email,
    career_guide: false,
    referral_code: options.code,
    ...(options.campus ? { source: 'campus' } : {}),
  });
  await buyer.purchases.confirmLocalPayment(testCard(clientSecret));
  return deps.db.selectFrom('orders').selectAll().where('email', '=', email).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
}

const referralOf = async (deps: AppDeps, token: string) => (await testCaller(deps).dashboards.get({ token })).referral;
const codeRow = (deps: AppDeps, code: string) => staff(deps).referralCodes.list().then((list) => list.find((one) => one.code === code));

describe('referral rewards', () => {
  it("gives the buyer their code on first publish, and reuses it for a second order by the same email", async () => {
    const deps = await testDeps();
    const first = await publishedDashboard(deps, { email: 'zoe@uni.edu', name: 'Zoë Smith' });
    expect(await referralOf(deps, first.token)).toEqual({
      code: 'ZOE',
      active: true,
      shareUrl: expect.stringMatching(/^http:\/\/localhost:\d+\/purchase\?ref=ZOE$/),
      friends: 0,
      earnedCents: 0,
      paidOutCents: 0,
    });
    const second = await publishedDashboard(deps, { email: 'zoe@uni.edu', name: 'Zoe Smith' });
    expect((await referralOf(deps, second.token)).code).toBe('ZOE');
    const owned = await deps.db.selectFrom('referral_codes').selectAll().where('owner_email', '=', 'zoe@uni.edu').execute();
    expect(owned).toMatchObject([{ code: 'zoe', owner_order_id: first.order.id, active: 1 }]);
  });

  it('makes the code on first open for a dashboard published before codes existed, and never takes a staff code', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps, { email: 'g@uni.edu', name: 'Gtmsa Jones' });
    await deps.db.deleteFrom('referral_codes').where('owner_email', '=', 'g@uni.edu').execute();
    // GTMSA is a seeded staff code: the buyer gets first and last name, once however many devices open at once.
    const opens = await Promise.all([referralOf(deps, token), referralOf(deps, token), referralOf(deps, token)]);
    expect(opens.map((referral) => referral.code)).toEqual(['GTMSAJONES', 'GTMSAJONES', 'GTMSAJONES']);
    expect(await deps.db.selectFrom('referral_codes').select('code').where('owner_email', '=', 'g@uni.edu').execute()).toEqual([{ code: 'gtmsajones' }]);
  });

  it('counts a friend who paid $20 with the code in any case, once however often they buy, and $10 for each', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps, { email: 'ann@uni.edu', name: 'Ann Lee' });
    expect(await testCaller(deps).purchases.checkReferral({ code: 'ann' })).toMatchObject({ valid: true, discountApplied: true, amount: 2000, message: 'ANN discount applied! Your price is now $20 instead of $25.' });
    const bo = await friendBuys(deps, 'bo@uni.edu', { code: 'Ann' });
    expect(bo).toMatchObject({ status: 'paid', amount_cents: 2000, referral_code: 'ann' });
    await friendBuys(deps, 'bo@uni.edu', { code: 'ANN' });
    await friendBuys(deps, 'cy@uni.edu', { code: 'ann' });
    expect(await referralOf(deps, token)).toMatchObject({ friends: 2, earnedCents: 2000, paidOutCents: 0 });
    expect(await codeRow(deps, 'ANN')).toMatchObject({ owner: { name: 'Ann Lee', email: 'ann@uni.edu' }, friends: 2, earnedCents: 2000, owedCents: 2000 });
    expect(await codeRow(deps, 'FALL2025')).toMatchObject({ owner: null });
  });

  it('records the code on a campus order at the unchanged $10, thanks the friend, and counts them', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps, { email: 'ann@uni.edu', name: 'Ann Lee' });
    expect(await testCaller(deps).purchases.checkReferral({ code: 'ann', source: 'campus' })).toEqual({
      valid: true,
      code: 'ANN',
      discountApplied: false,
      message: 'Thanks! ANN will be credited for referring you.',
      amount: 1000,
    });
    const di = await friendBuys(deps, 'di@uni.edu', { code: 'ann', campus: true });
    expect(di).toMatchObject({ status: 'paid', variant: 'campus', amount_cents: 1000, referral_code: 'ann' });
    expect(await referralOf(deps, token)).toMatchObject({ friends: 1, earnedCents: 1000 });
  });

  it("withdraws a refunded friend's reward, and shows a payout made before it as owed below zero", async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps, { email: 'ann@uni.edu', name: 'Ann Lee' });
    const bo = await friendBuys(deps, 'bo@uni.edu', { code: 'ann' });
    await friendBuys(deps, 'cy@uni.edu', { code: 'ann' });
    expect(await staff(deps).referralCodes.markPaid({ code: 'ANN', amountCents: 2000, note: 'Venmo' })).toEqual({ message: 'Recorded $20 paid out for ANN.' });

    await staff(deps).orders.refund({ orderId: bo.id });
    expect(await referralOf(deps, token)).toMatchObject({ friends: 1, earnedCents: 1000, paidOutCents: 2000 });
    expect(await codeRow(deps, 'ANN')).toMatchObject({ friends: 1, earnedCents: 1000, paidOutCents: 2000, owedCents: -1000 });
    expect(await staff(deps).referralCodes.redemptions({ code: 'ann' })).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'bo@uni.edu', status: 'refunded' })]));
  });

  it('records a payout with its amount, note and staff member, lowers what is owed, and never pays more than is owed', async () => {
    const deps = await testDeps();
    const { order } = await publishedDashboard(deps, { email: 'ann@uni.edu', name: 'Ann Lee' });
    await friendBuys(deps, 'bo@uni.edu', { code: 'ann' });
    await friendBuys(deps, 'cy@uni.edu', { code: 'ann' });
    await staff(deps).referralCodes.markPaid({ code: 'ann', amountCents: 1000, note: 'Venmo, Oct 3' });
    expect(await codeRow(deps, 'ANN')).toMatchObject({ earnedCents: 2000, paidOutCents: 1000, owedCents: 1000 });
    expect(await staff(deps).referralCodes.payouts({ code: 'ANN' })).toEqual([{ id: expect.any(Number), amountCents: 1000, note: 'Venmo, Oct 3', paidBy: 'admin', paidAt: expect.any(String) }]);
    const { history } = await staff(deps).orders.detail({ orderId: order.id });
    expect(history.at(-1)).toMatchObject({ status: 'referral_reward_paid', note: '$10 referral reward for ANN paid out', actor: 'admin' });

    await expect(staff(deps).referralCodes.markPaid({ code: 'ann', amountCents: 1500 })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only $10 is owed for ANN; nothing was recorded.' });
    // Two staff clicking at the same moment: one payout is recorded, the other is told nothing is owed.
    const both = await Promise.allSettled([staff(deps).referralCodes.markPaid({ code: 'ann', amountCents: 1000 }), staff(deps).referralCodes.markPaid({ code: 'ann', amountCents: 1000 })]);
    expect(both.map((one) => one.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(both.find((one) => one.status === 'rejected')).toMatchObject({ reason: { message: 'Nothing is owed for ANN now; nothing was recorded.' } });
    expect(await codeRow(deps, 'ANN')).toMatchObject({ paidOutCents: 2000, owedCents: 0 });
    await expect(staff(deps).referralCodes.markPaid({ code: 'nope', amountCents: 1000 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("tells only the browser that paid for the owner's order that the code is theirs; anyone typing the owner's email gets the answers any email gets", async () => {
    const app = await testApp();
    const deps = app.deps;
    const { order } = await publishedDashboard(deps, { email: 'ann@uni.edu', name: 'Ann Lee' });

    // Ann's own browser: her code gives no discount, at the check or at payment, whatever email she types.
    const ann = testCaller(deps, { visitorId: order.visitor_id });
    expect(await ann.purchases.checkReferral({ code: 'ann' })).toEqual({ valid: false, code: 'ANN', discountApplied: false, message: SELF_REFERRAL_MESSAGE, amount: 2500 });
    for (const [amount, email] of [[2000, 'ann@uni.edu'], [2500, 'ann@uni.edu'], [2000, 'gift@uni.edu']] as const) {
      await expect(ann.purchases.createPaymentIntent({ amount, currency: 'usd', customer_name: 'Ann Lee', customer_email: email, career_guide: false, referral_code: 'ann' })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: SELF_REFERRAL_MESSAGE,
      });
    }

    // A stranger who types Ann's address learns nothing from the answers: they are those of any other address.
    const stranger = await testVisitor(app);
    const check = (email: string) => stranger.get(`/trpc/purchases.checkReferral?input=${encodeURIComponent(JSON.stringify({ code: 'ann', email }))}`);
    const [asAnn, asBo] = [await check('ann@uni.edu'), await check('bo@uni.edu')];
    expect([asAnn.statusCode, asAnn.body]).toEqual([asBo.statusCode, asBo.body]);
    expect(asAnn.json().result.data).toMatchObject({ valid: true, discountApplied: true, amount: 2000 });
    for (const email of ['ANN@uni.edu', 'bo@uni.edu']) {
      const response = await stranger.post('/api/create-payment-intent/', { amount: 2000, currency: 'usd', customer_name: 'Ann Lee', customer_email: email, career_guide: false, referral_code: 'ann' });
      expect([response.statusCode, response.json()]).toEqual([200, expect.objectContaining({ success: true, amount: 2000 })]);
    }

    // Ann paying with her code from another browser pays the friend's price, but it never counts as a friend.
    await friendBuys(deps, 'ann@uni.edu', { code: 'ann' });
    expect(await codeRow(deps, 'ANN')).toMatchObject({ friends: 0, earnedCents: 0 });
  });

  it('calls an unknown code from a share link not valid, and a deactivated buyer code too', async () => {
    const deps = await testDeps();
    const { token } = await publishedDashboard(deps, { email: 'ann@uni.edu', name: 'Ann Lee' });
    expect(await testCaller(deps).purchases.checkReferral({ code: 'NOBODY42' })).toMatchObject({ valid: false, message: 'NOBODY42 is not a valid referral code.', amount: 2500 });
    await staff(deps).referralCodes.setActive({ code: 'ann', active: false });
    expect(await testCaller(deps).purchases.checkReferral({ code: 'ann' })).toMatchObject({ valid: false, amount: 2500 });
    expect(await referralOf(deps, token)).toMatchObject({ code: 'ANN', active: false });
  });

  it("never shows one student another's code, friends or rewards", async () => {
    const app = await testApp();
    const ann = await publishedDashboard(app.deps, { email: 'ann@uni.edu', name: 'Ann Lee' });
    const zoe = await publishedDashboard(app.deps, { email: 'zoe@uni.edu', name: 'Zoe Park' });
    await friendBuys(app.deps, 'bo@uni.edu', { code: 'ann' });
    expect(await referralOf(app.deps, ann.token)).toMatchObject({ code: 'ANN', friends: 1 });
    expect(await referralOf(app.deps, zoe.token)).toMatchObject({ code: 'ZOE', friends: 0, earnedCents: 0 });
    const page = await app.inject({ method: 'GET', url: `/api/dashboards/${zoe.token}/` });
    expect(page.json()).toMatchObject({ success: true, referral: { code: 'ZOE', friends: 0 } });
    for (const secret of ['ANN', 'ann@uni.edu', 'bo@uni.edu']) expect(page.body).not.toContain(secret);
  });

  it('refuses bad payout input over HTTP with 400 and a message naming the field', async () => {
    const app = await testApp({ ADMIN_PASSWORD: 'staff-password' });
    const cookie = staffCookie(await staffSignIn(app, { password: 'staff-password' }));
    const markPaid = (input: unknown) => app.inject({ method: 'POST', url: '/trpc/admin.referralCodes.markPaid', headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(input) });
    for (const [input, message] of [
      [{ code: 'fall2025', amountCents: 0 }, 'amountCents: must be more than $0'],
      [{ code: 'fall2025', amountCents: 1_000_001 }, 'amountCents: must be at most $10,000'],
      [{ code: 'fall2025', amountCents: 10.5 }, 'amountCents: must be a whole number of cents'],
      [{ code: 'fall2025', amountCents: '10' }, 'amountCents: must be a number of cents'],
      [{ code: 'x', amountCents: 1000 }, 'code: must be 2-40 letters, digits, dashes or underscores'],
      [{ code: 'fall2025', amountCents: 1000, note: 'n'.repeat(201) }, 'note: must be at most 200 characters'],
    ] as const) {
      const response = await markPaid(input);
      expect([response.statusCode, response.json().error.message]).toEqual([400, message]);
    }
    expect((await app.inject({ method: 'POST', url: '/trpc/admin.referralCodes.markPaid', headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode).toBe(401);
  });
});
