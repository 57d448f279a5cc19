import { UnreadableSyllabus, type ReadLimits } from '../document.js';

/** Counts a reader's text against `maxCharacters`, refusing the file the moment it goes past. */
export class CharacterBudget {
  private used = 0;

  constructor(private readonly limits: ReadLimits) {}

  spend(characters: number): void {
    this.used += characters;
    if (this.used > this.limits.maxCharacters) {
      throw new UnreadableSyllabus(
        `This file has more than ${this.limits.maxCharacters.toLocaleString('en-US')} characters of text, more than any syllabus; type its dates in by hand.`,
      );
    }
  }
}
