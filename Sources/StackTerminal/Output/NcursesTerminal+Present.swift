internal import CNcurses
import StackCore

extension NcursesTerminal {
  /// Shows `canvas`: fits it to the screen (see ``Terminal/present(_:)``), writes the cells
  /// that differ from the previous frame (`CanvasDiff`) into the window with `setcchar` +
  /// `wadd_wch`, then sends the update with one `wnoutrefresh` + `doupdate`. Presenting the
  /// same canvas twice writes nothing the second time.
  public func present(_ canvas: Canvas) {
    guard isRunning else { return }
    let frame = ScreenFrame.fitting(canvas, to: size, monochrome: isMonochrome)
    for change in CanvasDiff.changes(from: lastFrame, to: frame) {
      draw(line: change.y, columns: change.columns, of: frame)
    }
    // Keep our own copy in place: sharing the caller's storage would make the caller's next
    // frame copy the whole canvas (copy-on-write) before drawing.
    if lastFrame == nil {
      lastFrame = frame
    } else {
      lastFrame?.copyCells(from: frame)
    }
    _ = wnoutrefresh(window)
    _ = doupdate()
  }

  /// Writes the cells of one changed run into the window. Continuation cells are skipped
  /// (ncurses advances two columns for a wide character); the cursor is placed before every
  /// cell, so even a character ncurses measures differently cannot shift the rest of the run.
  private func draw(line: Int, columns: Range<Int>, of frame: Canvas) {
    let width = size.width
    let y = Int32(line)
    for x in columns {
      var cell = frame.packedCell(x: x, y: line)
      guard !cell.isContinuation else { continue }
      guard x < width else { break }
      let cellWidth = cell.width
      if cellWidth == 2 && x == width - 1 {
        cell = PackedCell(glyph: .space, style: cell.style)  // Cannot straddle the edge.
      }
      guard wmove(window, y, Int32(x)) == OK else {
        failedCellWrites += 1
        continue
      }
      if encoder.write(cell, to: window) == ERR {
        // The bottom-right cell is written, but ncurses reports ERR because the cursor
        // cannot advance past it.
        let isBottomRight = line == size.height - 1 && x + cell.width >= width
        if !isBottomRight { failedCellWrites += 1 }
      }
    }
  }
}
