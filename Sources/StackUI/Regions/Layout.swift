import StackCore

/// Splits a region into rows or columns by ``LayoutConstraint``s: the screen into a title, a
/// body and a status line, the body into two panes.
///
/// A layout is pure arithmetic: give it a `Rect`, get one `Rect` per constraint, in order,
/// side by side along the axis, each the full length across it. Nest layouts by splitting
/// one of the results again. Recompute on every resize (it costs a few operations per part).
///
/// ```swift
/// let screen = Rect(origin: .zero, size: Size(width: 80, height: 24))
/// let rows = Layout.rows([.fill(), .fixed(1)]).split(screen)          // body, status line
/// let panes = Layout.columns([.fraction(1, of: 3), .fill()]).split(rows[0])
/// // panes[0]: (0, 0) 26x23, panes[1]: (26, 0) 54x23, rows[1]: (0, 23) 80x1
/// ```
///
/// **Rules.** The lengths always add up to the whole and are never negative, whatever the
/// constraints (a zero-size region gives empty parts; nothing traps):
/// 1. ``LayoutConstraint/fixed(_:)`` and ``LayoutConstraint/fraction(_:of:)`` parts take
///    their length; ``LayoutConstraint/min(_:)`` parts need at least their minimum.
/// 2. When those lengths add up to more than the whole, they are all shrunk in proportion
///    (rounded so that they add up exactly; later parts get the odd cells) and every
///    other part is empty.
/// 3. Otherwise what the rigid parts leave is shared among the growing parts by weight
///    (``LayoutConstraint/fill(weight:)`` its weight, ``LayoutConstraint/min(_:)`` and
///    ``LayoutConstraint/max(_:)`` 1), each within its limits: `[.min(5), .fill()]` in 30
///    cells is 15 and 15, `[.min(20), .fill()]` is 20 and 10.
/// 4. What is still left (every growing part at its limit, or none) goes to the last part
///    without a limit (``LayoutConstraint/min(_:)`` or ``LayoutConstraint/fill(weight:)``),
///    or, when there is none, to the last part.
///
/// So whenever the constraints can all hold together, they do.
public struct Layout: Sendable, Hashable {
  /// The direction the parts follow each other in: `Axis.vertical` for rows (top to
  /// bottom), `Axis.horizontal` for columns (left to right).
  public var axis: Axis
  /// One per part, in order.
  public var constraints: [LayoutConstraint]

  /// A layout of `constraints` along `axis`.
  public init(axis: Axis, _ constraints: [LayoutConstraint]) {
    self.axis = axis
    self.constraints = constraints
  }

  /// Parts stacked top to bottom.
  public static func rows(_ constraints: [LayoutConstraint]) -> Layout {
    Layout(axis: .vertical, constraints)
  }

  /// Parts side by side, left to right.
  public static func columns(_ constraints: [LayoutConstraint]) -> Layout {
    Layout(axis: .horizontal, constraints)
  }

  /// The largest length, in cells, a layout measures: longer wholes and constraints are taken
  /// as this long (a whole's extra cells go to its last part, so the parts still cover it).
  public static let maximumLength = 1 << 32

  /// `region` split into one rectangle per constraint, in order.
  public func split(_ region: Rect) -> [Rect] {
    let lengths = lengths(of: region.size.length(along: axis))
    var rects: [Rect] = []
    rects.reserveCapacity(lengths.count)
    var position = axis == .vertical ? region.minY : region.minX
    for length in lengths {
      rects.append(
        axis == .vertical
          ? Rect(x: region.minX, y: position, width: region.size.width, height: length)
          : Rect(x: position, y: region.minY, width: length, height: region.size.height))
      position = position.saturatingAdd(length)
    }
    return rects
  }

  /// The length of each part of a whole `total` cells long (negative: 0), following the
  /// rules above: never negative, adding up to `total`.
  public func lengths(of total: Int) -> [Int] {
    guard !constraints.isEmpty else { return [] }
    let whole = Swift.max(0, total)
    let measuredWhole = Swift.min(whole, Self.maximumLength)
    var lengths = constraints.map { $0.measured(total: measuredWhole) }
    let measured = lengths.reduce(0, +)  // At most count * 2^32: no overflow.
    if measured >= measuredWhole {
      lengths = Self.distribute(measuredWhole, weights: lengths)
    } else {
      let shared = share(measuredWhole - measured, measured: lengths)
      lengths = zip(lengths, shared).map(+)
    }
    let rest = whole - lengths.reduce(0, +)
    if rest > 0 {
      let taker = constraints.lastIndex { $0.isUnbounded } ?? constraints.count - 1
      lengths[taker] += rest
    }
    return lengths
  }

  /// `amount` shared among the growing parts by weight, each within its limits: no
  /// ``LayoutConstraint/min(_:)`` part below its minimum (`measured` holds the minimums,
  /// which `amount` covers), no ``LayoutConstraint/max(_:)`` part beyond its limit.
  ///
  /// Each pass shares what is left among the parts not yet settled; then either the parts
  /// that fell below their minimum or those that went beyond their limit (whichever side
  /// misses by more cells) are settled at that bound. A pass that settles nobody ends it,
  /// so there are at most as many passes as parts.
  private func share(_ amount: Int, measured: [Int]) -> [Int] {
    var shares = Array(repeating: 0, count: constraints.count)
    var growing = constraints.indices.filter { constraints[$0].weight > 0 }
    // The minimums are part of the pool while their parts are unsettled.
    var left = amount + growing.reduce(0) { $0 + measured[$1] }
    while left > 0 && !growing.isEmpty {
      let split = Self.distribute(left, weights: growing.map { constraints[$0].weight })
      var below: [Int] = []
      var above: [Int] = []
      var missingBelow = 0
      var excessAbove = 0
      for (position, index) in growing.enumerated() {
        switch constraints[index] {
        case .min(let minimum) where split[position] < Self.clamped(minimum):
          below.append(position)
          missingBelow += Self.clamped(minimum) - split[position]
        case .max(let limit) where split[position] > Self.clamped(limit):
          above.append(position)
          excessAbove += split[position] - Self.clamped(limit)
        default: break
        }
      }
      guard !below.isEmpty || !above.isEmpty else {
        for (position, index) in growing.enumerated() {
          shares[index] = split[position] - measured[index]
        }
        return shares
      }
      let settled = missingBelow >= excessAbove && !below.isEmpty ? below : above
      for position in settled {
        let index = growing[position]
        let bound: Int
        switch constraints[index] {
        case .min(let length), .max(let length): bound = Self.clamped(length)
        default: bound = split[position]
        }
        shares[index] = bound - measured[index]
        left -= bound
      }
      growing = growing.enumerated().filter { !settled.contains($0.offset) }.map(\.element)
    }
    return shares
  }

  /// `amount` split in proportion to `weights` (non-negative), rounded so that the shares
  /// add up to `amount` exactly (all zero when every weight is 0): each share is the
  /// difference of the rounded-down running totals, so the odd cells fall evenly, later
  /// parts first.
  package static func distribute(_ amount: Int, weights: [Int]) -> [Int] {
    let total = weights.reduce(0, +)
    guard total > 0, amount > 0 else { return Array(repeating: 0, count: weights.count) }
    var shares: [Int] = []
    shares.reserveCapacity(weights.count)
    var running = 0
    var given = 0
    for weight in weights {
      running += weight
      // amount * running / total, with running <= total: the quotient fits.
      let reached = total.dividingFullWidth(amount.multipliedFullWidth(by: running)).quotient
      shares.append(reached - given)
      given = reached
    }
    return shares
  }

  /// `length` in `0...maximumLength`.
  package static func clamped(_ length: Int) -> Int {
    Swift.min(Swift.max(0, length), maximumLength)
  }
}
