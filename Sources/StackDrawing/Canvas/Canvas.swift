/// A grid of ``Cell``s: the picture of one frame (or one row) of the terminal.
///
/// Cells are stored in one flat row-major array, and no operation other than ``resize(to:)``
/// reallocates it, so a canvas can be redrawn every frame without allocating.
///
/// The canvas keeps wide characters whole: a continuation cell is always directly right of
/// the lead cell of a width-2 character, and overwriting either half of a wide character
/// blanks the other half (keeping its style).
///
/// ```swift
/// var canvas = Canvas(size: Size(width: 10, height: 2))
/// canvas.write("Hello 中文", at: .zero, style: .plain)
/// canvas.line(0)  // "Hello 中文"
/// canvas.text     // "Hello 中文\n"
/// ```
public struct Canvas: Sendable, Equatable {
  /// Width and height in cells.
  public private(set) var size: Size
  /// The cells, row-major: the cell at `(x, y)` is `storage[y * size.width + x]`. Packed
  /// (plain data), so filling, copying and diffing a frame involves no reference counting.
  @usableFromInline package var storage: [PackedCell] {
    didSet { isKnownBlank = false }
  }
  /// True only while every cell is known to be ``PackedCell/blank``: set by `clear()` and
  /// `resize(to:)`, dropped by any change to `storage`. Filling such a canvas with blanks (as
  /// a stack does with its viewport, on a frame the run loop has just cleared) is skipped.
  private(set) var isKnownBlank = false
  /// Where the terminal shows its cursor with this frame (a text input's caret), or nil to
  /// hide it. ``clear(style:)`` and ``resize(to:)`` set it back to nil, so a frame shows a
  /// cursor only when its renderer asked for one. A terminal ignores a point outside the
  /// canvas.
  ///
  /// ```swift
  /// canvas.write("name: ", at: .zero, style: .plain)
  /// canvas.cursor = Point(x: 6, y: 0)  // the caret after the prompt
  /// ```
  public var cursor: Point?
  /// The links the cells point to (``PackedCell/linkID`` `n` is `links[n - 1]`), as drawn
  /// with ``Surface/write(_:at:style:link:)``; emptied with the cells by ``clear(style:)``
  /// and ``resize(to:)``.
  package internal(set) var links: [String] = []

  /// The cells as ``Cell`` values, row-major (for tests and debugging).
  package var cells: [Cell] { storage.map(\.cell) }

  /// Creates a canvas of `size` with every cell set to `fill` (normalised like ``set(_:at:)``;
  /// a wide `fill` is laid out in pairs, see ``fill(_:with:)``).
  public init(size: Size, fill: Cell = .blank) {
    self.size = size
    self.storage = Array(repeating: .blank, count: size.width * size.height)
    if fill != .blank {
      self.fill(bounds, with: fill)
    } else {
      isKnownBlank = true
    }
  }

  /// True when both canvases have the same size, the same cells (and links) and the same
  /// ``cursor``.
  public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
    lhs.size == rhs.size && lhs.cursor == rhs.cursor && lhs.links.count == rhs.links.count
      && zip(lhs.links, rhs.links).allSatisfy { $0.utf8.elementsEqual($1.utf8) }  // By bytes.
      && lhs.storage == rhs.storage
  }

  /// The whole canvas, `(0, 0)` to `size`.
  package var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The cell at column `x`, line `y`: `canvas[x, y]`.
  ///
  /// - Precondition: `0 <= x < size.width` and `0 <= y < size.height`; use ``cell(at:)`` when
  ///   the position may be outside.
  public subscript(x: Int, y: Int) -> Cell {
    precondition(
      x >= 0 && x < size.width && y >= 0 && y < size.height,
      "Canvas position (\(x), \(y)) is outside \(size)")
    return storage[y * size.width + x].cell
  }

  /// The cell at `point`, or nil when `point` is outside the canvas.
  public func cell(at point: Point) -> Cell? {
    guard bounds.contains(point) else { return nil }
    return storage[point.y * size.width + point.x].cell
  }

  /// The packed cell at `(x, y)`, which must be inside the canvas (for terminal back ends).
  @inlinable
  package func packedCell(x: Int, y: Int) -> PackedCell {
    storage[y * size.width + x]
  }

  /// Calls `body` with the cells of line `y` (which must be inside the canvas), for
  /// terminal back ends that read a line cell by cell.
  @inlinable
  package func withCells<Result>(
    ofLine y: Int, _ body: (UnsafeBufferPointer<PackedCell>) throws -> Result
  ) rethrows -> Result {
    try storage.withUnsafeBufferPointer { cells in
      try body(UnsafeBufferPointer(rebasing: cells[y * size.width..<(y + 1) * size.width]))
    }
  }

  /// Where the cells are stored: equal for canvases sharing their cells (for tests that check
  /// frames are handed over without copies).
  package var cellStorageAddress: UnsafeRawPointer? {
    storage.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  /// Makes this canvas a copy of `other`, reusing this canvas's storage when the sizes match
  /// (a terminal keeping the last frame does not allocate, and leaves the caller's canvas
  /// uniquely referenced).
  package mutating func copyCells(from other: Canvas) {
    cursor = other.cursor
    links = other.links
    guard size == other.size, storage.count == other.storage.count else {
      self = other
      return
    }
    storage.withUnsafeMutableBytes { target in
      other.storage.withUnsafeBytes { source in
        target.copyMemory(from: source)  // Cells are plain data: one memmove.
      }
    }
  }

  /// Drops every cell's colours, keeping attributes (``CellStyle/withoutColor()``), for a
  /// monochrome screen.
  package mutating func removeColors() {
    storage.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices { cells[index].style = cells[index].style.withoutColor() }
    }
  }

  /// Stores `cell` at `point`; a `point` outside the canvas is ignored (drawing is clipped).
  ///
  /// The cell is normalised first: its grapheme keeps one spacing scalar followed by at most
  /// four zero-width scalars (the writer's substitutions apply: controls become visible,
  /// U+200D is dropped), and an empty grapheme or one starting with a zero-width scalar gets a
  /// space as its base. A wide cell also fills the continuation cell right of it; when that
  /// would be outside the canvas, a blank is stored instead. Storing over half of a wide
  /// character blanks its other half. Storing a continuation cell only restyles an existing
  /// continuation (so cells can be copied one by one); anywhere else it stores a blank.
  public mutating func set(_ cell: Cell, at point: Point) {
    set(cell, at: point, clip: bounds)
  }

  /// ``set(_:at:)`` restricted to `clip` (which must lie inside the canvas).
  package mutating func set(_ cell: Cell, at point: Point, clip: Rect) {
    guard clip.contains(point) else { return }
    let index = point.y * size.width + point.x
    if cell.isContinuation && storage[index].isContinuation {
      storage[index].style = cell.style
      return
    }
    put(PackedCell(normalizing: cell), at: point, clip: clip)
  }

  /// Stores an already normalised cell like ``set(_:at:)`` does (the normalising done once by
  /// the caller, for a cell drawn many times).
  package mutating func put(_ stored: PackedCell, at point: Point, clip: Rect) {
    guard clip.contains(point) else { return }
    if stored.width == 2 {
      guard point.x + 1 < clip.maxX else {
        store(stored.blanked, x: point.x, y: point.y)
        return
      }
      prepareOverwrite(y: point.y, from: point.x, to: point.x + 2)
      let index = point.y * size.width + point.x
      storage[index] = stored
      storage[index + 1] = .continuation(style: stored.style)
    } else {
      store(stored, x: point.x, y: point.y)
    }
  }

  /// Fills the part of `rect` inside the canvas with `cell` (normalised like ``set(_:at:)``).
  ///
  /// A wide `cell` is laid out in pairs from `rect`'s left edge; a column left over at the
  /// right end of a line is filled with a blank.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    fill(rect, with: cell, clip: bounds)
  }

  /// ``fill(_:with:)`` restricted to `clip` (which must lie inside the canvas); wide pairs
  /// are still aligned to `rect`'s left edge, and pairs cut by `clip` become blanks.
  package mutating func fill(_ rect: Rect, with cell: Cell, clip: Rect) {
    let visible = rect.intersection(clip)
    guard !visible.isEmpty else { return }
    fill(rect, with: PackedCell(normalizing: cell), clip: clip)
  }

  /// ``fill(_:with:clip:)`` with an already normalised cell.
  package mutating func fill(_ rect: Rect, with stored: PackedCell, clip: Rect) {
    let visible = rect.intersection(clip)
    guard !visible.isEmpty, !(isKnownBlank && stored.isIdentical(to: .blank)) else { return }
    guard stored.width == 1 else {
      // Only the pairs that meet `visible` are written (a rectangle may be far wider than the
      // canvas), starting with the pair that holds its first column.
      let pairCount = rect.size.width / 2
      let skipped = min(pairCount, visible.minX.saturatingSubtract(rect.minX) / 2)
      let firstX = rect.minX.saturatingAdd(skipped * 2)
      let needed = visible.maxX.saturatingSubtract(firstX).saturatingAdd(1) / 2
      let pairs = String(
        repeating: stored.glyph.string, count: max(0, min(pairCount - skipped, needed)))
      for y in visible.minY..<visible.maxY {
        write(pairs, at: Point(x: firstX, y: y), style: stored.style, clip: clip)
        if pairCount * 2 < rect.size.width {
          put(stored.blanked, at: Point(x: rect.maxX - 1, y: y), clip: clip)
        }
      }
      return
    }
    // Each line's edges first (they lie outside the span, so the order does not matter).
    for y in visible.minY..<visible.maxY {
      prepareOverwrite(y: y, from: visible.minX, to: visible.maxX)
    }
    fillSpans(
      from: visible.minY * size.width + visible.minX, width: visible.size.width,
      lines: visible.size.height, with: stored)
  }

  /// Sets `width` cells from `start` on each of `lines` lines to `cell`: the first span cell by
  /// cell, every other one copied from it in one block (a line or a screen in a fraction of the
  /// instructions of a store per cell). Wide characters are the caller's business.
  private mutating func fillSpans(from start: Int, width: Int, lines: Int, with cell: PackedCell) {
    guard width > 0, lines > 0 else { return }
    let stride = size.width
    storage.withUnsafeMutableBufferPointer { cells in
      guard let base = cells.baseAddress else { return }
      let first = base + start
      first.update(repeating: cell, count: width)
      // Line by line: a copy of one line stays below the size where `memcpy` turns to
      // `rep movsb`, which costs more here (decision 0127).
      for line in 1..<lines {
        (first + line * stride).update(from: first, count: width)
      }
    }
  }

  /// Blanks every cell, with `style`.
  public mutating func clear(style: CellStyle = .plain) {
    fillSpans(
      from: 0, width: size.width, lines: size.height,
      with: PackedCell(glyph: .space, style: style))
    isKnownBlank = style == .plain
    cursor = nil
    if !links.isEmpty { links.removeAll(keepingCapacity: true) }
  }

  /// Changes the size; nothing is kept, every cell becomes ``Cell/blank``. The storage is
  /// reused when it is large enough.
  public mutating func resize(to size: Size) {
    self.size = size
    storage.removeAll(keepingCapacity: true)
    storage.append(contentsOf: repeatElement(.blank, count: size.width * size.height))
    isKnownBlank = true
    cursor = nil
    links.removeAll()
  }

  // MARK: - Keeping wide characters whole

  /// Stores a normalised cell of width 1 at `(x, y)`, which must be inside the canvas.
  @inline(__always)
  package mutating func store(_ cell: PackedCell, x: Int, y: Int) {
    prepareOverwrite(y: y, from: x, to: x + 1)
    storage[y * size.width + x] = cell
  }

  /// Before columns `from..<to` of line `y` are overwritten: blanks the halves of wide
  /// characters that stick out of that span (the lead left of it, the continuation right of
  /// it), so no orphan half remains.
  @inline(__always)
  package mutating func prepareOverwrite(y: Int, from: Int, to: Int) {
    let start = y * size.width
    if from > 0 && storage[start + from].isContinuation {
      storage[start + from - 1] = storage[start + from - 1].blanked
    }
    if to < size.width && storage[start + to].isContinuation {
      storage[start + to] = storage[start + to].blanked
    }
  }
}
