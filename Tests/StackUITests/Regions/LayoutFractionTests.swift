import Testing

@testable import StackUI

/// `.fraction(n, of: d)`: a fraction above 1 is the whole, never more, and never traps.
struct LayoutFractionTests {
  @Test func aFractionAboveOneTakesTheWholeLengthAndNoMore() {
    let parts = Layout.rows([.fraction(3, of: 2), .fill()]).split(
      Rect(x: 0, y: 0, width: 4, height: 10))
    #expect(parts.map(\.size.height) == [10, 0])
  }

  @Test func theLargestFractionOfOneDoesNotTrap() {
    let parts = Layout.columns([.fraction(Int.max, of: 1), .fill()]).split(
      Rect(x: 0, y: 0, width: 7, height: 1))
    #expect(parts.map(\.size.width) == [7, 0])
  }
}
