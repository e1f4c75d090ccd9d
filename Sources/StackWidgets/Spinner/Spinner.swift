/// A spinner with a label: `⠹ Loading…`. Its frame comes from the loop's clock
/// (`surface.context.milliseconds`), so it turns in real time in a terminal and in virtual
/// time in a script, with no timer of its own; ``isAnimating`` is true while it spins, which
/// keeps the loop drawing frames.
///
/// ```swift
/// let spinner = Spinner("Loading…")
/// // in the app: var isAnimating: Bool { group.isAnimating }  (the spinner is in the group)
/// spinner.stop("Loaded 12 files")
/// ```
///
/// It takes no keys and no focus. Without colours the frame is drawn as text (the frames
/// are the animation); the frame is in the `.accent` role, the label in
/// `.text`.
public final class Spinner: Widget {
  /// The frames.
  public var style: SpinnerStyle
  /// The text after the frame.
  public var label: String
  /// True while it turns; a stopped spinner shows ``stoppedMark`` instead of a frame.
  public private(set) var isSpinning: Bool
  /// Shown in place of the frame once stopped (`"✓"` by default; `""` for nothing).
  public var stoppedMark = "✓"
  /// The frame's role.
  public var role = StyleRole.accent
  /// The label's role.
  public var labelRole = StyleRole.text

  /// A spinner showing `label`, turning unless `isSpinning` is false.
  public init(_ label: String = "", style: SpinnerStyle = .dots, isSpinning: Bool = true) {
    self.label = label
    self.style = style
    self.isSpinning = isSpinning
  }

  /// Starts turning again (with `label` when given).
  public func start(_ label: String? = nil) {
    if let label { self.label = label }
    isSpinning = true
  }

  /// Stops turning (with `label` when given): ``stoppedMark`` shows in place of the frame.
  public func stop(_ label: String? = nil) {
    if let label { self.label = label }
    isSpinning = false
  }

  /// The frame (or the stopped mark) and the label, on the region's first line.
  public func render(in surface: inout Surface, isFocused: Bool) {
    guard !surface.size.isEmpty else { return }
    let mark =
      isSpinning
      ? style.frame(at: surface.context.milliseconds)
      : TextLayout.pad(stoppedMark, toWidth: style.width)
    let markWidth = surface.write(mark, at: .zero, role: isSpinning ? role : .success)
    guard !label.isEmpty else { return }
    let room = surface.size.width - markWidth - 1
    guard room > 0 else { return }
    surface.write(
      TextLayout.truncate(label, width: room), at: Point(x: markWidth + 1, y: 0), role: labelRole)
  }

  /// A spinner takes no events.
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? { nil }

  /// No focus.
  public var acceptsFocus: Bool { false }

  /// True while it spins.
  public var isAnimating: Bool { isSpinning }
}
