/// A query as the filter matches it: its text split into characters (Unicode scalars, as
/// UTF-8 byte sequences), the matching kind, and whether case counts.
///
/// Smart case: the match ignores ASCII case unless the query has an uppercase letter.
/// Letters outside ASCII match exactly.
///
/// ```swift
/// let query = FilterQuery("incl", kind: .fuzzy)
/// query.isCaseSensitive                              // false
/// query.score(Array("src/Include/x.h".utf8)[...])    // a score (higher is better)
/// query.positions(Array("src/Include/x.h".utf8)[...]) // [4, 5, 6, 7]: bytes to highlight
/// ```
public struct FilterQuery: Sendable, Equatable {
  /// How a query matches a line.
  public enum Kind: Sendable, Hashable {
    /// The query's characters in order, anything between them (as fzf).
    case fuzzy
    /// The query as one piece of the line (as `fzf --exact`).
    case substring
  }

  /// The query text.
  public let text: String
  /// How it matches.
  public let kind: Kind
  /// True when the query has an uppercase letter: case then counts.
  public let isCaseSensitive: Bool
  /// The query's scalars in UTF-8, ASCII lowercased when case does not count, one after
  /// the other; `unitStarts` says where each scalar starts (and ends, with a last entry).
  package let unitBytes: [UInt8]
  package let unitStarts: [Int]
  /// Finds the whole query in a line in linear time (substring queries).
  package let matcher: SubstringMatcher

  /// Parses `text`.
  public init(_ text: String, kind: Kind = .fuzzy) {
    self.text = text
    self.kind = kind
    // ASCII without a table look-up: a query of a megabyte is parsed in a millisecond.
    let sensitive = text.unicodeScalars.contains {
      $0.isASCII ? $0.value &- 0x41 < 26 : $0.properties.isUppercase
    }
    isCaseSensitive = sensitive
    var bytes: [UInt8] = []
    var starts: [Int] = []
    bytes.reserveCapacity(text.utf8.count)
    starts.reserveCapacity(text.unicodeScalars.count + 1)
    for scalar in text.unicodeScalars {
      starts.append(bytes.count)
      if !sensitive && scalar.isASCII {
        bytes.append(Self.lowercase(UInt8(truncatingIfNeeded: scalar.value)))
      } else {
        bytes.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
      }
    }
    starts.append(bytes.count)
    unitBytes = bytes
    unitStarts = starts
    matcher = SubstringMatcher(kind == .substring ? bytes : [], ignoringASCIICase: !sensitive)
  }

  /// True for the empty query, which every line matches.
  public var isEmpty: Bool { unitStarts.count <= 1 }

  /// The number of characters (scalars) matched.
  package var unitCount: Int { unitStarts.count - 1 }

  /// True when every line this query matches is also matched by `other`: `other`'s text is a
  /// prefix of this one's, with the same kind (so a filter can narrow `other`'s result).
  public func narrows(_ other: FilterQuery) -> Bool {
    kind == other.kind && (isCaseSensitive || !other.isCaseSensitive)
      && text.unicodeScalars.starts(with: other.text.unicodeScalars)
  }

  /// The number of leading characters (scalars) this query's text shares with `other`'s.
  package func sharedUnitCount(with other: FilterQuery) -> Int {
    var count = 0
    for (mine, theirs) in zip(text.unicodeScalars, other.text.unicodeScalars) {
      guard mine == theirs else { break }
      count += 1
    }
    return count
  }

  /// The score of `line` (higher is better), or nil when it does not match.
  public func score(_ line: ArraySlice<UInt8>) -> Int? {
    line.withUnsafeBufferPointer { score(in: $0) }
  }

  /// The byte offsets (from the line's start) of the characters the match uses, for
  /// highlighting; empty when the line does not match or the query is empty.
  public func positions(_ line: ArraySlice<UInt8>) -> [Int] {
    line.withUnsafeBufferPointer { buffer in
      guard let window = matchWindow(in: buffer) else { return [] }
      var positions: [Int] = []
      _ = FuzzyScore.score(
        buffer, window: window, query: self, positions: &positions, recordsPositions: true)
      return positions
    }
  }

  /// The score of the line in `buffer`, or nil.
  @inline(__always)
  package func score(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    if isEmpty { return 0 }
    guard let window = matchWindow(in: buffer) else { return nil }
    var unused: [Int] = []
    return FuzzyScore.score(
      buffer, window: window, query: self, positions: &unused, recordsPositions: false)
  }

  /// The bytes of the line the match spans (the shortest, for fuzzy; the best-scoring
  /// occurrence, for substring), or nil when the line does not match.
  package func matchWindow(in buffer: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    switch kind {
    case .fuzzy: return fuzzyWindow(in: buffer)
    case .substring: return substringWindow(in: buffer)
    }
  }

  /// `byte` with ASCII uppercase letters lowered.
  @inline(__always)
  package static func lowercase(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
  }

  /// True when unit `unit` of the query is at `offset` of `buffer`.
  @inline(__always)
  package func unit(_ unit: Int, matches buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool
  {
    let start = unitStarts[unit]
    let count = unitStarts[unit + 1] - start
    guard offset + count <= buffer.count else { return false }
    if isCaseSensitive {
      for index in 0..<count where buffer[offset + index] != unitBytes[start + index] {
        return false
      }
    } else {
      for index in 0..<count
      where Self.lowercase(buffer[offset + index]) != unitBytes[start + index] {
        return false
      }
    }
    return true
  }
}
