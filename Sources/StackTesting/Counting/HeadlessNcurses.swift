import StackCore
// Public: `FILE` is in the public API (spelled `StackPlatform.FILE`: the C library's).
public import StackPlatform
import StackTerminal

/// The real ncurses back end without a terminal: an `NcursesTerminal` that reads keys from a
/// pipe (written with ``feed(_:)-(String)``) and draws into an ``OutputPipe`` whose bytes
/// ``counting`` counts. For tests of the ncurses back end and byte-cost benchmarks.
///
/// ncurses takes the screen size from the `LINES` and `COLUMNS` environment variables when
/// it has no terminal, so the initializer sets both (they stay set). ncurses keeps global
/// state: use one at a time, on the main actor, and ``close()`` it when done.
///
/// ```swift
/// let headless = try HeadlessNcurses(size: Size(width: 80, height: 24))
/// defer { headless.close() }
/// headless.counting.present(canvas)
/// headless.counting.bytesWritten  // what ncurses wrote for the first frame
/// ```
@MainActor
public final class HeadlessNcurses {
  /// Why a headless terminal could not start.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
  }

  /// The ncurses terminal.
  public let terminal: NcursesTerminal
  /// ``terminal`` wrapped to count the bytes it wrote into ``outputPipe``.
  public let counting: CountingTerminal<NcursesTerminal>
  /// The stream ncurses reads keys from (the read end of the input pipe).
  public let input: UnsafeMutablePointer<StackPlatform.FILE>
  /// The pipe ncurses draws into.
  public let outputPipe: OutputPipe
  /// The write end of the input pipe; -1 once closed.
  private var inputWriter: Int32

  /// Starts ncurses as `termName` on new pipes, `size` cells large (through `LINES` and
  /// `COLUMNS`), in colour unless `forceMonochrome`.
  ///
  /// - Throws: ``Failure`` when a pipe cannot be made; the `TerminalError` of
  ///   `NcursesTerminal.init(termName:input:output:forceMonochrome:)` when ncurses cannot
  ///   start (no terminfo entry for `termName`, say).
  public init(
    size: Size, termName: String = "xterm-256color", forceMonochrome: Bool = false
  ) throws {
    setenv("LINES", String(size.height), 1)
    setenv("COLUMNS", String(size.width), 1)
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw Failure(description: "cannot create the input pipe") }
    guard let input = fdopen(ends[0], "r") else {
      Glibc.close(ends[0])
      Glibc.close(ends[1])
      throw Failure(description: "cannot open the input pipe as a stream")
    }
    guard let outputPipe = OutputPipe() else {
      fclose(input)
      Glibc.close(ends[1])
      throw Failure(description: "cannot create the output pipe")
    }
    do {
      terminal = try NcursesTerminal(
        termName: termName, input: input, output: outputPipe.writer,
        forceMonochrome: forceMonochrome)
    } catch {
      fclose(input)
      Glibc.close(ends[1])
      throw error
    }
    self.input = input
    self.outputPipe = outputPipe
    self.inputWriter = ends[1]
    counting = CountingTerminal(terminal, output: outputPipe)
  }

  /// The write end of the terminal's input pipe (-1 once closed): for a writer on another
  /// thread, such as a benchmark typing while a flood of output arrives. On the main actor
  /// ``feed(_:)-(String)`` is simpler.
  public var inputWriteDescriptor: Int32 { inputWriter }

  /// The stream ncurses writes to (the write end of ``outputPipe``).
  public var output: UnsafeMutablePointer<StackPlatform.FILE> { outputPipe.writer }

  /// Bytes ncurses has written so far (drains ``outputPipe``).
  public var bytesWritten: Int { counting.bytesWritten }

  /// Writes `text` (UTF-8) to the terminal's input.
  public func feed(_ text: String) throws {
    try feed(Array(text.utf8))
  }

  /// Writes `bytes` to the terminal's input; throws when not all of them could be written
  /// (the input was closed, or the pipe is full).
  public func feed(_ bytes: [UInt8]) throws {
    let written = bytes.withUnsafeBytes { write(inputWriter, $0.baseAddress, $0.count) }
    guard written == bytes.count else {
      throw Failure(description: "wrote \(written) of \(bytes.count) input bytes")
    }
  }

  /// Closes the write end of the input pipe: the terminal's input ends.
  public func closeInput() {
    guard inputWriter >= 0 else { return }
    _ = Glibc.close(inputWriter)
    inputWriter = -1
  }

  /// All bytes that arrived on the output pipe so far.
  public func outputBytes() -> Int {
    outputPipe.drain()
  }

  /// Stops ncurses (`NcursesTerminal.stop()`), drains the output and closes the input
  /// pipe. Call once, when done; the output pipe closes when this object is released.
  public func close() {
    terminal.stop()
    outputPipe.drain()
    closeInput()
    fclose(input)
  }
}
