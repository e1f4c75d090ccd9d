extension Canvas {
  /// Writes `text` on line `at.y` starting at column `at.x`, and returns the columns advanced.
  ///
  /// Text is placed scalar by scalar, the way ncurses and tmux place it (by each scalar's
  /// glibc `wcwidth`, see ``TextWidth``), not by `Character`:
  /// - a scalar of width 1 fills one cell; one of width 2 fills a lead cell and the
  ///   continuation cell right of it. A wide character whose second half would fall outside
  ///   `clip` or the canvas is replaced by one blank (padding) cell instead of being split; so
  ///   is the visible half of one cut by the left edge;
  /// - a width-0 scalar (combining mark, variation selector, ...) is appended to the previous
  ///   cell of this write (a cell keeps at most 5 scalars, like ncurses). At the start of a
  ///   write it attaches to the cell left of `at` when that cell is inside `clip`; otherwise
  ///   (and after a clipped or padded character) it is dropped. U+200D ZERO WIDTH JOINER is
  ///   always dropped, because tmux does not treat it as an ordinary zero-width scalar;
  /// - a tab advances to the next multiple of 8 columns counted from `at.x`, filling spaces;
  /// - a control character is written as its visible form (``ControlCharacter``): `^[` for
  ///   ESC, `^?` for DEL, `<9B>` for a C1 control, dim (in `style` with ``TextAttributes/dim``
  ///   added, unless `style` is reverse video); every other scalar glibc cannot print
  ///   (`wcwidth` -1) is stored as U+FFFD. A raw control character is never stored. In
  ///   particular `"\n"` does not start a new line (it shows `^J`): write one line at a time.
  ///
  /// Cells outside `clip ∩ canvas` are not touched, but still count towards the returned
  /// advance, which is always `TextWidth.of(text)`. The only cells written outside `clip` are
  /// halves of wide characters blanked because their other half was overwritten.
  ///
  /// ```swift
  /// var canvas = Canvas(size: Size(width: 5, height: 1))
  /// canvas.write("ab中文", at: .zero, style: .plain)  // returns 6
  /// canvas.line(0)                                     // "ab中" (文 did not fit: padding)
  /// ```
  @inlinable
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, at point: Point, style: CellStyle, clip: Rect? = nil
  ) -> Int {
    // Inlined into the caller, so the casts below are resolved at compile time for the common
    // types: a call from another module reaches non-generic code without a dynamic cast or a
    // protocol dispatch per scalar.
    if let string = text as? String {
      return write(string: string, at: point, style: style, clip: clip)
    }
    if let substring = text as? Substring {
      return write(substring: substring, at: point, style: style, clip: clip)
    }
    return write(anyText: text, at: point, style: style, clip: clip)
  }

  /// ``write(_:at:style:clip:)`` for a `String`.
  @usableFromInline
  package mutating func write(string: String, at point: Point, style: CellStyle, clip: Rect?) -> Int
  {
    // Any point is a legal argument. Far outside the canvas, moving the start nearer changes
    // neither what is drawn (nothing) nor the advance, and keeps `x + columns` from overflowing.
    let point = Point(x: min(max(point.x, -Self.farAway), Self.farAway), y: point.y)
    if let advance = string.utf8.withContiguousStorageIfAvailable({
      writeNarrowText($0, at: point, style: style, clip: clip)
    }), let advance {
      return advance
    }
    return write(scalars: string.unicodeScalars, at: point, style: style, clip: clip)
  }

  /// ``write(_:at:style:clip:)`` for a `Substring`.
  @usableFromInline
  package mutating func write(substring: Substring, at point: Point, style: CellStyle, clip: Rect?)
    -> Int
  {
    let point = Point(x: min(max(point.x, -Self.farAway), Self.farAway), y: point.y)
    return write(scalars: substring.unicodeScalars, at: point, style: style, clip: clip)
  }

  /// ``write(_:at:style:clip:)`` for any other text type: copied into a `String` (no such
  /// type is drawn in practice), so that the scalar writer is compiled for `String` and
  /// `Substring` only, not once more unspecialised (issue 26).
  @usableFromInline
  package mutating func write(
    anyText text: some StringProtocol, at point: Point, style: CellStyle, clip: Rect?
  )
    -> Int
  {
    write(string: String(text), at: point, style: style, clip: clip)
  }

  /// A coordinate beyond any canvas, leaving room to add the width of any text to it.
  private static let farAway = 1 << 62

  /// The common case of ``write(_:at:style:clip:)``: text whose scalars are all plainly
  /// narrow (see ``NarrowText``), each one cell. Returns nil, having written nothing, for any
  /// other text.
  ///
  /// The result is the same as storing the cells one by one: overwriting a span left to right
  /// can only split a wide character at the span's two ends, so the span is prepared once.
  private mutating func writeNarrowText(
    _ bytes: UnsafeBufferPointer<UInt8>, at point: Point, style: CellStyle, clip: Rect?
  ) -> Int? {
    let isASCII = NarrowText.isPrintableASCII(bytes)
    guard let count = isASCII ? bytes.count : NarrowText.count(bytes) else { return nil }
    let visible = clip?.intersection(bounds) ?? bounds
    guard point.y >= visible.minY && point.y < visible.maxY && !visible.isEmpty else {
      return count
    }
    let from = max(point.x, visible.minX)
    let to = min(point.x + count, visible.maxX)
    guard from < to else { return count }
    prepareOverwrite(y: point.y, from: from, to: to)
    let lineStart = point.y * size.width
    var cell = PackedCell(glyph: .space, style: style)
    storage.withUnsafeMutableBufferPointer { cells in
      if isASCII {
        for x in from..<to {
          cell.glyph = Glyph(scalar: Unicode.Scalar(bytes[x - point.x]))
          cells[lineStart + x] = cell
        }
        return
      }
      // At most `count` steps: `from < to` puts the first visible column inside the text.
      var index = 0
      var x = point.x
      while x < to, let (value, length) = NarrowText.scalar(in: bytes, at: index) {
        if x >= from {
          cell.glyph = Glyph(scalar: Unicode.Scalar(value) ?? " ")
          cells[lineStart + x] = cell
        }
        index += length
        x += 1
      }
    }
    return count
  }

  /// ``write(_:at:style:clip:)`` for the scalars of the text.
  private mutating func write<Scalars: Sequence<Unicode.Scalar>>(
    scalars: Scalars, at point: Point, style: CellStyle, clip: Rect?
  ) -> Int {
    let visible = clip?.intersection(bounds) ?? bounds
    guard point.y >= visible.minY && point.y < visible.maxY && !visible.isEmpty else {
      var column = 0
      for scalar in scalars { column += TextWidth.advance(of: scalar, atColumn: column) }
      return column
    }
    let y = point.y
    var x = point.x
    // The cell width-0 scalars attach to: the last cell this write stored, if any.
    var attachIndex = attachmentTarget(before: point, in: visible)
    // The style is encoded once; each cell only changes the glyph.
    var cell = PackedCell(glyph: .space, style: style)
    let space = cell
    for scalar in scalars {
      switch ScalarPlacement(scalar) {
      case .narrow(let stored):
        attachIndex = nil
        if x >= visible.minX && x < visible.maxX {
          cell.glyph = Glyph(scalar: stored)
          store(cell, x: x, y: y)
          attachIndex = y * size.width + x
        }
        x += 1
      case .wide(let stored):
        attachIndex = writeWide(stored, x: x, y: y, style: style, visible: visible)
        x += 2
      case .attached(let mark):
        if let index = attachIndex, storage[index].glyph.count < Cell.maximumScalars {
          storage[index].glyph.append(mark)
        }
      case .tab:
        attachIndex = nil
        let end = x + TextWidth.tabAdvance(atColumn: x - point.x)
        while x < end {
          if x >= visible.minX && x < visible.maxX {
            store(space, x: x, y: y)
            attachIndex = y * size.width + x
          }
          x += 1
        }
      case .control(let control):
        attachIndex = nil
        x = writeControl(control, x: x, y: y, style: style, visible: visible)
      case .dropped:
        continue
      }
    }
    return x - point.x
  }

  /// Writes the visible form of the control character `scalar` at `(x, y)` (see
  /// ``ControlCharacter``); returns the column after it.
  private mutating func writeControl(
    _ scalar: Unicode.Scalar, x start: Int, y: Int, style: CellStyle, visible: Rect
  ) -> Int {
    let cell = PackedCell(glyph: .space, style: style.forControlCharacter)
    var x = start
    for character in ControlCharacter.visibleForm(of: scalar).unicodeScalars {
      if x >= visible.minX && x < visible.maxX {
        var stored = cell
        stored.glyph = Glyph(scalar: character)
        store(stored, x: x, y: y)
      }
      x += 1
    }
    return x
  }

  /// The index of the cell a width-0 scalar at the very start of a write at `point` attaches
  /// to: the character left of `point`, when it lies inside `visible`.
  private func attachmentTarget(before point: Point, in visible: Rect) -> Int? {
    var x = point.x - 1
    guard x >= visible.minX && x < visible.maxX else { return nil }
    let start = point.y * size.width
    if storage[start + x].isContinuation {
      x -= 1
      guard x >= visible.minX else { return nil }
    }
    return start + x
  }

  /// Writes a wide character at `(x, y)`, or padding where only one half is visible; returns
  /// the index of the lead cell when the character was stored.
  private mutating func writeWide(
    _ scalar: Unicode.Scalar, x: Int, y: Int, style: CellStyle, visible: Rect
  ) -> Int? {
    let leadVisible = x >= visible.minX && x < visible.maxX
    let trailVisible = x + 1 >= visible.minX && x + 1 < visible.maxX
    if leadVisible && trailVisible {
      prepareOverwrite(y: y, from: x, to: x + 2)
      let index = y * size.width + x
      storage[index] = PackedCell(scalar: scalar, style: style)
      storage[index + 1] = .continuation(style: style)
      return index
    }
    if leadVisible || trailVisible {
      store(PackedCell(glyph: .space, style: style), x: leadVisible ? x : x + 1, y: y)
    }
    return nil
  }
}
