/// How far a piece of work is: the amount done out of a total, and — from the times the
/// amounts were reported at — its rate and the time left. Any numbers are legal: NaN and
/// negative amounts count as nothing done, amounts above the total as all of it, a total that
/// is not a positive number makes the fraction 0 and the time left unknown.
///
/// ```swift
/// var progress = ProgressState(total: 200)
/// progress.update(completed: 50, at: 1_000)    // the loop's milliseconds
/// progress.update(completed: 100, at: 2_000)
/// progress.fraction                           // 0.5
/// progress.ratePerSecond                      // 50.0
/// progress.remainingMilliseconds              // 2000
/// ```
public struct ProgressState: Sendable, Hashable {
  /// The amount that means done.
  public var total: Double
  /// The amount done, as given.
  public private(set) var completed: Double = 0
  /// The amounts reported and their times (milliseconds), oldest first, within ``window``.
  public private(set) var samples: [Sample] = []
  /// How far back the rate looks, in milliseconds (at least 1). Default: 5 s.
  public var window: Int64 = 5_000

  /// One report: an amount at a time.
  public struct Sample: Sendable, Hashable {
    /// The loop's time, in milliseconds.
    public var milliseconds: Int64
    /// The amount done then.
    public var completed: Double
  }

  /// Work of `total`, nothing done.
  public init(total: Double = 1) {
    self.total = total
  }

  /// The amount done, made sane: NaN and negatives are 0, and it is at most the total.
  public var clampedCompleted: Double {
    guard !completed.isNaN, completed > 0 else { return 0 }
    guard total.isFinite, total > 0 else { return completed.isFinite ? completed : 0 }
    return min(completed, total)
  }

  /// The part done, in 0...1 (0 when the total is not a positive number).
  public var fraction: Double {
    guard total.isFinite, total > 0 else { return 0 }
    return min(1, max(0, clampedCompleted / total))
  }

  /// True when everything is done.
  public var isComplete: Bool { total.isFinite && total > 0 && clampedCompleted >= total }

  /// Reports `completed` at the loop's time `milliseconds`. A report at an earlier time than
  /// the last one starts the rate over (a new clock).
  public mutating func update(completed: Double, at milliseconds: Int64) {
    self.completed = completed
    if let last = samples.last, milliseconds < last.milliseconds { samples.removeAll() }
    samples.append(Sample(milliseconds: milliseconds, completed: clampedCompleted))
    let oldest = milliseconds.subtractingReportingOverflow(max(1, window))
    let cut = oldest.overflow ? Int64.min : oldest.partialValue
    // Keep one sample at or before the window's start, so the rate spans the whole window.
    while samples.count > 2, samples[1].milliseconds <= cut { samples.removeFirst() }
  }

  /// Sets the amount without a time: no rate is measured from it.
  public mutating func set(completed: Double) {
    self.completed = completed
    samples.removeAll()
  }

  /// The amount per second over the last ``window``; nil until two reports at different times.
  public var ratePerSecond: Double? {
    guard let first = samples.first, let last = samples.last,
      last.milliseconds > first.milliseconds
    else { return nil }
    let rate =
      (last.completed - first.completed) * 1000 / Double(last.milliseconds - first.milliseconds)
    return rate.isFinite ? rate : nil
  }

  /// The milliseconds left at the current rate; 0 when done, nil when unknown (no rate, no
  /// progress, no valid total).
  public var remainingMilliseconds: Int64? {
    if isComplete { return 0 }
    guard total.isFinite, total > 0, let rate = ratePerSecond, rate > 0 else { return nil }
    let left = (total - clampedCompleted) / rate * 1000
    guard left.isFinite, left >= 0, left < 1e15 else { return nil }
    return Int64(left.rounded(.up))
  }
}
