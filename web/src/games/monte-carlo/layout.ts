// Where each square sits on the drawn board: a serpentine of rows (left to right, then back), as printed
// race boards run, so consecutive squares always touch. The number of rows follows the board's length
// (a custom board may be longer), and columns are as few as fill the rows evenly, so the last row is
// nearly full instead of holding the finish alone. A phone asks for fewer columns (and more rows), so the
// whole board fits its width at a size still readable.
export const CELL = 64;
export const WIDE_COLUMNS = 10;
export const NARROW_COLUMNS = 6;

export interface Layout {
  readonly columns: number;
  readonly rows: number;
  readonly width: number;
  readonly height: number;
  /** Top-left corner of a square's cell. */
  readonly at: (square: number) => { readonly x: number; readonly y: number };
}

export function layout(squares: number, targetColumns = WIDE_COLUMNS): Layout {
  const rows = Math.max(1, Math.ceil(squares / Math.max(1, targetColumns)));
  const columns = Math.max(1, Math.ceil(squares / rows));
  return {
    columns,
    rows,
    width: columns * CELL,
    height: rows * CELL,
    at(square) {
      const row = Math.floor(square / columns);
      const offset = square % columns;
      const column = row % 2 === 0 ? offset : columns - 1 - offset;
      return { x: column * CELL, y: row * CELL };
    },
  };
}
