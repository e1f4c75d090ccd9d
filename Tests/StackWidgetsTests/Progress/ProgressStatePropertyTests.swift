import PropertyBased
import Testing

@testable import StackWidgets

/// `ProgressState` over random amounts, totals and times: the fraction stays in 0...1 and
/// grows with the amount; the time left is never negative.
@Suite struct ProgressStatePropertyTests {
  /// Amounts with the odd ones often: a kind (0–4 an odd value, else the plain number).
  static let kinds = Gen.int(in: 0...11)
  static let numbers = Gen.double(in: -1e6...1e6)
  static let odd: [Double] = [.nan, .infinity, -.infinity, 0, 1e300]

  /// The amount of `kind` and `number`.
  static func amount(_ kind: Int, _ number: Double) -> Double {
    kind < odd.count ? odd[kind] : number
  }

  @Test func theFractionIsAlwaysInZeroToOne() async {
    await propertyCheck(count: 500, input: Self.kinds, Self.numbers, Self.kinds, Self.numbers) {
      completedKind, completedNumber, totalKind, totalNumber in
      let completed = Self.amount(completedKind, completedNumber)
      let total = Self.amount(totalKind, totalNumber)
      var state = ProgressState(total: total)
      state.set(completed: completed)
      #expect(state.fraction >= 0 && state.fraction <= 1, "\(completed)/\(total)")
      #expect(!state.fraction.isNaN)
      #expect(state.clampedCompleted >= 0 && !state.clampedCompleted.isNaN)
    }
  }

  @Test func moreDoneNeverShowsLess() async {
    await propertyCheck(
      count: 500, input: Gen.double(in: 0...1e6), Gen.double(in: 0...1e6), Gen.double(in: 1...1e6)
    ) { first, second, total in
      var low = ProgressState(total: total)
      var high = ProgressState(total: total)
      low.set(completed: min(first, second))
      high.set(completed: max(first, second))
      #expect(low.fraction <= high.fraction)
    }
  }

  @Test func theTimeLeftIsNeverNegativeAndTheRateIsANumber() async {
    await propertyCheck(
      count: 300, input: Self.kinds.array(of: 8), Self.numbers.array(of: 1...8),
      Gen.int(in: -10_000...10_000).array(of: 8), Self.kinds, Self.numbers
    ) { kinds, numbers, times, totalKind, totalNumber in
      var state = ProgressState(total: Self.amount(totalKind, totalNumber))
      for ((kind, number), time) in zip(zip(kinds, numbers), times) {
        state.update(completed: Self.amount(kind, number), at: Int64(time))
        if let left = state.remainingMilliseconds { #expect(left >= 0) }
        if let rate = state.ratePerSecond { #expect(rate.isFinite) }
      }
    }
  }
}
