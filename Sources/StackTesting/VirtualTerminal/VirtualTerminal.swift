import StackCore
import StackTerminal

/// A headless `Terminal` for tests: input comes from a queue, and ``present(_:)`` keeps the
/// frame as ``screen`` after applying the same rules as `NcursesTerminal` (overlap drawn,
/// rest blank, wide characters cut by the edge become spaces, colours dropped when
/// monochrome), so ``screenText`` is what the real terminal would show.
///
/// ```swift
/// let terminal = VirtualTerminal(size: Size(width: 20, height: 3))
/// terminal.enqueue([.key(.down), .key(.enter)])
/// ScriptRunner(terminal: terminal, app: app).runUntilIdle()
/// terminal.screenText  // "..."
/// ```
@MainActor
public final class VirtualTerminal: Terminal {
  /// The current size; changed by ``resize(to:)``.
  public private(set) var size: Size
  /// True when frames are shown without colours.
  public let isMonochrome: Bool
  /// What apps draw with on this terminal: a dark theme at 256 colours (none when
  /// ``isMonochrome``) unless set otherwise, e.g. to check a light theme's screens.
  public var renderContext: RenderContext
  /// What the screen shows: the last presented frame, fitted to ``size``. Blank at first.
  public private(set) var screen: Canvas
  /// Estimated bytes sent so far: what ncurses would send for the same `CanvasDiff` runs
  /// (cursor moves, attribute changes and cell bytes). An unchanged frame costs 0. Read
  /// through a ``CountingTerminal``.
  private(set) var estimatedBytesWritten = 0
  /// How many times ``present(_:)`` was called.
  public private(set) var presentCount = 0
  /// While true, every frame presented is kept in ``recordedFrames`` (a script runner's
  /// `wait-for` looks at every frame drawn, not only the last).
  var recordsFrames = false
  /// The frames presented while ``recordsFrames``, as lines, oldest first.
  var recordedFrames: [[String]] = []
  /// The most frames kept in ``recordedFrames`` (the older half is dropped when full): a long
  /// `wait` with a spinner draws a frame per frame interval.
  static let maximumRecordedFrames = 1_000

  private var pending: [InputEvent] = []
  private var pendingStart = 0
  private var cost = DiffCost()
  /// False until the first frame: like a real terminal, the first frame is drawn in full.
  private var hasPresented = false

  /// Creates a blank terminal of `size`.
  public init(size: Size, isMonochrome: Bool = false) {
    self.size = size
    self.isMonochrome = isMonochrome
    renderContext = RenderContext(colorDepth: isMonochrome ? .none : .palette256)
    self.screen = Canvas(size: size)
  }

  /// Where the terminal's cursor is shown, or nil while it is hidden: the last frame's
  /// `Canvas.cursor` when it is on the screen (as `NcursesTerminal` places it).
  public var cursor: Point? { screen.cursor }

  /// The screen's text: each line with trailing spaces trimmed and wide characters written
  /// once, joined with `"\n"` (see `Canvas.text`).
  public var screenText: String { screen.text }

  /// Appends events to the input queue, in order.
  public func enqueue(_ events: [InputEvent]) {
    pending.append(contentsOf: events)
  }

  /// Changes the size, as when the user resizes the terminal window: the screen is blanked
  /// at the new size (the next frame is drawn in full) and `.resize(size)` is queued.
  public func resize(to size: Size) {
    self.size = size
    screen = Canvas(size: size)
    hasPresented = false
    cost.reset()
    pending.append(.resize(size))
  }

  /// Shows `canvas`: fits it to ``size`` and adds the diff's estimated cost to the estimate
  /// a ``CountingTerminal`` reads.
  public func present(_ canvas: Canvas) {
    let frame = ScreenFrame.fitting(canvas, to: size, monochrome: isMonochrome)
    let changes = CanvasDiff.changes(from: hasPresented ? screen : nil, to: frame)
    estimatedBytesWritten += cost.bytes(for: changes, in: frame)
    // Copied in place: sharing the caller's storage would make its next frame copy it.
    screen.copyCells(from: frame)
    hasPresented = true
    presentCount += 1
    if recordsFrames {
      if recordedFrames.count >= Self.maximumRecordedFrames {
        recordedFrames.removeFirst(recordedFrames.count / 2)
      }
      recordedFrames.append(screen.lines)
    }
  }

  /// Pops the next queued event, or returns nil when the queue is empty (whatever the
  /// timeout: nothing else can arrive while the caller waits).
  public func nextInput(timeoutMilliseconds: Int?) -> InputEvent? {
    guard pendingStart < pending.count else { return nil }
    let event = pending[pendingStart]
    pendingStart += 1
    if pendingStart == pending.count {
      pending.removeAll(keepingCapacity: true)
      pendingStart = 0
    }
    return event
  }
}
