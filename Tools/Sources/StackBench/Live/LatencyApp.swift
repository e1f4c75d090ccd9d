import StackCore
import StackTerminal

/// The app the send benchmarks drive: the benchmark list (1000 lazy rows) and a status line
/// with the number of values received. It keeps the send time of every value received
/// since the last frame and, when a frame was written, adds each one's latency.
@MainActor
final class LatencyApp: TerminalApp {
  let stack = ListStack.make(rows: 1000)
  /// How many values are coming; the app quits after the frame that shows the last one.
  let expected: Int
  /// Runs in ``start(in:)``: starts the producer.
  private let producer: @MainActor (AppLoop, LatencyApp) -> Void
  private(set) var received = 0
  /// Values that arrived out of the order sent.
  private(set) var outOfOrder = 0
  /// Send → frame written, in microseconds.
  private(set) var latencies = Samples()
  /// Send → the main actor ran the code that received the value (tasks only).
  private(set) var wakeLatencies = Samples()
  /// Frames written from the first value received to the one that showed the last.
  private(set) var framesWhileReceiving = 0
  /// When the frame showing the last value was written.
  private(set) var lastFrame: UInt64?
  private var pending: [UInt64] = []
  private var loop: AppLoop?

  init(expected: Int, producer: @escaping @MainActor (AppLoop, LatencyApp) -> Void) {
    self.expected = expected
    self.producer = producer
    pending.reserveCapacity(1024)
  }

  func start(in loop: AppLoop) {
    self.loop = loop
    producer(loop, self)
  }

  /// Value `number` arrived, sent at `sentAt` (nil: not timed).
  func receive(number: Int, sentAt: UInt64?) {
    if number != received { outOfOrder += 1 }
    received += 1
    if let sentAt {
      pending.append(sentAt)
      wakeLatencies.add(from: sentAt, to: LiveClock.now())
    }
  }

  /// A frame was written at `time`.
  func presented(at time: UInt64) {
    if received > 0 && lastFrame == nil { framesWhileReceiving += 1 }
    for sentAt in pending { latencies.add(from: sentAt, to: time) }
    pending.removeAll(keepingCapacity: true)
    if received >= expected && lastFrame == nil {
      lastFrame = time
      loop?.send { .quit }
    }
  }

  func handle(_ event: InputEvent) -> AppResponse {
    event == .key(.character("q")) ? .quit : .unchanged
  }

  func render(in surface: inout Surface) {
    stack.render(in: &surface)
    surface.write(
      TextLayout.pad(" received \(received) of \(expected)", toWidth: surface.size.width),
      at: Point(x: 0, y: surface.size.height - 1), style: CellStyle(attributes: .reverse))
  }

  func resize(to size: Size) {
    stack.viewport = Size(width: size.width, height: max(0, size.height - 1))
  }
}
