// Owns: the sizes the statechart diagram is drawn with, shared by the graph handed to ELK (which
// needs every box and label measured before layout) and the SVG that draws the result.
// Decision: all diagram text is monospace, so a label's width is its length times one advance
// (0.602 em in DejaVu Sans Mono, Menlo and Consolas alike) and no DOM measurement is needed; the
// advance is rounded up a little so text never touches its border.
export const FONT_FAMILY = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace";
export const TITLE_SIZE = 13;
export const TEXT_SIZE = 11;
export const LINE_HEIGHT = 15;
export const BOX_PADDING = 10;
export const INITIAL_DOT = 12;
export const MIN_BOX_WIDTH = 72;

const ADVANCE_EM = 0.62;

export const textWidth = (text: string, fontSize: number): number => Math.ceil(text.length * fontSize * ADVANCE_EM);

/** The width of a block of lines: its widest line. */
export const linesWidth = (lines: ReadonlyArray<string>, fontSize: number): number =>
  Math.max(0, ...lines.map((line) => textWidth(line, fontSize)));

/** The height a state box's header needs: its title, then one line per note. */
export const headerHeight = (noteCount: number): number => BOX_PADDING + LINE_HEIGHT + noteCount * LINE_HEIGHT + BOX_PADDING / 2;
