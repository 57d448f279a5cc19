import type { AppDeps } from '../deps.js';
import { ADMIN_USER, type StaffUser } from './staff-accounts.js';
import { deleteAfter, storeSyllabus, uploadColumns } from '../uploads/storage.js';
import { SAMPLE_FILES, testCaller, testCard } from '../testing/harness.js';

/** Test purchases made the way a buyer makes them: through the checkout procedures and a test card. */

export interface Purchase {
  email?: string;
  name?: string;
  uploadChoice?: 'now' | 'later';
  referralCode?: string;
  visitorId?: string;
  careerGuide?: boolean;
}

export async function paidDashboardOrder(deps: AppDeps, purchase: Purchase = {}) {
  const visitorId = purchase.visitorId ?? `visitor-${Math.random().toString(36).slice(2)}`;
  const buyer = testCaller(deps, { visitorId });
  const email = purchase.email ?? 'ann@uni.edu';
  const { clientSecret } = await buyer.purchases.createPaymentIntent({
    amount: (purchase.referralCode ? 2000 : 2500) + (purchase.careerGuide ? 2000 : 0),
    currency: 'usd',
    customer_name: purchase.name ?? 'Ann Lee',
    customer_email: email,
    career_guide: purchase.careerGuide ?? false,
    referral_code: purchase.referralCode,
    university: 'Georgia Tech',
    phone: '404 555 0100',
    upload_choice: purchase.uploadChoice ?? 'later',
  });
  await buyer.purchases.confirmLocalPayment(testCard(clientSecret));
  return deps.db.selectFrom('orders').selectAll().where('email', '=', email).where('visitor_id', '=', visitorId).executeTakeFirstOrThrow();
}

export async function paidEssayOrder(deps: AppDeps, email = 'eve@school.org') {
  const visitorId = `visitor-${Math.random().toString(36).slice(2)}`;
  const buyer = testCaller(deps, { visitorId });
  const essay = 'I learned to plan my week the hard way. '.repeat(10).trim();
  await buyer.essays.notifyPaymentPage({ customer_name: 'Eve Park', customer_email: email, prompt_type: 'common-app', essay_content: essay, essay_prompt: 'A challenge you overcame' });
  const { clientSecret } = await buyer.purchases.createPaymentIntent({ amount: 5000, customer_name: 'Eve Park', customer_email: email });
  await buyer.purchases.confirmLocalPayment(testCard(clientSecret));
  return deps.db.selectFrom('orders').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

/** A syllabus on disk and in the database, attached to an order as the upload link would. */
export async function orderFile(deps: AppDeps, orderId: string, name = 'CS 1331.pdf', uploadedAt = new Date()) {
  const stored = await storeSyllabus(deps.config.uploadsDir, name, SAMPLE_FILES.pdf);
  return deps.db
    .insertInto('uploads')
    .values({
      ...uploadColumns(stored),
      order_id: orderId,
      delete_after: deleteAfter(deps.config.retentionDays, uploadedAt),
      created_at: uploadedAt.toISOString(),
    })
    .returning(['id', 'stored_name'])
    .executeTakeFirstOrThrow();
}

/** The staff console's procedures as a signed-in staff member: the admin account unless another is named. */
export const staff = (deps: AppDeps, user: StaffUser = ADMIN_USER) => testCaller(deps, { staff: user }).admin;
