import PropertyBased
import Testing

@testable import StackUI

/// Random constraints and wholes: the parts cover the whole, and hold every constraint
/// whenever the constraints can all hold together.
@Suite struct RegionLayoutPropertyTests {
  /// A constraint from two random numbers: the kind, then its length (or weight).
  static func constraint(kind: Int, value: Int) -> LayoutConstraint {
    switch kind % 5 {
    case 0: .fixed(value)
    case 1: .min(value)
    case 2: .max(value)
    case 3: .fraction(value, of: 1 + (kind / 5) % 6)
    default: .fill(weight: value % 4)
    }
  }

  static let kinds = Gen.int(in: 0...29).array(of: 0...7)
  static let values = Gen.int(in: -3...60).array(of: 8)

  @Test func partsAreNeverNegativeAndAddUpToTheWhole() async {
    await propertyCheck(count: 500, input: Self.kinds, Self.values, Gen.int(in: -5...200)) {
      kinds, values, total in
      let constraints = zip(kinds, values).map { Self.constraint(kind: $0, value: $1) }
      let lengths = Layout.rows(constraints).lengths(of: total)
      #expect(lengths.count == constraints.count)
      #expect(lengths.allSatisfy { $0 >= 0 })
      if !constraints.isEmpty { #expect(lengths.reduce(0, +) == max(0, total)) }
    }
  }

  @Test func everyConstraintHoldsWhenAllCanHoldTogether() async {
    await propertyCheck(count: 500, input: Self.kinds, Self.values, Gen.int(in: 0...200)) {
      kinds, values, total in
      let constraints = zip(kinds, values).map { Self.constraint(kind: $0, value: $1) }
      let bounds = constraints.map { Self.bounds(of: $0, total: total) }
      let least = bounds.map(\.lower).reduce(0, +)
      let most = bounds.map { $0.upper ?? Int.max }.reduce(0) {
        $0.addingReportingOverflow($1).overflow ? Int.max : $0 + $1
      }
      guard !constraints.isEmpty, least <= total, total <= most else { return }
      let lengths = Layout.columns(constraints).lengths(of: total)
      for (index, length) in lengths.enumerated() {
        #expect(length >= bounds[index].lower, "\(constraints) in \(total): \(lengths)")
        #expect(length <= bounds[index].upper ?? Int.max, "\(constraints) in \(total): \(lengths)")
      }
    }
  }

  @Test func splitRectanglesTileTheRegionInOrder() async {
    await propertyCheck(
      count: 300, input: Self.kinds, Self.values, Gen.int(in: 0...90), Gen.int(in: 0...40),
      Gen.int(in: -20...20)
    ) { kinds, values, width, height, origin in
      let constraints = zip(kinds, values).map { Self.constraint(kind: $0, value: $1) }
      let region = Rect(x: origin, y: -origin, width: width, height: height)
      for axis in Axis.allCases {
        let rects = Layout(axis: axis, constraints).split(region)
        var position = axis == .vertical ? region.minY : region.minX
        for rect in rects {
          #expect((axis == .vertical ? rect.minY : rect.minX) == position)
          #expect(rect.size.length(along: axis.cross) == region.size.length(along: axis.cross))
          #expect(
            (axis == .vertical ? rect.minX : rect.minY)
              == (axis == .vertical ? region.minX : region.minY))
          position += rect.size.length(along: axis)
        }
        if !rects.isEmpty {
          #expect(position == (axis == .vertical ? region.maxY : region.maxX))
        }
      }
    }
  }

  /// The least and the most cells `constraint` allows in a whole of `total` (nil: no most).
  static func bounds(of constraint: LayoutConstraint, total: Int) -> (lower: Int, upper: Int?) {
    switch constraint {
    case .fixed(let length): (max(0, length), max(0, length))
    case .min(let length): (max(0, length), nil)
    case .max(let length): (0, max(0, length))
    case .fraction(let numerator, let denominator):
      (
        total * min(max(0, numerator), denominator) / denominator,
        total * min(max(0, numerator), denominator) / denominator
      )
    case .fill: (0, nil)
    }
  }
}
