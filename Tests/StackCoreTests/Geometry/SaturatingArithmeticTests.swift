import StackDrawing
import TestSupport
import Testing

/// The branch-free saturating steps (decision 0663) give what overflow-checked arithmetic
/// gives, stopping at `Int.max` / `Int.min`: at the ends of `Int`, around zero, and for
/// seeded random operands of every size.
@Suite struct SaturatingArithmeticTests {
  /// The expected sum: exact when it fits, else the end of `Int` on the overflow's side.
  static func referenceSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? .max : .min) : sum
  }

  /// The expected difference: exact when it fits, else the end of `Int` on the overflow's side.
  static func referenceDifference(_ a: Int, _ b: Int) -> Int {
    let (difference, overflow) = a.subtractingReportingOverflow(b)
    return overflow ? (b < 0 ? .max : .min) : difference
  }

  static let edges = [Int.min, .min + 1, -(1 << 62), -2, -1, 0, 1, 2, 1 << 62, .max - 1, .max]

  @Test func everyPairOfEdgeValuesSaturatesLikeCheckedArithmetic() {
    for a in Self.edges {
      for b in Self.edges {
        #expect(a.saturatingAdd(b) == Self.referenceSum(a, b), "\(a) + \(b)")
        #expect(a.saturatingSubtract(b) == Self.referenceDifference(a, b), "\(a) - \(b)")
      }
    }
  }

  @Test func theEndsOfIntAreWhereItStops() {
    #expect(Int.max.saturatingAdd(1) == .max)
    #expect(Int.min.saturatingAdd(-1) == .min)
    #expect(Int.min.saturatingSubtract(1) == .min)
    #expect(Int.max.saturatingSubtract(-1) == .max)
    #expect(0.saturatingSubtract(.min) == .max)
    #expect((-1).saturatingSubtract(.min) == .max)
    #expect(Int.max.saturatingAdd(.min) == -1)
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func randomOperandsOfEverySizeSaturateLikeCheckedArithmetic(seed: UInt64) {
    var random = SeededGenerator(state: seed)
    for _ in 0..<20_000 {
      // Operands of a random bit length, so that near-overflow sums are common.
      let a =
        Int.random(in: .min ... .max, using: &random) >> Int.random(in: 0...63, using: &random)
      let b =
        Int.random(in: .min ... .max, using: &random) >> Int.random(in: 0...63, using: &random)
      #expect(a.saturatingAdd(b) == Self.referenceSum(a, b), "\(a) + \(b)")
      #expect(a.saturatingSubtract(b) == Self.referenceDifference(a, b), "\(a) - \(b)")
    }
  }
}
