import { describe, expect, it } from 'vitest';
import { ownItemFieldsFrom } from './ownItems';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the own-item form's fields", () => {
  it('trim the title, and make an empty time all day and an empty course none', () => {
    expect(ownItemFieldsFrom(form({ kind: 'event', title: '  Study group ', date: '2025-09-18', time: '', courseId: '' }), 'America/Chicago')).toEqual({
      kind: 'event',
      title: 'Study group',
      date: '2025-09-18',
      time: null,
      timeZone: 'America/Chicago',
      courseId: null,
    });
  });

  it('keep a time and a course, and read an unknown kind as a task', () => {
    expect(ownItemFieldsFrom(form({ kind: 'party', title: 'Lab form', date: '2025-09-17', time: '17:00', courseId: '12' }), 'Europe/Paris')).toMatchObject({ kind: 'task', time: '17:00', courseId: 12, timeZone: 'Europe/Paris' });
  });
});
