import { z } from 'zod';

/**
 * What people type reaches calendar feeds, emails and pages, where a control character is invisible
 * at best and breaks the document at worst: RFC 5545 allows none but tab in a calendar's text, and a
 * calendar app may drop a whole feed over one. Every stored text field is cleaned before it is checked.
 */

/** The C0 and C1 control characters and DEL, except tab and line feed. */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** One line (a title, a name): tabs and line breaks become spaces, other control characters go. */
export const oneLine = (text: string): string => text.replace(/\r\n|[\t\n\r]/g, ' ').replace(CONTROLS, '');

/** Several lines (notes, an essay): tabs and line breaks stay, as \n; other control characters go. */
export const severalLines = (text: string): string => text.replace(/\r\n?/g, '\n').replace(CONTROLS, '');

/** A text field cleaned before any other check: `cleanText('line')` for one-line fields, `cleanText('lines')` for multi-line ones. */
export const cleanText = (kind: 'line' | 'lines', error?: string) => z.string(error).overwrite(kind === 'line' ? oneLine : severalLines);
