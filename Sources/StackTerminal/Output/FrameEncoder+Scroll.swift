import StackCore

extension FrameEncoder {
  /// Bytes a scroll costs about (two `csr`, a `cup`, `ind`): lines that moved are scrolled
  /// only when redrawing them would send more than this.
  static let scrollCost = 32

  /// When a block of lines of `old` appears shifted up or down in `frame` (a list scrolled
  /// by some rows), scrolls that block on the terminal with a scrolling region (`csr` +
  /// `ind`/`indn` or `ri`/`rin`) and applies the same scroll to `old`, so only the lines
  /// that are really new are drawn afterwards. Picks the shift that saves the most cells,
  /// and does nothing when no shift saves more than ``scrollCost`` bytes or the terminal
  /// cannot set a scrolling region. Returns true when it scrolled.
  mutating func scrollMovedLines(
    of old: inout Canvas, toward frame: Canvas, into output: inout [UInt8]
  ) -> Bool {
    let height = frame.size.height
    let knownHashes = lineHashes  // The screen's, that is `old`'s, when not empty.
    lineHashes = []
    guard height >= 3, let region = capabilities.scrollRegion, capabilities.cursorAddress != nil
    else { return false }
    // Lines are compared by hash only: a collision makes a poor scroll, never a wrong
    // screen, because `old` scrolls with the terminal and the diff then fixes every cell.
    var oldHashes = knownHashes
    if oldHashes.count != height {
      oldHashes = []
      for y in 0..<height { oldHashes.append(old.lineHash(y)) }
    }
    var newHashes: [Int] = []
    for y in 0..<height { newHashes.append(frame.lineHash(y)) }
    lineHashes = newHashes
    var unchanged: [Bool] = []
    var weights: [Int] = []
    for y in 0..<height {
      unchanged.append(oldHashes[y] == newHashes[y])
      weights.append(Self.weight(of: y, in: frame))
    }
    guard unchanged.contains(false) else { return false }
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
          if !unchanged[y] { gain += weights[y] }
        }
        if runStart >= 0 && (!matches || y == lines.upperBound - 1) {
          let last = matches ? y : y - 1
          // The lines the scroll blanks must be drawn again, even those that had not changed.
          let blanked = offset > 0 ? last + 1...last + offset : runStart + offset...runStart - 1
          var lost = 0
          for line in blanked where unchanged[line] { lost += weights[line] }
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
    output += region.bytes(top, bottom)
    forgetCursor()
    if best.offset > 0 {
      move(toLine: bottom, column: 0, into: &output)
      if count > 1, let many = capabilities.scrollUpMany {
        output += many.bytes(count)
      } else {
        for _ in 0..<count { output += capabilities.scrollUp }
      }
    } else {
      move(toLine: top, column: 0, into: &output)
      if count > 1, let many = capabilities.scrollDownMany {
        output += many.bytes(count)
      } else {
        for _ in 0..<count { output += capabilities.scrollDown }
      }
    }
    output += region.bytes(0, height - 1)
    forgetCursor()
    old.scroll(top..<bottom + 1, by: best.offset)
    return true
  }

  /// About the bytes drawing line `y` of `frame` costs: its cells other than plain blanks.
  private static func weight(of y: Int, in frame: Canvas) -> Int {
    var cells = 0
    for x in 0..<frame.size.width where frame.packedCell(x: x, y: y) != .blank { cells += 1 }
    return cells
  }
}
