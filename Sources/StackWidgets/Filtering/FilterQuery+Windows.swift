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

  /// The most occurrences of a substring query scored in one line: finding them is linear
  /// in the line (``SubstringMatcher``), scoring each costs the query's length, so a line of
  /// 10 MB of `a` and a query of 300 `a` cost the line, not 3 billion comparisons.
  package static let scoredOccurrenceLimit = 64

  /// The best-scoring occurrence of the whole query (the first among equals) among its first
  /// ``scoredOccurrenceLimit`` occurrences, stopping at the first that starts a word (a
  /// later one cannot beat it by much).
  package func substringWindow(in buffer: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    let length = unitBytes.count
    guard length <= buffer.count else { return nil }
    var best: (window: Range<Int>, score: Int)?
    var state = SubstringMatcher.State()
    var offset = 0
    var scored = 0
    while scored < Self.scoredOccurrenceLimit,
      let end = matcher.nextMatchEnd(in: buffer, from: offset, state: &state)
    {
      let window = (end - length)..<end
      // The occurrence's score differs only by its bonuses: a word start scores higher.
      var unused: [Int] = []
      let score = FuzzyScore.score(
        buffer, window: window, query: self, positions: &unused, recordsPositions: false)
      if best == nil || score > best?.score ?? 0 { best = (window, score) }
      if FuzzyScore.startsWord(buffer, at: window.lowerBound) { break }
      scored += 1
      offset = end
    }
    return best?.window
  }
}
