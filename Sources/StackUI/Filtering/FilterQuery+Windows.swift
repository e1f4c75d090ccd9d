import StackCore

extension FilterQuery {
  /// The shortest span of the line holding the query's characters in order, as fzf's v1
  /// algorithm finds it: forward to the first complete match, then backward from its end to
  /// the latest start.
  package func fuzzyWindow(in buffer: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    let units = unitCount
    var unit = 0
    var offset = 0
    var end = -1
    // Forward, one unit at a time: the next place its first byte is, then the rest. A
    // unit's first byte is an ASCII byte or a UTF-8 lead byte, which never equals a
    // continuation byte, so a match always starts on a character boundary.
    while unit < units {
      guard
        let found = ByteSearch.firstIndex(
          of: unitBytes[unitStarts[unit]], foldsCase: !isCaseSensitive, in: buffer, from: offset)
      else { return nil }
      if self.unit(unit, matches: buffer, at: found) {
        offset = found + unitStarts[unit + 1] - unitStarts[unit]
        unit += 1
        if unit == units { end = offset }
      } else {
        offset = found + 1
      }
    }
    guard end >= 0 else { return nil }
    // Backward from the end: each unit, last first, at the latest place that ends before
    // the unit after it starts.
    unit = units - 1
    var limit = end
    var start = end - 1
    while start >= 0 {
      let length = unitStarts[unit + 1] - unitStarts[unit]
      if start + length <= limit && self.unit(unit, matches: buffer, at: start) {
        if unit == 0 { return start..<end }
        limit = start
        unit -= 1
      }
      start -= 1
    }
    return nil  // Not reached: the forward pass found a match.
  }

  /// The best-scoring occurrence of the whole query (the first among equals).
  package func substringWindow(in buffer: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    let length = unitBytes.count
    guard length <= buffer.count else { return nil }
    let first = unitBytes[0]
    var best: (window: Range<Int>, score: Int)?
    var offset = 0
    let last = buffer.count - length
    while offset <= last {
      guard
        let found = ByteSearch.firstIndex(
          of: first, foldsCase: !isCaseSensitive, in: buffer, from: offset), found <= last
      else { break }
      offset = found
      if wholeQuery(matches: buffer, at: offset) {
        let window = offset..<(offset + length)
        // The occurrence's score differs only by its bonuses: a word start scores higher.
        var unused: [Int] = []
        let score = FuzzyScore.score(
          buffer, window: window, query: self, positions: &unused, recordsPositions: false)
        if best == nil || score > best?.score ?? 0 { best = (window, score) }
        // A match at a word boundary cannot be beaten by a later one by much: stop early
        // on long lines once one starts a word.
        if FuzzyScore.startsWord(buffer, at: offset) { break }
      }
      offset += 1
    }
    return best?.window
  }

  /// True when the whole query's bytes are at `offset`.
  @inline(__always)
  private func wholeQuery(matches buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    if isCaseSensitive {
      for index in 0..<unitBytes.count where buffer[offset + index] != unitBytes[index] {
        return false
      }
    } else {
      for index in 0..<unitBytes.count
      where Self.lowercase(buffer[offset + index]) != unitBytes[index] {
        return false
      }
    }
    return true
  }

}
