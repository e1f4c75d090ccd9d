/// The frames of a ``Spinner`` and how long each shows: one shared set, so no app copies
/// spinner frames again. The frame shown is chosen from the loop's clock
/// (``frame(at:)`` with `surface.context.milliseconds`), so every spinner on a screen turns
/// together, in real time in a terminal and in virtual time in a script.
///
/// ```swift
/// SpinnerStyle.dots.frame(at: 0)     // "⠋"
/// SpinnerStyle.dots.frame(at: 80)    // "⠙"
/// let mine = SpinnerStyle(frames: ["◐", "◓", "◑", "◒"], interval: 120)
/// ```
public struct SpinnerStyle: Sendable, Hashable {
  /// The frames, in order (never empty; every frame padded to the widest one's width).
  public let frames: [String]
  /// Milliseconds each frame shows (at least 1).
  public let interval: Int64

  /// A style of `frames`, each shown `interval` milliseconds. No frames give a single blank
  /// frame; an interval under 1 ms counts as 1 ms; frames of different widths are padded with
  /// spaces to the widest, so the text after a spinner never moves.
  public init(frames: [String], interval: Int64) {
    let frames = frames.isEmpty ? [" "] : frames
    let widest = frames.map { TextWidth.of($0) }.max() ?? 1
    self.frames = frames.map { TextLayout.pad($0, toWidth: widest) }
    self.interval = max(1, interval)
  }

  /// The columns every frame takes.
  public var width: Int { frames.first.map { TextWidth.of($0) } ?? 0 }

  /// The frame shown at `milliseconds` on the loop's clock (any time, negative too).
  public func frame(at milliseconds: Int64) -> String {
    let (quotient, remainder) = milliseconds.quotientAndRemainder(dividingBy: interval)
    let step = remainder < 0 ? quotient - 1 : quotient  // Rounded down: time before 0 too.
    let count = Int64(frames.count)
    let index = ((step % count) + count) % count
    return frames[Int(index)]
  }

  /// Braille dots turning: `⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`, 80 ms a frame (bubbles' `Dot`, the default).
  public static let dots = SpinnerStyle(
    frames: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"], interval: 80)
  /// A line turning, in ASCII for any terminal and font: `- \ | /`, 130 ms a frame.
  public static let line = SpinnerStyle(frames: ["-", "\\", "|", "/"], interval: 130)
  /// A quarter circle going round: `◜◠◝◞◡◟`, 100 ms a frame.
  public static let arc = SpinnerStyle(frames: ["◜", "◠", "◝", "◞", "◡", "◟"], interval: 100)
  /// Three dots filling up: `   . .. ...`, 300 ms a frame.
  public static let ellipsis = SpinnerStyle(frames: ["", ".", "..", "..."], interval: 300)
  /// A bar growing and shrinking: `▁▂▃▄▅▆▇█▇▆▅▄▃▂`, 80 ms a frame.
  public static let pulse = SpinnerStyle(
    frames: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█", "▇", "▆", "▅", "▄", "▃", "▂"], interval: 80)

  /// The built-in styles.
  public static let builtIn: [SpinnerStyle] = [.dots, .line, .arc, .ellipsis, .pulse]
}
