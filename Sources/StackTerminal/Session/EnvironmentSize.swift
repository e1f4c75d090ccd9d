import StackCore
internal import StackPlatform

/// The screen size `LINES` and `COLUMNS` give (both set, both positive), clamped to what
/// the terminal reports — an environment never makes the screen larger than the terminal
/// is — and, where the terminal reports nothing, to ``maximumSide`` a side. ncurses reads the
/// same variables in `newterm`: ``clampForNcurses(reported:)`` writes the clamped values
/// back first, so `LINES=30000 COLUMNS=30000` no longer allocates gigabytes and
/// `LINES=COLUMNS=2147483647` no longer makes `newterm` fail (reported as an unsupported
/// `TERM`).
enum EnvironmentSize {
  /// The largest side taken from the environment when the terminal reports no size.
  static let maximumSide = 1024

  /// `LINES`×`COLUMNS` clamped to `reported` (or to ``maximumSide``); nil when they are
  /// not both set to positive numbers.
  static func clamped(to reported: Size?) -> Size? {
    guard let lines = number("LINES"), let columns = number("COLUMNS") else { return nil }
    let limit = reported ?? Size(width: maximumSide, height: maximumSide)
    return Size(width: min(columns, limit.width), height: min(lines, limit.height))
  }

  /// Writes the clamped size back to `LINES` and `COLUMNS` when the environment asked for
  /// more, before ncurses reads them.
  static func clampForNcurses(reported: Size?) {
    guard let lines = number("LINES"), let columns = number("COLUMNS"),
      let size = clamped(to: reported), size.height != lines || size.width != columns
    else { return }
    setenv("LINES", String(size.height), 1)
    setenv("COLUMNS", String(size.width), 1)
  }

  /// The size of terminal `descriptor`, or nil when it reports none.
  static func reported(by descriptor: Int32) -> Size? {
    guard let window = terminalWindowSize(of: descriptor), window.ws_row > 0, window.ws_col > 0
    else { return nil }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// A positive whole number in environment variable `name` (very large ones included).
  private static func number(_ name: String) -> Int? {
    guard let text = getenv(name).map({ String(cString: $0) }),
      let value = Int(text) ?? (text.allSatisfy(\.isNumber) && !text.isEmpty ? Int.max : nil),
      value > 0
    else { return nil }
    return value
  }
}
