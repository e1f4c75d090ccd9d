import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

/// The real ncurses back end on pipes, under a chosen terminfo entry, for reading back what
/// ncurses would put on the screen (characters, attributes and colour pairs).
@MainActor
enum HeadlessNcurses {
  /// A 16-colour xterm entry (Debian ships none without `ncurses-term`), compiled with `tic`
  /// into a temporary directory on first use.
  static let sixteenColorEntry = "stacktui-16color"
  private static let sixteenColorSource = """
    stacktui-16color|xterm with 16 colours (StackTUI tests),
    \tcolors#16, pairs#256,
    \tsetab=\\E[%?%p1%{8}%<%t4%p1%d%e10%p1%{8}%-%d%;m,
    \tsetaf=\\E[%?%p1%{8}%<%t3%p1%d%e9%p1%{8}%-%d%;m,
    \tuse=xterm,

    """
  private static var compiledDirectory: String?

  /// The directory holding the compiled 16-colour entry.
  static func terminfoDirectory() throws -> String {
    if let compiledDirectory { return compiledDirectory }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("stacktui-terminfo-\(getpid())").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let source = directory + "/entry.src"
    try sixteenColorSource.write(toFile: source, atomically: true, encoding: .utf8)
    let result = try Spawn.run(
      "/usr/bin/env", ["tic", "-x", "-o", directory, source], environment: ["PATH": "/usr/bin:/bin"]
    )
    guard result.status == 0 else {
      throw DemoProcess.Failure(
        description: "tic failed: \(String(decoding: result.stderr, as: UTF8.self))")
    }
    compiledDirectory = directory
    return directory
  }

  /// Starts ncurses as terminal `term` at `size` on pipes, runs `body`, then stops it and
  /// restores the environment it changed (`LINES`, `COLUMNS`, `TERMINFO`, and `NO_COLOR`,
  /// which the test runner may set: colours are what these tests look at).
  static func with<Result>(
    term: String, size: Size, _ body: (NcursesTerminal) throws -> Result
  ) throws -> Result {
    let names = ["LINES", "COLUMNS", "TERMINFO", "NO_COLOR"]
    let saved = names.map { name in (name, getenv(name).map { String(cString: $0) }) }
    let savedLocale = setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
    defer {
      setlocale(LC_ALL, savedLocale)
      for (name, value) in saved {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
      }
    }
    setenv("LINES", String(size.height), 1)
    setenv("COLUMNS", String(size.width), 1)
    unsetenv("NO_COLOR")
    if term == sixteenColorEntry { setenv("TERMINFO", try terminfoDirectory(), 1) }

    var inputPipe: [Int32] = [-1, -1]
    var outputPipe: [Int32] = [-1, -1]
    try #require(pipe(&inputPipe) == 0)
    try #require(pipe(&outputPipe) == 0)
    defer {
      close(inputPipe[1])
      close(outputPipe[0])
    }
    _ = fcntl(outputPipe[0], F_SETFL, fcntl(outputPipe[0], F_GETFL) | O_NONBLOCK)
    let input = try #require(fdopen(inputPipe[0], "r"))
    defer { fclose(input) }
    let output = try #require(fdopen(outputPipe[1], "w"))
    defer { fclose(output) }
    // Drains what ncurses writes so a full pipe never blocks it.
    let drain = outputPipe[0]
    defer {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while read(drain, &buffer, buffer.count) > 0 {}
    }
    let terminal = try NcursesTerminal(termName: term, input: input, output: output)
    defer { terminal.stop() }
    return try body(terminal)
  }
}
