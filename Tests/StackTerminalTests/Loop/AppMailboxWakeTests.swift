import Foundation
import Synchronization
import Testing

@testable import StackTerminal

/// The mailbox's wake-up: work sent right after the loop took the queue still wakes it.
@Suite struct AppMailboxWakeTests {
  /// True when `descriptor` is readable now.
  static func isReadable(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) > 0
  }

  @Test func workSentRightAfterTheQueueIsTakenStillWakesTheLoop() {
    let box = Mutex<AppMailbox?>(nil)
    let sendOnce = Mutex(true)
    let mailbox = AppMailbox(afterTaking: {
      guard
        sendOnce.withLock({
          let first = $0
          $0 = false
          return first
        })
      else { return }
      box.withLock { $0 }?.send { .unchanged }
    })
    box.withLock { $0 = mailbox }
    defer { box.withLock { $0 = nil } }
    guard mailbox.descriptor >= 0 else { return }
    mailbox.send { .redraw }
    #expect(Self.isReadable(mailbox.descriptor))
    #expect(mailbox.takeAll().count == 1)
    // The send made inside takeAll, after the take: queued, and the wake-up is still there.
    #expect(mailbox.hasWork)
    #expect(Self.isReadable(mailbox.descriptor))
    #expect(mailbox.takeAll().count == 1)
    #expect(!Self.isReadable(mailbox.descriptor))
  }
}
