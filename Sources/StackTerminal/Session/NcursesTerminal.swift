internal import CNcurses
import StackCore
// Package: `FILE` is in the package's own init (StackTesting's headless terminals draw into a
// pipe); the public API has no C type.
package import StackPlatform

/// The real ``Terminal``, drawn with ncurses (wide-character API).
///
/// ```swift
/// try TerminalError.checkInteractive()
/// let terminal = try NcursesTerminal()
/// defer { terminal.stop() }
/// AppLoop(terminal: terminal, app: app).run()
/// ```
///
/// Start-up uses `newterm` (never `initscr`, which exits the process on an unusable `TERM`)
/// after adopting a UTF-8 locale, then sets cbreak, noecho, nonl, the keypad-transmit mode,
/// a hidden cursor, mouse reporting (the primary button and the wheel are decoded), and
/// colours unless the terminal has none, `NO_COLOR` is set, or monochrome is forced.
///
/// ncurses sets the terminal up, tears it down and provides the terminfo entry; frames and
/// input bypass it. Each frame is encoded by `FrameEncoder` from the terminfo strings and
/// sent with one `write(2)`; input is read with `poll` + `read` and decoded by
/// `InputDecoder` (25 ms escape delay), with resizes arriving through the same `poll`. The
/// terminal settings are restored by ``stop()`` and also when the program dies of a signal
/// or a runtime trap, and while the program is stopped with Ctrl-Z (see
/// `TerminalRestoration`); after `fg` the keypad and mouse modes come back and the next
/// ``nextInput(timeoutMilliseconds:)`` reports a resize, so the whole screen is redrawn.
///
/// Only one `NcursesTerminal` may be running at a time, and it must be used from the main
/// actor only (ncurses is not thread-safe).
@MainActor
public final class NcursesTerminal: Terminal {
  /// The size drawn on: the screen's, less the last column on a terminal whose terminfo entry
  /// says it wraps as soon as that column is written (`am` without `xenl`, as `TERM=ansi`);
  /// updated when a resize is delivered by ``nextInput(timeoutMilliseconds:)``.
  public internal(set) var size: Size
  /// True when colours are not used (no colour support, `NO_COLOR`, or forced).
  public let isMonochrome: Bool
  /// The colour depth and theme frames are drawn with (see ``Terminal/renderContext``):
  /// found at start from the terminal's colours, `NO_COLOR`, `COLORTERM`, `STACKTUI_THEME`
  /// and `COLORFGBG`. An app may replace the theme (`terminal.renderContext.theme = .light`,
  /// a `--theme` option).
  public var renderContext: RenderContext

  /// The ncurses screen, nil once stopped.
  var screen: OpaquePointer?
  /// The standard window of `screen`.
  let window: UnsafeMutablePointer<WINDOW>
  /// The streams ncurses reads and writes.
  let inputFile: UnsafeMutablePointer<FILE>
  let outputFile: UnsafeMutablePointer<FILE>
  /// Streams opened here (on duplicates of fd 0 and 1), closed by ``stop()``.
  private let ownedFiles: [UnsafeMutablePointer<FILE>]
  /// True when this terminal set up the signal-time restoration (its output or input is a
  /// terminal, and no other `NcursesTerminal` had done so).
  let ownsRestoration: Bool
  /// The colour pairs, or nil on a monochrome screen.
  let colors: ColorPairs?
  /// Encodes each frame's changes into the bytes sent to the terminal.
  var frameEncoder: FrameEncoder
  /// Bytes to send before the next frame (the keypad mode at start-up).
  var pendingOutput: [UInt8] = []
  /// The bytes of the frame being sent, kept between frames so its capacity is reused
  /// (docs/decisions/0126).
  var frameBytes: [UInt8] = []
  /// Why the last frame could not be written, or nil. Once set, nothing more is drawn and
  /// ``nextInput(timeoutMilliseconds:)`` returns nil, so a run loop ends.
  public internal(set) var writeError: TerminalError?
  /// The frame on the screen, or nil when the next frame must be drawn in full.
  var lastFrame: Canvas?
  /// Mouse events decoded from one report but not returned yet.
  var pendingEvents: [InputEvent] = []
  /// Decodes the input bytes into events.
  var inputDecoder: InputDecoder
  /// Input bytes read but not decoded yet, from ``inputStart``.
  var inputBuffer: [UInt8] = []
  /// Where `read` puts the input, allocated once (a temporary buffer of this size comes from
  /// the heap, on every key).
  let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 16)
  var inputStart = 0
  /// True once the input has ended (end of file or hang-up).
  var inputHasEnded = false
  /// True when `poll` saw the resize pipe readable (``WindowSizeSignal``).
  var resizeIsSignalled = false
  /// True right after a `read` that took everything the input had.
  var inputIsEmptied = false
  /// When input last arrived (`CLOCK_MONOTONIC` nanoseconds): a paste quiet for
  /// ``pasteQuietGapMilliseconds`` after it is ended.
  var lastInputNanoseconds: Int64 = 0
  /// True when this terminal watches SIGWINCH through ``WindowSizeSignal``.
  let ownsResizeSignal: Bool
  /// How the terminal is used: the whole screen, or lines under the prompt.
  public let mode: TerminalMode
  /// In inline mode, the lines drawn on; nil on the whole screen.
  var inlineRegion: InlineRegion?

  /// Starts ncurses.
  ///
  /// - Parameters:
  ///   - termName: the terminfo name; nil uses `TERM`.
  ///   - forceMonochrome: draw without colours even if the terminal has them.
  ///   - mode: the whole screen (the alternate screen, the default) or
  ///     ``TerminalMode/inline(height:onExit:)``: lines under the shell's prompt.
  ///   - streams: where keys are read and frames drawn; nil: the standard streams on the
  ///     whole screen, `/dev/tty` inline (so standard output stays free for a result).
  ///     ``TerminalStreams/keysFromControllingTerminal`` reads keys from `/dev/tty` and draws
  ///     on standard output (a viewer of text piped in).
  /// - Throws: ``TerminalError/cannotOpen(term:)`` when ncurses cannot start (no terminfo
  ///   entry for the terminal type), ``TerminalError/unsupported(term:missing:)`` when the
  ///   terminal cannot address the cursor or clear the screen (`TERM=dumb`),
  ///   ``TerminalError/noControllingTerminal`` when `/dev/tty` is asked for and missing.
  public convenience init(
    termName: String? = nil, forceMonochrome: Bool = false, mode: TerminalMode = .fullScreen,
    streams: TerminalStreams? = nil
  ) throws(TerminalError) {
    try self.init(
      termName: termName, input: nil, output: nil, forceMonochrome: forceMonochrome,
      mode: mode, streams: streams)
  }

  /// Starts ncurses on C streams of the package's own (StackTesting's headless terminals
  /// draw into a pipe): `input` and `output`, where not nil, replace the ones `streams`
  /// names. ncurses writes to `output`'s file descriptor directly (and sets the terminal
  /// modes through it), so it must have one: a `fopencookie`/`fmemopen` stream does not work.
  package init(
    termName: String? = nil, input: UnsafeMutablePointer<FILE>?,
    output: UnsafeMutablePointer<FILE>?, forceMonochrome: Bool = false,
    mode: TerminalMode = .fullScreen, streams: TerminalStreams? = nil
  ) throws(TerminalError) {
    let term = termName ?? getenv("TERM").map { String(cString: $0) } ?? ""
    TerminalLocale.adopt()
    var owned: [UnsafeMutablePointer<FILE>] = []
    let streams = streams ?? (mode == .fullScreen ? .standard : .controllingTerminal)
    let opened = Self.openStreams(streams, input: input, output: output, into: &owned)
    guard let inputFile = opened.input, let outputFile = opened.output else {
      Self.closeStreams(owned)
      throw streams == .standard ? .cannotOpen(term: term) : .noControllingTerminal
    }
    let outputDescriptor = fileno(outputFile)
    do {
      try Self.checkTerminalType(termName, term: term, descriptor: outputDescriptor)
    } catch {
      Self.closeStreams(owned)
      throw error
    }
    let modesDescriptor = isatty(outputDescriptor) == 1 ? outputDescriptor : fileno(inputFile)
    let restoring = TerminalRestoration.begin(descriptor: modesDescriptor)
    // Before ncurses reads or sets the modes (it waits for pending output to drain: a Ctrl-S
    // typed ahead would have stopped it for good).
    FlowControl.switchOff(on: modesDescriptor)
    // Inline, ncurses only loads the terminfo entry: it writes to /dev/null, so it sends
    // nothing to the terminal (no alternate screen, no clearing; see InlineRegion).
    var cursesOutput = outputFile
    if case .inline = mode {
      guard let null = fopen("/dev/null", "w") else {
        if restoring { TerminalRestoration.end() }
        Self.closeStreams(owned)
        throw .cannotOpen(term: term)
      }
      owned.append(null)
      cursesOutput = null
    }
    // ncurses takes LINES and COLUMNS as they are: never larger than the terminal.
    EnvironmentSize.clampForNcurses(
      reported: EnvironmentSize.reported(by: outputDescriptor)
        ?? EnvironmentSize.reported(by: fileno(inputFile)))
    guard let screen = newterm(termName, cursesOutput, inputFile),
      let window = stacktui_stdscr()
    else {
      if restoring { TerminalRestoration.end() }
      Self.closeStreams(owned)
      throw .cannotOpen(term: term)
    }
    self.screen = screen
    self.window = window
    self.inputFile = inputFile
    self.outputFile = outputFile
    self.ownedFiles = owned
    self.ownsRestoration = restoring
    Self.configureInput(window)
    let colors = Self.startColors(forceMonochrome: forceMonochrome)
    self.isMonochrome = colors == nil
    self.colors = colors
    let colorCount = colors.map { Int($0.colorCount) }
    let context = TerminalAppearance.context(
      colorCount: colorCount, answeredBackground: nil,
      entry: TrueColorDetection.currentEntry(colors: colorCount ?? 0))
    self.renderContext = context

    let capabilities = TerminalCapabilities()
    var encoder = FrameEncoder(capabilities: capabilities, colors: colors)
    encoder.sendsTrueColor = context.colorDepth == .trueColor
    encoder.sendsPaletteAsSGR = (colorCount ?? 0) > 256
    encoder.sendsLinks = context.supportsLinks
    self.frameEncoder = encoder
    self.inputDecoder = InputDecoder(keySequences: KeySequences.table())
    self.pendingOutput = capabilities.keypadOn + ModeSequences.bracketedPasteOn
    self.mode = mode
    self.size = Self.drawableSize()
    self.ownsResizeSignal = WindowSizeSignal.begin()
    if case .inline(let height, let onExit) = mode {
      startInline(height: height, onExit: onExit)
    }
    if restoring { TerminalRestoration.publishSequences(inline: inlineRegion) }
    // ncurses sends what it set up (alternate screen, cleared screen, hidden cursor, mouse
    // reporting) now; from here on only the frames are written, by ``present(_:)``.
    _ = doupdate()
    askForTheBackground()
  }

  isolated deinit {
    stop()
    readBuffer.deallocate()
  }

  /// True until ``stop()``.
  public var isRunning: Bool { screen != nil }

  /// Ends ncurses and restores the terminal exactly (`endwin`, `delscreen`, the saved
  /// terminal settings); closes the streams it opened itself. Safe to call more than once;
  /// also called when the terminal is deinitialised.
  public func stop() {
    guard let screen else { return }
    // ncurses acts on its current screen: with several terminals in one process (tests, the
    // benchmark) that may be another one.
    _ = set_term(screen)
    if writeError == nil {
      var bytes: [UInt8] = []
      frameEncoder.finish(into: &bytes)
      bytes += frameEncoder.capabilities.keypadOff + ModeSequences.bracketedPasteOff
      if let inlineRegion {
        bytes += inlineRegion.leavingBytes(capabilities: frameEncoder.capabilities)
      } else {
        // Leave the cursor on the bottom line, where the shell's prompt comes back: moved
        // here, by this terminal's own output (ncurses does not know where the cursor is).
        let bottom = Int32(stacktui_lines() - 1)
        bytes += frameEncoder.capabilities.cursorAddress?.bytes(Int(bottom), 0) ?? []
      }
      try? writeFrame(bytes)
    }
    if let inlineRegion { inlineRegion.restoreSettings(descriptor: fileno(outputFile)) }
    if ownsResizeSignal { WindowSizeSignal.end() }
    _ = endwin()
    delscreen(screen)
    self.screen = nil
    if ownsRestoration { TerminalRestoration.end() }
    Self.closeStreams(ownedFiles)
    lastFrame = nil
    pendingEvents.removeAll()
    inputBuffer.removeAll()
    inputStart = 0
  }
}
