import { describe, expect, it } from 'vitest';
import { addApplicationInput } from './applications.js';
import { notifyPaymentPageInput } from './commerce.js';
import { saveNoteInput } from './notes.js';
import { titleSchema } from './review.js';

const CONTROLS = '\u0000\u0007\u000b\u000c\u001b\u007f\u0085\u009b';

describe('stored text fields', () => {
  it('drop control characters from a one-line field, and its tabs and line breaks become spaces', () => {
    expect(titleSchema.parse(`Quiz${CONTROLS} 2\u001b[31m`)).toBe('Quiz 2[31m');
    expect(titleSchema.parse('Reading\tresponse\r\nweek 3\n')).toBe('Reading response week 3');
    const application = addApplicationInput.parse({ token: 't', company: `Acme${CONTROLS}`, position: 'Intern', stage: 'Applied', priority: 'High', nextStep: 'Call\u0000 back\non Monday' });
    expect(application).toMatchObject({ company: 'Acme', nextStep: 'Call back on Monday' });
  });

  it('keep the tabs and line breaks of a multi-line field, as \\n, and drop every other control character', () => {
    const note = saveNoteInput.parse({ token: 't', courseId: 1, text: `# Week 1\r\n\t- read ch. 1${CONTROLS}\r  \n`, baseVersion: 0 });
    expect(note.text).toBe('# Week 1\n\t- read ch. 1\n  \n');
    const essay = notifyPaymentPageInput.parse({ customer_name: 'Ana\nLopez', customer_email: 'ana@example.com', prompt_type: 'common-app', essay_content: `First\u0000 line\nSecond\u001b line` });
    expect(essay).toMatchObject({ customer_name: 'Ana Lopez', essay_content: 'First line\nSecond line' });
  });

  it('check what is left: a title of control characters alone is missing', () => {
    expect(titleSchema.safeParse(`\u0000\u001b\n`).error?.issues[0]?.message).toBe('is required');
  });
});
