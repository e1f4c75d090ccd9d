import StackTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An `NcursesTerminal` on pipes.
@MainActor
final class HeadlessTerminal {
  let terminal: NcursesTerminal
  let input: UnsafeMutablePointer<FILE>
  let output: UnsafeMutablePointer<FILE>
  private var inputWriter: Int32
  private let outputReader: Int32
  private var drained = 0

  init(
    terminal: NcursesTerminal, input: UnsafeMutablePointer<FILE>,
    output: UnsafeMutablePointer<FILE>, inputWriter: Int32, outputReader: Int32
  ) {
    self.terminal = terminal
    self.input = input
    self.output = output
    self.inputWriter = inputWriter
    self.outputReader = outputReader
  }

  /// Writes `text` (UTF-8) to the terminal's input.
  func feed(_ text: String) {
    feed(Array(text.utf8))
  }

  /// Writes `bytes` to the terminal's input.
  func feed(_ bytes: [UInt8]) {
    let written = bytes.withUnsafeBytes { write(inputWriter, $0.baseAddress, $0.count) }
    #expect(written == bytes.count)
  }

  /// Closes the write end of the input pipe: the terminal's input ends.
  func closeInput() {
    _ = Glibc.close(inputWriter)
    inputWriter = -1
  }

  /// All bytes that arrived on the output pipe so far.
  func outputBytes() -> Int {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(outputReader, &buffer, buffer.count)
      guard count > 0 else { break }
      drained += count
    }
    return drained
  }

  func close() {
    if inputWriter >= 0 { _ = Glibc.close(inputWriter) }
    _ = Glibc.close(outputReader)
  }
}

/// Opens a `NcursesTerminalTests.size` terminal as described on the suite, runs `body`, and
/// restores the environment and locale afterwards.
@MainActor
func withHeadlessTerminal(
  forceMonochrome: Bool = false, _ body: (HeadlessTerminal) throws -> Void
) throws {
  let savedLocale = setlocale(LC_ALL, nil).map { String(cString: $0) } ?? "C"
  let names = ["LINES", "COLUMNS"]
  let savedEnvironment = names.map { name in (name, getenv(name).map { String(cString: $0) }) }
  defer {
    setlocale(LC_ALL, savedLocale)
    for (name, value) in savedEnvironment {
      if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
  }
  setenv("LINES", String(NcursesTerminalTests.size.height), 1)
  setenv("COLUMNS", String(NcursesTerminalTests.size.width), 1)

  var inputPipe: [Int32] = [-1, -1]
  var outputPipe: [Int32] = [-1, -1]
  try #require(pipe(&inputPipe) == 0)
  try #require(pipe(&outputPipe) == 0)
  _ = fcntl(outputPipe[0], F_SETFL, fcntl(outputPipe[0], F_GETFL) | O_NONBLOCK)
  let input = try #require(fdopen(inputPipe[0], "r"))
  defer { fclose(input) }
  let output = try #require(fdopen(outputPipe[1], "w"))
  defer { fclose(output) }

  let terminal = try NcursesTerminal(
    termName: "xterm-256color", input: input, output: output, forceMonochrome: forceMonochrome)
  let headless = HeadlessTerminal(
    terminal: terminal, input: input, output: output, inputWriter: inputPipe[1],
    outputReader: outputPipe[0])
  defer {
    terminal.stop()
    headless.close()
  }
  try body(headless)
}
