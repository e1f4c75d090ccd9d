import StackCore

extension FrameEncoder {
  /// How many lines `changes` touches.
  static func changedLineCount(_ changes: [(y: Int, columns: Range<Int>)]) -> Int {
    var count = 0
    var last = -1
    for change in changes where change.y != last {
      count += 1
      last = change.y
    }
    return count
  }

  /// Bytes a scroll costs about (two `csr`, a `cup`, `ind`): lines that moved are scrolled
  /// only when redrawing them would send more than this.
  static let scrollCost = 32

  /// Bytes a cursor move before a changed run costs about (`cup` with two-digit numbers).
  static let moveCost = 7
  /// Bytes a `rep` costs about (`ESC [ n b`).
  static let repeatCost = 6

  /// When a block of lines of `old` appears shifted up or down in `frame` (a list scrolled
  /// by some rows), scrolls that block on the terminal with a scrolling region (`csr` +
  /// `ind`/`indn` or `ri`/`rin`) and applies the same scroll to `old`, so only the lines
  /// that are really new are drawn afterwards.
  ///
  /// Scrolling is chosen by cost, not merely because lines moved: a line that moved but
  /// differs from the line already at its place in a few cells only (list rows whose text
  /// differs in a number) is cheaper to patch where it is, and the lines a scroll blanks
  /// must be drawn again in full (a separator of 80 `─` is 240 bytes). `changes` (the runs
  /// from `old` to `frame`) price the patch; the scroll with the largest saving is taken,
  /// and none when no saving exceeds ``scrollCost`` bytes or the terminal cannot set a
  /// scrolling region. Returns true when it scrolled.
  mutating func scrollMovedLines(
    of old: inout Canvas, toward frame: Canvas, changes: [(y: Int, columns: Range<Int>)],
    into output: inout [UInt8]
  ) -> Bool {
    let height = frame.size.height
    guard height >= 3, let region = capabilities.scrollRegion, capabilities.cursorAddress != nil
    else {
      forgetLines()
      return false
    }
    // Lines are compared by hash only: a collision makes a poor scroll, never a wrong
    // screen, because `old` scrolls with the terminal and the diff then fixes every cell.
    if lineHashes.count != height {
      lineHashes = (0..<height).map { old.lineHash($0) }
      lineDrawCosts = (0..<height).map { drawCost(of: $0, in: old) }
    }
    // Work arrays kept between frames (moved out here, so they are not copied on write).
    var oldHashes = scrollSearchBuffers.oldHashes
    var patchCosts = scrollSearchBuffers.patchCosts
    var extraCosts = scrollSearchBuffers.extraCosts
    scrollSearchBuffers = ScrollSearchBuffers()
    defer { scrollSearchBuffers = ScrollSearchBuffers(oldHashes, patchCosts, extraCosts) }
    oldHashes.removeAll(keepingCapacity: true)
    oldHashes += lineHashes
    updateLines(changedBy: changes, in: frame)
    let newHashes = lineHashes
    guard newHashes.count == height, oldHashes.count == height else { return false }
    // What each line costs patched in place (its changed runs).
    patchCosts.removeAll(keepingCapacity: true)
    patchCosts += repeatElement(0, count: height)
    for change in changes where change.y < height {
      patchCosts[change.y] += change.columns.count + Self.moveCost
    }
    // What blanking lines `a...b` loses (drawn in full instead of patched) is
    // `extraCosts[b + 1] - extraCosts[a]`.
    extraCosts.removeAll(keepingCapacity: true)
    extraCosts.append(0)
    for y in 0..<height {
      extraCosts.append(extraCosts[y] + lineDrawCosts[y] - patchCosts[y])
    }
    let canScrollUp = !capabilities.scrollUp.isEmpty
    let canScrollDown = !capabilities.scrollDown.isEmpty
    var best: (gain: Int, offset: Int, first: Int, last: Int)?
    for offset in (1 - height)..<height {
      guard offset > 0 ? canScrollUp : offset < 0 && canScrollDown else { continue }
      // New line y shows old line y + offset.
      var runStart = -1
      var gain = 0
      let lines = max(0, -offset)..<min(height, height - offset)
      for y in lines {
        let matches = newHashes[y] == oldHashes[y + offset]
        if matches {
          if runStart < 0 {
            runStart = y
            gain = 0
          }
          gain += patchCosts[y]  // A line that moved into place costs nothing.
        }
        if runStart >= 0 && (!matches || y == lines.upperBound - 1) {
          let last = matches ? y : y - 1
          // The lines the scroll blanks must be drawn in full, even those that had not
          // changed, instead of being patched.
          let blanked = offset > 0 ? last + 1...last + offset : runStart + offset...runStart - 1
          let lost = extraCosts[blanked.upperBound + 1] - extraCosts[blanked.lowerBound]
          if gain - lost > (best?.gain ?? Self.scrollCost) {
            best = (gain - lost, offset, runStart, last)
          }
          runStart = -1
        }
      }
    }
    guard let best else { return false }
    setStyle(.plain, into: &output)  // Lines scrolled in take the current background.
    let top = best.offset > 0 ? best.first : best.first + best.offset
    let bottom = best.offset > 0 ? best.last + best.offset : best.last
    let count = abs(best.offset)
    region.append(top, bottom, to: &output)
    forgetCursor()
    if best.offset > 0 {
      move(toLine: bottom, column: 0, into: &output)
      if count > 1, let many = capabilities.scrollUpMany {
        many.append(count, to: &output)
      } else {
        for _ in 0..<count { output += capabilities.scrollUp }
      }
    } else {
      move(toLine: top, column: 0, into: &output)
      if count > 1, let many = capabilities.scrollDownMany {
        many.append(count, to: &output)
      } else {
        for _ in 0..<count { output += capabilities.scrollDown }
      }
    }
    region.append(0, height - 1, to: &output)
    forgetCursor()
    old.scroll(top..<bottom + 1, by: best.offset)
    return true
  }

  /// Keeps ``lineHashes`` and ``lineDrawCosts`` those of the screen once it shows `frame`:
  /// a line without changes keeps what it had.
  mutating func updateLines(changedBy changes: [(y: Int, columns: Range<Int>)], in frame: Canvas) {
    guard lineHashes.count == frame.size.height, lineDrawCosts.count == lineHashes.count else {
      forgetLines()
      return
    }
    var last = -1
    for change in changes where change.y != last && change.y < lineHashes.count {
      lineHashes[change.y] = frame.lineHash(change.y)
      lineDrawCosts[change.y] = drawCost(of: change.y, in: frame)
      last = change.y
    }
  }

  /// Forgets the screen's line hashes and costs (worked out again when next needed).
  mutating func forgetLines() {
    lineHashes = []
    lineDrawCosts = []
  }

  /// About the bytes drawing line `y` of `frame` on a blank line costs: a cursor move and
  /// the UTF-8 of its cells other than plain blanks, a run of one character counted as `rep`
  /// where the terminal repeats that character.
  private func drawCost(of y: Int, in frame: Canvas) -> Int {
    let repeats = capabilities.repeatPrevious != nil
    let repeatsAny = capabilities.repeatsAnyCharacter
    let blank = PackedCell.blank
    let bytes = frame.withCells(ofLine: y) { cells in
      var bytes = 0
      var previous = blank
      var repeated = 0
      for cell in cells {
        defer { previous = cell }
        if cell.isContinuation || cell.isIdentical(to: blank) { continue }
        let cellBytes = cell.glyph.count == 1 && cell.glyph.low < 0x80 ? 1 : cell.glyph.utf8Count
        if repeats && cell.isIdentical(to: previous) && (cellBytes == 1 || repeatsAny) {
          repeated += 1
          if repeated * cellBytes <= Self.repeatCost { bytes += cellBytes }
        } else {
          repeated = 0
          bytes += max(1, cellBytes)
        }
      }
      return bytes
    }
    return bytes == 0 ? 0 : bytes + Self.moveCost
  }
}

/// The scroll search's work arrays, kept by ``FrameEncoder`` so a frame allocates none.
struct ScrollSearchBuffers {
  var oldHashes: [Int] = []
  var patchCosts: [Int] = []
  var extraCosts: [Int] = []

  init() {}

  init(_ oldHashes: [Int], _ patchCosts: [Int], _ extraCosts: [Int]) {
    self.oldHashes = oldHashes
    self.patchCosts = patchCosts
    self.extraCosts = extraCosts
  }
}
