import StackCore
import StackLive
import StackTerminal
import StackTesting

/// `stack-bench live-follow`: tail-follow's way of reading a log — a ``FileFollower`` on a
/// temporary file through `loop.follow` — while a thread appends a time-stamped line every
/// 10 ms; then the CPU time of the process over a few idle seconds.
@MainActor
enum FollowBench {
  /// Shows the lines of a followed file; each line is "number time-stamp".
  final class FollowApp: TerminalApp {
    let stack = ScrollStack()
    let follower: FileFollower
    let expected: Int
    private(set) var received = 0
    private(set) var outOfOrder = 0
    private(set) var latencies = Samples()
    private(set) var lastFrame: UInt64?
    /// Frames written up to the one that showed the last line.
    private(set) var framesUntilLastLine = 0
    private var frames = 0
    private var pending: [UInt64] = []
    private var lines: [String] = []

    init(follower: FileFollower, expected: Int) {
      self.follower = follower
      self.expected = expected
      stack.followsEnd = true
    }

    func start(in loop: AppLoop) {
      loop.follow(follower) { [unowned self] update in
        let start = lines.count
        for index in update.lines.indices {
          let text = update.lines.text(at: index)
          let fields = text.split(separator: " ")
          if fields.count == 2, let number = Int(fields[0]), let time = UInt64(fields[1]) {
            if number != received { outOfOrder += 1 }
            received += 1
            pending.append(time)
          }
          lines.append(text)
        }
        let count = lines.count - start
        if count > 0 {
          _ = try? stack.addLazyRows(count: count) { [unowned self] in
            TextRowContent(lines[start + $0])
          }
        }
        return .redraw
      }
    }

    func presented(at time: UInt64) {
      frames += 1
      for written in pending { latencies.add(from: written, to: time) }
      pending.removeAll(keepingCapacity: true)
      if received >= expected && lastFrame == nil {
        lastFrame = time
        framesUntilLastLine = frames
      }
    }

    func handle(_ event: InputEvent) -> AppResponse { .unchanged }

    func render(in surface: inout Surface) {
      stack.render(in: &surface)
      surface.write(
        TextLayout.pad(" following · \(received) lines", toWidth: surface.size.width),
        at: Point(x: 0, y: surface.size.height - 1), style: CellStyle(attributes: .reverse))
    }

    func resize(to size: Size) {
      stack.viewport = Size(width: size.width, height: max(0, size.height - 1))
    }
  }

  static func run(count: Int, idleSeconds: Int) {
    print("\n## Live data: a followed file, a line appended every 10 ms\n")
    // A folder of its own: the follower also watches the file's folder (for a rotation),
    // and files other programs make in a shared one (/tmp) would wake it.
    var template = Array("/tmp/stack-bench-follow-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkdtemp($0) != nil } ?? false
    }
    guard made else { fatalError("stack-bench: cannot make a temporary folder") }
    let folder = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let path = folder + "/followed.log"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { fatalError("stack-bench: cannot make \(path)") }
    close(descriptor)
    defer {
      unlink(path)
      rmdir(folder)
    }
    let follower: FileFollower
    do {
      follower = try FileFollower(path: path)
    } catch {
      fatalError("stack-bench: \(error)")
    }
    let headless = HeadlessNcurses.forBenchmark()
    defer { headless.close() }
    let app = FollowApp(follower: follower, expected: count)
    let recorder = PresentRecorder(headless)
    recorder.onPresent = { app.presented(at: $0) }
    let cpu = IdleBench.CPUWindow()
    let loop = AppLoop(terminal: recorder, app: app)
    let sender = loop.sender
    Thread.start {
      let file = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
      var deadline = LiveClock.now()
      for number in 0..<count {
        deadline += 10_000_000
        LiveClock.sleep(until: deadline)
        var line = "\(number) \(LiveClock.now())\n"
        line.withUTF8 { _ = write(file, $0.baseAddress, $0.count) }
      }
      close(file)
      // Let the last line reach the screen, then measure the idle seconds.
      LiveClock.sleep(nanoseconds: 200_000_000)
      let before = LiveClock.processCPUTime()
      LiveClock.sleep(nanoseconds: UInt64(idleSeconds) * 1_000_000_000)
      cpu.store(LiveClock.processCPUTime() - before)
      sender.send { .quit }
    }
    progress("live-follow: \(count) lines, then \(idleSeconds) s idle…")
    loop.run()
    printTable(
      [
        "Lines appended", "received", "out of order", "append → frame written, median / p99 / max",
        "frames", "frames after the last line", "CPU time over \(idleSeconds) s idle after",
      ],
      [
        [
          String(count), String(app.received), String(app.outOfOrder),
          app.latencies.latencySummary, String(recorder.framesPresented),
          String(recorder.framesPresented - app.framesUntilLastLine),
          Format.fixed(Double(cpu.value) / 1e6, 2) + " ms",
        ]
      ])
  }
}
