import Dispatch
import StackCore
internal import StackPlatform

extension AppLoop {
  /// The loop of `await runAsync()` off the main thread: takes what is pending without waiting,
  /// and when nothing is, waits for the terminal's input, the wake-up descriptors or the
  /// next deadline on a background thread while this task is suspended.
  func runSuspending() async {
    start()
    while !isFinished {
      let wait = nextWait()
      let result = terminal.nextInput(timeoutMilliseconds: 0, orReadable: wakeDescriptors)
      guard case .timedOut = result, wait.timeout != 0 else {
        take(result, of: wait)
        continue
      }
      // Nothing pending: wait on a background thread, this task suspended meanwhile.
      let descriptors = terminal.inputDescriptors + wakeDescriptors
      isWaitingElsewhere = true
      let ready = await Self.waitInBackground(for: descriptors, milliseconds: wait.timeout)
      isWaitingElsewhere = false
      if !ready { take(.timedOut, of: wait) }
    }
    end()
  }

  /// The queue whose thread waits for the suspended loops.
  nonisolated private static let waitingQueue = DispatchQueue(
    label: "StackTerminal.AppLoop.waiting")

  /// Waits on a background thread until one of `descriptors` is readable (true) or
  /// `milliseconds` pass (false; nil waits as long as it takes).
  nonisolated static func waitInBackground(for descriptors: [Int32], milliseconds: Int?) async
    -> Bool
  {
    await withCheckedContinuation { continuation in
      waitingQueue.async {
        let ready = descriptors.withUnsafeBufferPointer { buffer in
          pollAny(buffer, milliseconds: milliseconds.map { Int32(clamping: $0) } ?? -1)
        }
        continuation.resume(returning: ready)
      }
    }
  }

  /// One `poll` on `descriptors`: true when one is readable (or hung up) within
  /// `milliseconds` (-1: as long as it takes). An interrupted wait counts as ready (the
  /// caller looks again).
  nonisolated static func pollAny(_ descriptors: UnsafeBufferPointer<Int32>, milliseconds: Int32)
    -> Bool
  {
    withUnsafeTemporaryAllocation(of: pollfd.self, capacity: descriptors.count) { entries in
      for (index, descriptor) in descriptors.enumerated() {
        entries[index] = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      }
      let count = poll(entries.baseAddress, nfds_t(entries.count), milliseconds)
      return count != 0
    }
  }
}
