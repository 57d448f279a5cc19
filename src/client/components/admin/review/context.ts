import { createContext, useContext } from 'react';
import type { ItemDraft } from './prefill';
import type { Workspace } from './rules';
import type { EditOutcome, ItemEdits } from './useItemEdits';

/** What every part of the review workspace shares: the order's workspace as the page holds it, and the ways to change it. */
export interface Review {
  orderId: string;
  workspace: Workspace;
  edits: ItemEdits;
  /** Says how an edit or action went: in the table's status line, and failures in a toast too. */
  report: (outcome: EditOutcome) => void;
  /** Runs a staff action that answers with a message; failures are reported, not thrown. */
  perform: (run: () => Promise<{ message: string }>) => Promise<boolean>;
  /** Opens the add-item form with these fields (from an unplaced line). */
  startItem: (draft: ItemDraft) => void;
  /** Opens a syllabus's document view at the line with this text (an item's evidence). */
  showLine: (syllabusId: number, text: string) => void;
  /** The line the document view was last asked to show. */
  shownLine: ShownLine | null;
}

export interface ShownLine {
  syllabusId: number;
  text: string;
  /** When it was asked: asking twice for the same line shows it again. */
  at: number;
}

export const ReviewContext = createContext<Review | null>(null);

export function useReview(): Review {
  const review = useContext(ReviewContext);
  if (!review) throw new Error('useReview is used outside the review workspace');
  return review;
}
