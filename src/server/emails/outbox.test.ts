import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { testDeps } from '../testing/harness.js';
import { startSmtpSink } from '../testing/smtp-sink.js';
import { createMailer, type Mailer } from './mailer.js';
import { deliverDueEmails, MAX_ATTEMPTS, queueEmail, startOutboxWorker } from './outbox.js';

const welcome = { dedupeKey: 'order-confirmation:ord_1', to: 'ann@uni.edu', subject: 'Your Syl order is confirmed', text: 'Hi Ann,\n\nThanks!', purpose: 'order-confirmation' };
const failingMailer: Mailer = { mode: 'smtp', deliver: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
const silentLog = { error: () => undefined } as never;

describe('the email outbox', () => {
  it('queues an email once per dedupe key', async () => {
    const { db } = await testDeps();
    expect(await queueEmail(db, welcome)).toBe(true);
    expect(await queueEmail(db, { ...welcome, subject: 'Again' })).toBe(false);
    expect(await db.selectFrom('emails').select(['subject', 'status']).execute()).toEqual([{ subject: 'Your Syl order is confirmed', status: 'queued' }]);
  });

  it('keeps emails as readable .eml files when no SMTP server is configured', async () => {
    const deps = await testDeps();
    await queueEmail(deps.db, welcome);
    expect(await deliverDueEmails(deps)).toBe(1);
    expect(await deliverDueEmails(deps)).toBe(0);

    const [email] = await deps.db.selectFrom('emails').selectAll().execute();
    expect(email).toMatchObject({ status: 'kept', attempts: 1, sent_at: expect.any(String) });
    const files = fs.readdirSync(deps.config.outboxDir);
    expect(files).toEqual([`${email!.id}-order-confirmation.eml`]);
    const eml = fs.readFileSync(path.join(deps.config.outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: ann@uni.edu');
    expect(eml).toContain('Subject: Your Syl order is confirmed');
    expect(eml).toContain('From: Syl <help@syl.example>');
    // The same on every attempt, so a copy sent again after a crash can be told apart by receiving servers.
    expect(eml).toMatch(new RegExp(`^Message-ID: <${email!.id}\\.${Date.parse(email!.created_at).toString(36)}@syl\\.example>$`, 'm'));
    expect(eml).toContain('Thanks!');
  });

  it('sends over SMTP when SMTP_URL is set: each email once, under its Message-ID, one connection for a batch', async () => {
    const sink = await startSmtpSink();
    onTestFinished(() => sink.close());
    const deps = await testDeps();
    const smtp = { ...deps, mailer: createMailer({ ...deps.config, smtpUrl: sink.url }) };
    onTestFinished(() => smtp.mailer.close?.());
    for (let n = 0; n < 5; n++) await queueEmail(deps.db, { ...welcome, dedupeKey: `weekly:${n}`, to: `student${n}@uni.edu` });
    expect(await deliverDueEmails(smtp)).toBe(5);

    const emails = await deps.db.selectFrom('emails').select(['id', 'status', 'created_at']).orderBy('id').execute();
    expect(emails.map((email) => email.status)).toEqual(Array(5).fill('sent'));
    expect([...sink.received]).toEqual(emails.map((email) => [`<${email.id}.${Date.parse(email.created_at).toString(36)}@syl.example>`, 1]));
    expect(sink.connections()).toBe(1);
  });

  it('retries a failed delivery later with a growing delay, then gives up', async () => {
    const deps = await testDeps();
    const { db } = deps;
    const failing = { ...deps, mailer: failingMailer };
    await queueEmail(db, welcome);
    let now = new Date('2026-11-22T12:00:00Z');
    await db.updateTable('emails').set({ next_attempt_at: now.toISOString() }).execute();

    expect(await deliverDueEmails(failing, now)).toBe(0);
    let email = await db.selectFrom('emails').selectAll().executeTakeFirstOrThrow();
    expect(email).toMatchObject({ status: 'queued', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:25', next_attempt_at: '2026-11-22T12:00:30.000Z' });

    // Not due yet: nothing is tried.
    await deliverDueEmails(failing, new Date('2026-11-22T12:00:10Z'));
    expect((await db.selectFrom('emails').select('attempts').executeTakeFirstOrThrow()).attempts).toBe(1);

    now = new Date('2026-11-22T12:00:30Z');
    await deliverDueEmails(failing, now);
    email = await db.selectFrom('emails').selectAll().executeTakeFirstOrThrow();
    expect(email.next_attempt_at).toBe('2026-11-22T12:01:30.000Z');

    for (let attempt = 3; attempt <= MAX_ATTEMPTS; attempt++) {
      now = new Date(email.next_attempt_at);
      await deliverDueEmails(failing, now);
      email = await db.selectFrom('emails').selectAll().executeTakeFirstOrThrow();
    }
    expect(email).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('delivers in the background and finishes the delivery in progress when stopped', async () => {
    const deps = await testDeps();
    await queueEmail(deps.db, welcome);
    const worker = startOutboxWorker(deps, silentLog, 10);
    await expect.poll(async () => (await deps.db.selectFrom('emails').select('status').executeTakeFirstOrThrow()).status).toBe('kept');
    await worker.stop();
  });

  it('sends a backlog larger than one batch at once, without waiting the interval between batches', async () => {
    const deps = await testDeps();
    for (let n = 0; n < 45; n++) await queueEmail(deps.db, { ...welcome, dedupeKey: `weekly:${n}`, to: `student${n}@uni.edu` });
    // An interval of an hour: only going on straight after a whole batch can send all 45.
    const worker = startOutboxWorker(deps, silentLog, 60 * 60_000);
    const kept = async () => (await deps.db.selectFrom('emails').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'kept').executeTakeFirstOrThrow()).n;
    await expect.poll(kept, { timeout: 10_000 }).toBe(45);
    await worker.stop();
  });
});
