import StackUI

/// The score of a match, with fzf's rules (v1, `calculateScore`): 16 per matched character,
/// -3 for the first skipped character of a gap and -1 for each further one, and a bonus for
/// matched characters that start a word (after whitespace 10, after `/ , : ; |` 9, after
/// other punctuation 8), a camel-case hump or a digit after a non-digit (7), or that follow
/// a matched character (at least 4, or the bonus of the chunk's first character). The first
/// character's bonus counts twice.
package enum FuzzyScore {
  package static let match = 16
  package static let gapStart = -3
  package static let gapExtension = -1
  package static let boundary = 8
  package static let boundaryWhite = 10
  package static let boundaryDelimiter = 9
  package static let nonWord = 8
  package static let camel = 7
  package static let consecutive = 4

  /// Character classes (ASCII; any byte of a non-ASCII character counts as a letter).
  package enum Class: UInt8 {
    case white, nonWord, delimiter, lower, upper, letter, number

    @inline(__always)
    package init(_ byte: UInt8) {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"): self = .lower
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): self = .upper
      case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .number
      case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: self = .white
      case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"),
        UInt8(ascii: "|"):
        self = .delimiter
      case 0x80...0xFF: self = .letter
      default: self = .nonWord
      }
    }

    package var isWord: Bool { rawValue >= Class.lower.rawValue }
  }

  /// The bonus of a character of class `current` after one of class `previous`.
  @inline(__always)
  package static func bonus(previous: Class, current: Class) -> Int {
    if current.isWord {
      switch previous {
      case .white: return boundaryWhite
      case .delimiter: return boundaryDelimiter
      case .nonWord: return boundary
      default: break
      }
    }
    if previous == .lower && current == .upper || previous != .number && current == .number {
      return camel
    }
    switch current {
    case .nonWord, .delimiter: return nonWord
    case .white: return boundaryWhite
    default: return 0
    }
  }

  /// True when the character at `offset` starts a word.
  package static func startsWord(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    let previous = offset == 0 ? Class.white : Class(buffer[offset - 1])
    return bonus(previous: previous, current: Class(buffer[offset])) >= boundary
  }

  /// The score of `query` matched in `window` of `buffer`; with `recordsPositions`, appends
  /// the byte offsets of the matched characters to `positions`.
  package static func score(
    _ buffer: UnsafeBufferPointer<UInt8>, window: Range<Int>, query: FilterQuery,
    positions: inout [Int], recordsPositions: Bool
  ) -> Int {
    var score = 0
    var unit = 0
    var inGap = false
    var run = 0
    var firstBonus = 0
    var previous = window.lowerBound == 0 ? Class.white : Class(buffer[window.lowerBound - 1])
    var offset = window.lowerBound
    let units = query.unitCount
    while offset < window.upperBound {
      let current = Class(buffer[offset])
      var length = 1
      if unit < units && query.unit(unit, matches: buffer, at: offset) {
        length = query.unitStarts[unit + 1] - query.unitStarts[unit]
        if recordsPositions { positions.append(offset) }
        score += match
        var bonus = self.bonus(previous: previous, current: current)
        if run == 0 {
          firstBonus = bonus
        } else {
          if bonus >= boundary && bonus > firstBonus { firstBonus = bonus }
          bonus = max(bonus, firstBonus, consecutive)
        }
        score += unit == 0 ? bonus * 2 : bonus
        inGap = false
        run += 1
        unit += 1
      } else {
        // A skipped character: the rest of its bytes are skipped with it.
        while offset + length < window.upperBound && buffer[offset + length] & 0xC0 == 0x80 {
          length += 1
        }
        score += inGap ? gapExtension : gapStart
        inGap = true
        run = 0
        firstBonus = 0
      }
      previous = current
      offset += length
    }
    return score
  }
}
