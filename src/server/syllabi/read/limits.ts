import { UnreadableSyllabus, type ReadLimits } from '../document.js';

/**
 * How deep a page's HTML or a Word file's XML may nest. htmlparser2 keeps its open elements with
 * `unshift`, so each level of nesting costs a pass over the levels above it (100,000 nested divs
 * take seconds), and mammoth converts Word's XML recursively. No real syllabus nests this deep, so
 * a deeper file is refused before the cost adds up.
 */
export const MAX_DEPTH = 1000;

export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

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
