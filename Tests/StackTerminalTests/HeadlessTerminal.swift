import StackTerminal
import StackTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An `NcursesTerminal` on pipes; its output pipe is counted (``counting``).
@MainActor
final class HeadlessTerminal {
  let terminal: NcursesTerminal
  /// ``terminal`` wrapped to count the bytes it wrote into ``outputPipe``.
  let counting: CountingTerminal<NcursesTerminal>
  let input: UnsafeMutablePointer<FILE>
  let outputPipe: OutputPipe
  private var inputWriter: Int32

  init(
    terminal: NcursesTerminal, input: UnsafeMutablePointer<FILE>, outputPipe: OutputPipe,
    inputWriter: Int32
  ) {
    self.terminal = terminal
    self.counting = CountingTerminal(terminal, output: outputPipe)
    self.input = input
    self.outputPipe = outputPipe
    self.inputWriter = inputWriter
  }

  /// The stream ncurses writes to (the write end of ``outputPipe``).
  var output: UnsafeMutablePointer<FILE> { outputPipe.writer }

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
    outputPipe.drain()
  }

  func close() {
    if inputWriter >= 0 { _ = Glibc.close(inputWriter) }
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
  try #require(pipe(&inputPipe) == 0)
  let input = try #require(fdopen(inputPipe[0], "r"))
  defer { fclose(input) }
  let outputPipe = try #require(OutputPipe())

  let terminal = try NcursesTerminal(
    termName: "xterm-256color", input: input, output: outputPipe.writer,
    forceMonochrome: forceMonochrome)
  let headless = HeadlessTerminal(
    terminal: terminal, input: input, outputPipe: outputPipe, inputWriter: inputPipe[1])
  defer {
    terminal.stop()
    headless.close()
  }
  try body(headless)
}
