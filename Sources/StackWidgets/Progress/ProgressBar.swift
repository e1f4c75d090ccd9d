/// A progress bar (ratatui's `Gauge`, Textual's `ProgressBar`): a label, the bar, the
/// percentage, and the rate and time left measured from the times the amounts were reported
/// at — or, when the amount is unknown, a block bouncing from side to side on the loop's clock.
///
/// ```swift
/// let bar = ProgressBar("Copying", total: Double(files.count))
/// bar.update(completed: Double(done), at: loop.clock.now / .milliseconds(1)) // or any clock
/// // Copying ████████▌░░░░░░░  53% 12.0/s ETA 0:04
/// let waiting = ProgressBar("Connecting", indeterminate: true)
/// ```
///
/// Any amount is drawn sanely (see ``ProgressState``): NaN and negatives as empty, above the
/// total as full. The filled part is in the `.gauge` role, the rest `░` in
/// `.muted` — the characters differ, so the bar reads without colours. The bar
/// keeps at least a third of the line (3 cells on a short one): the time left, the rate, the percentage and the label
/// are dropped in that order when the line is too short. It takes no keys and no focus.
public final class ProgressBar: Widget {
  /// The amounts.
  public var progress: ProgressState
  /// The text before the bar.
  public var label: String
  /// True when the amount is unknown: a bouncing block instead of a fill.
  public var isIndeterminate: Bool
  /// Whether the percentage is shown. Default: true.
  public var showsPercentage = true
  /// Whether the rate and the time left are shown, once known. Default: true.
  public var showsRate = true
  /// The unit of the rate (`"B"` gives `1.2kB/s`). Default: none.
  public var unit = ""
  /// The filled part's role.
  public var filledRole = StyleRole.gauge
  /// The empty part's role.
  public var emptyRole = StyleRole.muted

  /// The eighths of a cell, for the partly filled cell at the end of the fill.
  static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// A bar labelled `label` for work of `total`.
  public init(_ label: String = "", total: Double = 1, indeterminate: Bool = false) {
    self.label = label
    self.progress = ProgressState(total: total)
    self.isIndeterminate = indeterminate
  }

  /// Reports `completed` at the loop's time `milliseconds` (see ``ProgressState/update(completed:at:)``).
  public func update(completed: Double, at milliseconds: Int64) {
    progress.update(completed: completed, at: milliseconds)
  }

  /// Draws the line: label, bar, percentage, rate, time left.
  public func render(in surface: inout Surface, isFocused: Bool) {
    let width = surface.size.width
    guard width > 0, surface.size.height > 0 else { return }
    var suffixes =
      isIndeterminate || !showsPercentage ? [] : [ProgressText.percent(progress.fraction)]
    if showsRate && !isIndeterminate, let rate = progress.ratePerSecond {
      suffixes.append(ProgressText.rate(rate, unit: unit))
      if let left = progress.remainingMilliseconds {
        suffixes.append("ETA " + ProgressText.duration(milliseconds: left))
      }
    }
    var labelText = label.isEmpty ? "" : TextLayout.truncate(label, width: max(1, width / 3))
    func suffixWidth() -> Int { suffixes.reduce(0) { $0 + 1 + TextWidth.of($1) } }
    func labelWidth() -> Int { labelText.isEmpty ? 0 : TextWidth.of(labelText) + 1 }
    let leastBar = min(width, max(3, width / 3))
    while !suffixes.isEmpty && width - labelWidth() - suffixWidth() < leastBar {
      suffixes.removeLast()
    }
    if width - labelWidth() < leastBar { labelText = "" }
    let barX = labelWidth()
    let barWidth = max(0, width - barX - suffixWidth())
    if !labelText.isEmpty { surface.write(labelText, at: .zero, role: .text) }
    let bar = Rect(x: barX, y: 0, width: barWidth, height: 1)
    if isIndeterminate {
      drawBouncing(in: bar, at: surface.context.milliseconds, on: &surface)
    } else {
      drawFill(in: bar, on: &surface)
    }
    if !suffixes.isEmpty {
      surface.write(
        " " + suffixes.joined(separator: " "), at: Point(x: bar.maxX, y: 0), role: .text)
    }
  }

  /// A progress bar takes no events.
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? { nil }

  /// No focus.
  public var acceptsFocus: Bool { false }

  /// True while indeterminate: the block moves with the loop's clock.
  public var isAnimating: Bool { isIndeterminate }

  /// The fill: whole cells `█`, one partial cell in eighths, the rest `░`.
  private func drawFill(in bar: Rect, on surface: inout Surface) {
    // At most 2^20 cells are counted: no screen is wider, and the product stays an Int.
    let cells = min(bar.size.width, 1 << 20)
    let eighths = Int((progress.fraction * Double(cells) * 8).rounded(.down))
    let full = min(cells, eighths / 8)
    let partial = full < bar.size.width ? Self.eighths[eighths % 8] : ""
    surface.fill(Rect(x: bar.minX, y: 0, width: full, height: 1), with: "█", role: filledRole)
    if !partial.isEmpty {
      surface.write(partial, at: Point(x: bar.minX + full, y: 0), role: filledRole)
    }
    let emptyStart = full + (partial.isEmpty ? 0 : 1)
    surface.fill(
      Rect(x: bar.minX + emptyStart, y: 0, width: bar.size.width - emptyStart, height: 1),
      with: "░", role: emptyRole)
  }

  /// A block a fifth of the bar wide (at least 3 cells), going from side to side, one cell
  /// every 50 ms of the loop's clock.
  private func drawBouncing(in bar: Rect, at milliseconds: Int64, on surface: inout Surface) {
    let width = min(bar.size.width, 1 << 20)  // As in drawFill: no screen is wider.
    let block = min(width, max(3, width / 5))
    let travel = Int64(width - block)
    let (quotient, remainder) = milliseconds.quotientAndRemainder(dividingBy: 50)
    let step = remainder < 0 ? quotient - 1 : quotient
    let position: Int64
    if travel <= 0 {
      position = 0
    } else {
      let phase = ((step % (2 * travel)) + 2 * travel) % (2 * travel)
      position = phase <= travel ? phase : 2 * travel - phase
    }
    surface.fill(bar, with: "░", role: emptyRole)
    surface.fill(
      Rect(x: bar.minX + Int(position), y: 0, width: block, height: 1), with: "█", role: filledRole)
  }
}
