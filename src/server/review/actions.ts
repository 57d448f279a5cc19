import type { z } from 'zod';
import {
  addCourseInput,
  addItemInput,
  bulkChangeInput,
  dismissReportInput,
  itemsInput,
  mergeCoursesInput,
  orderInput,
  pastedSyllabusInput,
  publishInput,
  setLineAsideInput,
  syllabusInput,
  updateCourseInput,
  updateItemInput,
} from '../../shared/schemas/review.js';
import type { AppDeps } from '../deps.js';
import { publishDashboard, revokeDashboardLink } from '../dashboards/publish.js';
import { dismissReport } from '../dashboards/reports.js';
import { addStaffSyllabus, rerunSyllabus } from '../syllabi/staff.js';
import { addCourse, addItem, bulkChange, confirmAllUnflagged, confirmItems, deleteItems, mergeCourses, setLineAside, undoLastChange, updateCourse, updateItem } from './edits.js';

/**
 * Every staff action on an order's review, by name: its input schema and the domain function it
 * calls with the signed-in staff member. The tRPC router (`admin.review.*`) and the REST adapter
 * (`POST /api/admin/review/<action>/`) are both built from this one table.
 */

export interface ReviewAction<Schema extends z.ZodType, Result> {
  input: Schema;
  run: (deps: AppDeps, actor: string, input: z.output<Schema>) => Promise<Result>;
}

const action = <Schema extends z.ZodType, Result>(input: Schema, run: ReviewAction<Schema, Result>['run']): ReviewAction<Schema, Result> => ({ input, run });

export const reviewActions = {
  updateItem: action(updateItemInput, updateItem),
  addItem: action(addItemInput, addItem),
  setLineAside: action(setLineAsideInput, setLineAside),
  deleteItems: action(itemsInput, deleteItems),
  confirmItems: action(itemsInput, confirmItems),
  confirmAllUnflagged: action(orderInput, (deps, actor, input) => confirmAllUnflagged(deps, actor, input.orderId)),
  bulkChange: action(bulkChangeInput, bulkChange),
  addCourse: action(addCourseInput, addCourse),
  updateCourse: action(updateCourseInput, updateCourse),
  mergeCourses: action(mergeCoursesInput, mergeCourses),
  undo: action(orderInput, (deps, actor, input) => undoLastChange(deps, actor, input.orderId)),
  rerunSyllabus: action(syllabusInput, (deps, actor, input) => rerunSyllabus(deps, input.orderId, input.syllabusId, actor)),
  addPastedSyllabus: action(pastedSyllabusInput, (deps, actor, input) => addStaffSyllabus(deps, input.orderId, { name: input.name, text: input.text }, actor)),
  publish: action(publishInput, (deps, actor, input) => publishDashboard(deps, input.orderId, actor, { linesToCheck: input.linesToCheck })),
  revokeLink: action(orderInput, (deps, actor, input) => revokeDashboardLink(deps, input.orderId, actor)),
  dismissReport: action(dismissReportInput, dismissReport),
};

export type ReviewActionName = keyof typeof reviewActions;
