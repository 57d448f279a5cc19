import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { multipartForm, SAMPLE_FILES, testApp, testCard, testVisitor } from '../testing/harness.js';

const fields = {
  customer_name: 'Ann Lee',
  customer_email: 'ann@uni.edu',
  university: 'Georgia Tech',
  phone: '404 555 0100',
  upload_choice: 'now',
  newsletter: 'true',
  referral_code: '',
  career_guide: 'false',
};

const storedFiles = (app: FastifyInstance) => (fs.existsSync(app.deps.config.uploadsDir) ? fs.readdirSync(app.deps.config.uploadsDir) : []);
const uploads = (app: FastifyInstance) => app.deps.db.selectFrom('uploads').selectAll().orderBy('id').execute();
const leads = (app: FastifyInstance) => app.deps.db.selectFrom('leads').selectAll().execute();

describe('POST /api/notify-purchase-page/ (multipart)', () => {
  it('stores the lead, the draft and the syllabi, and tells staff', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    const form = multipartForm({ ...fields, file_count: '3' }, [
      { field: 'file_0', name: 'MATH 1554.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' },
      { field: 'file_1', name: 'cs1331.docx', content: SAMPLE_FILES.docx },
      { field: 'file_2', name: 'notes.txt', content: SAMPLE_FILES.txt, type: 'text/plain' },
    ]);
    const response = await visitor.postForm('/api/notify-purchase-page/', form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Thanks! We received 3 files.' });

    const rows = await uploads(app);
    expect(rows.map((row) => [row.original_name, row.mime_type])).toEqual([
      ['MATH 1554.pdf', 'application/pdf'],
      ['cs1331.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['notes.txt', 'text/plain'],
    ]);
    expect(rows.every((row) => /^[0-9a-f]{32}\.(pdf|docx|txt)$/.test(row.stored_name) && row.draft_id !== null && row.lead_id !== null)).toBe(true);
    expect(storedFiles(app).sort()).toEqual(rows.map((row) => row.stored_name).sort());
    expect(app.deps.config.uploadsDir.startsWith(app.deps.config.clientDir)).toBe(false);

    const [draft] = await app.deps.db.selectFrom('drafts').selectAll().execute();
    expect(draft).toMatchObject({ email: 'ann@uni.edu', newsletter: 1, career_guide: 0, upload_choice: 'now', step: 2 });
    expect(await leads(app)).toMatchObject([{ kind: 'purchase', email: 'ann@uni.edu', name: 'Ann Lee' }]);
    const [staff] = await app.deps.db.selectFrom('emails').selectAll().execute();
    expect(staff).toMatchObject({ to_address: 'staff@syl.example', purpose: 'staff-lead', subject: 'New dashboard lead: Ann Lee (ann@uni.edu)' });
    expect(staff!.text_body).toContain('Files: MATH 1554.pdf (0.00 MB), cs1331.docx (0.00 MB), notes.txt (0.00 MB)');
  });

  it('hands the files to the order when the visitor pays, and lists them in the confirmation', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    await visitor.postForm('/api/notify-purchase-page/', multipartForm(fields, [{ field: 'file_0', name: 'math.pdf', content: SAMPLE_FILES.pdf }]));
    const { clientSecret } = (await visitor.post('/api/create-payment-intent/', { amount: 2500, customer_name: 'Ann Lee', customer_email: 'ann@uni.edu', career_guide: false })).json();
    await visitor.post('/api/local-payments/confirm/', testCard(clientSecret));

    const order = await app.deps.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', upload_choice: 'now', university: 'Georgia Tech', newsletter: 1, upload_token: null });
    expect((await uploads(app)).map((row) => row.order_id)).toEqual([order.id]);
    const confirmation = await app.deps.db.selectFrom('emails').selectAll().where('purpose', '=', 'order-confirmation').executeTakeFirstOrThrow();
    expect(confirmation.text_body).toContain('We received your syllabi: math.pdf.');
  });

  it('replaces the files of an earlier notification from the same visitor', async () => {
    const app = await testApp();
    const visitor = await testVisitor(app);
    await visitor.postForm('/api/notify-purchase-page/', multipartForm(fields, [{ field: 'file_0', name: 'old.pdf', content: SAMPLE_FILES.pdf }]));
    await visitor.postForm('/api/notify-purchase-page/', multipartForm(fields, [{ field: 'file_0', name: 'new.txt', content: SAMPLE_FILES.txt }]));
    expect((await uploads(app)).map((row) => row.original_name)).toEqual(['new.txt']);
    expect(storedFiles(app)).toHaveLength(1);
    expect(await leads(app)).toHaveLength(2);
  });

  it('refuses a file of the wrong type with a 400 naming it, and keeps nothing', async () => {
    const app = await testApp();
    const form = multipartForm(fields, [
      { field: 'file_0', name: 'math.pdf', content: SAMPLE_FILES.pdf },
      { field: 'file_1', name: 'syllabus.pdf', content: SAMPLE_FILES.exe, type: 'application/pdf' },
    ]);
    const response = await (await testVisitor(app)).postForm('/api/notify-purchase-page/', form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'syllabus.pdf is not a PDF, Word (.doc, .docx), HTML, Markdown or text file.' });
    expect(storedFiles(app)).toEqual([]);
    expect(await uploads(app)).toEqual([]);
    expect(await leads(app)).toEqual([]);
  });

  it('refuses a file over 10 MB with a 413 naming it, and keeps nothing', async () => {
    const app = await testApp();
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const form = multipartForm(fields, [
      { field: 'file_0', name: 'small.pdf', content: SAMPLE_FILES.pdf },
      { field: 'file_1', name: 'scan.pdf', content: big },
    ]);
    const response = await (await testVisitor(app)).postForm('/api/notify-purchase-page/', form);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'scan.pdf is larger than the 10 MB limit.' });
    expect(storedFiles(app)).toEqual([]);
    expect(await uploads(app)).toEqual([]);
  });

  it('accepts a file of almost 10 MB', async () => {
    const app = await testApp();
    const large = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024 - SAMPLE_FILES.pdf.length)]);
    const response = await (await testVisitor(app)).postForm('/api/notify-purchase-page/', multipartForm(fields, [{ field: 'file_0', name: 'scan.pdf', content: large }]));
    expect(response.statusCode).toBe(200);
    expect((await uploads(app))[0]?.size_bytes).toBe(10 * 1024 * 1024);
  });

  it('refuses more than 10 files with a 413', async () => {
    const app = await testApp();
    const files = Array.from({ length: 11 }, (_, i) => ({ field: `file_${i}`, name: `s${i}.txt`, content: SAMPLE_FILES.txt }));
    const response = await (await testVisitor(app)).postForm('/api/notify-purchase-page/', multipartForm(fields, files));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Too many files: send at most 10.' });
    expect(storedFiles(app)).toEqual([]);
  });

  it.each([
    ['a missing email', { ...fields, customer_email: '' }, 400, /^customer_email: /],
    ['a boolean that is not one', { ...fields, newsletter: 'yes please' }, 400, 'newsletter: must be true or false'],
    ['a file count that does not match', { ...fields, file_count: '2' }, 400, 'file_count says 2 but 1 file arrived.'],
  ])('refuses %s and keeps the file it received', async (_case, form, status, message) => {
    const app = await testApp();
    const response = await (await testVisitor(app)).postForm('/api/notify-purchase-page/', multipartForm(form, [{ field: 'file_0', name: 'math.pdf', content: SAMPLE_FILES.pdf }]));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(message) });
    expect(storedFiles(app)).toEqual([]);
  });

  it('refuses files under another field name', async () => {
    const app = await testApp();
    const response = await (await testVisitor(app)).postForm('/api/notify-purchase-page/', multipartForm(fields, [{ field: 'upload', name: 'math.pdf', content: SAMPLE_FILES.pdf }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unexpected file field "upload": send files as file_0, file_1, …');
  });

  it('wants multipart: JSON gets a 415', async () => {
    const app = await testApp();
    const response = await (await testVisitor(app)).post('/api/notify-purchase-page/', fields);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'Send this form as multipart/form-data.' });
  });
});
