internal import CNcurses
import StackCore

/// Turns the change from one frame to the next into the bytes a terminal needs, using the
/// terminfo strings of ``TerminalCapabilities``: cursor moves, attribute and colour changes
/// and text go into one buffer, which ``NcursesTerminal`` sends with one `write`.
///
/// The encoder remembers where the cursor is and which attributes are on, so it only sends
/// what changes. Where it is cheaper it scrolls lines that moved (``scrollMovedLines``),
/// clears the end of a line instead of writing spaces, and repeats a character with `rep`
/// (a separator line of 79 `─` costs 8 bytes instead of 237; only ASCII inside tmux, see
/// ``TerminalCapabilities/repeatsAnyCharacter``). The line-drawing set (`smacs`) is not used:
/// tmux shows its letters (`q`, `x`) in `capture-pane`, so the tmux screen would differ from
/// the headless one.
@MainActor
struct FrameEncoder {
  /// The terminal's strings.
  let capabilities: TerminalCapabilities
  /// Colour pairs, or nil on a monochrome screen.
  let colors: ColorPairs?
  /// Whether moved lines may be scrolled into place (on by default; off in inline mode,
  /// where a scroll region would move the shell's lines too).
  var scrollsMovedLines = true
  /// The screen line the frame's line 0 is drawn on: 0 on the whole screen, the region's
  /// top line in inline mode.
  var lineOffset = 0
  /// True when a frame drawn over an unknown screen clears its own lines one by one (`el`)
  /// instead of the whole screen (`clear`): inline mode, where the lines above the frame
  /// are the shell's.
  var clearsLinesOnly = false
  /// True while the terminal shows its cursor (`cnorm` sent, not yet `civis`). The
  /// terminal starts with the cursor hidden.
  var cursorIsVisible = false
  /// True when 24-bit colours are sent as they are (`ESC[38;2;r;g;bm`): the terminal takes
  /// them (``TrueColorDetection``). Otherwise they come out as the nearest palette colour.
  var sendsTrueColor = false
  /// True on a direct-colour terminfo entry (`xterm-direct`: `colors` 2^24), whose `setaf`
  /// reads a number from 8 on as a 24-bit colour: palette colours go out as `ESC[38;5;nm`.
  var sendsPaletteAsSGR = false
  /// True when links are sent (OSC 8): the terminal takes them (``LinkDetection``).
  var sendsLinks = false
  /// The link the terminal writes text into now (a link ID of the frame being encoded), 0
  /// for none; always 0 between frames.
  var openLinkID: UInt32 = 0

  /// The cursor position, or nil when it is not known (after a scroll, or past a character
  /// whose width the terminal may measure differently).
  private var cursor: (y: Int, x: Int)?
  /// The style the terminal draws with, or nil when not known.
  private var currentStyle: CellStyle?
  /// The line hashes (`Canvas.lineHash(_:)`) of the screen, kept current frame by frame
  /// (only changed lines are hashed again) once a search for moved lines needed them; empty
  /// when not known.
  var lineHashes: [Int] = []
  /// What drawing each line of the screen on a blank line costs, kept with ``lineHashes``.
  var lineDrawCosts: [Int] = []
  /// The scroll search's work arrays, reused from frame to frame.
  var scrollSearchBuffers = ScrollSearchBuffers()
  /// The attributes and colour numbers (-1 for the default) of `currentStyle`.
  private var currentRendition: (attributes: TextAttributes, foreground: Int32, background: Int32)?

  init(capabilities: TerminalCapabilities, colors: ColorPairs?) {
    self.capabilities = capabilities
    self.colors = colors
  }

  /// Forgets the cursor position and attributes (after something else wrote to the terminal).
  mutating func forgetTerminalState() {
    cursor = nil
    cursorLine = nil
    currentStyle = nil
    currentRendition = nil
    cursorIsVisible = false  // What the terminal is given back with after a stop (`civis`).
  }

  /// The frame line the cursor is on, when known: also after a write at the right edge or
  /// of a character measured differently (the line is still known there, the column not).
  private(set) var cursorLine: Int?

  /// Appends to `output` what turns the screen showing `previous` (nil: unknown, so the
  /// screen is cleared first) into `frame`; `changes` are `CanvasDiff.changes(from:to:)`
  /// from `previous` to `frame`. `previous` is updated as the scrolling moves its lines;
  /// afterwards the screen shows `frame`.
  mutating func encode(
    from previous: inout Canvas?, to frame: Canvas, changes: [(y: Int, columns: Range<Int>)],
    into output: inout [UInt8]
  ) {
    var changes = changes
    if previous == nil || previous?.size != frame.size {
      setStyle(.plain, into: &output)
      if clearsLinesOnly {
        for y in 0..<frame.size.height {
          move(toLine: y, column: 0, into: &output)
          output += capabilities.clearToEndOfLine
        }
      } else {
        output += capabilities.clear
        cursor = (0, 0)
        cursorLine = 0
      }
      let blank = Canvas(size: frame.size)
      previous = blank
      changes = CanvasDiff.changes(from: blank, to: frame)
      forgetLines()  // Worked out when a scroll search first needs them.
    } else if scrollsMovedLines, Self.changedLineCount(changes) >= 3, var old = previous {
      // Fewer changed lines cannot pay for a scroll.
      previous = nil  // Keep `old` uniquely referenced while it scrolls.
      let scrolled = scrollMovedLines(
        of: &old, toward: frame, changes: changes, into: &output)
      if scrolled {
        // Widened again for links (as `present` does): a line scrolled into place may keep
        // its text and link ID while the ID's URI changed.
        changes = Self.changes(
          CanvasDiff.changes(from: old, to: frame), widenedForLinksFrom: old, to: frame)
      }
      previous = old
    } else if !lineHashes.isEmpty {
      updateLines(changedBy: changes, in: frame)
    }
    for change in changes {
      draw(line: change.y, columns: change.columns, of: frame, into: &output)
    }
    closeLink(into: &output)
  }

  /// Appends the bytes that leave the terminal's attributes as the shell expects them.
  mutating func finish(into output: inout [UInt8]) {
    if currentStyle != .plain { output += capabilities.resetAttributes }
    forgetTerminalState()
  }

  /// Draws one changed run. A run that reaches the end of the line and ends in plain blanks
  /// clears them with `el` when that is shorter.
  private mutating func draw(
    line y: Int, columns: Range<Int>, of frame: Canvas, into output: inout [UInt8]
  ) {
    let width = frame.size.width
    var stop = columns.upperBound
    var clearsEnd = false
    let clear = capabilities.clearToEndOfLine
    if stop == width && !clear.isEmpty {
      var first = stop
      while first > columns.lowerBound && frame.packedCell(x: first - 1, y: y) == .blank {
        first -= 1
      }
      if stop - first > clear.count + 3 {
        stop = first
        clearsEnd = true
      }
    }
    var x = columns.lowerBound
    while x < stop {
      var cell = frame.packedCell(x: x, y: y)
      if cell.isContinuation {
        x += 1
        continue
      }
      if cell.width == 2 && x == width - 1 {
        cell = PackedCell(glyph: .space, style: cell.style)  // Cannot straddle the edge.
      }
      move(toLine: y, column: x, into: &output)
      setStyle(cell.style, into: &output)
      if sendsLinks { switchLink(to: cell.glyph.linkID, in: frame, into: &output) }
      write(cell.glyph, into: &output)
      let cellWidth = max(1, cell.width)
      x += cellWidth
      advanceCursor(by: cellWidth, glyph: cell.glyph, width: width)
      // `rep` repeats the last character written: a glyph of one scalar only (after a base
      // and its combining marks, terminals repeat the base alone), and only ASCII where the
      // terminal repeats nothing else.
      if cellWidth == 1, let repeatPrevious = capabilities.repeatPrevious, cell.glyph.count == 1,
        capabilities.repeatsAnyCharacter || cell.glyph.utf8Count == 1
      {
        var count = 0
        while x + count < stop && frame.packedCell(x: x + count, y: y) == cell { count += 1 }
        guard count > 0 else { continue }
        let start = output.count
        repeatPrevious.append(0, count + 1, to: &output)
        let repeated = output.count - start
        if repeated > 0 && repeated < count * max(1, cell.glyph.utf8Count) {
          x += count
          advanceCursor(by: count, glyph: cell.glyph, width: width)
        } else {
          output.removeSubrange(start...)
        }
      }
    }
    if clearsEnd {
      move(toLine: y, column: stop, into: &output)
      setStyle(.plain, into: &output)
      output += clear
    }
  }

  /// Writes `glyph` in UTF-8 (an empty glyph as a space).
  private func write(_ glyph: Glyph, into output: inout [UInt8]) {
    if glyph.count == 1 && glyph.low < 0x80 {
      output.append(UInt8(truncatingIfNeeded: glyph.low))
      return
    }
    if glyph.isEmpty {
      output.append(UInt8(ascii: " "))
      return
    }
    glyph.forEachScalar { scalar in
      if let encoded = UTF8.encode(scalar) { output.append(contentsOf: encoded) }
    }
  }

  /// Moves the tracked cursor right after writing `glyph`; forgets it at the right edge
  /// (where terminals differ) or when the C library measures the character differently.
  private mutating func advanceCursor(by columns: Int, glyph: Glyph, width: Int) {
    guard let position = cursor else { return }
    let x = position.x + columns
    if x >= width {
      cursor = nil
    } else if let first = glyph.first, first.value >= 0x300,
      Int(stacktui_wcwidth(wchar_t(bitPattern: first.value))) != columns
    {
      cursor = nil
    } else {
      cursor = (position.y, x)
    }
  }

  /// Moves the cursor with the shortest of: nothing, `\r`, `\r\n`, `cuf`, `hpa`, `cup`.
  mutating func move(toLine y: Int, column x: Int, into output: inout [UInt8]) {
    if let position = cursor, position == (y, x) { return }
    let start = output.count
    capabilities.cursorAddress?.append(y + lineOffset, x, to: &output)
    defer {
      cursor = (y, x)
      cursorLine = y
    }
    guard let position = cursor, output.count > start else { return }
    if x == 0 && (position.y == y || position.y + 1 == y) {
      output.removeSubrange(start...)
      output.append(0x0D)
      if position.y != y { output.append(0x0A) }
      return
    }
    guard position.y == y else { return }
    if x > position.x, let right = capabilities.cursorRight {
      let end = output.count
      right.append(x - position.x, to: &output)
      Self.keepShorter(first: start..<end, in: &output)
    }
    if let column = capabilities.columnAddress {
      let end = output.count
      column.append(x, to: &output)
      Self.keepShorter(first: start..<end, in: &output)
    }
  }

  /// Switches the terminal to `style`: only the attributes and colours that change, or
  /// `sgr0` and then what `style` has on when something must go off.
  mutating func setStyle(_ style: CellStyle, into output: inout [UInt8]) {
    if let currentStyle, currentStyle == style { return }
    let numbers = colorNumbers(for: style)
    var base: (attributes: TextAttributes, foreground: Int32, background: Int32)
    if let current = currentRendition, current.attributes.isSubset(of: style.attributes),
      numbers.foreground != -1 || current.foreground == -1,
      numbers.background != -1 || current.background == -1
    {
      base = current
    } else {
      output += capabilities.resetAttributes
      base = ([], -1, -1)
    }
    let added = style.attributes.subtracting(base.attributes)
    if added.contains(.bold) { output += capabilities.bold }
    if added.contains(.dim) { output += capabilities.dim }
    if added.contains(.reverse) { output += capabilities.reverse }
    if added.contains(.underline) { output += capabilities.underline }
    if numbers.foreground != base.foreground {
      appendColor(numbers.foreground, foreground: true, into: &output)
    }
    if numbers.background != base.background {
      appendColor(numbers.background, foreground: false, into: &output)
    }
    currentStyle = style
    currentRendition = (style.attributes, numbers.foreground, numbers.background)
  }

  /// Marks the cursor position as unknown.
  mutating func forgetCursor() {
    cursor = nil
    cursorLine = nil
  }
}
