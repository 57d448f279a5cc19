/**
 * What a PDF draws besides its text, in the page's coordinates: straight lines (a table's borders,
 * which tell a bordered table's rows apart when its cells wrap or sit centred in tall rows) and
 * coloured boxes (a calendar's shaded days and the legend that names their colours).
 */

/** A drawn horizontal line: at height `at`, from `from` to `to` across the page (or vertical, the other way). */
export interface Rule {
  at: number;
  from: number;
  to: number;
}

/** A filled shape's bounds and its fill colour ("#80cdc1"). */
export interface Box {
  left: number;
  bottom: number;
  right: number;
  top: number;
  colour: string;
}

export interface PageDrawing {
  horizontal: Rule[];
  vertical: Rule[];
  boxes: Box[];
}

/** pdf.js operator codes the walk needs (from its `OPS`) and the path codes of constructPath's data. */
export interface OperatorCodes {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  endPath: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  setFillRGBColor: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
}
const DRAW = { moveTo: 0, lineTo: 1, curveTo: 2, quadraticCurveTo: 3, closePath: 4 };

type Matrix = [number, number, number, number, number, number];
/** The matrix that applies `first`, then `then` (a PDF's "cm" puts its matrix first, before the current one). */
const multiply = ([a, b, c, d, e, f]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix => [
  a2 * a + c2 * b,
  b2 * a + d2 * b,
  a2 * c + c2 * d,
  b2 * c + d2 * d,
  a2 * e + c2 * f + e2,
  b2 * e + d2 * f + f2,
];

/** Shorter strokes are underlines of a word or bullets, not borders. */
const MIN_LENGTH = 4;

/** White is the page; a box as large as half a page is a background, not a mark. */
const isMark = (box: Box) => box.colour !== '#ffffff' && box.right - box.left < 300 && box.top - box.bottom < 300;

/**
 * Walks a page's operator list, following the transformation matrix (pdf.js gives every colour
 * space's fill as RGB), and keeps straight strokes and edges, and the bounds of coloured fills.
 */
export function drawingOf(operators: { fnArray: number[]; argsArray: unknown[] }, OPS: OperatorCodes, [pageLeft, pageBottom, pageRight, pageTop]: number[]): PageDrawing {
  const horizontal: Rule[] = [];
  const vertical: Rule[] = [];
  const boxes: Box[] = [];
  const fills = new Set([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
  let matrix: Matrix = [1, 0, 0, 1, 0, 0];
  let colour = '#000000';
  const saved: { matrix: Matrix; colour: string }[] = [];
  const edge = (x1: number, y1: number, x2: number, y2: number) => {
    const [a, b, c, d, e, f] = matrix;
    const [px1, py1, px2, py2] = [a * x1 + c * y1 + e, b * x1 + d * y1 + f, a * x2 + c * y2 + e, b * x2 + d * y2 + f];
    if (Math.abs(py1 - py2) < 0.5 && Math.abs(px1 - px2) >= MIN_LENGTH) horizontal.push({ at: py1, from: Math.min(px1, px2), to: Math.max(px1, px2) });
    else if (Math.abs(px1 - px2) < 0.5 && Math.abs(py1 - py2) >= MIN_LENGTH) vertical.push({ at: px1, from: Math.min(py1, py2), to: Math.max(py1, py2) });
  };
  const box = ([minX, minY, maxX, maxY]: number[]) => {
    const [a, b, c, d, e, f] = matrix;
    const xs = [minX!, maxX!].flatMap((x) => [minY!, maxY!].map((y) => a * x + c * y + e));
    const ys = [minX!, maxX!].flatMap((x) => [minY!, maxY!].map((y) => b * x + d * y + f));
    return { left: Math.min(...xs), bottom: Math.min(...ys), right: Math.max(...xs), top: Math.max(...ys), colour };
  };
  operators.fnArray.forEach((fn, index) => {
    const args = operators.argsArray[index] as unknown[] | null;
    if (fn === OPS.save || fn === OPS.paintFormXObjectBegin) saved.push({ matrix, colour });
    if (fn === OPS.paintFormXObjectBegin && Array.isArray(args?.[0])) matrix = multiply(args[0] as Matrix, matrix);
    else if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) ({ matrix, colour } = saved.pop() ?? { matrix, colour });
    else if (fn === OPS.transform && args) matrix = multiply(args as Matrix, matrix);
    else if (fn === OPS.setFillRGBColor && typeof args?.[0] === 'string') colour = args[0];
    else if (fn === OPS.constructPath && args && args[0] !== OPS.endPath) {
      // A path only clipped (ended without painting) draws nothing.
      const path = (args[1] as (Float32Array | null)[] | undefined)?.[0];
      if (path) walkPath(path, edge);
      const bounds = args[2] as number[] | null;
      if (path && bounds && fills.has(args[0] as number)) boxes.push(box(bounds));
    }
  });
  return {
    horizontal: onPage(merged(horizontal), pageBottom!, pageTop!, pageLeft!, pageRight!),
    vertical: onPage(merged(vertical), pageLeft!, pageRight!, pageBottom!, pageTop!),
    boxes: boxes.filter(isMark),
  };
}

function walkPath(path: Float32Array, edge: (x1: number, y1: number, x2: number, y2: number) => void) {
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (let i = 0; i < path.length; ) {
    switch (path[i]) {
      case DRAW.moveTo:
        [x, y] = [path[i + 1]!, path[i + 2]!];
        [startX, startY] = [x, y];
        i += 3;
        break;
      case DRAW.lineTo:
        edge(x, y, path[i + 1]!, path[i + 2]!);
        [x, y] = [path[i + 1]!, path[i + 2]!];
        i += 3;
        break;
      case DRAW.curveTo:
        [x, y] = [path[i + 5]!, path[i + 6]!];
        i += 7;
        break;
      case DRAW.quadraticCurveTo:
        [x, y] = [path[i + 3]!, path[i + 4]!];
        i += 5;
        break;
      case DRAW.closePath:
        edge(x, y, startX, startY);
        [x, y] = [startX, startY];
        i += 1;
        break;
      default:
        return;
    }
  }
}

/**
 * The part of each rule on the page, leaving out those off it and those across nearly all of it: a
 * printed web page draws its whole body as one box, far taller than the page, whose edges are no
 * table's.
 */
function onPage(rules: Rule[], low: number, high: number, start: number, end: number): Rule[] {
  return rules
    .filter((r) => r.at >= low && r.at <= high)
    .map((r) => ({ at: r.at, from: Math.max(r.from, start), to: Math.min(r.to, end) }))
    .filter((r) => r.to - r.from >= MIN_LENGTH && r.to - r.from < 0.95 * (end - start));
}

/**
 * One rule per border: a cell's edges drawn one by one, and the two long sides of a thin filled
 * rectangle, join into the line a reader sees.
 */
function merged(rules: Rule[]): Rule[] {
  const sorted = [...rules].sort((p, q) => p.at - q.at || p.from - q.from);
  const out: Rule[] = [];
  for (const rule of sorted) {
    // `out` is in order of height, so only its tail can lie within reach of this rule.
    let nearest = out.length;
    while (nearest > 0 && out[nearest - 1]!.at >= rule.at - 1.5) nearest--;
    const same = out.slice(nearest).find((r) => rule.from <= r.to + 2 && r.from <= rule.to + 2);
    if (same) {
      same.from = Math.min(same.from, rule.from);
      same.to = Math.max(same.to, rule.to);
    } else out.push({ ...rule });
  }
  return out;
}
