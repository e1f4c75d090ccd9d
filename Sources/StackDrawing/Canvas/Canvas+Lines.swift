/// Whole-line operations for terminal back ends that scroll the screen instead of redrawing
/// the lines that moved.
extension Canvas {
  /// A hash of line `y`'s cells: equal lines whose glyphs are stored identically hash equal
  /// (so equal hashes are a hint, to be confirmed with ``line(_:equals:of:)``). A cheap
  /// multiply-xor mix, not `Hasher`: a terminal hashes every line of every frame.
  package func lineHash(_ y: Int) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    let start = y * size.width
    storage.withUnsafeBufferPointer { cells in
      for index in start..<start + size.width {
        let cell = cells[index]
        hash = (hash ^ cell.glyph.low) &* 0x0000_0100_0000_01B3
        hash = (hash ^ cell.glyph.high) &* 0x0000_0100_0000_01B3
        hash = (hash ^ cell.bits) &* 0x0000_0100_0000_01B3  // Style and continuation.
      }
    }
    return Int(truncatingIfNeeded: hash)
  }

  /// True when line `y` of this canvas holds the same cells as line `otherY` of `other`
  /// (which must have the same width).
  package func line(_ y: Int, equals otherY: Int, of other: Canvas) -> Bool {
    guard size.width == other.size.width else { return false }
    let start = y * size.width
    let otherStart = otherY * size.width
    for offset in 0..<size.width where storage[start + offset] != other.storage[otherStart + offset]
    {
      return false
    }
    return true
  }

  /// True when every cell of line `y` is a plain space.
  package func lineIsBlank(_ y: Int) -> Bool {
    let start = y * size.width
    return storage[start..<start + size.width].allSatisfy { $0 == .blank }
  }

  /// Moves lines as a terminal scrolls its region `region` by `offset` lines (positive: the
  /// content moves up, as `ind` does; negative: down, as `ri` does): the lines that enter the
  /// region are blank, the lines outside it are untouched.
  package mutating func scroll(_ region: Range<Int>, by offset: Int) {
    let width = size.width
    guard offset != 0, region.count > 0 else { return }
    let lines = Array(region)
    let order = offset > 0 ? lines : lines.reversed()
    for y in order {
      let source = y + offset
      let target = y * width
      if region.contains(source) {
        for x in 0..<width { storage[target + x] = storage[source * width + x] }
      } else {
        for x in 0..<width { storage[target + x] = .blank }
      }
    }
  }
}
