import { describe, expect, it } from 'vitest';
import { afterSave, emptyDraft, unsaved } from './notes';

const note = (text: string, version: number) => ({ courseId: 1, text, html: `<p>${text}</p>\n`, version, updatedAt: '2025-09-17T15:00:00.000Z' });

describe('afterSave', () => {
  it("shows the server's text when nothing was typed since, the other device's text included after a merge", () => {
    const draft = { ...emptyDraft(note('Start', 1)), text: 'Mine', sending: true };
    expect(afterSave(draft, 'Mine', { note: note('Mine', 2), merged: false })).toEqual({ text: 'Mine', saved: { text: 'Mine', version: 2, html: '<p>Mine</p>\n' }, sending: false, merged: false, error: null, conflict: false });
    const merged = afterSave(draft, 'Mine', { note: note('Theirs + Mine', 3), merged: true });
    expect([merged.text, merged.saved.version, merged.merged, unsaved(merged)]).toEqual(['Theirs + Mine', 3, true, false]);
  });

  it('keeps what was typed while the save was on its way; after a merge its next save is based on the old version, so both are kept again', () => {
    const draft = { ...emptyDraft(note('Start', 1)), text: 'Mine and more' };
    const plain = afterSave(draft, 'Mine', { note: note('Mine', 2), merged: false });
    expect([plain.text, plain.saved.version, unsaved(plain)]).toEqual(['Mine and more', 2, true]);
    const merged = afterSave(draft, 'Mine', { note: note('Theirs + Mine', 3), merged: true });
    expect([merged.text, merged.saved.version, unsaved(merged)]).toEqual(['Mine and more', 1, true]);
  });
});
