@testable import StackWidgets

/// An obviously correct, slow scorer for ASCII lines, written from the documented rules (fzf
/// v1, ``FuzzyScore``), sharing no code with the filter: the filter's answers are checked
/// against it.
enum ReferenceScorer {
  /// The class of a byte: whitespace, other punctuation, delimiter, lower, upper, digit.
  enum Kind { case white, nonWord, delimiter, lower, upper, digit }

  static func kind(_ byte: UInt8) -> Kind {
    let character = Character(Unicode.Scalar(byte))
    if character == " " || character == "\t" { return .white }
    if "/,:;|".contains(character) { return .delimiter }
    if character.isLowercase { return .lower }
    if character.isUppercase { return .upper }
    if character.isNumber { return .digit }
    return .nonWord
  }

  /// The documented bonus of a character after another.
  static func bonus(after previous: Kind, _ current: Kind) -> Int {
    let isWord = [.lower, .upper, .digit].contains(current)
    if isWord && previous == .white { return 10 }
    if isWord && previous == .delimiter { return 9 }
    if isWord && previous == .nonWord { return 8 }
    if previous == .lower && current == .upper { return 7 }
    if previous != .digit && current == .digit { return 7 }
    if current == .nonWord || current == .delimiter { return 8 }
    if current == .white { return 10 }
    return 0
  }

  /// Smart case: case counts when the query has an uppercase letter.
  static func equal(_ a: UInt8, _ b: UInt8, sensitive: Bool) -> Bool {
    sensitive
      ? a == b
      : Character(Unicode.Scalar(a)).lowercased() == Character(Unicode.Scalar(b)).lowercased()
  }

  static func isSensitive(_ query: [UInt8]) -> Bool {
    query.contains { Character(Unicode.Scalar($0)).isUppercase }
  }

  /// The score and matched offsets of `query` matched greedily inside `window` of `line`.
  static func score(_ query: [UInt8], in line: [UInt8], window: Range<Int>) -> (Int, [Int]) {
    let sensitive = isSensitive(query)
    var score = 0
    var positions: [Int] = []
    var next = 0
    var gapLength = 0
    var runLength = 0
    var runBonus = 0
    for offset in window {
      let previous = offset == 0 ? Kind.white : kind(line[offset - 1])
      var bonus = self.bonus(after: previous, kind(line[offset]))
      if next < query.count && equal(line[offset], query[next], sensitive: sensitive) {
        positions.append(offset)
        if runLength == 0 {
          runBonus = bonus
        } else {
          if bonus >= 8 && bonus > runBonus { runBonus = bonus }
          bonus = max(bonus, runBonus, 4)
        }
        score += 16 + (next == 0 ? 2 * bonus : bonus)
        next += 1
        runLength += 1
        gapLength = 0
      } else {
        score += gapLength == 0 ? -3 : -1
        gapLength += 1
        runLength = 0
      }
    }
    return (score, positions)
  }

  /// Fuzzy: the first place the query completes, then the latest start before it.
  static func fuzzy(_ query: [UInt8], in line: [UInt8]) -> (Int, [Int])? {
    let sensitive = isSensitive(query)
    var next = 0
    var end: Int?
    for offset in line.indices where next < query.count {
      if equal(line[offset], query[next], sensitive: sensitive) {
        next += 1
        if next == query.count { end = offset + 1 }
      }
    }
    guard let end else { return nil }
    var last = query.count - 1
    for offset in stride(from: end - 1, through: 0, by: -1)
    where equal(line[offset], query[last], sensitive: sensitive) {
      if last == 0 { return score(query, in: line, window: offset..<end) }
      last -= 1
    }
    return nil
  }

  /// Substring: every occurrence compared at every offset; the best of the first
  /// `FilterQuery.scoredOccurrenceLimit`, the first among equals, stopping at one that
  /// starts a word.
  static func substring(_ query: [UInt8], in line: [UInt8]) -> (Int, [Int])? {
    let sensitive = isSensitive(query)
    guard !query.isEmpty, query.count <= line.count else { return nil }
    var best: (Int, [Int])?
    var scored = 0
    for start in 0...(line.count - query.count)
    where (0..<query.count).allSatisfy({
      equal(line[start + $0], query[$0], sensitive: sensitive)
    }) {
      guard scored < FilterQuery.scoredOccurrenceLimit else { break }
      let found = score(query, in: line, window: start..<(start + query.count))
      if best == nil || found.0 > best?.0 ?? 0 { best = found }
      let previous = start == 0 ? Kind.white : kind(line[start - 1])
      if bonus(after: previous, kind(line[start])) >= 8 { break }
      scored += 1
    }
    return best
  }

  /// The lines that match, best first: higher score, shorter line, earlier line.
  static func ranked(_ query: [UInt8], kind: FilterQuery.Kind, lines: [[UInt8]]) -> [Int] {
    let scored = lines.indices.compactMap { index -> (Int, Int)? in
      let result =
        kind == .fuzzy ? fuzzy(query, in: lines[index]) : substring(query, in: lines[index])
      return result.map { (index, $0.0) }
    }
    return scored.sorted { a, b in
      if a.1 != b.1 { return a.1 > b.1 }
      if lines[a.0].count != lines[b.0].count { return lines[a.0].count < lines[b.0].count }
      return a.0 < b.0
    }.map(\.0)
  }
}
