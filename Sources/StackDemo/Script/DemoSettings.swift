import StackCore
import StackTerminal
import StackTesting

/// The screen, row count and terminal size a scripted run starts with: the command line
/// wins, then the script's `# screen:`, `# rows:` and `# size:` directives, then the
/// defaults (showcase, 1000 rows, 80x24).
struct DemoSettings: Equatable {
  var screen: ScreenName
  var rows: Int
  var size: Size

  /// The defaults.
  static let standard = DemoSettings(
    screen: .showcase, rows: 1000, size: Size(width: 80, height: 24))

  /// The most rows the list screen takes (`--rows`, `# rows:`): a lazy section costs the
  /// same whatever its count, up to `Int32.max` rows.
  static let maximumRows = 2_000_000_000

  /// The settings for `script`, with the command line's values (nil when not given).
  /// A bad directive value throws a `ScriptError` pointing at it.
  static func resolve(
    script: KeyScript, screen: ScreenName?, rows: Int?, size: Size?
  ) throws(ScriptError) -> DemoSettings {
    var settings = standard
    if let directive = script.directive("screen") {
      guard let name = ScreenName(rawValue: directive.value) else {
        let names = ScreenName.allCases.map(\.rawValue)
        let hint =
          ScriptParser.closest(to: directive.value, among: names).map { "did you mean '\($0)'?" }
          ?? "expected \(names.joined(separator: ", "))"
        let message = "unknown screen '\(MessageText.escaped(directive.value))' (\(hint))"
        throw error(at: directive, in: script, message)
      }
      settings.screen = name
    }
    if let directive = script.directive("rows") {
      guard let rows = Int(directive.value), (0...Self.maximumRows).contains(rows) else {
        throw error(
          at: directive, in: script,
          "bad row count '\(MessageText.escaped(directive.value))' "
            + "(expected a number from 0 to \(Self.maximumRows))")
      }
      settings.rows = rows
    }
    if let directive = script.directive("size") {
      guard let parsed = TerminalSize(argument: directive.value) else {
        throw error(
          at: directive, in: script,
          "bad size '\(MessageText.escaped(directive.value))' "
            + "(expected WIDTHxHEIGHT, each 1 to 1000, like 80x24)")
      }
      settings.size = parsed.size
    }
    if let screen { settings.screen = screen }
    if let rows { settings.rows = rows }
    if let size { settings.size = size }
    return settings
  }

  private static func error(
    at directive: ScriptDirective, in script: KeyScript, _ message: String
  ) -> ScriptError {
    ScriptError(file: script.file, line: directive.line, column: directive.column, message: message)
  }
}
