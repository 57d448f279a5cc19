/**
 * Glyphs that mark a list's entries besides "•": a checkbox "□", arrows "➢" "▶", TeX's "∗", and the
 * private-use codes a symbol font (Wingdings, Symbol) leaves when it has no Unicode of its own. One
 * list for the PDF layout, which keeps a mark on its text, and for every reader, which writes it as
 * the "•" the rules know.
 */
export const OTHER_LIST_MARKS = '∗●○▶►▸▹➢➤➔→◆◇❖□☐■▪◦‣⁃∙\\u0088\\uF0A7\\uF0B7\\uF0D8\\uF0FC';
