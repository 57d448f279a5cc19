import { SUPPORT_EMAIL } from '../lib/site';

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

const COMPANY = 'Syl Learning, Inc.';

export const TERMS: LegalDocument = {
  title: 'Terms of Service',
  intro: [
    'Please read these Terms of Service carefully. They set out the rules for using Syl and what you can expect from us in return. If anything here is unclear, write to us at ' +
      SUPPORT_EMAIL +
      ' before you buy and we will gladly explain.',
  ],
  sections: [
    {
      title: 'Acceptance of Terms',
      blocks: [
        `These Terms of Service (the "Terms") govern your access to and use of the website, dashboards, emails and related services (together, the "Service") provided by ${COMPANY} ("Syl", "we", "us" or "our"). By visiting our website, purchasing the Service or uploading any material to it, you agree to be bound by these Terms and by our Privacy Policy, which explains how we handle your information.`,
        'If you do not agree to these Terms, please do not use the Service. If you use the Service on behalf of a student organization or another person, you confirm that you have the authority to accept these Terms on their behalf.',
      ],
    },
    {
      title: 'Eligibility',
      blocks: [
        'You must be at least 16 years old to use the Service. By using it, you confirm that you are 16 or older and able to enter into a binding agreement. If you are under the age of majority where you live, you may use the Service only with the involvement of a parent or legal guardian, who accepts these Terms on your behalf.',
        'We do not knowingly collect information from anyone under 16. If we learn that someone under 16 has given us personal information, we will delete it and refund any purchase they made.',
      ],
    },
    {
      title: 'Description of Service',
      blocks: [
        'Syl turns course syllabi into an organized academic plan. After you purchase the Service and provide your syllabi, we extract assignments, quizzes, exams and other important dates, a member of our team reviews them against your documents, and we deliver a personal dashboard that can include a calendar, a to-do list, semester insights and the option to add your deadlines to Google Calendar.',
        'Most dashboards are delivered within 2-4 hours of receiving your syllabi, and we deliver every dashboard within 24 hours. If a document is unreadable or incomplete we will contact you, and delivery may take longer until we have what we need. Optional products, such as the career guide and the essay review, are described on their own pages at the time of purchase.',
        `Purchases are one-time payments, not subscriptions. If you are not satisfied, you may request a full refund within 30 days of purchase by writing to ${SUPPORT_EMAIL}.`,
      ],
    },
    {
      title: 'User Responsibilities',
      blocks: [
        'When you use the Service, you agree to:',
        {
          list: [
            'give us accurate contact information, including an email address you can access;',
            'upload only documents you have the right to share, such as syllabi your instructors distributed to you;',
            'not upload material that is unlawful, infringes anyone else\'s rights or contains malicious code;',
            'not attempt to access another person\'s dashboard or upload link, disrupt the Service, or copy, scrape or resell it;',
            'use the Service in line with your institution\'s academic integrity policies.',
          ],
        },
        'You are responsible for the content you upload. Syl is a planning aid: your instructors and official course materials remain the authoritative source for dates and requirements, and instructors may change a schedule after your dashboard is delivered. Please confirm important deadlines with them.',
      ],
    },
    {
      title: 'Use of Uploaded Content',
      blocks: [
        'You keep any rights you have in the material you upload. By uploading syllabi or other documents, you grant Syl a worldwide, non-exclusive, royalty-free license to store, copy, process and analyze that material in order to provide, maintain and improve the Service.',
        'You also grant us the right to create anonymized, aggregated data from that material and from your use of the Service (for example, the typical number of exams in an introductory course, or the weeks in which workloads peak across a semester) and to use, publish, share and sell that aggregated data. Aggregated data never includes your name, email address, phone number or anything else that could reasonably be used to identify you.',
        'We delete uploaded syllabus files once they have been processed, as described in our Privacy Policy. Aggregated data created before deletion is not affected by the deletion of your files or by the end of your use of the Service.',
      ],
    },
    {
      title: 'Account Security',
      blocks: [
        'Syl does not ask you to create a password. Your order, your dashboard and any private upload link are tied to the email address you give at checkout, and we send private links to that address. Keep your email account secure and do not share private links with anyone you would not want to see your schedule.',
        `If you believe a link or your email account has been compromised, tell us promptly at ${SUPPORT_EMAIL}. We can disable links and issue new ones. Until you let us know, you are responsible for activity that takes place through links sent to you.`,
      ],
    },
    {
      title: 'Modifications to the Service and These Terms',
      blocks: [
        'We regularly improve the Service and may add, change or retire features. Features marked NEW or BETA are still developing and may change significantly or be withdrawn.',
        'We may also revise these Terms. When we do, we will change the "Last updated" date at the top of this page, and for material changes we will notify customers by email before the changes take effect. If you keep using the Service after the changes take effect, you accept the revised Terms.',
      ],
    },
    {
      title: 'Termination',
      blocks: [
        'You may stop using the Service at any time and may ask us to delete your information as described in our Privacy Policy.',
        'We may suspend or end your access to the Service if you break these Terms, misuse the Service, or if the law requires us to. Where reasonable, we will tell you why and give you a chance to put things right. If we end the Service for a reason other than your breach of these Terms, we will refund any amount you paid for work we have not yet delivered.',
        'The sections on Use of Uploaded Content and Disclaimers and Limitation of Liability, and any other terms that by their nature should continue, survive termination.',
      ],
    },
    {
      title: 'Disclaimers and Limitation of Liability',
      blocks: [
        'We work hard to make every dashboard accurate, and a person reviews every date we extract. Even so, the Service is provided "as is" and "as available", without warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not promise that the Service will be uninterrupted or error-free, or that every date in every document will be captured correctly.',
        'Syl is not affiliated with or endorsed by any college or university, and nothing in the Service is academic advice. To the fullest extent the law allows, Syl is not liable for indirect, incidental, special or consequential losses, including lost grades, scholarships or opportunities, arising from your use of the Service, and our total liability for any claim relating to the Service is limited to the amount you paid us in the twelve months before the claim arose.',
        `Some places do not allow certain warranties to be excluded or liability to be limited, so parts of this section may not apply to you. Nothing in these Terms takes away rights you have under consumer protection law. Questions about these Terms are welcome at ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  intro: [
    `Your privacy matters to us. This Privacy Policy explains what information ${COMPANY} ("Syl", "we" or "us") collects when you use our website and services, how we use and protect it, how long we keep it, and the choices you have.`,
  ],
  sections: [
    {
      title: 'Information We Collect',
      blocks: [
        'We collect only what we need to deliver and improve Syl:',
        {
          list: [
            'Order details you give us: your name, email address, phone number, university, whether you will upload your syllabi now or later, an optional referral code, your newsletter preference and the products you buy.',
            'Course materials you upload, such as syllabi, and the deadlines we extract from them.',
            'Payment confirmations: card payments are handled by our payment processor, Stripe. We receive confirmation that a payment succeeded and its amount; we never receive or store your full card number or security code.',
            'Usage information: the pages you visit on our website, the buttons you click, the page that referred you, your browser type and the time of your visit.',
            'The messages you send us, for example when you contact support.',
          ],
        },
        'If you start our order form, we save your progress as you type so nothing is lost if you are interrupted, even if you do not complete your purchase. These drafts are linked to the visitor cookie described below.',
      ],
    },
    {
      title: 'How We Use Your Information',
      blocks: [
        'We use your information to:',
        {
          list: [
            'build, check and deliver your dashboard, and send your confirmation, receipt and private upload link;',
            'take payments, issue refunds and apply referral codes and referral rewards;',
            'answer your questions and help you when something goes wrong;',
            'understand how our website is used so we can make it clearer and faster;',
            'protect Syl and our customers against fraud and abuse, and meet our legal obligations.',
          ],
        },
        'We send marketing emails only if you ask for our newsletter, and every newsletter has a link to unsubscribe. Emails about your order, such as confirmations and delivery notices, are part of the Service and are sent regardless.',
      ],
    },
    {
      title: 'Data Storage and Security',
      blocks: [
        'Your information travels under 256-bit encryption and is kept on encrypted server volumes. Uploaded files are checked when they arrive, stored outside our public web folders under random names, and can be opened only by the staff who prepare your dashboard. We handle students\' course information in line with FERPA guidelines.',
        'Access to customer data is limited to the people who need it to serve you, and we review that access regularly. No system is perfectly secure, but if a breach ever affects your information we will notify you and the relevant authorities as the law requires.',
      ],
    },
    {
      title: 'Data Retention',
      blocks: [
        {
          list: [
            'Syllabus files are deleted once they have been processed, and in any case no later than 30 days after you upload them.',
            'The deadlines extracted from them, and your dashboard, are kept for as long as your dashboard is available to you, or until you ask us to delete them.',
            'Order and payment records are kept for as long as tax and accounting law requires.',
            'Drafts of order forms and website usage records are kept only as long as they are useful for the purposes above, and are deleted on request.',
          ],
        },
        'Anonymized, aggregated data that cannot identify you may be kept after your personal information has been deleted.',
      ],
    },
    {
      title: 'Third-Party Sharing',
      blocks: [
        'We do not sell your personal information. We share it only with service providers who help us run Syl and who may use it only to provide their services to us:',
        {
          list: [
            'Stripe, our payment processor, which processes card payments under its own privacy policy;',
            'the email provider that delivers your confirmations, upload links and dashboard notices;',
            'the hosting and storage providers on which Syl runs.',
          ],
        },
        'When you choose to add your deadlines to Google Calendar, they are sent to Google at your request and handled under Google\'s own terms. We may also disclose information when the law requires it, to protect the rights and safety of our users or the public, or to a successor if Syl is ever merged or acquired, in which case we will tell you first.',
        'As our Terms of Service explain, we may share or sell anonymized, aggregated insights, such as typical workloads by course type. This data is combined across many students and cannot be used to identify you.',
      ],
    },
    {
      title: 'Your Rights',
      blocks: [
        'Depending on where you live, laws such as the California Consumer Privacy Act or the EU and UK General Data Protection Regulation give you rights over your information. We offer the following to every user, wherever they live:',
        {
          list: [
            'to know what information we hold about you and receive a copy of it;',
            'to correct information that is wrong or incomplete;',
            'to have your information deleted;',
            'to object to or restrict certain uses of it;',
            'to stop receiving marketing emails at any time.',
          ],
        },
        `To use any of these rights, email ${SUPPORT_EMAIL} from the address you used at checkout. We may ask you to confirm your identity, we will respond within 30 days, and we will never treat you differently for making a request.`,
      ],
    },
    {
      title: 'Cookies and Tracking',
      blocks: [
        'We set a single cookie of our own: a visitor cookie holding a random identifier, so we can keep your order draft and connect the pages you see before and after payment. It does not contain your name or email address, it cannot be read by scripts on the page, and it is never shared with advertisers. Our pages also keep a few items in your browser\'s local storage, such as the email you used at checkout and your upload preference, so the confirmation pages can complete your order.',
        'We measure page visits and clicks with our own analytics and do not use advertising cookies. Stripe may set its own cookies on checkout pages to prevent fraud.',
        'We honor Do-Not-Track and Global Privacy Control. When your browser sends either signal, we record your visit without your visitor identifier, your contact details or the query string of the page, and we treat the signal as a request to opt out of any sale or sharing of your personal information.',
      ],
    },
    {
      title: 'Contact Us',
      blocks: [
        `If you have a question about this policy or about how we handle your information, or want to make a request, email us at ${SUPPORT_EMAIL}. We aim to reply within two business days.`,
        'If we make material changes to this policy, we will update the date at the top of this page and let customers know by email before the changes take effect.',
      ],
    },
  ],
};
