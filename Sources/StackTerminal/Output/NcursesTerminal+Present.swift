internal import CNcurses
import StackCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension NcursesTerminal {
  /// Shows `canvas`: fits it to the screen (see ``Terminal/present(_:)``), encodes what
  /// differs from the previous frame (``CanvasDiff``, ``FrameEncoder``) into one buffer and
  /// sends it with one `write(2)`. Presenting the same canvas twice writes nothing the second
  /// time. The changed cells are also stored in the ncurses window (`setcchar` + `wadd_wch`,
  /// never refreshed), which tests read back. When the write fails, ``writeError`` says why
  /// and nothing more is drawn.
  public func present(_ canvas: Canvas) {
    guard isRunning, writeError == nil else { return }
    let frame = ScreenFrame.fitting(canvas, to: size, monochrome: isMonochrome)
    let changes = CanvasDiff.changes(from: lastFrame, to: frame)
    guard !changes.isEmpty || !pendingOutput.isEmpty else { return }
    for change in changes {
      draw(line: change.y, columns: change.columns, of: frame)
    }
    var bytes = pendingOutput
    pendingOutput = []
    if !changes.isEmpty {
      frameEncoder.encode(from: &lastFrame, to: frame, changes: changes, into: &bytes)
    }
    // Keep our own copy in place: sharing the caller's storage would make the caller's next
    // frame copy the whole canvas (copy-on-write) before drawing.
    if lastFrame == nil {
      lastFrame = frame
    } else {
      lastFrame?.copyCells(from: frame)
    }
    do {
      try writeFrame(bytes)
    } catch {
      writeError = error
      lastFrame = nil
    }
  }

  /// Writes `bytes` to the terminal with `write(2)`: once, unless the terminal takes only
  /// part of them or a signal interrupts the call, in which case the rest follows.
  func writeFrame(_ bytes: [UInt8]) throws(TerminalError) {
    let descriptor = fileno(outputFile)
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
      }
      if result > 0 {
        written += result
      } else if result < 0 && (errno == EINTR || errno == EAGAIN) {
        if errno == EAGAIN { waitUntilWritable(descriptor) }
      } else {
        throw .writeFailed(errno: result < 0 ? errno : EIO)
      }
    }
  }

  /// Waits until `descriptor` takes more bytes (an output in non-blocking mode).
  private func waitUntilWritable(_ descriptor: Int32) {
    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    _ = poll(&entry, 1, 1000)
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
