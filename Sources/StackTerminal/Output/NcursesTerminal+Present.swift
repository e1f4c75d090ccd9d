internal import CNcurses
import StackCore

extension NcursesTerminal {
  /// Shows `canvas`: fits it to the screen (see ``Terminal/present(_:)``), writes the cells
  /// that differ from the previous frame (``CanvasDiff``) into the window with `setcchar` +
  /// `wadd_wch`, then sends the update with one `wnoutrefresh` + `doupdate`. Presenting the
  /// same canvas twice writes nothing the second time.
  public func present(_ canvas: Canvas) {
    guard isRunning else { return }
    let frame = ScreenFrame.fitting(canvas, to: size, monochrome: isMonochrome)
    for run in CanvasDiff.runs(from: lastFrame, to: frame) {
      draw(run)
    }
    lastFrame = frame
    counted {
      _ = wnoutrefresh(window)
      _ = doupdate()
    }
  }

  /// Writes the cells of `run` into the window. Continuation cells are skipped (ncurses
  /// advances two columns for a wide character); the cursor is placed before every cell, so
  /// even a character ncurses measures differently cannot shift the rest of the run.
  private func draw(_ run: CellRun) {
    let width = size.width
    let y = Int32(run.y)
    for (offset, cell) in run.cells.enumerated() where !cell.isContinuation {
      let x = run.x + offset
      guard x < width else { break }
      var shown = cell
      if cell.width == 2 && x == width - 1 {
        shown = Cell(grapheme: " ", style: cell.style)  // Cannot straddle the edge.
      }
      guard wmove(window, y, Int32(x)) == OK else {
        failedCellWrites += 1
        continue
      }
      if encoder.write(shown, to: window) == ERR {
        // The bottom-right cell is written, but ncurses reports ERR because the cursor
        // cannot advance past it.
        let isBottomRight = run.y == size.height - 1 && x + shown.width >= width
        if !isBottomRight { failedCellWrites += 1 }
      }
    }
  }
}
