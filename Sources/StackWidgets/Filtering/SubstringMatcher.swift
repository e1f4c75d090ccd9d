/// Finds a byte string in text in time linear in the text, whatever the two hold
/// (Knuth–Morris–Pratt, skipping ahead with `ByteSearch` while nothing is matched): a
/// query of 300 `a` and a `b` over lines of `a` costs each byte once, not once per query
/// byte. ASCII case can be ignored (the needle is then given lowercased).
///
/// The search can stop anywhere and go on later (``State``): a line of 10 MB is searched in
/// slices, one budget of bytes at a time, and a match across two slices is still found.
///
/// ```swift
/// let matcher = SubstringMatcher(Array("error".utf8), ignoringASCIICase: true)
/// var state = SubstringMatcher.State()
/// Array("An ERROR here".utf8).withUnsafeBufferPointer {
///   matcher.nextMatchEnd(in: $0, from: 0, state: &state)   // 8: the match is 3..<8
/// }
/// ```
public struct SubstringMatcher: Sendable, Equatable {
  /// How much of the needle the bytes before the current position match.
  public struct State: Sendable, Equatable {
    /// The length of the needle's prefix that ends at the current position.
    public var matched = 0
    /// A state at the start of a text.
    public init() {}
  }

  /// The bytes searched for (ASCII letters lowercased when ``ignoresASCIICase``).
  public let needle: [UInt8]
  /// True when ASCII letters match either case.
  public let ignoresASCIICase: Bool
  /// For each prefix length `k` of the needle (`1...count`), the longest proper border (a
  /// prefix that is also a suffix) of `needle[..<k]`, at index `k - 1`.
  private let borders: [Int]

  /// A matcher for `needle`; with `ignoringASCIICase`, ASCII letters of the needle are
  /// lowercased and those of the text folded when compared.
  public init(_ needle: [UInt8], ignoringASCIICase: Bool) {
    let needle = ignoringASCIICase ? needle.map(FilterQuery.lowercase) : needle
    self.needle = needle
    self.ignoresASCIICase = ignoringASCIICase
    var borders = [Int](repeating: 0, count: needle.count)
    var length = 0
    var index = 1
    while index < needle.count {
      if needle[index] == needle[length] {
        length += 1
        borders[index] = length
        index += 1
      } else if length > 0 {
        length = borders[length - 1]
      } else {
        borders[index] = 0
        index += 1
      }
    }
    self.borders = borders
  }

  /// The offset just past the first match that ends at or after `start` in `text` (the
  /// match is `end - needle.count ..< end`, possibly begun before `start`, in bytes `state`
  /// remembers), or nil when there is none up to the end of `text`. `state` is left where
  /// the search stopped: pass it back, with the next offset, to go on (after a match, with
  /// the match's end, to find overlapping ones). An empty needle matches at `start`.
  public func nextMatchEnd(
    in text: UnsafeBufferPointer<UInt8>, from start: Int, state: inout State
  ) -> Int? {
    let count = needle.count
    guard count > 0 else { return start }
    var matched = state.matched
    if matched == count { matched = borders[count - 1] }
    var offset = max(0, start)
    defer { state.matched = matched }
    return needle.withUnsafeBufferPointer { needle in
      while offset < text.count {
        if matched == 0
          && (ignoresASCIICase ? FilterQuery.lowercase(text[offset]) : text[offset]) != needle[0]
        {
          // Nothing matched: jump to the next place the needle's first byte is.
          guard
            let found = ByteSearch.firstIndex(
              of: needle[0], foldsCase: ignoresASCIICase, in: text, from: offset)
          else {
            offset = text.count
            return nil
          }
          offset = found
        }
        let byte = ignoresASCIICase ? FilterQuery.lowercase(text[offset]) : text[offset]
        if byte == needle[matched] {
          matched += 1
          offset += 1
          if matched == count { return offset }
        } else if matched > 0 {
          matched = borders[matched - 1]
        } else {
          offset += 1
        }
      }
      return nil
    }
  }

  /// True when `text` holds the needle (from a fresh state).
  public func occurs(in text: UnsafeBufferPointer<UInt8>) -> Bool {
    var state = State()
    return nextMatchEnd(in: text, from: 0, state: &state) != nil
  }
}
