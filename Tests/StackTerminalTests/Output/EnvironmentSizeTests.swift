import StackCore
import Testing

@testable import StackTerminal

/// `LINES` and `COLUMNS` never make the screen larger than the terminal (issue 27:
/// `LINES=30000 COLUMNS=30000` took over 3 GB; `LINES=COLUMNS=2147483647` was reported as an
/// unsupported TERM).
@MainActor
@Suite(.serialized) struct EnvironmentSizeTests {
  /// Runs `body` with `LINES` and `COLUMNS` set, then puts them back.
  static func with<Result>(lines: String?, columns: String?, _ body: () -> Result) -> Result {
    let saved = [("LINES", Self.value(of: "LINES")), ("COLUMNS", Self.value(of: "COLUMNS"))]
    defer {
      for (name, value) in saved {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
      }
    }
    for (name, value) in [("LINES", lines), ("COLUMNS", columns)] {
      if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
    return body()
  }

  /// Environment variable `name`, or nil.
  static func value(of name: String) -> String? {
    guard let pointer = getenv(name) else { return nil }
    return String(cString: pointer)
  }

  @Test func environmentSizesAreClampedToWhatTheTerminalReports() {
    let reported = Size(width: 120, height: 40)
    #expect(
      Self.with(lines: "30000", columns: "30000") { EnvironmentSize.clamped(to: reported) }
        == reported)
    #expect(
      Self.with(lines: "2147483647", columns: "99999999999999999999") {
        EnvironmentSize.clamped(to: reported)
      } == reported)
    // Smaller than the terminal: the environment wins, as with ncurses.
    #expect(
      Self.with(lines: "10", columns: "50") { EnvironmentSize.clamped(to: reported) }
        == Size(width: 50, height: 10))
  }

  @Test func withoutAReportedSizeEachSideIsAtMostTheLimit() {
    let side = EnvironmentSize.maximumSide
    #expect(
      Self.with(lines: "30000", columns: "30000") { EnvironmentSize.clamped(to: nil) }
        == Size(width: side, height: side))
    #expect(Self.with(lines: "0", columns: "80") { EnvironmentSize.clamped(to: nil) } == nil)
    #expect(Self.with(lines: nil, columns: "80") { EnvironmentSize.clamped(to: nil) } == nil)
  }

  @Test func ncursesIsGivenTheClampedSize() {
    let written = Self.with(lines: "30000", columns: "2147483647") { () -> [String?] in
      EnvironmentSize.clampForNcurses(reported: Size(width: 100, height: 30))
      return [Self.value(of: "LINES"), Self.value(of: "COLUMNS")]
    }
    #expect(written == ["30", "100"])
  }
}
