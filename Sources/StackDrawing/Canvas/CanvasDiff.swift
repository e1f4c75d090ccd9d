/// What changed between two consecutive frames, as runs of cells to send to the terminal.
///
/// ```swift
/// let runs = CanvasDiff.runs(from: previousFrame, to: frame)
/// for run in runs {
///   // move to (run.x, run.y), then draw run.cells, skipping continuation cells
/// }
/// ```
public enum CanvasDiff {
  /// The runs of cells that differ between `old` and `new`, line by line, left to right.
  ///
  /// - When `old` is nil or has a different size, everything changed: one run per line
  ///   holding the whole line.
  /// - Identical canvases give `[]`.
  /// - A run never starts on a continuation cell and never ends in the middle of a wide
  ///   character: a changed continuation cell pulls in its lead cell, and a run ending on a
  ///   lead cell takes its continuation cell too.
  /// - Two runs on the same line separated by a gap of unchanged cells are merged into one
  ///   (re-sending the gap) when that is cheaper than moving the cursor over the gap: the gap
  ///   is at most 3 cells, all of them have the style of the cell just before the gap (so no
  ///   attribute change is needed), and their graphemes take fewer UTF-8 bytes than the
  ///   shortest cursor move over the gap — 3 bytes (`ESC [ C`) for a one-cell gap, 4 bytes
  ///   (`ESC [ n C`) for two or three cells.
  public static func runs(from old: Canvas?, to new: Canvas) -> [CellRun] {
    // Consecutive cells mostly repeat a glyph (spaces, lines): make each string once.
    var last: (glyph: Glyph, string: String) = (.space, " ")
    return changes(from: old, to: new).map { change in
      let start = change.y * new.size.width
      var cells: [Cell] = []
      cells.reserveCapacity(change.columns.count)
      for x in change.columns {
        let cell = new.storage[start + x]
        if !cell.glyph.isIdentical(to: last.glyph) { last = (cell.glyph, cell.glyph.string) }
        cells.append(
          Cell(grapheme: last.string, style: cell.style, isContinuation: cell.isContinuation))
      }
      return CellRun(y: change.y, x: change.columns.lowerBound, cells: cells)
    }
  }

  /// The runs of ``runs(from:to:)`` as line and column range only (the cells are
  /// `new`'s), so a terminal can draw them from ``Canvas/packedCell(x:y:)`` without making
  /// ``Cell`` values. Unchanged cells are compared as plain data and never copied.
  package static func changes(from old: Canvas?, to new: Canvas) -> [(y: Int, columns: Range<Int>)]
  {
    let width = new.size.width
    guard width > 0 else { return [] }
    guard let old, old.size == new.size else {
      return (0..<new.size.height).map { (y: $0, columns: 0..<width) }
    }
    var changes: [(y: Int, columns: Range<Int>)] = []
    changes.reserveCapacity(new.size.height)  // About one run per changed line.
    old.storage.withUnsafeBufferPointer { before in
      new.storage.withUnsafeBufferPointer { after in
        for y in 0..<new.size.height {
          appendChanges(line: y, width: width, before: before, after: after, to: &changes)
        }
      }
    }
    return changes
  }

  /// Appends the changed column ranges of line `y` to `changes`.
  private static func appendChanges(
    line y: Int, width: Int, before: UnsafeBufferPointer<PackedCell>,
    after: UnsafeBufferPointer<PackedCell>, to changes: inout [(y: Int, columns: Range<Int>)]
  ) {
    let start = y * width
    var pending: Range<Int>?
    var x = 0
    while x < width {
      if before[start + x] == after[start + x] {
        x += 1
        continue
      }
      let runStart = after[start + x].isContinuation && x > 0 ? x - 1 : x
      var end = x + 1
      while end < width && before[start + end] != after[start + end] { end += 1 }
      if end < width && after[start + end].isContinuation { end += 1 }
      if let current = pending {
        if runStart <= current.upperBound
          || gapIsCheap(current.upperBound..<runStart, lineStart: start, cells: after)
        {
          pending = current.lowerBound..<end
        } else {
          changes.append((y, current))
          pending = runStart..<end
        }
      } else {
        pending = runStart..<end
      }
      x = end
    }
    if let current = pending {
      changes.append((y, current))
    }
  }

  /// True when re-sending the unchanged cells of `gap` costs fewer bytes than a cursor move.
  private static func gapIsCheap(
    _ gap: Range<Int>, lineStart: Int, cells: UnsafeBufferPointer<PackedCell>
  ) -> Bool {
    guard gap.count <= 3, gap.lowerBound > 0 else { return false }
    let before = cells[lineStart + gap.lowerBound - 1]
    var bytes = 0
    for x in gap {
      let cell = cells[lineStart + x]
      guard cell.hasSameStyle(as: before) else { return false }
      bytes += cell.glyph.utf8Count
    }
    return bytes < (gap.count == 1 ? 3 : 4)
  }
}
