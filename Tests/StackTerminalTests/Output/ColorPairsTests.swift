import StackCore
import Testing

@testable import StackTerminal

/// ``ColorPairs`` finds the styles of a frame among the few it saw last, without hashing: the
/// pairs and colour numbers it gives must be the same however the styles take turns, and
/// whether a style is among the recent ones or has to be looked up again.
@MainActor
@Suite(.serialized)
struct ColorPairsTests {
  /// More styles than ``ColorPairs`` keeps at hand: each has its own foreground and
  /// background from the 256-colour palette, and attributes that do not change the pair.
  static let styles = (0..<20).map { index in
    CellStyle(
      foreground: .palette(UInt8(16 + index)), background: .palette(UInt8(200 - index)),
      attributes: index.isMultiple(of: 2) ? [] : [.bold])
  }

  @Test func stylesTakingTurnsKeepTheirPairsAndColourNumbers() throws {
    try withColorTerminal { headless in
      let colors = try #require(headless.terminal.colors)
      let pairs = Self.styles.map { colors.pair(for: $0) }
      #expect(Set(pairs).count == Self.styles.count)
      #expect(!pairs.contains(0))
      // Forwards, backwards and in strides: recent and evicted styles alike.
      let orders = [
        Array(Self.styles.indices), Array(Self.styles.indices.reversed()),
        Self.styles.indices.map { $0 * 7 % Self.styles.count },
      ]
      for order in orders {
        for index in order {
          #expect(colors.pair(for: Self.styles[index]) == pairs[index])
          let numbers = colors.colorNumbers(for: Self.styles[index])
          #expect(numbers.foreground == Int32(16 + index))
          #expect(numbers.background == Int32(200 - index))
        }
      }
    }
  }

  @Test func theDefaultColoursArePairZeroWithDefaultNumbers() throws {
    try withColorTerminal { headless in
      let colors = try #require(headless.terminal.colors)
      for style in [CellStyle.plain, CellStyle(attributes: [.reverse])] {
        #expect(colors.pair(for: style) == 0)
        let numbers = colors.colorNumbers(for: style)
        #expect(numbers.foreground == -1 && numbers.background == -1)
      }
    }
  }
}
